import type { GatsbyNode } from 'gatsby';
import { buildState } from '../content/state';

/**
 * Injects the docs version data (labels, paths, doc ids) as the constant `__DOCS_GLOBAL__`,
 * so the navbar's Docs link and version dropdown work without a request.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins }) => {
  const data = buildState.plan?.globalData;
  if (!data) throw new Error('onCreateWebpackConfig ran before createPages planned the routes.');
  actions.setWebpackConfig({
    plugins: [plugins.define({ __DOCS_GLOBAL__: `(${JSON.stringify(data)})` })],
  });
};
