import type { WebpackStep } from './step';

/** No source maps in production: nobody downloads them, and writing them doubles the bundling time. */
export const noProductionSourceMaps: WebpackStep = ({ stage, config }) => {
  if (stage === 'build-javascript' || stage === 'build-html') config.devtool = false;
};
