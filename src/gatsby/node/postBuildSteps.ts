/**
 * What the build does after Gatsby has written every page, one step each, run in this order by
 * ./onPostBuild.ts, which times each and logs its line. The order matters where a step reads what
 * an earlier one wrote: `_headers` hashes the inline scripts of every HTML file, so it comes after
 * every step that writes HTML and after the step that makes those scripts the same on every page;
 * with PAGE_FILES=html the pages move to x.html after every step that reads them where Gatsby
 * wrote them; the record of this build's files and the move of Gatsby's own files come last.
 * postBuildSteps.test.ts holds the order.
 */
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { siteConfig } from '../../config/site';
import { apiRoot } from '../../lib/docsVersions';
import type { PageContext } from '../../lib/pageContext';
import { pageSocialCard } from '../../lib/socialCard';
import type { EntryExtras } from '../api/markdown';
import { buildState } from '../content/state';
import { searchConfigFromEnv } from '../search/config';
import { builtApiModels, createdApiPlan } from './apiReference';
import { BUILD_INTERNALS_DIR, moveBuildInternals } from '../overrides/chunk-map/buildInternals';
import { builtChunkMapFile } from '../overrides/chunk-map/chunkMapFile';
import { readComponentChunks, writeComponentChunks } from '../overrides/page-components/componentChunks';
import { writeHoverFilesWhenTyped } from './exampleTypes';
import { CLOUDFLARE_MAX_RULES, writeHeaders } from './headers';
import { stabiliseInlineScripts } from '../overrides/inline-scripts/inlineScripts';
import { overrideOn } from '../overrides/switch';
import { checkLinks, formatBrokenLinks, type CheckedPage } from './linkCheck';
import { LLMS_FULL_MAX_BYTES, writeLlmsFiles } from './llms';
import { recordPostBuildFiles } from './postBuildFiles';
import { writeSitemap } from './sitemap';
import { writeSocialCards } from './socialCards';
import { cloudflareRedirectsProblem, ownHtmFiles, pageFilesFromEnv, placePageFiles, writeStaticRedirects } from './staticRedirects';

/** A page Gatsby built, as its SitePage node has it. */
export interface BuiltPage {
  path: string;
  component?: string;
  componentChunkName?: string;
  context?: unknown;
}

/** What the steps share: Gatsby's pages by path, the site's folder, and what earlier steps leave for later ones. */
export interface PostBuildContext {
  pages: Map<string, BuiltPage>;
  root: string;
  publicDir: string;
  reporter: Reporter;
  pageFiles: ReturnType<typeof pageFilesFromEnv>;
  /** The docs' moves and the API reference's entries of older releases (src/gatsby/api/pages.ts: fallbackRedirects). */
  redirects: Array<{ from: string; to: string }>;
  /** What this build writes beside Gatsby's pages (./postBuildFiles.ts). */
  written: string[];
  /** Pages moved to x.html (PAGE_FILES=html). */
  placed: string[];
  /** The hashes of the pages' inline scripts, once they are the same on every page. */
  scriptHashes?: string[];
}

/**
 * One step: its log line once done (the runner adds the time), or nothing to log. `stop` ends the
 * build's post-build work (the step has told the reporter why).
 */
export interface PostBuildStep {
  name: string;
  run(context: PostBuildContext): Promise<string | { stop: true } | undefined> | string | { stop: true } | undefined;
}

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

/** The docs versions, the latest first, then the others in dropdown order. */
function versionsLatestFirst() {
  const model = buildState.run?.model;
  return model ? [...model.versions].sort((a, b) => Number(b.name === model.lastVersion) - Number(a.name === model.lastVersion)) : [];
}

