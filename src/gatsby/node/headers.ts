/**
 * public/_headers (Netlify, Cloudflare Pages and other hosts that read it): a Content-Security-
 * Policy the site really runs under, the other security headers, and caching (hashed assets are
 * immutable; page-data revalidates; HTML keeps those hosts' default, which revalidates).
 *
 * The CSP allows inline scripts by hash: ../overrides/inline-scripts/inlineScripts.ts makes them the same on every page first
 * and gives their hashes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GATSBY_INTERNALS } from '../../lib/gatsbyInternals';
import { SANDBOX_HOSTS } from '../../lib/sandbox/services';
import type { SearchConfig } from '../../lib/search/types';

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
 * same on every page (../overrides/inline-scripts/inlineScripts.ts, a step of its own: it rewrites the HTML; this writes one file).
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
