/**
 * The site's changes to Gatsby's webpack config, one module each, applied in this order to every
 * stage by src/gatsby/node/onCreateWebpackConfig.ts. Each step decides for itself which stages it
 * touches.
 */
import { adapterIconModules } from './adapterIcons';
import { chunkMapOutOfSlice } from './chunkMapOutOfSlice';
import { clientOnlyExternals } from './clientOnlyExternals';
import { shortCssModuleNames } from './cssModuleNames';
import { noBabelOverDependencies } from './dependencies';
import { developSettings } from './develop';
import { docusaurusModules } from './docusaurusAliases';
import { htmlRendererSettings } from './htmlRenderer';
import { inlineStylesheets, quietCssOrder } from './inlineStylesheets';
import { ourMdxLoader } from './mdxLoader';
import { pageComponentChunks } from './pageComponentChunks';
import { sandboxVersions } from './sandboxVersions';
import { searchConfig } from './searchConfig';
import { smallSharedChunks } from './sharedChunks';
import { sharedStylesheet } from './sharedStylesheet';
import { sourceMapsWhereRead } from './sourceMaps';
import { stylesInHtml } from './stylesInHtml';
import type { WebpackStep } from './step';
import { swcMinifier } from './swcMinify';

export const WEBPACK_STEPS: WebpackStep[] = [
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
];
