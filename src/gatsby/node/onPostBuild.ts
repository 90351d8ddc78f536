import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteConfig } from '../../config/site';
import type { GatsbyStoreState } from '../../lib/gatsbyInternals';
import { buildState } from '../content/state';
import { checkLinks, formatBrokenLinks, type CheckedPage } from './linkCheck';
import { searchConfigFromEnv } from '../search/config';
import { CLOUDFLARE_MAX_RULES, writeHeaders } from './headers';
import { LLMS_FULL_MAX_BYTES, writeLlmsFiles } from './llms';
import { writeSitemap } from './sitemap';
import { apiRoot } from '../../lib/docsVersions';
import { builtApiModels, createdApiPlan } from './apiReference';
import type { EntryExtras } from '../api/markdown';
import { cloudflareRedirectsProblem, ownHtmFiles, pageFilesFromEnv, placePageFiles, writeStaticRedirects } from './staticRedirects';
import { builtChunkMapFile } from './chunkMapFile';
import { BUILD_INTERNALS_DIR, moveBuildInternals } from './buildInternals';
import { recordPostBuildFiles } from './postBuildFiles';
import { readComponentChunks, writeComponentChunks } from './componentChunks';
import { writeHoverFilesWhenTyped } from './exampleTypes';
import { writeSocialCards } from './socialCards';
import { pageSocialCard } from '../../lib/socialCard';
import type { PageContext } from '../../lib/pageContext';

/** An API entry's badges and mentions, by address, from the pages created: its Markdown copy says what its page says. */
function apiExtrasOf(): (address: string) => EntryExtras | undefined {
  const byAddress = new Map<string, EntryExtras>();
  for (const page of createdApiPlan()?.pages ?? []) if (page.template === 'api') byAddress.set(page.path, page.context);
  return (address) => byAddress.get(address);
}

/** The MDX file a Gatsby page is built from (doc pages and Markdown pages), relative to the site. */
function sourceOf(component: string | undefined, root: string): string | undefined {
  const file = component?.match(/__contentFilePath=(.+)$/)?.[1] ?? (component?.endsWith('.mdx') ? component : undefined);
  return file ? path.relative(root, file) : undefined;
}

