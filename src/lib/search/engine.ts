/**
 * The embedded search engine: MiniSearch (BM25 ranking, prefix matching, typo tolerance) over
 * DocSearch records, answering with Algolia's response shape so InstantSearch cannot tell it from
 * Algolia. Used in the browser (embedded backend) and by the Algolia stand-in of the e2e tests.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { allowedValues, matchesFacetFilters, type FacetFilters } from './facets';
import { highlight, snippet, type HighlightOptions } from './highlight';
import { expandIndexFile, type IndexFile, type RecordType, type SearchRecord } from './types';

/** The request parameters this engine honours (a subset of Algolia's). */
export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  facets?: string | string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToSnippet?: string[];
  escapeHTML?: boolean;
}

export interface SearchResponse {
  hits: Array<SearchRecord & { _highlightResult: unknown; _snippetResult: unknown }>;
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  facets?: Record<string, Record<string, number>>;
}

/** Page titles outrank section headings, which outrank paragraphs (as DocSearch ranks them). */
const TYPE_BOOST: Record<RecordType, number> = { lvl1: 2.2, lvl2: 1.6, lvl3: 1.3, content: 1 };

const typos = (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

export class SearchEngine {
  private readonly records: SearchRecord[] = [];
  private readonly tags = new Set<string>();
  private readonly mini = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'content'],
    extractField: (record, field) =>
      field === 'objectID'
        ? record.objectID
        : field === 'content'
          ? (record.content ?? '')
          : ((record.hierarchy as unknown as Record<string, string | null>)[field] ?? ''),
  });
  private readonly byId = new Map<string, SearchRecord>();

  /** Version tags whose records are loaded. */
  get loadedTags(): ReadonlySet<string> {
    return this.tags;
  }

  /** Adds the records of an index file (once per tag). */
  addIndexFile(file: IndexFile): void {
    if (this.tags.has(file.tag)) return;
    this.addRecords(expandIndexFile(file));
    this.tags.add(file.tag);
  }

  /** Adds full records (the Algolia stand-in loads them this way). */
  addRecords(records: SearchRecord[]): void {
    for (const record of records) this.byId.set(record.objectID, record);
    this.records.push(...records);
    this.mini.addAll(records);
  }

  /** Answers one query in Algolia's response format. */
  search(params: SearchParams, indexName = 'docs'): SearchResponse {
    const started = Date.now();
    const query = (params.query ?? '').trim();
    const hitsPerPage = params.hitsPerPage ?? 20;
    const page = params.page ?? 0;
    const matches = query ? this.match(query, params.facetFilters) : [];
    const options: HighlightOptions = {
      preTag: params.highlightPreTag ?? '<em>',
      postTag: params.highlightPostTag ?? '</em>',
      escapeHTML: params.escapeHTML ?? true,
    };
    const queryWords = query.split(/\s+/).filter(Boolean).length;
    const hits = matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result) => {
      const record = this.byId.get(String(result.id))!;
      const terms = new Set(result.terms.map((t) => t.toLowerCase()));
      const levels = Object.fromEntries(
        (['lvl0', 'lvl1', 'lvl2', 'lvl3'] as const).flatMap((lvl) => {
          const value = record.hierarchy[lvl];
          return value ? [[lvl, highlight(value, terms, queryWords, options)]] : [];
        })
      );
      const content = record.content ?? '';
      return {
        ...record,
        _highlightResult: { hierarchy: levels, content: highlight(content, terms, queryWords, options) },
        _snippetResult: { content: snippet(content, terms, queryWords, options) },
      };
    });
    return {
      hits,
      nbHits: matches.length,
      page,
      nbPages: Math.ceil(matches.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      query,
      params: new URLSearchParams({ query }).toString(),
      index: indexName,
      ...(params.facets ? { facets: this.facetCounts(matches, params.facets) } : {}),
    };
  }

  /** Tags a query's facet filters could match (null: any tag). */
  static tagsFor(params: SearchParams): string[] | null {
    return allowedValues(params.facetFilters, 'docusaurus_tag');
  }

  /** Ranked matches, one per URL (Algolia's `distinct` on url): the best record of each section. */
  private match(query: string, facetFilters: FacetFilters | undefined): SearchResult[] {
    const seen = new Set<string>();
    return this.rank(query, facetFilters).filter((result) => {
      const url = this.byId.get(String(result.id))!.url;
      if (seen.has(url)) return false;
      seen.add(url);
      return true;
    });
  }

  private rank(query: string, facetFilters: FacetFilters | undefined): SearchResult[] {
    return this.mini.search(query, {
      prefix: true,
      fuzzy: (term) => typos(term),
      combineWith: 'AND',
      boost: { lvl1: 3, lvl2: 2.5, lvl3: 2, content: 1, lvl0: 0.5 },
      boostDocument: (id) => TYPE_BOOST[this.byId.get(String(id))?.type ?? 'content'],
      filter: (result) => matchesFacetFilters(this.byId.get(String(result.id))!, facetFilters),
    });
  }

  private facetCounts(matches: SearchResult[], facets: string | string[]): Record<string, Record<string, number>> {
    const names = (Array.isArray(facets) ? facets : [facets]).filter((f) => f !== '*');
    const counts: Record<string, Record<string, number>> = {};
    for (const name of names) {
      const values: Record<string, number> = {};
      for (const result of matches) {
        const value = (this.byId.get(String(result.id)) as unknown as Record<string, unknown>)[name];
        if (typeof value === 'string') values[value] = (values[value] ?? 0) + 1;
      }
      counts[name] = values;
    }
    return counts;
  }
}
