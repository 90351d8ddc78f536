/**
 * Redirects that work on any static host, written after the build. Each page's HTML is written once,
 * where the host looks for /x (`PageFiles`); the other file name, and `x.htm`, get a redirect page of a
 * few hundred bytes:
 * - `x/index.html` holds the page (Gatsby's layout; `directory`, the default), and `x.html` redirects
 *   to x;
 * - or `x.html` holds it (`html`, for hosts that answer /x with x.html and send /x/ to /x), and
 *   `x/index.html` redirects to x (`placePageFiles`, the build's last step);
 * - `x.htm`: redirects to x;
 * - `_redirects`: the moves for hosts that read that file (Netlify, Cloudflare Pages), then one rule for
 *   every `x.htm` (`HTM_RULE`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../../lib/escapeHtml';
import { redirectScript } from '../../lib/redirectScript';

/**
 * Where each page's HTML lives. `directory`: x/index.html, for hosts that answer /x with it (nginx,
 * Apache, S3, Netlify, `gatsby serve`). `html`: x.html, for hosts that answer /x with x.html and
 * redirect /x/ to /x (Cloudflare Pages; GitHub Pages and Vercel's cleanUrls answer /x with x.html too).
 */
export type PageFiles = 'directory' | 'html';

/** `PAGE_FILES` from the environment; on a Cloudflare Pages build (`CF_PAGES`) `html` unless set. */
export function pageFilesFromEnv(env: Record<string, string | undefined>): PageFiles {
  const value = env.PAGE_FILES || (env.CF_PAGES ? 'html' : 'directory');
  if (value !== 'directory' && value !== 'html') throw new Error(`PAGE_FILES is "${value}": use "directory" (pages as x/index.html) or "html" (x.html).`);
  return value;
}

/**
 * A self-contained HTML page that sends the reader to `to`. Without JavaScript the refresh goes to
 * `refreshTo` (default `to`): an `x.html` redirect that a host may serve at /x itself refreshes to
 * x/, so it never refreshes to its own address (the script makes the same choice, redirectScript.ts).
 */
export function redirectHtml(to: string, siteUrl: string, refreshTo = to): string {
  const href = escapeHtml(to);
  const refresh = `<meta http-equiv="refresh" content="0; url=${escapeHtml(refreshTo)}">`;
  return [
    '<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8">',
    `<title>Redirecting to ${href}</title>`,
    `<link rel="canonical" href="${escapeHtml(siteUrl + to)}">`,
    '<meta name="robots" content="noindex">',
    refreshTo === to ? refresh : `<noscript>${refresh}</noscript>`,
    `<script data-to="${href}">${redirectScript}</script>`,
    `</head><body><p>This page has moved to <a href="${href}">${href}</a>.</p></body></html>`,
  ].join('');
}

/**
 * Sends every `x.htm` to x with a 301 where the host reads `_redirects`, in one rule: a line per page
 * would pass Cloudflare Pages' 2,000 static rules at about 1,900 docs. Cloudflare's splat matches
 * anywhere in the path; Netlify serves the `x.htm` file itself (a file there shadows a rule).
 */
export const HTM_RULE = '/*.htm /:splat 301';

/** What Cloudflare Pages reads of `_redirects` (its docs): static rules, and dynamic ones (with `*` or `:name`). */
export const CLOUDFLARE_MAX_REDIRECTS = { static: 2000, dynamic: 100 };

