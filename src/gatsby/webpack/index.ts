/**
 * The site's changes to Gatsby's webpack config, one module each, applied in this order to every
 * stage by src/gatsby/node/onCreateWebpackConfig.ts. Each step decides for itself which stages it
 * touches. Keyed by name, the name the registry (src/gatsby/overrides/registry.ts) and the kill switch
 * know it by: Parcel minifies gatsby-node, so a function's own name does not survive the build.
 */
import { clientOnlyExternals } from '../overrides/build-speed/clientOnlyExternals';
import { noBabelOverDependencies } from '../overrides/build-speed/dependencies';
import { htmlRendererSettings } from '../overrides/build-speed/htmlRenderer';
import { sourceMapsWhereRead } from '../overrides/build-speed/sourceMaps';
import { swcMinifier } from '../overrides/build-speed/swcMinify';
import { chunkMapOutOfSlice } from '../overrides/chunk-map/chunkMapOutOfSlice';
import { shortCssModuleNames } from '../overrides/css/cssModuleNames';
import { inlineStylesheets, quietCssOrder } from '../overrides/css/inlineStylesheets';
import { sharedStylesheet } from '../overrides/css/sharedStylesheet';
import { stylesInHtml } from '../overrides/css/stylesInHtml';
import { developSettings } from '../overrides/develop-bundle/develop';
import { ourMdxLoader } from '../overrides/mdx-loader/mdxLoader';
import { pageComponentChunks } from '../overrides/page-components/pageComponentChunks';
import { smallSharedChunks } from '../overrides/page-components/sharedChunks';
import { adapterIconModules } from './adapterIcons';
import { docusaurusModules } from './docusaurusAliases';
import { sandboxVersions } from './sandboxVersions';
import { searchConfig } from './searchConfig';
import type { WebpackStep } from './step';

export const WEBPACK_STEPS: Record<string, WebpackStep> = {
  sourceMapsWhereRead,
  // `gatsby develop`: lazy compilation and a light HTML renderer.
  developSettings,
  htmlRendererSettings,
  docusaurusModules,
  swcMinifier,
  clientOnlyExternals,
  noBabelOverDependencies,
  ourMdxLoader,
  inlineStylesheets,
  quietCssOrder,
  shortCssModuleNames,
  adapterIconModules,
  searchConfig,
  sandboxVersions,
  stylesInHtml,
  sharedStylesheet,
  smallSharedChunks,
  pageComponentChunks,
  chunkMapOutOfSlice,
};
