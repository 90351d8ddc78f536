import { useMemo, useState } from 'react';
import { useHits, useInstantSearch, useSearchBox } from 'react-instantsearch';
import { FAVORITE_LIMIT, historyKeys, pushHit, readHits, removeHit, type StoredHit } from '../../../lib/search/history';
import type { SearchRecord } from '../../../lib/search/types';

/** A row the arrow keys can reach; Enter opens it (SearchModal's `open`). */
export interface Entry {
  url: string;
  hit?: StoredHit;
}

export type Hit = SearchRecord & { _highlightResult?: unknown; _snippetResult?: unknown; __position: number };

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

/** What the dialog shows for the current query, and the rows the arrow keys step through. */
export function useSearchView(indexName: string) {
  const { query } = useSearchBox();
  const { items } = useHits<Hit>();
  // catchError: the error is shown here, so InstantSearch must not rethrow it.
  const { status, results } = useInstantSearch({ catchError: true });
  const keys = historyKeys(indexName);
  const [history, setHistory] = useState(() => ({ recent: readHits(keys.recent), favorite: readHits(keys.favorite) }));

  const view: SearchView = useMemo(() => {
    if (status === 'error') return { kind: 'error' };
    if (!query.trim()) return { kind: 'history', ...history };
    const answered = results?.query === query && status === 'idle';
    if (!answered && items.length === 0) return { kind: 'loading' };
    if (answered && items.length === 0) return { kind: 'none', query };
    return { kind: 'hits', groups: groupHits(items) };
  }, [status, query, results, items, history]);

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
  return { view, entries, actions };
}
