import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { GatsbyNode, Reporter } from 'gatsby';
import { docsConfig } from '../../config/docs';
import type { PageContext } from '../../lib/pageContext';
import { words } from '../../lib/search/text';
import { ContentPipeline, type ContentRun } from '../content/pipeline';
import type { SharedSidebarFile } from '../content/routes';
import { unknownSynonymTargets } from '../content/searchSynonyms';
import { buildState } from '../content/state';
import { CONTENT_DIR } from '../content/mdxOptions';
import { buildIndexFiles, searchRecords, synonymTargetFinder, writeIndexFiles } from '../search/indexes';
import { SEARCH_SITE_PAGES } from '../search/sitePages';
import type { PlannedApiPage } from '../api/pages';
import { apiPages } from './apiReference';
import { typeExamples } from './exampleTypes';
import { developPages, type PageArgs } from './developPages';
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
  // While developing, each doc's analysis is keyed by the text on disk, not by Gatsby's digest of
  // the file (gatsby-source-filesystem hashes a file as it sees it change, and keeps that hash by
  // mtime and inode). In a fresh-clone run, the createPages after a saved broken doc found an
  // earlier analysis for that digest, parsed nothing and reported no problem. What is on disk when
  // createPages runs is what the author saved. Reading every doc takes milliseconds; a build, where
  // no file changes, keeps using the digest.
  const develop = isDevelop();
  const run = await buildState.pipeline.run(
    result.data.allMdx.nodes.map((node) => ({
      absolutePath: node.internal.contentFilePath,
      frontmatter: node.rawFrontmatter,
      ...(develop ? {} : { digest: node.internal.contentDigest }),
    }))
  );
  buildState.run = run;
  for (const warning of run.warnings.filter((w) => !warned.has(w))) {
    warned.add(warning);
    reporter.warn(warning);
  }
  reportContentProblems(reporter, run.errors);
  typeExamples(run, reporter);
  publishSiteContent(actions, createContentDigest, run.plan.globalData, run.errors);
  writeSharedSidebars(run.plan.sharedSidebars, !develop);
  const pages: PageArgs[] = run.plan.pages.map((page) =>
    page.template === 'doc'
      ? // `frontmatter` present: gatsby-plugin-mdx's onCreatePage would otherwise read the file again,
        // then delete and re-create the page to add it. The templates read only what the plan gives them.
        { path: page.path, component: `${TEMPLATES.doc}?__contentFilePath=${page.contentFilePath}`, context: { ...page.context, frontmatter: {} } }
      : { path: page.path, component: TEMPLATES[page.template], context: page.context }
  );
  if (process.env.E2E_FIXTURES === '1') pages.push(...E2E_FIXTURES.map((fixture) => ({ ...fixture, context: {} })));
  if (develop) await developPages.update(pages, actions.deletePage);
  else for (const page of pages) actions.createPage<PageContext>(page);
  // The API reference's pages are created once, by createPagesStatefully (./apiReference.ts); a build indexes them here.
  if (!develop) writeSearch(run, (await apiPages(run, graphql)).pages, reporter);
  reporter.info(
    `Created ${run.plan.pages.length} pages (${run.plan.redirects.length} of them redirects) for ${run.model.versions.length} versions (${run.parsed} of ${run.sources.length} docs parsed, the rest cached).`
  );
};

/**
 * The sidebars' shared files, each written once (its name is its content's hash). A build removes
 * those of earlier builds. The develop server keeps them: an open page that has not yet received
 * its new page data still names the file of the run before, and an author who saves twice in a
 * row would otherwise see that page's sidebar fetch fail (a 404 in the e2e run of 2026-11-28).
 */
function writeSharedSidebars(files: SharedSidebarFile[], prune: boolean) {
  const publicDir = path.resolve('public');
  const wanted = new Set(files.map((file) => path.join(publicDir, file.path)));
  for (const file of files) {
    const target = path.join(publicDir, file.path);
    if (fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.json);
  }
  if (!prune) return;
  for (const dir of new Set([...wanted].map((file) => path.dirname(file)))) {
    for (const name of fs.readdirSync(dir)) if (!wanted.has(path.join(dir, name))) fs.rmSync(path.join(dir, name));
  }
}

/** The search records and index files of a production build; docs words of the synonyms that no doc holds are warned about. */
function writeSearch(run: ContentRun, apiPages: PlannedApiPage[], reporter: Reporter) {
  const records = searchRecords(run.plan, run.sources, SEARCH_SITE_PAGES, apiPages);
  const files = buildIndexFiles(records, run.searchSynonyms);
  writeIndexFiles(files, records, run.searchSynonyms, path.resolve('public'), path.resolve('.cache/search'));
  const isKnown = synonymTargetFinder(files);
  const docsWords = () => new Set(records.flatMap((r) => words(`${r.hierarchy.lvl2 ?? ''} ${r.content ?? ''}`).map((w) => w.toLowerCase())));
  for (const warning of unknownSynonymTargets(run.model.contentDir, run.searchSynonyms, isKnown, docsWords)) reporter.warn(warning);
  for (const file of files) {
    const kib = gzipSync(JSON.stringify(file)).length / 1024;
    if (kib > EMBEDDED_INDEX_LIMIT_KIB) {
      reporter.warn(
        `The search index of ${file.tag} is ${Math.round(kib)} KiB gzipped: readers download it on their first search. Above ${EMBEDDED_INDEX_LIMIT_KIB} KiB, search with Algolia (README: "Search with Algolia").`
      );
    }
  }
}

/** The size (gzipped) above which a version's embedded index costs readers too much on their first search. */
const EMBEDDED_INDEX_LIMIT_KIB = 250;
