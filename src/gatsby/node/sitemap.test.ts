import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSitemap } from './sitemap';

const SITE = 'https://example.org';

function page(dir: string, pagePath: string, head: string) {
  const file = path.join(dir, pagePath, 'index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `<html><head>${head}</head><body></body></html>`);
}
const canonical = (pagePath: string) => `<link rel="canonical" href="${SITE}${pagePath === '/' ? '' : pagePath}" data-react-helmet="true"/>`;

describe('sitemap.xml and robots.txt', () => {
  it('lists indexable pages under their canonical address, site pages first, then the latest version, then the others', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-'));
    const paths = ['/docs/next/intro', '/docs/intro', '/', '/demo', '/docs/5/intro', '/docs/api/querybuilder', '/404/', '/docs/b&c'];
    for (const p of paths) page(dir, p, canonical(p).replace('&', '&amp;'));
    // A moved page: it points at its new home and is not indexed.
    page(dir, '/docs/api/querybuilder', `${canonical('/docs/components/querybuilder')}<meta name="robots" content="noindex" data-react-helmet="true"/>`);
    page(dir, '/404/', '<meta name="robots" content="noindex"/>');
    const count = writeSitemap(dir, [...paths, '/never-built'], SITE, ['/docs', '/docs/next', '/docs/5']);
    expect(count).toBe(6);
    const locs = [...fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([SITE, `${SITE}/demo`, `${SITE}/docs/b&amp;c`, `${SITE}/docs/intro`, `${SITE}/docs/next/intro`, `${SITE}/docs/5/intro`]);
    expect(fs.readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});
