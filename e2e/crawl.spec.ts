/**
 * What a search engine's crawler finds: robots.txt, sitemap.xml, and the pages reachable by
 * following links from the home page. Plain HTTP, no JavaScript, as a crawler's first pass is.
 */
import type { APIRequestContext } from '@playwright/test';
import { scanHtml } from '../src/gatsby/node/linkCheck';
import { expect, test } from './fixtures';
import { DEMO_PAGES, SITE_URL, VERSIONS } from './data';

const DEMOS = DEMO_PAGES.filter((p) => p !== '/demo');

/** Every page meant to be found (from content/ and the config: ./support/contentPages.ts; moved pages only redirect, so they are not). */
const INDEXABLE = [
  '/',
  ...DEMO_PAGES,
  '/search',
  '/markdown-page',
  ...VERSIONS.flatMap((v) => [...v.pages, ...v.categories]),
  // The API reference of each version with a release's types, and an entry of each.
  ...VERSIONS.flatMap((v) => (v.apiRoot ? [v.apiRoot, `${v.apiRoot}/react-querybuilder/functions/formatQuery`] : [])),
];

/** An API reference entry: there is one per export, which the unit tests count (src/gatsby/api/exports.test.ts). */
const isApiEntry = (p: string) => /^\/api(\/next|\/\d+)?\/(react-querybuilder|@react-querybuilder\/[\w-]+)\//.test(p);

/** The site paths an HTML page links to (no fragments, no other hosts, no files), read as the link check reads them. */
function linksOf(html: string): string[] {
  const found = new Set<string>();
  for (const href of scanHtml(html).links.map((link) => link.split(/[#?]/)[0]!)) {
    if (!href || !href.startsWith('/') || href.startsWith('//') || /\.\w+$/.test(href)) continue;
    found.add(href.replace(/\/$/, '') || '/');
  }
  return [...found];
}

/**
 * Follows links from `start` (8 requests at a time) and returns every path seen. Pass the set of an
 * earlier crawl as `seen` to go on from it: its pages are not fetched again.
 */
async function crawl(request: APIRequestContext, start: string[], seen = new Set<string>()): Promise<Set<string>> {
  const queue = start.filter((p) => !seen.has(p));
  for (const p of queue) seen.add(p);
  while (queue.length > 0) {
    const batch = queue.splice(0, 8);
    const pages = await Promise.all(batch.map(async (p) => ({ p, res: await request.get(p) })));
    for (const { res } of pages) {
      if (!res.ok() || !(res.headers()['content-type'] ?? '').includes('text/html')) continue;
      for (const link of linksOf(await res.text())) {
        if (seen.has(link)) continue;
        seen.add(link);
        queue.push(link);
      }
    }
  }
  return seen;
}

test.describe('crawlers', () => {
  test.describe.configure({ timeout: 180_000 });

  test('robots.txt points at sitemap.xml, which lists every indexable page, the latest version first', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    const xml = await (await request.get('/sitemap.xml')).text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(SITE_URL, '') || '/');
    expect(listed[0]).toBe('/');
    expect(
      listed.filter((p) => !INDEXABLE.includes(p) && !isApiEntry(p)),
      'listed but not indexable'
    ).toEqual([]);
    expect(
      INDEXABLE.filter((p) => !listed.includes(p)),
      'indexable but not listed'
    ).toEqual([]);
    const firstDoc = listed.findIndex((p) => p.startsWith('/docs/'));
    expect(listed[firstDoc]).toMatch(/^\/docs\/(?!next\/|\d\/)/);
    const latest = listed.map((p) => /^\/docs\/(?!next\/|\d\/)/.test(p));
    expect(latest.lastIndexOf(true)).toBeLessThan(listed.findIndex((p) => p.startsWith('/docs/next/')));
    // Each listed page is there, is no "not found" page answered with 200, and does not ask to be left out (8 requests at a time).
    const notFound = /<h1[^>]*>[^<]+<\/h1>/.exec(await (await request.get('/a-page-that-does-not-exist')).text())![0];
    for (let i = 0; i < listed.length; i += 8) {
      await Promise.all(
        listed.slice(i, i + 8).map(async (p) => {
          const res = await request.get(p);
          expect(res.status(), p).toBe(200);
          const html = await res.text();
          expect(html, p).not.toContain('content="noindex"');
          expect(html, p).not.toContain(notFound);
        })
      );
    }
  });

  test('from the home page, links alone reach every demo variant, and links plus the sitemap reach every page', async ({ request }) => {
    const byLinks = await crawl(request, ['/']);
    expect(
      DEMOS.filter((p) => !byLinks.has(p)),
      'demos without a link'
    ).toEqual([]);
    const xml = await (await request.get('/sitemap.xml')).text();
    const fromSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(SITE_URL, '') || '/');
    const reached = await crawl(request, fromSitemap, byLinks);
    expect(INDEXABLE.filter((p) => !reached.has(p))).toEqual([]);
  });
});
