/**
 * What the engine answers with (./engine.ts): a ranked record as an Algolia hit, its matched words
 * highlighted, and facet counts, so the same UI reads the embedded engine and Algolia.
 */
import { highlight, snippet, type HighlightOptions } from './highlight';
import { recordType } from './indexFile';
import { TYPE_RANK } from './ranking';
import type { ReadIndex } from './readIndex';
import type { SearchRecord } from './types';

export type Hit = SearchRecord & { _highlightResult: unknown; _snippetResult: unknown };

/** A record that matched, and what decides its rank (ranking.ts). */
export interface Ranked {
  index: ReadIndex;
  id: number;
  /** ranking.ts `relevance` of the record. */
  relevance: number;
  /** Typos its matches took. */
  typos: number;
  /** The terms it matched (for highlighting). */
  terms: Set<string>;
}

/** A ranked record as an Algolia hit, its matched words highlighted. */
export function toHit({ index, id, terms }: Ranked, wordCount: number, options: HighlightOptions): Hit {
  const [page, lvl2, lvl3, anchor, text] = index.records[id]!;
  const [url, lvl0, lvl1] = index.pages[page]!;
  const type = recordType(index.records[id]!);
  const hierarchy = { lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null };
  const levels = Object.fromEntries(
    (['lvl0', 'lvl1', 'lvl2', 'lvl3'] as const).flatMap((lvl) => (hierarchy[lvl] ? [[lvl, highlight(hierarchy[lvl], terms, wordCount, options)]] : []))
  );
  return {
    objectID: `${index.tag}-${id}`,
    url: anchor ? `${url}#${anchor}` : url,
    type,
    hierarchy,
    content: text || null,
    weight: { type: TYPE_RANK[type] },
    language: 'en',
    docusaurus_tag: index.tag,
    _highlightResult: { hierarchy: levels, content: highlight(text, terms, wordCount, options) },
    _snippetResult: { content: snippet(text, terms, wordCount, options) },
  };
}

/** Hits per value of each facet asked for (the only facets records have: language and tag). */
export function facetCounts(matches: Ranked[], facets: string | string[]): Record<string, Record<string, number>> {
  const names = (Array.isArray(facets) ? facets : [facets]).filter((f) => f !== '*');
  const counts: Record<string, Record<string, number>> = {};
  for (const name of names) {
    const values: Record<string, number> = {};
    for (const { index, id } of matches) {
      const value = name === 'docusaurus_tag' ? index.tag : name === 'language' ? 'en' : name === 'type' ? recordType(index.records[id]!) : undefined;
      if (value) values[value] = (values[value] ?? 0) + 1;
    }
    counts[name] = values;
  }
  return counts;
}
