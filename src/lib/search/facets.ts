/**
 * Algolia facet filters as InstantSearch and DocSearch send them: an array whose items are ANDed,
 * each item a "facet:value" string or an array of them (ORed). A leading "-" negates.
 */
import type { SearchRecord } from './types';

export type FacetFilters = string | Array<string | string[]>;

function facetValue(record: SearchRecord, facet: string): string | undefined {
  const value = (record as unknown as Record<string, unknown>)[facet];
  return typeof value === 'string' ? value : undefined;
}

function matchesOne(record: SearchRecord, filter: string): boolean {
  const negated = filter.startsWith('-');
  const [facet, ...rest] = (negated ? filter.slice(1) : filter).split(':');
  const wanted = rest.join(':').replace(/^"(.*)"$/, '$1');
  const matches = facetValue(record, facet!) === wanted;
  return negated ? !matches : matches;
}

/** Whether a record passes the facet filters. */
export function matchesFacetFilters(record: SearchRecord, filters: FacetFilters | undefined): boolean {
  if (!filters) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.every((item) => (Array.isArray(item) ? item.some((f) => matchesOne(record, f)) : matchesOne(record, item)));
}

/** The values of `facet` the filters allow (for deciding which index files to load), or null for "any". */
export function allowedValues(filters: FacetFilters | undefined, facet: string): string[] | null {
  if (!filters) return null;
  const list = typeof filters === 'string' ? [filters] : filters;
  let allowed: string[] | null = null;
  for (const item of list) {
    const group = (Array.isArray(item) ? item : [item]).filter((f) => f.startsWith(`${facet}:`));
    if (group.length === 0 || group.length !== (Array.isArray(item) ? item.length : 1)) continue;
    const values = group.map((f) => f.slice(facet.length + 1).replace(/^"(.*)"$/, '$1'));
    allowed = allowed ? allowed.filter((v) => values.includes(v)) : values;
  }
  return allowed;
}
