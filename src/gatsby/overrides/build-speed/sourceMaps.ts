import type { WebpackStep } from '../../webpack/step';

/**
 * Source maps only where someone reads them: the `gatsby develop` browser bundle (Gatsby's
 * eval-cheap-module-source-map). Production ones nobody downloads, and writing them doubled the
 * bundling time; the develop HTML renderer only renders the page shell (../develop-bundle/develop.ts), and its full
 * `source-map` slowed every develop start.
 */
export const sourceMapsWhereRead: WebpackStep = ({ stage, config }) => {
  if (stage === 'build-javascript' || stage === 'build-html' || stage === 'develop-html') config.devtool = false;
};
