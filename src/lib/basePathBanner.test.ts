import { describe, expect, it } from 'vitest';
import { basePathBannerScript, suggestPathPrefix } from './basePathBanner';

describe('base path banner', () => {
  it('suggests the prefix the address is served under', () => {
    expect(suggestPathPrefix('/sub/docs/intro', '/docs/intro')).toBe('/sub/');
    expect(suggestPathPrefix('/a/b/', '/')).toBe('/a/b/');
    expect(suggestPathPrefix('/docs/intro', '/docs/intro')).toBe('/');
    expect(suggestPathPrefix('/elsewhere', '/docs/intro')).toBe('/');
  });

  it('the inline script shows both prefixes when the app did not boot, and stays hidden when it did', () => {
    const run = (booted: boolean) => {
      let onLoad: () => void = () => {};
      const text: Record<string, string> = {};
      const banner = {
        hidden: true,
        querySelector: (sel: string) => ({
          set textContent(v: string) {
            text[sel] = v;
          },
        }),
      };
      const window = { addEventListener: (_: string, fn: () => void) => (onLoad = fn), ___loader: booted ? {} : undefined, pagePath: '/docs/intro' };
      const setTimeout = (fn: () => void) => fn();
      new Function('window', 'document', 'location', 'setTimeout', basePathBannerScript('/'))(
        window,
        { getElementById: () => banner },
        { pathname: '/mirror/docs/intro' },
        setTimeout
      );
      onLoad();
      return { hidden: banner.hidden, text };
    };
    expect(run(true).hidden).toBe(true);
    expect(run(false)).toEqual({ hidden: false, text: { '[data-configured]': '/', '[data-suggested]': '/mirror/' } });
  });

  it('with scripts deferred past the first paint still loading at the load event, it checks once they have all settled', () => {
    let onLoad: () => void = () => {};
    const banner = { hidden: true, querySelector: () => ({ textContent: '' }) };
    const window: Record<string, unknown> = { addEventListener: (_: string, fn: () => void) => (onLoad = fn), pagePath: '/docs/intro', ___scriptsPending: 2 };
    new Function('window', 'document', 'location', 'setTimeout', basePathBannerScript('/'))(
      window,
      { getElementById: () => banner },
      { pathname: '/docs/intro' },
      (fn: () => void) => fn()
    );
    onLoad();
    // The app has not run yet: no banner while its scripts are on their way.
    expect(banner.hidden).toBe(true);
    window.___loader = {};
    (window.___scriptsSettled as () => void)();
    expect(banner.hidden).toBe(true);
    delete window.___loader;
    (window.___scriptsSettled as () => void)();
    expect(banner.hidden).toBe(false);
  });
});
