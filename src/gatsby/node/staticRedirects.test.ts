import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirectScript } from '../../lib/redirectScript';
import { pageFilesFromEnv, pagesWithVariants, placePageFiles, redirectHtml, writeStaticRedirects } from './staticRedirects';

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
    expect(fs.readFileSync(path.join(dir, '_redirects'), 'utf8')).toBe('/old /new 301\n/docs/intro.htm /docs/intro 301\n');
  });

  it('with PAGE_FILES=html, the page moves to x.html and x/index.html redirects to x', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-public-'));
    fs.mkdirSync(path.join(dir, 'docs/intro'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs/intro/index.html'), '<p>intro</p>');
    writeStaticRedirects(dir, ['/docs/intro'], [], 'https://site.dev', 'html');
    expect(fs.existsSync(path.join(dir, 'docs/intro.html'))).toBe(false);
    expect(placePageFiles(dir, ['/', '/docs/intro'], 'https://site.dev')).toBe(1);
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
