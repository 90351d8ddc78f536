import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScripts, MAX_INLINE_SCRIPTS, stabiliseInlineScripts, stablePagePathScript } from './inlineScripts';

const gatsbyPage = (pagePath: string) =>
  `<html><head><script>(function(){/* colour mode */})()</script></head><body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script><script src="/app-0123456789abcdef0123.js" async></script></body></html>`;

/** A public/ folder holding `pages` (file -> HTML). */
function site(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-scripts-'));
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

describe('the inline scripts of every page', () => {
  it("moves Gatsby's per-page path into an attribute, so every page has the same inline scripts", () => {
    const a = stablePagePathScript(gatsbyPage('/docs/intro'));
    const b = stablePagePathScript(gatsbyPage('/demo'));
    expect(a).toContain('<script id="gatsby-script-loader" data-page-path="/docs/intro">window.pagePath=document.currentScript.dataset.pagePath;</script>');
    expect(inlineScripts(a)).toEqual(inlineScripts(b));
    expect(inlineScripts(a)).toHaveLength(2);
  });

  it('stops the build when an inline script changes from page to page, naming pages', () => {
    const pages = Object.fromEntries(Array.from({ length: MAX_INLINE_SCRIPTS + 1 }, (_, i) => [`p${i}/index.html`, `<script>window.n=${i}</script>`]));
    expect(() => stabiliseInlineScripts(site(pages))).toThrow(/13 different inline scripts \(at most 12\).*p0\/index\.html/);
  });
});
