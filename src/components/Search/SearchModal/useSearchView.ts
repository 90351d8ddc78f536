import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SiteSearchClient } from '../../../lib/search/client';
import type { Hit as EngineHit, SearchResponse } from '../../../lib/search/engine';
import { FAVORITE_LIMIT, pushHit, readHits, removeHit, type StoredHit } from '../../../lib/search/history';
import { byPage, PAGE_SECTIONS } from '../../../lib/search/pageFold';
import { searchHistoryKeys } from '../../../lib/storageKeys';
import { contextFacetFilters } from '../context';

/** A row the arrow keys can reach; Enter opens it (SearchModal's `open`), or unfolds the page `unfold` names. */
export interface Entry {
  url: string;
  hit?: StoredHit;
  unfold?: string;
}

export type Hit = EngineHit & { __position: number };

/** A page's rows: its shown hits, and how many more fold under "more from this page". */
export interface PageRows {
  page: string;
  hits: Hit[];
  folded: number;
}

/** Pages in a row under one lvl0 heading. */
export interface HitGroup {
  lvl0: string;
  pages: PageRows[];
}

export type SearchView =
  | { kind: 'history'; recent: StoredHit[]; favorite: StoredHit[] }
  | { kind: 'hits'; groups: HitGroup[] }
  | { kind: 'loading' }
  | { kind: 'none'; query: string }
  | { kind: 'error' };

/** The tags the hits' highlights are wrapped in (the values are HTML-escaped around them, as Algolia does). */
export const HIGHLIGHT = { pre: '<mark>', post: '</mark>' } as const;

/**
 * The hits by page, pages in the order of their best hit (as /search ranks them), each with at most
 * PAGE_SECTIONS hits unless `unfolded` names it (../../../lib/search/pageFold.ts). Pages in a row
 * that share a lvl0 share its heading: the heading never moves a page up.
 */
export function groupHits(hits: Hit[], unfolded: readonly string[] = []): HitGroup[] {
  const groups: HitGroup[] = [];
  for (const { page, hits: all } of byPage(hits)) {
    const shown = unfolded.includes(page) ? all : all.slice(0, PAGE_SECTIONS);
    const lvl0 = all[0]!.hierarchy.lvl0;
    if (groups.at(-1)?.lvl0 !== lvl0) groups.push({ lvl0, pages: [] });
    groups.at(-1)!.pages.push({ page, hits: shown, folded: all.length - shown.length });
  }
  return groups;
}

/** A page's rows for the arrow keys: its hits, then its "more from this page" row if some are folded. */
export const pageEntries = (page: PageRows): Entry[] => [
  ...page.hits.map((hit) => ({ url: hit.url, hit })),
  ...(page.folded ? [{ url: page.page, unfold: page.page }] : []),
];

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
  // The pages whose folded hits the reader opened, for the query they were opened in: a new query
  // folds them all again (state adjusted during render, as React recommends for a changed input).
  const [unfolded, setUnfolded] = useState<{ query: string; pages: string[] }>({ query, pages: [] });
  if (unfolded.query !== query) setUnfolded({ query, pages: [] });
  const unfold = useCallback((page: string) => setUnfolded((u) => ({ ...u, pages: [...u.pages, page] })), []);

  const view: SearchView = useMemo(() => {
    if (!query.trim()) return { kind: 'history', ...history };
    // Until this query is answered, the last answer stays (no flash of "no results" while typing).
    if (!answer) return { kind: 'loading' };
    if ('error' in answer) return answer.query === query ? { kind: 'error' } : { kind: 'loading' };
    if (answer.hits.length === 0) return answer.query === query ? { kind: 'none', query } : { kind: 'loading' };
    return { kind: 'hits', groups: groupHits(answer.hits, unfolded.pages) };
  }, [query, answer, history, unfolded.pages]);

  const entries: Entry[] = useMemo(() => {
    if (view.kind === 'history') return [...view.recent, ...view.favorite].map((hit) => ({ url: hit.url, hit }));
    if (view.kind === 'hits') return view.groups.flatMap((g) => g.pages.flatMap(pageEntries));
    return [];
  }, [view]);

  const actions = {
    favorite: (hit: StoredHit) => setHistory({ recent: removeHit(keys.recent, hit.url), favorite: pushHit(keys.favorite, hit, FAVORITE_LIMIT) }),
    removeRecent: (hit: StoredHit) => setHistory((h) => ({ ...h, recent: removeHit(keys.recent, hit.url) })),
    removeFavorite: (hit: StoredHit) => setHistory((h) => ({ ...h, favorite: removeHit(keys.favorite, hit.url) })),
  };
  const count = answer && !('error' in answer) && answer.query === query ? answer.nbHits : 0;
  return { view, entries, actions, unfold, count };
}
