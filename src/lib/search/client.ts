/**
 * The search client of this build, in the shape of Algolia's (`search(requests)` answering
 * `{ results }`), so the modal and InstantSearch on /search read either backend: the embedded
 * engine over index files fetched on first use, or Algolia's lite client (algoliasearch v5,
 * loaded only when the build was configured for it). One instance per page load, so index files
 * are fetched once and shared by the modal and /search.
 */
import { SearchEngine, type SearchParams, type SearchResponse } from './engine';
import type { SearchIndexFile } from './indexFile';
import { partUrl, type IndexPart } from './indexParts';
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
 * A client over the embedded index files of `tags` (each head fetched from `indexUrl(tag)` on first
 * use, then the parts a query reads, then the others while the reader looks at the answer): a
 * query loads only the tags its facet filters allow.
 */
export function embeddedSearchClient(tags: string[], fetchImpl: typeof globalThis.fetch = (...a) => globalThis.fetch(...a)): SiteSearchClient {
  const engine = new SearchEngine();
  const loading = new Map<string, Promise<void>>();
  // Each file once (a failed fetch may be retried by the next search).
  const fetchOnce = (url: string, add: (json: never) => void) => {
    let pending = loading.get(url);
    if (!pending) {
      pending = fetchImpl(url)
        .then((response) => {
          if (!response.ok) throw new Error(`Search index ${url} answered ${response.status}`);
          return response.json() as Promise<never>;
        })
        .then(add);
      pending.catch(() => loading.delete(url));
      loading.set(url, pending);
    }
    return pending;
  };
  const load = (tag: string) => fetchOnce(indexUrl(tag), (file: SearchIndexFile) => engine.addIndexFile(file));
  const loadPart = ({ tag, name }: { tag: string; name: string }) => fetchOnce(partUrl(tag, name), (part: IndexPart) => engine.addPart(part));
  const tagsOf = (requests: SearchRequest[]) =>
    [...new Set(requests.filter((r) => (r.params?.query ?? '').trim()).flatMap((r) => SearchEngine.tagsFor(r.params ?? {}) ?? tags))].filter((tag) =>
      tags.includes(tag)
    );
  // The parts of the loaded heads the requests still need (indexParts.ts): postings, then the excerpts of the hits.
  const missing = (requests: SearchRequest[]) => requests.flatMap((r) => engine.missingParts(r.params ?? {}));
  const answer = (requests: SearchRequest[]) => ({ results: requests.map((r) => engine.search(r.params ?? {}, r.indexName)) });
  return {
    async search(requests) {
      await Promise.all(tagsOf(requests).map(load));
      for (let parts = missing(requests); parts.length; parts = missing(requests)) await Promise.all(parts.map(loadPart));
      // Once this answer is out, the rest of the parts, so the next queries need no round trip.
      const rest = () => engine.unloadedParts().forEach((part) => loadPart(part).catch(() => undefined));
      if (typeof requestIdleCallback === 'function') requestIdleCallback(rest);
      else setTimeout(rest, 0);
      return answer(requests);
    },
    searchNow(requests) {
      return tagsOf(requests).every((tag) => engine.loadedTags.has(tag)) && !missing(requests).length ? answer(requests) : null;
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