/** A warning when `_redirects` holds more rules than Cloudflare Pages reads (which counts every rule after the first dynamic one as dynamic). */
export function cloudflareRedirectsProblem(lines: string[]): string | undefined {
  const firstDynamic = lines.findIndex((line) => /\*|:[A-Za-z]/.test(line.split(' ')[0]!));
  const counted = { static: firstDynamic < 0 ? lines.length : firstDynamic, dynamic: firstDynamic < 0 ? 0 : lines.length - firstDynamic };
  if (counted.static <= CLOUDFLARE_MAX_REDIRECTS.static && counted.dynamic <= CLOUDFLARE_MAX_REDIRECTS.dynamic) return undefined;
  return (
    `public/_redirects has ${counted.static} static and ${counted.dynamic} dynamic rules: Cloudflare Pages reads at most ` +
    `${CLOUDFLARE_MAX_REDIRECTS.static} and ${CLOUDFLARE_MAX_REDIRECTS.dynamic} (Netlify has no such limit). Fewer moved pages in src/config/site.ts ` +
    `or the docs' slugs, or Cloudflare's Bulk Redirects, get there.`
  );
}

/** Paths of built pages that get .html/.htm variants (not the home page, not 404 pages). */
export function pagesWithVariants(paths: Iterable<string>): string[] {
  return [...paths].filter((p) => p !== '/' && !/^\/404(\.html)?$/.test(p) && !p.startsWith('/dev-404')).sort();
}

/** The page's HTML as Gatsby writes it. */
const builtFile = (publicDir: string, page: string) => path.join(publicDir, page, 'index.html');

/**
 * Writes the variants and _redirects into `publicDir`; returns how many files it wrote, the variants'
 * paths (relative to `publicDir`) and the lines of _redirects. With `html` page files the pages move
 * later (`placePageFiles`): the steps between read them where Gatsby wrote them.
 */
export function writeStaticRedirects(
  publicDir: string,
  pagePaths: Iterable<string>,
  redirects: Array<{ from: string; to: string }>,
  siteUrl: string,
  pageFiles: PageFiles = 'directory'
): { files: number; paths: string[]; lines: string[] } {
  const paths: string[] = [];
  // The moves first: Cloudflare counts every rule after the first dynamic one as dynamic.
  const lines: string[] = [...redirects.map((r) => `${r.from} ${r.to} 301`), HTM_RULE];
  for (const page of pagesWithVariants(pagePaths)) {
    if (!fs.existsSync(builtFile(publicDir, page))) continue;
    if (pageFiles === 'directory') {
      fs.writeFileSync(path.join(publicDir, `${page}.html`), redirectHtml(page, siteUrl, `${page}/`));
      paths.push(`${page}.html`);
    }
    fs.writeFileSync(path.join(publicDir, `${page}.htm`), redirectHtml(page, siteUrl));
    paths.push(`${page}.htm`);
  }
  fs.writeFileSync(path.join(publicDir, '_redirects'), `${lines.join('\n')}\n`);
  return { files: paths.length + 1, paths, lines };
}

/**
 * `.htm` files of the site's own (in `static/`), which `HTM_RULE` sends elsewhere on Cloudflare
 * Pages: each as a warning that names the file and the way out.
 */
export function ownHtmFiles(staticDir: string): string[] {
  if (!fs.existsSync(staticDir)) return [];
  return (fs.readdirSync(staticDir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.htm'))
    .sort()
    .map((file) => {
      const address = `/${file.split(path.sep).join('/')}`;
      return `static/${file.split(path.sep).join('/')}: Cloudflare Pages sends ${address} to ${address.slice(0, -4)} (the _redirects rule for the pages' .htm variants). Rename it to .html to serve it there.`;
    });
}

/**
 * `html` page files: each page's x/index.html moves to x.html, and a redirect to x takes its place.
 * Returns the pages moved (the next build moves them back first: ./postBuildFiles.ts).
 */
export function placePageFiles(publicDir: string, pagePaths: Iterable<string>, siteUrl: string): string[] {
  const moved: string[] = [];
  for (const page of pagesWithVariants(pagePaths)) {
    const built = builtFile(publicDir, page);
    if (!fs.existsSync(built)) continue;
    fs.renameSync(built, path.join(publicDir, `${page}.html`));
    fs.writeFileSync(built, redirectHtml(page, siteUrl));
    moved.push(page);
  }
  return moved;
}
