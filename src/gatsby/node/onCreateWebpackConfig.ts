import type { GatsbyNode } from 'gatsby';
import { WEBPACK_STEPS } from '../webpack';

/** Applies the site's webpack steps (src/gatsby/webpack/index.ts) to Gatsby's config of each stage. */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins, getConfig, stage }) => {
  const config = getConfig();
  for (const step of WEBPACK_STEPS) step({ stage, config, plugins });
  actions.replaceWebpackConfig(config);
};
