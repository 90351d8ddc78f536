import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesWithVariants, redirectHtml, writeStaticRedirects } from './staticRedirects';

describe('static redirects', () => {
  it('a redirect page refreshes, replaces and names its canonical target, with the target escaped', () => {
    const html = redirectHtml('/docs/a"b', 'https://site.dev');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/a&quot;b">');
    expect(html).toContain('<link rel="canonical" href="https://site.dev/docs/a&quot;b">');
    // The target is an escaped attribute; the script text is the same on every redirect page (one CSP hash).
    expect(html).toContain('<script data-to="/docs/a&quot;b">location.replace(document.currentScript.dataset.to+location.search+location.hash)</script>');
    expect(redirectHtml('</script>', 'https://x')).toContain('<script data-to="&lt;/script&gt;">');
  });

  it('writes .html copies, .htm redirects and _redirects for built pages only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-public-'));
    fs.mkdirSync(path.join(dir, 'docs/intro'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs/intro/index.html'), '<p>intro</p>');
    expect(pagesWithVariants(['/', '/404', '/404.html', '/docs/intro', '/docs/gone'])).toEqual(['/docs/gone', '/docs/intro']);
    writeStaticRedirects(dir, ['/', '/docs/intro', '/docs/gone'], [{ from: '/old', to: '/new' }], 'https://site.dev');
    expect(fs.readFileSync(path.join(dir, 'docs/intro.html'), 'utf8')).toBe('<p>intro</p>');
    expect(fs.readFileSync(path.join(dir, 'docs/intro.htm'), 'utf8')).toContain('url=/docs/intro');
    expect(fs.existsSync(path.join(dir, 'docs/gone.html'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, '_redirects'), 'utf8')).toBe('/old /new 301\n/docs/intro.htm /docs/intro 301\n');
  });
});
