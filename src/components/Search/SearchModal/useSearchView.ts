import { useEffect, useMemo, useState } from 'react';
import type { SiteSearchClient } from '../../../lib/search/client';
import type { Hit as EngineHit, SearchResponse } from '../../../lib/search/engine';
import { FAVORITE_LIMIT, pushHit, readHits, removeHit, type StoredHit } from '../../../lib/search/history';
import { searchHistoryKeys } from '../../../lib/storageKeys';
import { contextFacetFilters } from '../context';

/** A row the arrow keys can reach; Enter opens it (SearchModal's `open`). */
export interface Entry {
  url: string;
  hit?: StoredHit;
}

export type Hit = EngineHit & { __position: number };

/** Hits of one lvl0 section, pages in order of their best hit, each page's hits together. */
export interface HitGroup {
  lvl0: string;
  pages: Array<{ lvl1: string; hits: Hit[] }>;
}

export type SearchView =
  | { kind: 'history'; recent: StoredHit[]; favorite: StoredHit[] }
  | { kind: 'hits'; groups: HitGroup[] }
  | { kind: 'loading' }
  | { kind: 'none'; query: string }
  | { kind: 'error' };

/** The tags the hits' highlights are wrapped in (the values are HTML-escaped around them, as Algolia does). */
export const HIGHLIGHT = { pre: '<mark>', post: '</mark>' } as const;

/** Groups hits by lvl0, then by page, keeping the ranking order of first appearance. */
export function groupHits(hits: Hit[]): HitGroup[] {
  const groups: HitGroup[] = [];
  for (const hit of hits) {
    let group = groups.find((g) => g.lvl0 === hit.hierarchy.lvl0);
    if (!group) groups.push((group = { lvl0: hit.hierarchy.lvl0, pages: [] }));
    let page = group.pages.find((p) => p.lvl1 === hit.hierarchy.lvl1);
    if (!page) group.pages.push((page = { lvl1: hit.hierarchy.lvl1, hits: [] }));
    page.hits.push(hit);
  }
  return groups;
}

type Answer = { query: string; hits: Hit[]; nbHits: number } | { query: string; error: true };

const toAnswer = (query: string, { results: [result] }: { results: SearchResponse[] }): Answer => ({
  query,
  nbHits: result!.nbHits,
  hits: result!.hits.map((hit, i) => ({ ...hit, __position: i + 1 })),
});

/**
 * The answer to the latest query, from the build's search client: a query's answer is shown only
 * while it is still the query (a slower, older one never replaces it). With its index loaded, the
 * embedded engine answers during the keystroke's own render, so the hits come with the letter
 * typed, in the same frame; otherwise (index still loading, Algolia) the answer arrives later.
 */
function useAnswer(client: SiteSearchClient, indexName: string, version: string, query: string): Answer | null {
  const [late, setLate] = useState<Answer | null>(null);
  const requests = useMemo(
    () => [
      {
        indexName,
        params: {
          query,
          hitsPerPage: 20,
          facetFilters: contextFacetFilters(version),
          attributesToSnippet: ['content:20'],
          highlightPreTag: HIGHLIGHT.pre,
          highlightPostTag: HIGHLIGHT.post,
        },
      },
    ],
    [indexName, version, query]
  );
  const now = useMemo(() => {
    const response = query.trim() ? client.searchNow?.(requests) : null;
    return response ? toAnswer(query, response) : null;
  }, [client, requests, query]);
  useEffect(() => {
    if (now || !query.trim()) return undefined;
    let current = true;
    client.search(requests).then(
      (response) => current && setLate(toAnswer(query, response)),
      () => current && setLate({ query, error: true })
    );
    return () => void (current = false);
  }, [client, requests, query, now]);
  return now ?? late;
}

/** What the dialog shows for `query`, the rows the arrow keys step through, and the hit count. */
export function useSearchView(client: SiteSearchClient, indexName: string, version: string, query: string) {
  const answer = useAnswer(client, indexName, version, query);
  const keys = searchHistoryKeys(indexName);
  const [history, setHistory] = useState(() => ({ recent: readHits(keys.recent), favorite: readHits(keys.favorite) }));

  const view: SearchView = useMemo(() => {
    if (!query.trim()) return { kind: 'history', ...history };
    // Until this query is answered, the last answer stays (no flash of "no results" while typing).
    if (!answer) return { kind: 'loading' };
    if ('error' in answer) return answer.query === query ? { kind: 'error' } : { kind: 'loading' };
    if (answer.hits.length === 0) return answer.query === query ? { kind: 'none', query } : { kind: 'loading' };
    return { kind: 'hits', groups: groupHits(answer.hits) };
  }, [query, answer, history]);

  const entries: Entry[] = useMemo(() => {
    if (view.kind === 'history') return [...view.recent, ...view.favorite].map((hit) => ({ url: hit.url, hit }));
    if (view.kind === 'hits') return view.groups.flatMap((g) => g.pages.flatMap((p) => p.hits.map((hit) => ({ url: hit.url, hit }))));
    return [];
  }, [view]);

  const actions = {
    favorite: (hit: StoredHit) => setHistory({ recent: removeHit(keys.recent, hit.url), favorite: pushHit(keys.favorite, hit, FAVORITE_LIMIT) }),
    removeRecent: (hit: StoredHit) => setHistory((h) => ({ ...h, recent: removeHit(keys.recent, hit.url) })),
    removeFavorite: (hit: StoredHit) => setHistory((h) => ({ ...h, favorite: removeHit(keys.favorite, hit.url) })),
  };
  const count = answer && !('error' in answer) && answer.query === query ? answer.nbHits : 0;
  return { view, entries, actions, count };
}
