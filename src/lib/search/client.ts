/**
 * The InstantSearch searchClient of this build: the embedded engine over index files fetched on
 * first use, or Algolia's lite client (algoliasearch v5) when the build was configured for it.
 * One instance per page load, so index files are fetched once and shared by the modal and /search.
 */
import { liteClient } from 'algoliasearch/lite';
import type { SearchClient } from 'instantsearch.js';
import { SearchEngine, type SearchParams } from './engine';
import { indexUrl, type IndexFile, type SearchConfig } from './types';

/** Index name the embedded backend answers to (any name works; this one appears in responses). */
export const EMBEDDED_INDEX_NAME = 'docs';

interface SearchRequest {
  indexName: string;
  params?: SearchParams;
}

/** A searchClient over the embedded index files of `tags` (each fetched from `indexUrl(tag)` on first use). */
export function embeddedSearchClient(tags: string[], fetchImpl: typeof fetch = (...a) => fetch(...a)): SearchClient {
  const engine = new SearchEngine();
  const loading = new Map<string, Promise<void>>();
  const load = (tag: string) => {
    let pending = loading.get(tag);
    if (!pending) {
      pending = fetchImpl(indexUrl(tag))
        .then((response) => {
          if (!response.ok) throw new Error(`Search index ${indexUrl(tag)} answered ${response.status}`);
          return response.json() as Promise<IndexFile>;
        })
        .then((file) => engine.addIndexFile(file));
      // A failed fetch may be retried by the next search.
      pending.catch(() => loading.delete(tag));
      loading.set(tag, pending);
    }
    return pending;
  };
  const search = async (requests: SearchRequest[]) => {
    const withQuery = requests.filter((r) => (r.params?.query ?? '').trim());
    const wanted = new Set(withQuery.flatMap((r) => SearchEngine.tagsFor(r.params ?? {}) ?? tags));
    await Promise.all([...wanted].filter((tag) => tags.includes(tag)).map(load));
    return { results: requests.map((r) => engine.search(r.params ?? {}, r.indexName)) };
  };
  return { search } as unknown as SearchClient;
}

/** Algolia's lite client; `host` (e.g. the e2e stand-in on 127.0.0.1) replaces Algolia's hosts. */
export function algoliaSearchClient(config: Extract<SearchConfig, { backend: 'algolia' }>): SearchClient {
  const loopback = config.host && /^(127\.|localhost)/.test(config.host);
  const options = config.host
    ? { hosts: [{ url: config.host, accept: 'read' as const, protocol: loopback ? ('http' as const) : ('https' as const) }] }
    : undefined;
  return liteClient(config.appId, config.apiKey, options) as unknown as SearchClient;
}

let shared: { client: SearchClient; indexName: string } | undefined;

/** The page's search client and index name, created on first use; `tags`: every tag the site has. */
export function getSearchClient(tags: string[], config: SearchConfig = __SEARCH_CONFIG__): { client: SearchClient; indexName: string } {
  shared ??=
    config.backend === 'algolia'
      ? { client: algoliaSearchClient(config), indexName: config.indexName }
      : { client: embeddedSearchClient(tags), indexName: EMBEDDED_INDEX_NAME };
  return shared;
}
