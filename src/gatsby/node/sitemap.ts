/**
 * sitemap.xml and robots.txt, written after the HTML: every built page that is meant to be found,
 * under the canonical address its own HTML declares. Pages marked noindex (redirects, 404) and
 * pages whose canonical address is another page are left out. Site pages come first, then the
 * docs of the latest version, then the other versions in dropdown order.
 */
import fs from 'node:fs';
import path from 'node:path';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The built HTML file of a page path, if there is one. */
function htmlOf(publicDir: string, pagePath: string): string | undefined {
  const file = pagePath.endsWith('.html') ? path.join(publicDir, pagePath) : path.join(publicDir, pagePath, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

/** The canonical URL a page declares for itself, or undefined when it should not be listed. */
export function indexableUrl(html: string, siteUrl: string, pagePath: string): string | undefined {
  if (/<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i.test(html)) return undefined;
  const canonical = /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/i.exec(html)?.[1]?.replace(/&amp;/g, '&');
  const own = `${siteUrl}${pagePath === '/' ? '' : pagePath.replace(/\/$/, '')}`;
  return canonical === own ? own : undefined;
}

/**
 * The sitemap's URLs in order. `docsPaths` are the versions' doc paths (/docs, /docs/next…), the
 * latest version first.
 */
export function sitemapUrls(publicDir: string, pagePaths: Iterable<string>, siteUrl: string, docsPaths: string[]): string[] {
  const group = (pagePath: string) => {
    // The longest matching version path: /docs/next/x belongs to /docs/next, not /docs.
    const matches = docsPaths.map((p, i) => [p, i] as const).filter(([p]) => pagePath === p || pagePath.startsWith(`${p}/`));
    const best = matches.sort(([a], [b]) => b.length - a.length)[0];
    return best ? best[1] + 1 : 0;
  };
  const found = new Map<string, number>();
  for (const pagePath of pagePaths) {
    const html = htmlOf(publicDir, pagePath);
    const url = html && indexableUrl(html, siteUrl, pagePath);
    if (url && !found.has(url)) found.set(url, group(pagePath));
  }
  return [...found.entries()].sort(([a, ga], [b, gb]) => ga - gb || (a === siteUrl ? -1 : b === siteUrl ? 1 : a < b ? -1 : a > b ? 1 : 0)).map(([url]) => url);
}

/** Writes public/sitemap.xml and public/robots.txt; returns the number of URLs listed. */
export function writeSitemap(publicDir: string, pagePaths: Iterable<string>, siteUrl: string, docsPaths: string[]): number {
  const urls = sitemapUrls(publicDir, pagePaths, siteUrl, docsPaths);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(publicDir, 'sitemap.xml'), xml);
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  return urls.length;
}
