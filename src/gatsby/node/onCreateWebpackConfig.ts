import type { GatsbyNode } from 'gatsby';
import { stepsOn } from '../overrides/killSwitch';
import { WEBPACK_STEPS } from '../webpack';

/**
 * Applies the site's webpack steps (src/gatsby/webpack/index.ts) to Gatsby's config of each stage:
 * those of the features the kill switch left on (src/gatsby/overrides/switch.ts).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins, getConfig, stage }) => {
  const config = getConfig();
  const steps = Object.entries(WEBPACK_STEPS).map(([name, run]) => ({ name, run }));
  for (const { run } of stepsOn('webpack step', steps)) run({ stage, config, plugins });
  actions.replaceWebpackConfig(config);
};
