import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLOUDFLARE_MAX_RULES, contentSecurityPolicy, writeHeaders } from './headers';
import { stabiliseInlineScripts } from '../overrides/inline-scripts/inlineScripts';

const gatsbyPage = (pagePath: string) =>
  `<html><head><script>(function(){/* colour mode */})()</script></head><body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script><script src="/app-0123456789abcdef0123.js" async></script></body></html>`;

function site(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'));
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  fs.writeFileSync(
    path.join(dir, 'webpack.stats.json'),
    JSON.stringify({ assetsByChunkName: { app: ['app-0123456789abcdef0123.js', 'styles.0123456789abcdef0123.css'] } })
  );
  return dir;
}

describe('_headers', () => {
  it('writes a CSP with one hash per distinct inline script, the security headers and immutable caching of hashed files', () => {
    const dir = site({
      'docs/intro/index.html': gatsbyPage('/docs/intro'),
      'index.html': gatsbyPage('/'),
      'docs/intro.htm': '<script data-to="/docs/intro">location.replace(document.currentScript.dataset.to)</script>',
    });
    const rules = writeHeaders(dir, { scriptHashes: stabiliseInlineScripts(dir), analytics: false, search: { backend: 'embedded' } });
    const csp = rules[0]![1]['Content-Security-Policy']!;
    // The colour-mode script, the page path script, the deferred scripts' loader (../overrides/inline-scripts/deferScripts.ts), the redirect.
    expect(csp.match(/'sha256-[^']+'/g)).toHaveLength(4);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('googletagmanager');
    expect(csp).not.toContain("'unsafe-eval'");
    expect(fs.readFileSync(path.join(dir, 'docs/intro/index.html'), 'utf8')).toContain('data-page-path="/docs/intro"');
    expect(fs.readFileSync(path.join(dir, 'docs/intro/index.html'), 'utf8')).toContain(
      '<template data-deferred-scripts><script src="/app-0123456789abcdef0123.js" async></script></template>'
    );
    const text = fs.readFileSync(path.join(dir, '_headers'), 'utf8');
    expect(text).toContain('/app-0123456789abcdef0123.js\n  Cache-Control: public, max-age=31536000, immutable');
    expect(text).toContain('/page-data/*\n  Cache-Control: public, max-age=0, must-revalidate');
    expect(text).toContain('  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin');
  });

  it('gives every page component one rule, so the file stays within what Cloudflare Pages reads at any number of docs', () => {
    const dir = site({ 'index.html': gatsbyPage('/') });
    const hash = (i: number) => i.toString(16).padStart(20, '0');
    const components = Object.fromEntries(
      Array.from({ length: 5000 }, (_, i) => [
        `component---doc-${i}-mdx`,
        [`component---doc-${i}-mdx-${hash(i)}.js`, `component---doc-${i}-mdx.${hash(i)}.css`],
      ])
    );
    const app = { app: ['app-0123456789abcdef0123.js'], 'search-modal': [`search-modal-${hash(1)}.js`] };
    fs.writeFileSync(path.join(dir, 'webpack.stats.json'), JSON.stringify({ assetsByChunkName: { ...app, ...components } }));
    const rules = writeHeaders(dir, { scriptHashes: stabiliseInlineScripts(dir), analytics: false, search: { backend: 'embedded' } });
    expect(rules.length).toBeLessThanOrEqual(CLOUDFLARE_MAX_RULES);
    const immutable = rules.filter(([, headers]) => headers['Cache-Control']?.includes('immutable')).map(([rulePath]) => rulePath);
    expect(immutable).toEqual(['/static/*', '/app-0123456789abcdef0123.js', '/component---*', `/search-modal-${hash(1)}.js`]);
  });

  it('adds the analytics and Algolia hosts only when they are configured', () => {
    const csp = contentSecurityPolicy({ scriptHashes: [], analytics: true, search: { backend: 'algolia', appId: 'ABC', apiKey: 'k', indexName: 'i' } });
    expect(csp).toContain("script-src 'self' blob: https://www.googletagmanager.com");
    expect(csp).toContain("connect-src 'self' https://abc-dsn.algolia.net https://abc.algolia.net https://abc-1.algolianet.com");
  });
});
