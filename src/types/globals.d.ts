import type { SearchConfig } from '../lib/search/types';

declare global {
  /** The search backend of this build (from the environment), injected by src/gatsby/webpack/searchConfig.ts. */
  const __SEARCH_CONFIG__: SearchConfig;
  /** Package name -> the version installed here, injected by src/gatsby/webpack/sandboxVersions.ts. */
  const __INSTALLED_VERSIONS__: Record<string, string>;
}
