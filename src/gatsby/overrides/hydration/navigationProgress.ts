/**
 * The thin progress bar: shown only when a route takes longer than PROGRESS_DELAY_MS (200 ms) to
 * load, so fast navigations never flash it. Gatsby has no "navigation started"
 * hook, so the start is taken from window.___navigate (every Link and navigate() call goes
 * through it) and from popstate (back/forward); onRouteUpdate ends it.
 *
 * The bar's library (nprogress, 1.8 KB gzipped) is not part of a page's first load: the first
 * navigation fetches it, alongside the next page's own files, while the bar waits its 200 ms.
 */
import { GATSBY_INTERNALS } from '../../../lib/gatsbyInternals';

export const PROGRESS_DELAY_MS = 200;

type Bar = typeof import('nprogress');

let bar: Promise<Bar | undefined> | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
/** A navigation has started and not ended. */
let navigating = false;

/** The progress bar library, fetched once; undefined if it could not load (no bar, nothing else lost). */
function loadBar(): Promise<Bar | undefined> {
  bar ??= import(/* webpackChunkName: "progress-bar" */ 'nprogress').then(
    ({ default: NProgress }) => NProgress.configure({ showSpinner: false, trickleSpeed: 200, minimum: 0.15 }),
    () => undefined
  );
  return bar;
}

function start() {
  clearTimeout(timer);
  navigating = true;
  void loadBar();
  timer = setTimeout(() => void loadBar().then((NProgress) => navigating && NProgress?.start()), PROGRESS_DELAY_MS);
}

/** Ends the bar (or cancels it before it showed). */
export function endNavigationProgress(): void {
  clearTimeout(timer);
  timer = undefined;
  navigating = false;
  void bar?.then((NProgress) => NProgress?.isStarted() && NProgress.done());
}

type NavigateFn = (to: string | number, options?: unknown) => void;

/** Hooks navigation starts; call once from onClientEntry. */
export function installNavigationProgress(): void {
  const w = window as unknown as Record<string, NavigateFn | undefined>;
  const original = w[GATSBY_INTERNALS.navigateGlobal];
  if (original) {
    w[GATSBY_INTERNALS.navigateGlobal] = (to, options) => {
      const samePage = typeof to === 'string' && to.split('#')[0] === window.location.pathname;
      if (typeof to === 'string' && !samePage) start();
      return original(to, options);
    };
  }
  window.addEventListener('popstate', start);
}
