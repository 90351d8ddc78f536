import { describe, expect, it } from 'vitest';
import { DEFERRED_SCRIPTS_LOADER, SCRIPTS_PENDING_GLOBAL, SCRIPTS_SETTLED_GLOBAL } from '../../../lib/deferredScripts';
import { deferAsyncScripts } from './deferScripts';

const page = [
  '<html><head><script>(function(){/* colour mode */})()</script></head><body><div id="___gatsby"><p>Text</p></div>',
  '<script async="" src="https://www.googletagmanager.com/gtag/js?id=G-1"></script><script>window.dataLayer=[]</script>',
  '<script src="/js/console.js"></script>',
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>',
  '</body></html>',
].join('');

describe('scripts deferred past the first paint', () => {
  const T = '<template data-deferred-scripts>';
  const loader = `<script data-deferred-scripts-loader>${DEFERRED_SCRIPTS_LOADER}</script>`;

  it('wraps each async script in place, unchanged, in a template, and puts the loader at the end of the body', () => {
    const html = deferAsyncScripts(page);
    expect(html).toBe(
      [
        '<html><head><script>(function(){/* colour mode */})()</script></head><body><div id="___gatsby"><p>Text</p></div>',
        `${T}<script async="" src="https://www.googletagmanager.com/gtag/js?id=G-1"></script></template><script>window.dataLayer=[]</script>`,
        '<script src="/js/console.js"></script>',
        `${T}<script src="/webpack-runtime-1.js" async></script></template>${T}<script src="/framework-2.js" async></script></template>`,
        `${T}<script src="/app-3.js" async></script></template>${loader}</body></html>`,
      ].join('')
    );
    expect(deferAsyncScripts(html)).toBe(html);
    const plain = '<html><body><script src="/js/console.js"></script></body></html>';
    expect(deferAsyncScripts(plain)).toBe(plain);
  });

  it("a page Gatsby stitched a new scripts slice into keeps only the new slice's scripts, and one loader", () => {
    // A warm build that did not render the page again replaces what is between the slice's markers.
    const slice = (runtime: string) =>
      `<!-- slice-start id="_gatsby-scripts-1" --><script src="/${runtime}.js" async></script><script src="/app-3.js" async></script><!-- slice-end id="_gatsby-scripts-1" -->`;
    const first = deferAsyncScripts(`<html><body><p>Text</p>${slice('webpack-runtime-1')}</body></html>`);
    const restitched = first.replace(/<!-- slice-start[\s\S]*slice-end id="_gatsby-scripts-1" -->/, slice('webpack-runtime-2'));
    const html = deferAsyncScripts(restitched);
    expect(html).not.toContain('webpack-runtime-1');
    expect(html.match(/<script src="[^"]+" async><\/script>/g)).toEqual([
      '<script src="/webpack-runtime-2.js" async></script>',
      '<script src="/app-3.js" async></script>',
    ]);
    expect(html.split(loader)).toHaveLength(2);
    // A loader of another text (an earlier build's) gives way to this one.
    const older = first.replace(DEFERRED_SCRIPTS_LOADER, '(function(){/* older */})()');
    expect(deferAsyncScripts(older)).toBe(first);
  });

  /** Runs the loader against a stand-in document; `hidden`: the tab's visibility. */
  function runLoader(hidden: boolean) {
    const added: Array<{ src: string; onload?: () => void; onerror?: () => void }> = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const window: Record<string, unknown> = {};
    const template = (src: string) => ({ content: { querySelectorAll: () => [{ getAttribute: () => src }] } });
    const document = {
      hidden,
      querySelectorAll: (selector: string) => (selector === 'template[data-deferred-scripts]' ? [template('/framework-2.js'), template('/app-3.js')] : []),
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
