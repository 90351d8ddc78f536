import { describe, expect, it } from 'vitest';
import { DEFERRED_SCRIPTS_LOADER, SCRIPTS_PENDING_GLOBAL, SCRIPTS_SETTLED_GLOBAL } from '../../lib/deferredScripts';
import { deferAsyncScripts } from './deferScripts';

const page = [
  '<html><head><script>(function(){/* colour mode */})()</script></head><body><div id="___gatsby"><p>Text</p></div>',
  '<script async="" src="https://www.googletagmanager.com/gtag/js?id=G-1"></script><script>window.dataLayer=[]</script>',
  '<script src="/js/console.js"></script>',
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>',
  '</body></html>',
].join('');

describe('scripts deferred past the first paint', () => {
  it('moves the async scripts, in order and unchanged, into a template that the loader follows at the end of the body', () => {
    const html = deferAsyncScripts(page);
    expect(html).toContain(
      '<script>window.dataLayer=[]</script><script src="/js/console.js"></script><template data-deferred-scripts>' +
        '<script async="" src="https://www.googletagmanager.com/gtag/js?id=G-1"></script><script src="/webpack-runtime-1.js" async></script>' +
        `<script src="/framework-2.js" async></script><script src="/app-3.js" async></script></template><script>${DEFERRED_SCRIPTS_LOADER}</script></body></html>`
    );
    expect(deferAsyncScripts(html)).toBe(html);
    const plain = '<html><body><script src="/js/console.js"></script></body></html>';
    expect(deferAsyncScripts(plain)).toBe(plain);
  });

  /** Runs the loader against a stand-in document; `hidden`: the tab's visibility. */
  function runLoader(hidden: boolean) {
    const added: Array<{ src: string; onload?: () => void; onerror?: () => void }> = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const window: Record<string, unknown> = {};
    const template = { content: { querySelectorAll: () => ['/framework-2.js', '/app-3.js'].map((src) => ({ getAttribute: () => src })) } };
    const document = {
      hidden,
      currentScript: { previousElementSibling: template },
      createElement: () => ({}),
      body: { appendChild: (script: (typeof added)[number]) => added.push(script) },
    };
    new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', DEFERRED_SCRIPTS_LOADER)(
      window,
      document,
      (fn: () => void) => frames.push(fn),
      (fn: () => void) => timers.push(fn)
    );
    return { added, frames, timers, window };
  }

  it('the loader adds them once the frame after the HTML is on screen, counts them, and says when all have loaded or failed', () => {
    const { added, frames, timers, window } = runLoader(false);
    expect(added).toEqual([]);
    expect(window[SCRIPTS_PENDING_GLOBAL]).toBe(2);
    frames.shift()!();
    frames.shift()!();
    expect(added).toEqual([]);
    timers.shift()!();
    expect(added.map((s) => s.src)).toEqual(['/framework-2.js', '/app-3.js']);
    let settled = 0;
    window[SCRIPTS_SETTLED_GLOBAL] = () => settled++;
    added[0]!.onload!();
    expect(settled).toBe(0);
    added[1]!.onerror!();
    expect(settled).toBe(1);
    expect(window[SCRIPTS_PENDING_GLOBAL]).toBe(0);
  });

  it('in a hidden tab, which paints nothing, the loader adds them at once', () => {
    expect(runLoader(true).added.map((s) => s.src)).toEqual(['/framework-2.js', '/app-3.js']);
  });
});
