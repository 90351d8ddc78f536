/**
 * Every page's inline scripts made the same, so the CSP (../../node/headers.ts) can allow them by hash.
 * Gatsby writes one that is not (`window.pagePath="/docs/intro"`): it is rewritten to read the path
 * from a data attribute, so its text, and its hash, are the same everywhere. The same pass defers
 * the page's async scripts past the first paint (./deferScripts.ts). A build whose pages hold more
 * distinct inline scripts than MAX_INLINE_SCRIPTS stops, naming one page of each.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GATSBY_INTERNALS } from '../../../lib/gatsbyInternals';
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
