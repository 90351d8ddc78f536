/**
 * public/_headers (Netlify, Cloudflare Pages and other hosts that read it): a Content-Security-
 * Policy the site really runs under, the other security headers, and caching (hashed assets are
 * immutable; page-data revalidates; HTML keeps those hosts' default, which revalidates).
 *
 * The CSP allows inline scripts by hash, so every inline script must be the same on every page.
 * Gatsby writes one that is not (`window.pagePath="/docs/intro"`): it is rewritten to read the path
 * from a data attribute, so its text, and its hash, are the same everywhere. A build whose pages
 * hold more distinct inline scripts than MAX_INLINE_SCRIPTS stops, naming one page of each.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GATSBY_INTERNALS } from '../../lib/gatsbyInternals';
import { SANDBOX_HOSTS } from '../../lib/sandbox/services';
import type { SearchConfig } from '../../lib/search/types';
import { deferAsyncScripts } from './deferScripts';

/** More distinct inline scripts than this means one of them changes per page. */
export const MAX_INLINE_SCRIPTS = 12;

const { scriptLoaderId } = GATSBY_INTERNALS;
const PAGE_PATH_SCRIPT = new RegExp(`<script id="${scriptLoaderId}">/\\*<!\\[CDATA\\[\\*/window\\.pagePath="([^"]*)";/\\*\\]\\]>\\*/</script>`);

/** Gatsby's per-page script, made the same on every page (the path moves to an attribute). */
export function stablePagePathScript(html: string): string {
  return html.replace(
    PAGE_PATH_SCRIPT,
    (_match, pagePath: string) =>
      `<script id="${scriptLoaderId}" data-page-path="${pagePath}">window.pagePath=document.currentScript.dataset.pagePath;</script>`
  );
}

/** Bodies of the inline (no src) scripts of an HTML page. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/\ssrc=/.test(attrs ?? '') && !/type="application\/(ld\+)?json"/.test(attrs ?? ''))
    .map(([, , body]) => body!);
}

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

export interface CspOptions {
  /** Hashes of the allowed inline scripts ('sha256-…'). */
  scriptHashes: string[];
  /** The Google tag's hosts, when GTAG_ID is set. */
  analytics: boolean;
  search: SearchConfig;
}

/** Where the Algolia client sends queries: the app's hosts, or the configured host. */
function algoliaHosts(search: SearchConfig): string[] {
  if (search.backend !== 'algolia') return [];
  if (search.host) return [`${/^(127\.|localhost)/.test(search.host) ? 'http' : 'https'}://${search.host}`];
  const id = search.appId.toLowerCase();
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}.algolia.net`,
    `https://${id}-1.algolianet.com`,
    `https://${id}-2.algolianet.com`,
    `https://${id}-3.algolianet.com`,
  ];
}

const GOOGLE_TAG = ['https://www.googletagmanager.com'];
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

export function contentSecurityPolicy({ scriptHashes, analytics, search }: CspOptions): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // blob: runs the reader's own code in live examples (src/components/mdx/LiveCode/run.ts).
    ['script-src', ["'self'", ...scriptHashes, 'blob:', ...(analytics ? GOOGLE_TAG : [])]],
    // Gatsby inlines the CSS, React sets style attributes, and the demos' UI libraries add styles at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...(analytics ? GOOGLE_ANALYTICS : [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...algoliaHosts(search), ...(analytics ? GOOGLE_ANALYTICS : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // "Open in StackBlitz / CodeSandbox" posts the example to them (src/lib/sandbox/services.ts).
    ['form-action', ["'self'", ...SANDBOX_HOSTS]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * Rewrites every HTML file of the build (Gatsby's page path script made stable, the async scripts
 * deferred past the first paint: ./deferScripts.ts) and returns the hashes of its inline scripts.
 */
export function stabiliseInlineScripts(publicDir: string): string[] {
  const firstPage = new Map<string, string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'page-data' && entry.name !== 'static') visit(file);
        continue;
      }
      if (!/\.html?$/.test(entry.name)) continue;
      const html = fs.readFileSync(file, 'utf8');
      const stable = deferAsyncScripts(stablePagePathScript(html));
      if (stable !== html) fs.writeFileSync(file, stable);
      for (const body of inlineScripts(stable)) if (!firstPage.has(sha256(body))) firstPage.set(sha256(body), path.relative(publicDir, file));
    }
  };
  visit(publicDir);
  if (firstPage.size > MAX_INLINE_SCRIPTS) {
    throw new Error(
      `The pages hold ${firstPage.size} different inline scripts (at most ${MAX_INLINE_SCRIPTS}): one of them changes from page to page, so the CSP cannot list them by hash. First pages of each: ${[...new Set(firstPage.values())].slice(0, 20).join(', ')}`
    );
  }
  return [...firstPage.keys()].sort();
}

/**
 * The page components' chunks (JS and CSS), one per doc: Gatsby names every one of them
 * `component---<page>-<hash>`, so one rule covers them all.
 */
export const PAGE_COMPONENT_FILES = '/component---*';

/**
 * The hashed JS and CSS files of this build (Gatsby's webpack.stats.json), as site paths, the page
 * components' as PAGE_COMPONENT_FILES: a rule each made the file grow with the docs (5,179 rules at
 * 5,000 docs), and Cloudflare Pages reads at most 100 (CLOUDFLARE_MAX_RULES).
 */
function hashedAssets(publicDir: string): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, GATSBY_INTERNALS.webpackStatsFile), 'utf8')) as { assetsByChunkName: Record<string, string[]> };
  const files = [...new Set(Object.values(stats.assetsByChunkName).flat())]
    .filter((file) => /[.-][0-9a-f]{8,}\.(js|css)$/.test(file))
    .map((file) => `/${file}`);
  const others = files.filter((file) => !file.startsWith(PAGE_COMPONENT_FILES.slice(0, -1)));
  return [...others, ...(others.length < files.length ? [PAGE_COMPONENT_FILES] : [])].sort();
}

/** Header rules Cloudflare Pages reads from a project's _headers (its documented limit). */
export const CLOUDFLARE_MAX_RULES = 100;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

export interface HeaderOptions extends CspOptions {
  /** Site paths of files named by their content's hash that webpack did not write (the chunk map's file). */
  hashedFiles?: string[];
}

/**
 * Writes public/_headers; returns its rules as [path, headers] (for the tests and the README). The
 * CSP lists `scriptHashes`, the pages' inline scripts once `stabiliseInlineScripts` made them the
 * same on every page (a step of its own, ./postBuildSteps.ts: it rewrites the HTML; this writes one file).
 */
export function writeHeaders(publicDir: string, { hashedFiles = [], ...options }: HeaderOptions): Array<[string, Record<string, string>]> {
  const csp = contentSecurityPolicy(options);
  const rules: Array<[string, Record<string, string>]> = [
    ['/*', { 'Content-Security-Policy': csp, 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' }],
    ['/page-data/*', { 'Cache-Control': REVALIDATE }],
    ['/static/*', { 'Cache-Control': IMMUTABLE }],
    ...[...hashedAssets(publicDir), ...hashedFiles].map((asset): [string, Record<string, string>] => [asset, { 'Cache-Control': IMMUTABLE }]),
  ];
  const text = [
    '# Written by the build (src/gatsby/node/headers.ts). HTML is left to the host default (revalidate).',
    ...rules.flatMap(([rulePath, headers]) => [rulePath, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)]),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(publicDir, '_headers'), text);
  return rules;
}
