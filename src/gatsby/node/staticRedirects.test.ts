import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirectScript } from '../../lib/redirectScript';
import {
  CLOUDFLARE_MAX_REDIRECTS,
  cloudflareRedirectsProblem,
  HTM_RULE,
  ownHtmFiles,
  pageFilesFromEnv,
  pagesWithVariants,
  placePageFiles,
  redirectHtml,
  writeStaticRedirects,
} from './staticRedirects';

describe('static redirects', () => {
  it('a redirect page refreshes, replaces and names its canonical target, with the target escaped', () => {
    const html = redirectHtml('/docs/a"b', 'https://site.dev');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/a&quot;b">');
    expect(html).toContain('<link rel="canonical" href="https://site.dev/docs/a&quot;b">');
    // The target is an escaped attribute; the script text is the same on every redirect page (one CSP hash).
    expect(html).toContain(`<script data-to="/docs/a&quot;b">${redirectScript}</script>`);
    expect(redirectHtml('</script>', 'https://x')).toContain('<script data-to="&lt;/script&gt;">');
  });

  it('writes .html and .htm redirects of a few hundred bytes and _redirects, for built pages only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-public-'));
    fs.mkdirSync(path.join(dir, 'docs/intro'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs/intro/index.html'), '<p>intro</p>');
    expect(pagesWithVariants(['/', '/404', '/404.html', '/docs/intro', '/docs/gone'])).toEqual(['/docs/gone', '/docs/intro']);
    writeStaticRedirects(dir, ['/', '/docs/intro', '/docs/gone'], [{ from: '/old', to: '/new' }], 'https://site.dev');
    const html = fs.readFileSync(path.join(dir, 'docs/intro.html'), 'utf8');
    expect(html.length).toBeLessThan(600);
    expect(html).toContain('<script data-to="/docs/intro">');
    // A host that answers /docs/intro with this file must not refresh to it again: without JavaScript it refreshes to the directory.
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="0; url=/docs/intro/"></noscript>');
    expect(fs.readFileSync(path.join(dir, 'docs/intro.htm'), 'utf8')).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">');
    expect(fs.readFileSync(path.join(dir, 'docs/intro/index.html'), 'utf8')).toBe('<p>intro</p>');
    expect(fs.existsSync(path.join(dir, 'docs/gone.html'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, '_redirects'), 'utf8')).toBe('/old /new 301\n/*.htm /:splat 301\n');
  });

  it('_redirects stays within what Cloudflare Pages reads at 5,000 docs: the moves, then one rule for every .htm', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-public-'));
    const pages = Array.from({ length: 5000 }, (_, i) => `/docs/next/section-${i % 20}/doc-${i}`);
    for (const page of pages) fs.mkdirSync(path.join(dir, page), { recursive: true });
    for (const page of pages) fs.writeFileSync(path.join(dir, page, 'index.html'), '<p>doc</p>');
    const moves = Array.from({ length: 30 }, (_, i) => ({ from: `/docs/old-${i}`, to: `/docs/new-${i}` }));
    const { files, lines } = writeStaticRedirects(dir, pages, moves, 'https://site.dev');
    expect(files).toBe(2 * pages.length + 1);
    expect(lines).toEqual([...moves.map((m) => `${m.from} ${m.to} 301`), HTM_RULE]);
    expect(cloudflareRedirectsProblem(lines)).toBeUndefined();
    // Cloudflare's reading of the rule (its docs: a splat matches any characters, `:splat` in the target).
    const [from, to] = HTM_RULE.split(' ') as [string, string];
    const match = new RegExp(`^${from.replace('.', '\\.').replace('*', '(.*)')}$`).exec('/docs/next/section-3/doc-23.htm');
    expect(to.replace(':splat', match![1]!)).toBe('/docs/next/section-3/doc-23');
    // The page's own .htm file stays, for hosts that read no _redirects.
    expect(fs.readFileSync(path.join(dir, `${pages[0]}.htm`), 'utf8')).toContain(`url=${pages[0]}"`);
  });

  it("says when _redirects passes Cloudflare's limits, counting every rule after a dynamic one as dynamic", () => {
    const moves = (n: number) => Array.from({ length: n }, (_, i) => `/old-${i} /new-${i} 301`);
    expect(cloudflareRedirectsProblem([...moves(CLOUDFLARE_MAX_REDIRECTS.static), HTM_RULE])).toBeUndefined();
    expect(cloudflareRedirectsProblem([...moves(CLOUDFLARE_MAX_REDIRECTS.static + 1), HTM_RULE])).toMatch(
      /^public\/_redirects has 2001 static and 1 dynamic rules: Cloudflare Pages reads at most 2000 and 100/
    );
    expect(cloudflareRedirectsProblem([HTM_RULE, ...moves(100)])).toMatch(/has 0 static and 101 dynamic rules/);
  });

  it("names a .htm file of the site's own, which the rule would send elsewhere on Cloudflare", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-static-'));
    fs.mkdirSync(path.join(dir, 'legacy'));
    fs.writeFileSync(path.join(dir, 'legacy/old-page.htm'), '<p>old</p>');
    fs.writeFileSync(path.join(dir, 'logo.svg'), '<svg/>');
    expect(ownHtmFiles(dir)).toEqual([
      "static/legacy/old-page.htm: Cloudflare Pages sends /legacy/old-page.htm to /legacy/old-page (the _redirects rule for the pages' .htm variants). Rename it to .html to serve it there.",
    ]);
    expect(ownHtmFiles(path.join(dir, 'missing'))).toEqual([]);
  });

  it('with PAGE_FILES=html, the page moves to x.html and x/index.html redirects to x', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-public-'));
    fs.mkdirSync(path.join(dir, 'docs/intro'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs/intro/index.html'), '<p>intro</p>');
    writeStaticRedirects(dir, ['/docs/intro'], [], 'https://site.dev', 'html');
    expect(fs.existsSync(path.join(dir, 'docs/intro.html'))).toBe(false);
    expect(placePageFiles(dir, ['/', '/docs/intro'], 'https://site.dev')).toEqual(['/docs/intro']);
    expect(fs.readFileSync(path.join(dir, 'docs/intro.html'), 'utf8')).toBe('<p>intro</p>');
    expect(fs.readFileSync(path.join(dir, 'docs/intro/index.html'), 'utf8')).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">');
    expect(fs.readFileSync(path.join(dir, 'docs/intro.htm'), 'utf8')).toContain('url=/docs/intro"');
  });

  it('PAGE_FILES is directory unless set, html on a Cloudflare Pages build, and anything else stops the build', () => {
    expect(pageFilesFromEnv({})).toBe('directory');
    expect(pageFilesFromEnv({ CF_PAGES: '1' })).toBe('html');
    expect(pageFilesFromEnv({ CF_PAGES: '1', PAGE_FILES: 'directory' })).toBe('directory');
    expect(() => pageFilesFromEnv({ PAGE_FILES: 'flat' })).toThrowError('PAGE_FILES is "flat": use "directory" (pages as x/index.html) or "html" (x.html).');
  });
});
