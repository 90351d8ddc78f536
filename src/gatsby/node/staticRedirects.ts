/**
 * Redirects that work on any static host, written after the build:
 * - `x.html`: a copy of page x (hosts that map /x to x.html serve it; the app rewrites the
 *   address to /x without a reload, as it does for x/index.html);
 * - `x.htm`: a page that redirects to x (meta refresh + location.replace, canonical link);
 * - `_redirects`: the same moves for hosts that read that file (Netlify, Cloudflare Pages).
 */
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../../lib/escapeHtml';
import { redirectScript } from '../../lib/redirectScript';

/** A self-contained HTML page that sends the reader to `to`. */
export function redirectHtml(to: string, siteUrl: string): string {
  const href = escapeHtml(to);
  return [
    '<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8">',
    `<title>Redirecting to ${href}</title>`,
    `<link rel="canonical" href="${escapeHtml(siteUrl + to)}">`,
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<script data-to="${href}">${redirectScript}</script>`,
    `</head><body><p>This page has moved to <a href="${href}">${href}</a>.</p></body></html>`,
  ].join('');
}

/** Paths of built pages that get .html/.htm variants (not the home page, not 404 pages). */
export function pagesWithVariants(paths: Iterable<string>): string[] {
  return [...paths].filter((p) => p !== '/' && !/^\/404(\.html)?$/.test(p) && !p.startsWith('/dev-404')).sort();
}

/** Writes the variants and _redirects into `publicDir`; returns how many files it wrote. */
export function writeStaticRedirects(publicDir: string, pagePaths: Iterable<string>, redirects: Array<{ from: string; to: string }>, siteUrl: string): number {
  let written = 0;
  const lines: string[] = redirects.map((r) => `${r.from} ${r.to} 301`);
  for (const page of pagesWithVariants(pagePaths)) {
    const built = path.join(publicDir, page, 'index.html');
    if (!fs.existsSync(built)) continue;
    fs.copyFileSync(built, path.join(publicDir, `${page}.html`));
    fs.writeFileSync(path.join(publicDir, `${page}.htm`), redirectHtml(page, siteUrl));
    lines.push(`${page}.htm ${page} 301`);
    written += 2;
  }
  fs.writeFileSync(path.join(publicDir, '_redirects'), `${lines.join('\n')}\n`);
  return written + 1;
}
