import type { SearchConfig } from '../../lib/search/types';

/**
 * The search backend of this build: Algolia when ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and
 * ALGOLIA_INDEX_NAME are set (ALGOLIA_HOST optionally points at another host, e.g. the e2e
 * stand-in), otherwise the embedded index files (one per version tag, src/lib/search/types.ts `indexUrl`). ALGOLIA_ADMIN_API_KEY is never read here.
 */
export function searchConfigFromEnv(env: NodeJS.ProcessEnv): SearchConfig {
  const { ALGOLIA_APP_ID: appId, ALGOLIA_SEARCH_API_KEY: apiKey, ALGOLIA_INDEX_NAME: indexName, ALGOLIA_HOST: host } = env;
  if (appId && apiKey && indexName) return { backend: 'algolia', appId, apiKey, indexName, ...(host ? { host } : {}) };
  return { backend: 'embedded' };
}
