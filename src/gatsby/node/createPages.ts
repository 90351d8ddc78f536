import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { docsConfig } from '../../config/docs';
import { siteConfig } from '../../config/site';
import type { RedirectPageContext } from '../../lib/pageContext';
import { docSource } from '../content/docSource';
import { planRoutes } from '../content/routes';
import { buildState } from '../content/state';
import { buildIndexFiles, writeIndexFiles } from '../search/indexes';
import { SEARCH_SITE_PAGES } from '../search/sitePages';
import { reportContentError } from './reportContentError';

const TEMPLATES = {
  doc: path.resolve('src/templates/DocPage/index.tsx'),
  category: path.resolve('src/templates/CategoryPage/index.tsx'),
  redirect: path.resolve('src/templates/RedirectPage/index.tsx'),
} as const;

/** Test-only pages, created when E2E_FIXTURES=1 (the e2e build), never in a normal build. */
const E2E_FIXTURES = [{ path: '/__e2e/crash', component: path.resolve('src/templates/E2eCrashPage/index.tsx') }];

interface MdxQuery {
  allMdx: { nodes: Array<{ rawFrontmatter: Record<string, unknown>; internal: { contentFilePath: string } }> };
}

/**
 * Queries the MDX nodes, validates each doc's frontmatter and MDX, plans every docs route
 * (src/gatsby/content/routes.ts), creates the pages and writes the search index files.
 */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const content = buildState.content;
  if (!content) throw new Error('createPages ran before onPreBootstrap loaded the content.');
  const result = await graphql<MdxQuery>(`
    {
      allMdx {
        nodes {
          rawFrontmatter
          internal { contentFilePath }
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`allMdx query failed: ${JSON.stringify(result.errors)}`);
  try {
    const sources = result.data.allMdx.nodes.flatMap((node) =>
      docSource(node.internal.contentFilePath, node.rawFrontmatter, content)
    );
    const plan = planRoutes(content, sources, docsConfig);
    for (const warning of plan.warnings.filter((w) => !content.warnings.includes(w))) reporter.warn(warning);
    buildState.plan = plan;
    const indexFiles = buildIndexFiles(plan, sources, SEARCH_SITE_PAGES);
    buildState.searchIndexes = writeIndexFiles(indexFiles, path.resolve('public'), path.resolve('.cache/search'));
    for (const page of plan.pages) {
      const component = page.template === 'doc' ? `${TEMPLATES.doc}?__contentFilePath=${page.contentFilePath}` : TEMPLATES[page.template];
      actions.createPage({ path: page.path, component, context: page.context });
    }
    for (const redirect of siteConfig.redirects) {
      actions.createPage({
        path: redirect.from,
        component: TEMPLATES.redirect,
        context: { kind: 'redirect', to: redirect.to, title: redirect.title } satisfies RedirectPageContext,
      });
    }
    if (process.env.E2E_FIXTURES === '1') {
      for (const fixture of E2E_FIXTURES) actions.createPage({ ...fixture, context: {} });
    }
    reporter.info(`Created ${plan.pages.length} docs pages for ${content.versions.length} versions.`);
  } catch (error) {
    reportContentError(reporter, error);
  }
};
