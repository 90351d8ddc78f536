/**
 * Table of contents of the build: one module per Node API, in the order Gatsby runs them.
 * The content logic they call lives in src/gatsby/content/ (pure, unit-tested).
 */
export { onPreBootstrap } from './src/gatsby/node/onPreBootstrap';
export { createSchemaCustomization } from './src/gatsby/node/createSchemaCustomization';
export { sourceNodes } from './src/gatsby/node/sourceNodes';
export { createResolvers } from './src/gatsby/node/createResolvers';
export { createPages } from './src/gatsby/node/createPages';
export { createPagesStatefully } from './src/gatsby/node/createPagesStatefully';
export { onPreBuild } from './src/gatsby/node/onPreBuild';
export { onCreateBabelConfig } from './src/gatsby/node/onCreateBabelConfig';
export { onCreateWebpackConfig } from './src/gatsby/node/onCreateWebpackConfig';
export { onCreateDevServer } from './src/gatsby/node/onCreateDevServer';
export { onPostBuild } from './src/gatsby/node/onPostBuild';