export const POST_BUILD_STEPS: PostBuildStep[] = [
  {
    name: 'link check',
    run({ pages, root, publicDir, redirects, reporter }) {
      const checked: CheckedPage[] = [...pages.values()].map((page) => ({ path: page.path, source: sourceOf(page.component, root) }));
      const { broken, markdown } = checkLinks(publicDir, checked, new Map(redirects.map((r) => [r.from.replace(/\/+$/, '') || '/', r.to])));
      for (const link of markdown)
        reporter.warn(`Broken Markdown link on ${link.page}${link.source ? ` (source: ${link.source})` : ''}: ${link.href} (${link.reason}).`);
      if (broken.length > 0) {
        reporter.panicOnBuild(formatBrokenLinks(broken));
        return { stop: true };
      }
      return `Link check: every internal link and anchor of ${checked.length} pages resolves`;
    },
  },
  {
    name: 'static redirects',
    run({ pages, publicDir, redirects, pageFiles, written, root, reporter }) {
      const { files, paths, lines } = writeStaticRedirects(publicDir, pages.keys(), redirects, siteConfig.url, pageFiles);
      written.push(...paths);
      for (const problem of [cloudflareRedirectsProblem(lines) ?? [], ownHtmFiles(path.join(root, 'static'))].flat()) reporter.warn(problem);
      return `Wrote ${files} static redirect files, _redirects with ${lines.length} rules`;
    },
  },
  {
    name: 'sitemap',
    run({ pages, publicDir }) {
      const versions = versionsLatestFirst();
      // The API references after the docs.
      const roots = [...versions.map((v) => v.settings.path), ...versions.map((v) => apiRoot(v.settings))];
      return `Wrote sitemap.xml (${writeSitemap(publicDir, pages.keys(), siteConfig.url, roots)} pages) and robots.txt`;
    },
  },
  {
    name: 'llms.txt and Markdown copies',
    async run({ publicDir, written, reporter }) {
      const run = buildState.run;
      if (!run?.model) return undefined;
      // Each doc's and partial's Markdown comes from the analysis that parsed it for createPages.
      const drafts = new Map(run.pageFiles.map((file) => [file.absoluteFile, file.analysis.markdown]));
      const models = await builtApiModels();
      const result = writeLlmsFiles(
        publicDir,
        run.plan.pages,
        versionsLatestFirst(),
        run.model.lastVersion,
        siteConfig,
        models,
        drafts,
        LLMS_FULL_MAX_BYTES,
        apiExtrasOf()
      );
      written.push(...result.written);
      for (const { file, bytes } of result.omitted)
        reporter.info(
          `${file} left out: its docs make ${(bytes / 2 ** 20).toFixed(1)} MiB, above the ${LLMS_FULL_MAX_BYTES / 2 ** 20} MiB it holds (src/gatsby/node/llms.ts); llms.txt says so and links each page's Markdown.`
        );
      return `Wrote llms.txt, llms-full.txt per version and ${result.copies} Markdown copies of the docs and API entries`;
    },
  },
  {
    name: 'social cards',
    async run({ pages, publicDir, root }) {
      const cards = [...pages.values()].flatMap((page) => pageSocialCard(page.context as PageContext) ?? []);
      const site = { title: siteConfig.title, host: new URL(siteConfig.url).host, logoFile: path.join(root, 'static/img/logo.svg') };
      const { rendered, cached } = await writeSocialCards(publicDir, cards, site);
      return `Wrote ${rendered + cached} social cards, ${rendered} of them rendered and the rest from the cache`;
    },
  },
  {
    name: 'hover files',
    async run({ publicDir, reporter }) {
      if (!buildState.run) return undefined;
      await writeHoverFilesWhenTyped(buildState.run, publicDir, reporter);
      return 'Wrote the hover files of the examples (the typing included when it was still running)';
    },
  },
  {
    name: 'component chunks',
    run: ({ pages, publicDir }) =>
      `Wrote the page components' chunks into the page data of ${writeComponentChunks(publicDir, pages.values(), readComponentChunks())} pages`,
  },
  {
    name: 'inline scripts',
    run(context) {
      context.scriptHashes = stabiliseInlineScripts(context.publicDir);
      return `Made the inline scripts of every page the same where only their page differed: ${context.scriptHashes.length} distinct`;
    },
  },
  {
    name: 'headers',
    run({ publicDir, scriptHashes, reporter }) {
      const rules = writeHeaders(publicDir, {
        scriptHashes: scriptHashes ?? [],
        analytics: Boolean(process.env.GTAG_ID),
        search: searchConfigFromEnv(process.env),
        // Gatsby's own chunk map is inline, in every page (the kill switch turned the feature off).
        hashedFiles: overrideOn('chunk-map') ? [builtChunkMapFile(publicDir)] : [],
      });
      if (rules.length > CLOUDFLARE_MAX_RULES)
        reporter.warn(`public/_headers has ${rules.length} rules: Cloudflare Pages reads at most ${CLOUDFLARE_MAX_RULES} (Netlify has no such limit).`);
      return `Wrote _headers (${rules.length} rules, CSP with ${scriptHashes?.length ?? 0} inline script hashes)`;
    },
  },
  {
    name: 'page files',
    run(context) {
      if (context.pageFiles !== 'html') return undefined;
      context.placed = placePageFiles(context.publicDir, context.pages.keys(), siteConfig.url);
      return `PAGE_FILES=html: moved ${context.placed.length} pages to x.html, with a redirect in each x/index.html`;
    },
  },
  {
    name: 'files of gone pages',
    run({ root, written, placed }) {
      const removed = recordPostBuildFiles(root, written, placed);
      if (!removed.length) return undefined;
      return `Removed ${removed.length} files an earlier build wrote for pages that are gone (${removed.slice(0, 3).join(', ')}${removed.length > 3 ? ', …' : ''})`;
    },
  },
  {
    name: "Gatsby's build files",
    run: ({ root }) =>
      `Moved Gatsby's webpack.stats.json and chunk-map.json (${(moveBuildInternals(root) / 1e6).toFixed(1)} MB) from public/ to ${BUILD_INTERNALS_DIR}`,
  },
];
