import type { DocsGlobalData } from '../lib/docsVersions';
import type { SearchConfig } from '../lib/search/types';

declare global {
  /** Docs versions and their doc ids, injected at build by src/gatsby/node/onCreateWebpackConfig.ts. */
  const __DOCS_GLOBAL__: DocsGlobalData;
  /** The search backend of this build, injected by src/gatsby/node/onCreateWebpackConfig.ts. */
  const __SEARCH_CONFIG__: SearchConfig;
}
