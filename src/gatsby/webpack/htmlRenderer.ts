import type { WebpackStep } from './step';

/**
 * The HTML renderer of a build (`build-html`) runs on the build machine only, once per page: it
 * gains nothing from webpack's module concatenation, which merges modules into shared scopes for
 * smaller, faster browser code. Concatenation cost 6.7 of the renderer's 13.4 s of sealing with
 * 1,000 added docs, and grew with them.
 */
export const htmlRendererSettings: WebpackStep = ({ stage, config }) => {
  if (stage === 'build-html') config.optimization = { ...config.optimization, concatenateModules: false };
};