/** Seconds since `start` (a performance.now() reading), for the step lines of the build log. */
const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/**
 * After the HTML is written: the broken-link check (stops the build), then static-host
 * redirects (.html/.htm variants and _redirects), sitemap.xml and robots.txt, llms.txt and the
 * docs' Markdown copies (./llms.ts), the social cards of pages without their own image
 * (./socialCards.ts), the examples' hover files (./exampleTypes.ts), then _headers (its CSP hashes
 * the inline scripts, so it comes last, after every HTML file is written; it caches Gatsby's chunk
 * map, a file of its own since the browser build, ./chunkMapFile.ts, for good). Before it, each
 * page's data gets its component's chunks (./componentChunks.ts). Last, with PAGE_FILES=html, each
 * page moves from x/index.html to x.html (./staticRedirects.ts): every step before reads it where
 * Gatsby wrote it. Then the files an earlier build wrote for pages that are gone are removed, and this
 * build's recorded (./postBuildFiles.ts). Very last, Gatsby's files about its build leave public/
 * (./buildInternals.ts).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const { pages, program } = store.getState() as GatsbyStoreState;
  let start = performance.now();
  const publicDir = path.join(program.directory, 'public');
  // The docs' moves and the API reference's entries of older releases (src/gatsby/api/pages.ts: fallbackRedirects).
  const redirects = [...(buildState.run?.plan.redirects ?? []), ...(createdApiPlan()?.redirects ?? [])];

  const checked: CheckedPage[] = [...pages.values()].map((page) => ({ path: page.path, source: sourceOf(page.component, program.directory) }));
  const { broken, markdown } = checkLinks(publicDir, checked, new Map(redirects.map((r) => [r.from.replace(/\/+$/, '') || '/', r.to])));
  for (const link of markdown)
    reporter.warn(`Broken Markdown link on ${link.page}${link.source ? ` (source: ${link.source})` : ''}: ${link.href} (${link.reason}).`);
  if (broken.length > 0) {
    reporter.panicOnBuild(formatBrokenLinks(broken));
    return;
  }
  reporter.info(`Link check: every internal link and anchor of ${checked.length} pages resolves (${since(start)}).`);

  start = performance.now();
  const pageFiles = pageFilesFromEnv(process.env);
  const { files, paths: variants, lines } = writeStaticRedirects(publicDir, pages.keys(), redirects, siteConfig.url, pageFiles);
  /** What this build writes beside Gatsby's pages (./postBuildFiles.ts). */
  const written = [...variants];
  reporter.info(`Wrote ${files} static redirect files, _redirects with ${lines.length} rules (${since(start)}).`);
  for (const problem of [cloudflareRedirectsProblem(lines) ?? [], ownHtmFiles(path.join(program.directory, 'static'))].flat()) reporter.warn(problem);

  start = performance.now();
  const model = buildState.run?.model;
  // The latest version first, then the others in dropdown order; the API references after the docs.
  const versions = model ? [...model.versions].sort((a, b) => Number(b.name === model.lastVersion) - Number(a.name === model.lastVersion)) : [];
  const listed = writeSitemap(publicDir, pages.keys(), siteConfig.url, [...versions.map((v) => v.settings.path), ...versions.map((v) => apiRoot(v.settings))]);
  reporter.info(`Wrote sitemap.xml (${listed} pages) and robots.txt (${since(start)}).`);

  start = performance.now();
  if (model && buildState.run) {
    // Each doc's and partial's Markdown comes from the analysis that parsed it for createPages.
    const drafts = new Map(buildState.run.pageFiles.map((file) => [file.absoluteFile, file.analysis.markdown]));
    const {
      copies,
      written: docsForPrograms,
      omitted,
    } = writeLlmsFiles(
      publicDir,
      buildState.run.plan.pages,
      versions,
      model.lastVersion,
      siteConfig,
      await builtApiModels(),
      drafts,
      LLMS_FULL_MAX_BYTES,
      apiExtrasOf()
    );
    written.push(...docsForPrograms);
    reporter.info(`Wrote llms.txt, llms-full.txt per version and ${copies} Markdown copies of the docs and API entries (${since(start)}).`);
    for (const { file, bytes } of omitted)
      reporter.info(
        `${file} left out: its docs make ${(bytes / 2 ** 20).toFixed(1)} MiB, above the ${LLMS_FULL_MAX_BYTES / 2 ** 20} MiB it holds (src/gatsby/node/llms.ts); llms.txt says so and links each page's Markdown.`
      );
  }

  start = performance.now();
  const cards = [...pages.values()].flatMap((page) => pageSocialCard(page.context as PageContext) ?? []);
  const { rendered, cached } = await writeSocialCards(publicDir, cards, {
    title: siteConfig.title,
    host: new URL(siteConfig.url).host,
    logoFile: path.join(program.directory, 'static/img/logo.svg'),
  });
  reporter.info(`Wrote ${rendered + cached} social cards, ${rendered} of them rendered and the rest from the cache (${since(start)}).`);

  if (buildState.run) {
    start = performance.now();
    await writeHoverFilesWhenTyped(buildState.run, publicDir, reporter);
    reporter.info(`Wrote the hover files of the examples (${since(start)}, the typing included when it was still running).`);
  }

  start = performance.now();
  const components = writeComponentChunks(publicDir, pages.values(), readComponentChunks());
  reporter.info(`Wrote the page components' chunks into the page data of ${components} pages (${since(start)}).`);

  start = performance.now();
  try {
    const rules = writeHeaders(publicDir, {
      analytics: Boolean(process.env.GTAG_ID),
      search: searchConfigFromEnv(process.env),
      hashedFiles: [builtChunkMapFile(publicDir)],
    });
    reporter.info(
      `Wrote _headers (${rules.length} rules, CSP with ${rules[0]![1]['Content-Security-Policy']!.match(/'sha256-/g)?.length ?? 0} inline script hashes; ${since(start)}).`
    );
    if (rules.length > CLOUDFLARE_MAX_RULES) {
      reporter.warn(`public/_headers has ${rules.length} rules: Cloudflare Pages reads at most ${CLOUDFLARE_MAX_RULES} (Netlify has no such limit).`);
    }
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }

  let placed: string[] = [];
  if (pageFiles === 'html') {
    start = performance.now();
    placed = placePageFiles(publicDir, pages.keys(), siteConfig.url);
    reporter.info(`PAGE_FILES=html: moved ${placed.length} pages to x.html, with a redirect in each x/index.html (${since(start)}).`);
  }

  const removed = recordPostBuildFiles(program.directory, written, placed);
  if (removed.length > 0)
    reporter.info(
      `Removed ${removed.length} files an earlier build wrote for pages that are gone (${removed.slice(0, 3).join(', ')}${removed.length > 3 ? ', …' : ''}).`
    );

  const internalBytes = moveBuildInternals(program.directory);
  reporter.info(`Moved Gatsby's webpack.stats.json and chunk-map.json (${(internalBytes / 1e6).toFixed(1)} MB) from public/ to ${BUILD_INTERNALS_DIR}.`);
};
