/**
 * The search client of this build, in the shape of Algolia's (`search(requests)` answering
 * `{ results }`), so the modal and InstantSearch on /search read either backend: the embedded
 * engine over index files fetched on first use, or Algolia's lite client (algoliasearch v5,
 * loaded only when the build was configured for it). One instance per page load, so index files
 * are fetched once and shared by the modal and /search.
 */
import { SearchEngine, type SearchParams, type SearchResponse } from './engine';
import type { SearchIndexFile } from './indexFile';
import { API_CATEGORY, orderHits } from './ranking';
import { queryWords } from './text';
import { indexUrl, type SearchConfig } from './types';

/** Index name the embedded backend answers to (any name works; this one appears in responses). */
export const EMBEDDED_INDEX_NAME = 'docs';

export interface SearchRequest {
  indexName: string;
  params?: SearchParams;
}

/** What both backends offer: Algolia's multi-query search. */
export interface SiteSearchClient {
  search(requests: SearchRequest[]): Promise<{ results: SearchResponse[] }>;
  /** The embedded engine answers at once when the index files a search needs are loaded (null when not). */
  searchNow?(requests: SearchRequest[]): { results: SearchResponse[] } | null;
}

/**
 * A client over the embedded index files of `tags` (each fetched from `indexUrl(tag)` on first
 * use): a query loads only the tags its facet filters allow.
 */
export function embeddedSearchClient(tags: string[], fetchImpl: typeof globalThis.fetch = (...a) => globalThis.fetch(...a)): SiteSearchClient {
  const engine = new SearchEngine();
  const loading = new Map<string, Promise<void>>();
  const load = (tag: string) => {
    let pending = loading.get(tag);
    if (!pending) {
      pending = fetchImpl(indexUrl(tag))
        .then((response) => {
          if (!response.ok) throw new Error(`Search index ${indexUrl(tag)} answered ${response.status}`);
          return response.json() as Promise<SearchIndexFile>;
        })
        .then((file) => engine.addIndexFile(file));
      // A failed fetch may be retried by the next search.
      pending.catch(() => loading.delete(tag));
      loading.set(tag, pending);
    }
    return pending;
  };
  const tagsOf = (requests: SearchRequest[]) =>
    [...new Set(requests.filter((r) => (r.params?.query ?? '').trim()).flatMap((r) => SearchEngine.tagsFor(r.params ?? {}) ?? tags))].filter((tag) =>
      tags.includes(tag)
    );
  const answer = (requests: SearchRequest[]) => ({ results: requests.map((r) => engine.search(r.params ?? {}, r.indexName)) });
  return {
    async search(requests) {
      await Promise.all(tagsOf(requests).map(load));
      return answer(requests);
    },
    searchNow(requests) {
      return tagsOf(requests).every((tag) => engine.loadedTags.has(tag)) ? answer(requests) : null;
    },
  };
}

/** Algolia's lite client, loaded on the first search; `host` (e.g. the e2e stand-in on 127.0.0.1) replaces Algolia's hosts. */
export function algoliaSearchClient(config: Extract<SearchConfig, { backend: 'algolia' }>): SiteSearchClient {
  const loopback = config.host && /^(127\.|localhost)/.test(config.host);
  const options = config.host
    ? { hosts: [{ url: config.host, accept: 'read' as const, protocol: loopback ? ('http' as const) : ('https' as const) }] }
    : undefined;
  let client: Promise<SiteSearchClient> | undefined;
  return {
    async search(requests) {
      client ??= import(/* webpackChunkName: "algolia-client" */ 'algoliasearch/lite').then(
        ({ liteClient }) => liteClient(config.appId, config.apiKey, options) as unknown as SiteSearchClient
      );
      const { results } = await (await client).search(requests);
      return { results: results.map((result, i) => (requests[i]?.params?.page ? result : withPageRules(result))) };
    },
  };
}

/** ranking.ts's ordering rules, on the first page of Algolia's hits. */
function withPageRules(result: SearchResponse): SearchResponse {
  const hits = orderHits(result.hits, queryWords(result.query ?? ''), {
    page: (hit) => `${hit.docusaurus_tag} ${hit.url.replace(/#.*$/, '')}`,
    pageRecord: (hit) => (hit.type === 'lvl1' ? { title: hit.hierarchy?.lvl1 ?? '', api: hit.hierarchy?.lvl0 === API_CATEGORY } : undefined),
    answers: (section, page) => {
      // As in the engine: the section's own heading or text must match, not only its page's title above it.
      const { hierarchy, ...own } = (section._highlightResult ?? {}) as { hierarchy?: Record<string, unknown> };
      const ownWords = matchedWords([own, hierarchy?.lvl2, hierarchy?.lvl3]);
      const sectionWords = matchedWords(hierarchy, new Set(ownWords));
      return ownWords.size > 0 && [...matchedWords(page._highlightResult)].every((word) => sectionWords.has(word));
    },
  });
  return hits === result.hits ? result : { ...result, hits };
}

/** The query words an Algolia hit's highlighted attributes matched. */
function matchedWords(result: unknown, into = new Set<string>()): Set<string> {
  if (!result || typeof result !== 'object') return into;
  if ('matchedWords' in result && Array.isArray(result.matchedWords)) for (const word of result.matchedWords) into.add(String(word).toLowerCase());
  else for (const value of Object.values(result)) matchedWords(value, into);
  return into;
}

let shared: { client: SiteSearchClient; indexName: string } | undefined;

/** The page's search client and index name, created on first use; `tags`: every tag the site has. */
export function getSearchClient(tags: string[], config: SearchConfig = __SEARCH_CONFIG__): { client: SiteSearchClient; indexName: string } {
  shared ??=
    config.backend === 'algolia'
      ? { client: algoliaSearchClient(config), indexName: config.indexName }
      : { client: embeddedSearchClient(tags), indexName: EMBEDDED_INDEX_NAME };
  return shared;
}
