import type { WebpackStep } from '../../webpack/step';

/**
 * The HTML renderer of a build (`build-html`) runs on the build machine only, once per page:
 * - no module concatenation: it merges modules into shared scopes for smaller, faster browser
 *   code, and cost 6.7 of the renderer's 13.4 s of sealing with 1,000 added docs;
 * - no on-disk cache: writing it took longer than compiling the renderer again. On this site a
 *   cold renderer took 23.5 s with it and 5.8 s without; a rebuild after a one-doc edit took
 *   6.4 s with it and 7.0 s without. With 1,000 added docs the cache was 345 MB. The browser
 *   bundle keeps its cache: there a rebuild takes 7 s with it and 36 s without.
 */
export const htmlRendererSettings: WebpackStep = ({ stage, config }) => {
  if (stage !== 'build-html') return;
  config.optimization = { ...config.optimization, concatenateModules: false };
  config.cache = false;
};
