/**
 * How much JavaScript a page makes a reader download before they touch it, read from the build
 * itself rather than from what the network did in one run: the same-origin scripts of the page's
 * HTML, plus the chunk group of its component (webpack's `namedChunkGroups` in the build's stats, which
 * the build moves out of public/: src/gatsby/overrides/chunk-map/buildInternals.ts,
 * keyed by the componentChunkName of its page-data: the component's own chunk and the chunks it
 * shares with other pages), which the app fetches to hydrate (not a doc's own chunk when its
 * article hydrates at the first input). Sizes are gzip of the built files in public/
 * (what a CDN sends), so the number does not depend on the test server's compression or timing.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { BUILD_INTERNALS_DIR } from '../../src/gatsby/overrides/chunk-map/buildInternals';
import { HYDRATE_ON_LOAD } from '../../src/lib/articleHydration';
import { publicDir } from './publicDir';

export interface FirstLoadJs {
  /** gzip bytes of all scripts. */
  bytes: number;
  /** Their paths, e.g. /app-1234.js. */
  scripts: string[];
}

const built = (file: string) => path.join('public', file);
const routeDir = (route: string) => route.replace(/^\/|\/$/g, '');

/**
 * The scripts `route` needs to hydrate, by the build's own HTML and webpack's stats. Of the e2e build
 * only: what it measures is what the overrides buy, so a test that uses it is tagged `@overrides`
 * and left out of the kill-switch build's run (playwright.config.ts).
 */
export function firstLoadJs(route: string): FirstLoadJs {
  if (publicDir() !== 'public') throw new Error(`firstLoadJs measures the e2e build in public/, not ${publicDir()}: tag the test @overrides.`);
  const html = fs.readFileSync(built(path.join(routeDir(route), 'index.html')), 'utf8');
  const inHtml = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bas="script"[^>]*\bhref)="(\/[^/"][^"]*)"/g)].map((m) => m[1]!);
  const pageData = JSON.parse(fs.readFileSync(built(path.join('page-data', routeDir(route) || 'index', 'page-data.json')), 'utf8')) as {
    componentChunkName: string;
    componentChunks?: [unknown, Array<[unknown, string?]>, unknown?];
  };
  // Not Gatsby's chunk map: it names a component's own chunk only, not the shared chunks it needs.
  const stats = JSON.parse(fs.readFileSync(path.join(BUILD_INTERNALS_DIR, 'webpack.stats.json'), 'utf8')) as {
    namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
  };
  const group = stats.namedChunkGroups[pageData.componentChunkName];
  if (!group) throw new Error(`${pageData.componentChunkName} is not a chunk group in ${BUILD_INTERNALS_DIR}/webpack.stats.json`);
  // A doc whose page data names a shell hydrates its article at the first input
  // (src/gatsby/overrides/hydration/deferredArticle.ts), unless a part of it asks for load: its own chunk (the
  // one whose file the page data gives) is then not part of the first load.
  const [, chunks = [], shell] = pageData.componentChunks ?? [];
  const deferred = shell !== undefined && !html.includes(HYDRATE_ON_LOAD);
  const later = new Set(deferred ? chunks.flatMap(([, file]) => (file ? [`/${file}`] : [])) : []);
  const component = group.assets
    .filter((asset) => asset.name.endsWith('.js'))
    .map((asset) => `/${asset.name}`)
    .filter((script) => !later.has(script));
  const scripts = [...new Set([...inHtml, ...component])].filter((script) => fs.existsSync(built(script))).sort();
  return { bytes: scripts.reduce((sum, script) => sum + gzipSize(script), 0), scripts };
}

/** Same-origin scripts the browser has fetched so far (resource timing keeps them after webpack removes their elements). */
export function fetchedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
      .map((url) => url.pathname)
  );
}

/** gzip size (level 9) of a built file, by its path on the site. */
export function gzipSize(script: string): number {
  return zlib.gzipSync(fs.readFileSync(built(script)), { level: 9 }).length;
}
