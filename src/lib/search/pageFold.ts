/**
 * How the search dialog orders its rows: pages in the order of their best hit (as `/search` lists
 * them), each with at most PAGE_SECTIONS of its hits before the next page; the page's other hits
 * fold under "more from this page". Shared by the dialog (SearchModal/useSearchView.ts) and by the
 * relevance figures of its order (scripts/bench/relevance.mjs, src/gatsby/search/relevance.test.ts).
 */

/** Hits a page shows before the next page's best hit. */
export const PAGE_SECTIONS = 2;

/** A hit's page: its URL without the section anchor. */
export const pageOf = (url: string): string => url.replace(/#.*$/, '');

export interface PageHits<T> {
  page: string;
  /** The page's hits in rank order, its best first. */
  hits: T[];
}

/** The hits by page: pages in the order of their best hit, each page's hits in rank order. */
export function byPage<T extends { url: string }>(hits: T[]): Array<PageHits<T>> {
  const pages = new Map<string, T[]>();
  for (const hit of hits) {
    const page = pageOf(hit.url);
    const list = pages.get(page);
    if (list) list.push(hit);
    else pages.set(page, [hit]);
  }
  return [...pages].map(([page, list]) => ({ page, hits: list }));
}

/** The rows the dialog shows before any page is unfolded, in order. */
export function dialogOrder<T extends { url: string }>(hits: T[]): T[] {
  return byPage(hits).flatMap((page) => page.hits.slice(0, PAGE_SECTIONS));
}
