/**
 * The post-build link check (SPEC §8 "Build"): every `<a href>` to a site path in the written
 * HTML must reach a page, a redirect or a static file, and every `#anchor` must name an element
 * id on the page it lands on. Broken links are returned with the page they are on and, for doc
 * pages, the MDX file to fix; the caller stops the build. A Markdown link to a .md/.mdx file that
 * does not exist was already reported by the MDX pipeline (which a warm build skips, hence the
 * second report here, with the page) and, as in Docusaurus, only warns: it is returned apart, in
 * `markdown`.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface CheckedPage {
  path: string;
  /** The MDX file the page is built from, when it has one. */
  source?: string;
}

export interface BrokenLink {
  page: string;
  source?: string;
  href: string;
  reason: string;
}

const decode = (text: string) =>
  text.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_m, e: string) => ({ amp: '&', quot: '"', '#39': "'", '#x27': "'", lt: '<', gt: '>' })[e] ?? _m);

/** `<a href>` values of an HTML document (attributes in double quotes, as React writes them). */
export function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/g)].map((m) => decode(m[1]!));
}

/** Every `id` of an HTML document. */
export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decode(m[1]!)));
}

/** Does the page read `#key=value` pairs as settings (the demo)? Marked by Main's `hashParams`. */
export const readsHashParams = (html: string) => /<main\s[^>]*\bdata-hash-params=/.test(html);

/** `key=value` pairs joined by `&`: settings for a page that reads them, never an element id. */
const isHashParams = (anchor: string) => /^[\w.-]+=[^&]*(&[\w.-]+=[^&]*)*$/.test(anchor);

const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** The HTML file Gatsby writes for a page path. */
const htmlFile = (publicDir: string, pagePath: string) => path.join(publicDir, normalise(pagePath) === '/' ? '' : normalise(pagePath), 'index.html');

/**
 * @param pages      the site's pages (from Gatsby's store), with the MDX source of doc pages
 * @param redirects  path -> target of every redirect (site config, moved docs, version roots)
 */
export function checkLinks(publicDir: string, pages: CheckedPage[], redirects: Map<string, string>): { broken: BrokenLink[]; markdown: BrokenLink[] } {
  const byPath = new Map(pages.map((p) => [normalise(p.path), p]));
  const targetCache = new Map<string, { ids: Set<string>; hashParams: boolean }>();
  const targetOf = (pagePath: string) => {
    let target = targetCache.get(pagePath);
    if (!target) {
      const file = htmlFile(publicDir, pagePath);
      const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      target = { ids: idsOf(html), hashParams: readsHashParams(html) };
      targetCache.set(pagePath, target);
    }
    return target;
  };
  /** Where a site path ends up: a page path, a static file, or null. */
  const resolve = (target: string, seen = 0): { page?: string; file?: boolean } | null => {
    const p = normalise(target);
    const to = redirects.get(p);
    if (to && seen < 5) return resolve(to.split('#')[0]!, seen + 1);
    if (byPath.has(p)) return { page: p };
    const html = p.match(/^(.*?)(?:\/index)?\.html?$/);
    if (html && byPath.has(normalise(html[1] || '/'))) return { page: normalise(html[1] || '/') };
    if (p !== '/' && fs.existsSync(path.join(publicDir, p)) && fs.statSync(path.join(publicDir, p)).isFile()) return { file: true };
    return null;
  };

  const broken: BrokenLink[] = [];
  const markdown: BrokenLink[] = [];
  for (const page of pages) {
    const file = htmlFile(publicDir, page.path);
    if (!fs.existsSync(file)) continue;
    const here = normalise(page.path);
    for (const href of new Set(linksOf(fs.readFileSync(file, 'utf8')))) {
      if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) continue; // other sites, mailto:, javascript: (React blocks it)
      const url = new URL(href, `http://site${here === '/' ? '/' : `${here}/`}`);
      if (!href.startsWith('/') && !href.startsWith('#') && !href.startsWith('.')) continue;
      const target = href.startsWith('#') ? { page: here } : resolve(decodeURIComponent(url.pathname));
      const report = (reason: string) => broken.push({ page: page.path, source: page.source, href, reason });
      if (!target) {
        if (/\.mdx?$/i.test(url.pathname)) markdown.push({ page: page.path, source: page.source, href, reason: 'no doc file for this Markdown link' });
        else report('no page, redirect or file at this path');
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (!anchor || !target.page) continue;
      const { ids, hashParams } = targetOf(target.page);
      if (!ids.has(anchor) && !(hashParams && isHashParams(anchor))) report(`no element with id "${anchor}" on ${target.page}`);
    }
  }
  return { broken, markdown };
}

/** The build error: one line per broken link, grouped by page, naming the file to fix. */
export function formatBrokenLinks(broken: BrokenLink[]): string {
  const byPage = new Map<string, BrokenLink[]>();
  for (const link of broken) byPage.set(link.page, [...(byPage.get(link.page) ?? []), link]);
  const lines = [`${broken.length} broken link${broken.length === 1 ? '' : 's'} in the built site:`];
  for (const [page, links] of byPage) {
    lines.push(`- on ${page}${links[0]!.source ? ` (source: ${links[0]!.source})` : ''}:`);
    for (const link of links) lines.push(`    ${link.href}: ${link.reason}`);
  }
  lines.push('Fix the links (or the anchors they point to) and build again.');
  return lines.join('\n');
}
