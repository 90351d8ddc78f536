import type { DocsGlobalData } from '../lib/docsVersions';

declare global {
  /** Docs versions and their doc ids, injected at build by src/gatsby/node/onCreateWebpackConfig.ts. */
  const __DOCS_GLOBAL__: DocsGlobalData;
}
