/**
 * The post-build link check, which stops a build on a broken internal link: every `<a href>` to a site path in the written
 * HTML must reach a page, a redirect or a static file, and every `#anchor` must name an element
 * id on the page it lands on. Broken links are returned with the page they are on and, for doc
 * pages, the MDX file to fix; the caller stops the build. A Markdown link to a .md/.mdx file that
 * does not exist was already reported by the MDX pipeline (which a warm build skips, hence the
 * second report here, with the page) and, as in Docusaurus, only warns: it is returned apart, in
 * `markdown`. Pages are read with an HTML parser (htmlparser2), each once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';

/** A page of the build whose links are checked. */
export interface CheckedPage {
  path: string;
  /** The MDX file the page is built from, when it has one. */
  source?: string;
}

/** A link that leads nowhere: on which page, from which MDX file, and why. */
export interface BrokenLink {
  page: string;
  source?: string;
  href: string;
  reason: string;
}

/** What the check reads from a page's HTML. */
export interface PageScan {
  /** `<a href>` values, entities decoded. */
  links: string[];
  /** Every element id. */
  ids: Set<string>;
  /** Does the page read `#key=value` pairs as settings (the demo)? Marked on `<main>` by Main's `hashParams`. */
  hashParams: boolean;
}

/** Reads a page's links, ids and hash-params mark with an HTML parser (script and style text is not markup). */
export function scanHtml(html: string): PageScan {
  const scan: PageScan = { links: [], ids: new Set(), hashParams: false };
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'a' && attributes.href !== undefined) scan.links.push(attributes.href);
      if (attributes.id !== undefined) scan.ids.add(attributes.id);
      // src/components/Main HASH_PARAMS_ATTRIBUTE (not imported: build code does not load views).
      if (name === 'main' && 'data-hash-params' in attributes) scan.hashParams = true;
    },
  });
  parser.end(html);
  // The parser's attribute values are slices of `html`, and V8 keeps a sliced string's whole parent
  // alive: the scans the check holds (one per page) kept every page's HTML in memory, 1.1 GB of it
  // when Gatsby inlines all CSS in every page (the kill-switch build ran out of heap). JSON.parse
  // makes strings of their own.
  const [links, ids] = JSON.parse(JSON.stringify([scan.links, [...scan.ids]])) as [string[], string[]];
  return { links, ids: new Set(ids), hashParams: scan.hashParams };
}

/** `key=value` pairs joined by `&`: settings for a page that reads them, never an element id. */
const isHashParams = (anchor: string) => /^[\w.-]+=[^&]*(&[\w.-]+=[^&]*)*$/.test(anchor);

const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** The HTML file Gatsby writes for a page path. */
const htmlFile = (publicDir: string, pagePath: string) => path.join(publicDir, normalise(pagePath) === '/' ? '' : normalise(pagePath), 'index.html');

/** Where a site path ends up: a page path, a static file, or null (following up to five redirects). */
type Resolve = (sitePath: string) => { page?: string; file?: boolean } | null;

function resolverOf(publicDir: string, byPath: Map<string, CheckedPage>, redirects: Map<string, string>): Resolve {
  const resolve = (target: string, seen = 0): ReturnType<Resolve> => {
    const p = normalise(target);
    const to = redirects.get(p);
    if (to && seen < 5) return resolve(to.split('#')[0]!, seen + 1);
    if (byPath.has(p)) return { page: p };
    const html = p.match(/^(.*?)(?:\/index)?\.html?$/);
    if (html && byPath.has(normalise(html[1] || '/'))) return { page: normalise(html[1] || '/') };
    if (p !== '/' && fs.existsSync(path.join(publicDir, p)) && fs.statSync(path.join(publicDir, p)).isFile()) return { file: true };
    return null;
  };
  return (sitePath) => resolve(sitePath);
}

/**
 * @param pages      the site's pages (from Gatsby's store), with the MDX source of doc pages
 * @param redirects  path -> target of every redirect (site config, moved docs, version roots)
 */
export function checkLinks(publicDir: string, pages: CheckedPage[], redirects: Map<string, string>): { broken: BrokenLink[]; markdown: BrokenLink[] } {
  const scans = new Map<string, PageScan>();
  /** Each page's HTML is parsed once, whether its links are checked or it is a link's target; no file, nothing in it. */
  const scanOf = (pagePath: string): PageScan => {
    let scan = scans.get(pagePath);
    if (!scan) {
      const file = htmlFile(publicDir, pagePath);
      scan = scanHtml(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
      scans.set(pagePath, scan);
    }
    return scan;
  };
  const resolve = resolverOf(publicDir, new Map(pages.map((p) => [normalise(p.path), p])), redirects);
  const broken: BrokenLink[] = [];
  const markdown: BrokenLink[] = [];
  for (const page of pages) {
    const here = normalise(page.path);
    for (const href of new Set(scanOf(here).links)) {
      const problem = checkHref(href, here, resolve, scanOf);
      if (problem) (problem.markdown ? markdown : broken).push({ page: page.path, source: page.source, href, reason: problem.reason });
    }
  }
  return { broken, markdown };
}

/** Why `href` on the page `here` is broken (`markdown`: it names a .md/.mdx file, which only warns); undefined when it is fine. */
function checkHref(href: string, here: string, resolve: Resolve, scanOf: (pagePath: string) => PageScan): { reason: string; markdown?: true } | undefined {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return undefined; // other sites, mailto:, javascript: (React blocks it)
  if (!href.startsWith('/') && !href.startsWith('#') && !href.startsWith('.')) return undefined;
  const url = new URL(href, `http://site${here === '/' ? '/' : `${here}/`}`);
  const target = href.startsWith('#') ? { page: here } : resolve(decodeURIComponent(url.pathname));
  if (!target) {
    return /\.mdx?$/i.test(url.pathname)
      ? { reason: 'no doc file for this Markdown link', markdown: true }
      : { reason: 'no page, redirect or file at this path' };
  }
  const anchor = decodeURIComponent(url.hash.slice(1));
  if (!anchor || !target.page) return undefined;
  const { ids, hashParams } = scanOf(target.page);
  return ids.has(anchor) || (hashParams && isHashParams(anchor)) ? undefined : { reason: `no element with id "${anchor}" on ${target.page}` };
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
