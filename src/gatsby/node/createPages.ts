import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { docsConfig } from '../../config/docs';
import type { PageContext } from '../../lib/pageContext';
import { ContentPipeline } from '../content/pipeline';
import { buildState } from '../content/state';
import { CONTENT_DIR } from '../mdx';
import { buildIndexFiles, writeIndexFiles } from '../search/indexes';
import { SEARCH_SITE_PAGES } from '../search/sitePages';
import { isDevelop, reportContentProblems } from './reportContentError';
import { publishSiteContent } from './siteContent';

const TEMPLATES = {
  doc: path.resolve('src/templates/DocPage/index.tsx'),
  category: path.resolve('src/templates/CategoryPage/index.tsx'),
  redirect: path.resolve('src/templates/RedirectPage/index.tsx'),
} as const;

/** Test-only pages, created when E2E_FIXTURES=1 (the e2e build), never in a normal build. */
const E2E_FIXTURES = [{ path: '/__e2e/crash', component: path.resolve('src/testing/E2eCrashPage.tsx') }];

interface MdxQuery {
  allMdx: { nodes: Array<{ rawFrontmatter: Record<string, unknown>; internal: { contentFilePath: string; contentDigest: string } }> };
}

/** Warnings already printed by this process: a develop server re-runs createPages on every edit. */
const warned = new Set<string>();

/**
 * Runs the content step (src/gatsby/content/pipeline.ts) over the MDX nodes, creates every page
 * it plans (docs, category indexes, the site's redirects) and publishes the docs data pages read. A build stops on any content problem, listing
 * them all; `gatsby develop` (which re-runs this after every content edit) reports them in the
 * terminal and in the browser and keeps serving. The search index is written here in a build and
 * made on request while developing (src/gatsby/node/onCreateDevServer.ts).
 */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, cache, createContentDigest }) => {
  const result = await graphql<MdxQuery>(`
    {
      allMdx {
        nodes {
          rawFrontmatter
          internal {
            contentFilePath
            contentDigest
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`allMdx query failed: ${JSON.stringify(result.errors)}`);
  buildState.pipeline ??= new ContentPipeline(CONTENT_DIR, docsConfig, cache, undefined, !isDevelop());
  const run = await buildState.pipeline.run(
    result.data.allMdx.nodes.map((node) => ({
      absolutePath: node.internal.contentFilePath,
      frontmatter: node.rawFrontmatter,
      digest: node.internal.contentDigest,
    }))
  );
  buildState.run = run;
  for (const warning of run.warnings.filter((w) => !warned.has(w))) {
    warned.add(warning);
    reporter.warn(warning);
  }
  reportContentProblems(reporter, run.errors);
  publishSiteContent(actions, createContentDigest, run.plan.globalData, run.errors);
  for (const page of run.plan.pages) {
    if (page.template !== 'doc') actions.createPage<PageContext>({ path: page.path, component: TEMPLATES[page.template], context: page.context });
    // `frontmatter` present: gatsby-plugin-mdx's onCreatePage would otherwise read the file again,
    // then delete and re-create the page to add it. The templates read only what the plan gives them.
    else
      actions.createPage<PageContext>({
        path: page.path,
        component: `${TEMPLATES.doc}?__contentFilePath=${page.contentFilePath}`,
        context: { ...page.context, frontmatter: {} },
      });
  }
  if (process.env.E2E_FIXTURES === '1') {
    for (const fixture of E2E_FIXTURES) actions.createPage<PageContext>({ ...fixture, context: {} });
  }
  if (!isDevelop()) writeIndexFiles(buildIndexFiles(run.plan, run.sources, SEARCH_SITE_PAGES), path.resolve('public'), path.resolve('.cache/search'));
  reporter.info(
    `Created ${run.plan.pages.length} pages (${run.plan.redirects.length} of them redirects) for ${run.model.versions.length} versions (${run.parsed} of ${run.sources.length} docs parsed, the rest cached).`
  );
};
