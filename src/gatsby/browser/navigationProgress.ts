/**
 * The thin progress bar: shown only when a route takes longer than PROGRESS_DELAY_MS to load
 * (SPEC §9: 200 ms), so fast navigations never flash it. Gatsby has no "navigation started"
 * hook, so the start is taken from window.___navigate (every Link and navigate() call goes
 * through it) and from popstate (back/forward); onRouteUpdate ends it.
 */
import NProgress from 'nprogress';
import { GATSBY_INTERNALS } from '../../lib/gatsbyInternals';

export const PROGRESS_DELAY_MS = 200;

let timer: ReturnType<typeof setTimeout> | undefined;

function start() {
  clearTimeout(timer);
  timer = setTimeout(() => NProgress.start(), PROGRESS_DELAY_MS);
}

/** Ends the bar (or cancels it before it showed). */
export function endNavigationProgress(): void {
  clearTimeout(timer);
  timer = undefined;
  if (NProgress.isStarted()) NProgress.done();
}

type NavigateFn = (to: string | number, options?: unknown) => void;

/** Hooks navigation starts; call once from onClientEntry. */
export function installNavigationProgress(): void {
  NProgress.configure({ showSpinner: false, trickleSpeed: 200, minimum: 0.15 });
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
