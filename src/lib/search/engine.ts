/**
 * The embedded search engine: the index files of ./indexFile.ts, ranked by the rules of
 * ./ranking.ts, answering with Algolia's response shape, so the same UI reads it and Algolia.
 * Used in the browser (embedded backend) and by the Algolia stand-in of the e2e tests.
 *
 * A query's words are required, except optional ones (ranking.ts OPTIONAL_WORDS) while others are
 * there; a record need not hold all of them: records are ranked by how many they hold, so a query
 * never comes back empty while one of its words is found somewhere.
 */
import { allowedValues, matchesFacetFilters, type FacetFilters } from './facets';
import type { HighlightOptions } from './highlight';
import { facetCounts, toHit, type Hit, type Ranked } from './hits';
import { recordType, type SearchIndexFile, type Synonyms } from './indexFile';
import { addPart, excerptsPartOf, postingsPartOf, unloadedParts, type IndexPart } from './indexParts';
import { readIndexFile, type ReadIndex } from './readIndex';
import { knowsWord, wordMatches } from './match';
import { API_CATEGORY, BM25, categoryShare, isOptionalTerm, orderHits, relevanceOf, SECTION_BEFORE_PAGE, TYPE_RANK } from './ranking';
import { indexTerms, queryWords, type QueryWord } from './text';
import type { SearchRecord } from './types';

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

export type { Hit, Ranked } from './hits';

export interface SearchResponse {
  hits: Hit[];
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

/** Ranking order: relevance, then fewer typos, then a section before its page's own record. */
function compare(a: Ranked, b: Ranked): number {
  return b.relevance - a.relevance || a.typos - b.typos || TYPE_RANK[recordType(b.index.records[b.id]!)] - TYPE_RANK[recordType(a.index.records[a.id]!)];
}

interface Found {
  /** Per query word: the record's best BM25 score for it (0: the record does not hold it), and the typos that took. */
  best: number[];
  typos: number[];
  terms: Set<string>;
}

/** Each record's best score per query word, BM25 over the weighted counts of indexFile.ts. */
function scoreWords(index: ReadIndex, words: QueryWord[], synonyms: Synonyms, typos: boolean[]): Map<number, Found> {
  const found = new Map<number, Found>();
  const n = index.records.length;
  words.forEach((_, i) => {
    for (const match of wordMatches(index, words, i, synonyms, typos[i]).values()) {
      const postings = index.postings[match.term];
      if (!postings) throw new Error(`Search index ${index.tag}: the postings of "${index.terms[match.term]!}" are not loaded (SearchEngine.missingParts)`);
      const df = postings.length / 2;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      for (let p = 0; p < postings.length; p += 2) {
        const id = postings[p]!;
        const weight = postings[p + 1]!;
        const norm = 1 - BM25.b + (BM25.b * index.records[id]![5]) / index.averageLength;
        const score = (match.quality * idf * weight * (BM25.k1 + 1)) / (weight + BM25.k1 * norm);
        let entry = found.get(id);
        if (!entry) found.set(id, (entry = { best: Array<number>(words.length).fill(0), typos: Array<number>(words.length).fill(0), terms: new Set() }));
        entry.terms.add(index.terms[match.term]!);
        if (score > entry.best[i]!) {
          entry.best[i] = score;
          entry.typos[i] = match.typos;
        }
      }
    }
  });
  return found;
}

/** Ranks every record of `index` that holds a required word of the query (ranking.ts `relevance`). */
function rankIndex(index: ReadIndex, words: QueryWord[], required: boolean[], synonyms: Synonyms, typos: boolean[]): Ranked[] {
  const found = scoreWords(index, words, synonyms, typos);
  // The page's best per word: what its sections hold together.
  const pages = new Map<number, number[]>();
  for (const [id, entry] of found) {
    const page = index.records[id]![0];
    const best = pages.get(page) ?? Array<number>(words.length).fill(0);
    entry.best.forEach((score, i) => (best[i] = Math.max(best[i]!, score)));
    pages.set(page, best);
  }
  const ranked: Ranked[] = [];
  for (const [id, entry] of found) {
    if (!entry.best.some((score, i) => score > 0 && required[i])) continue;
    const page = index.records[id]![0];
    const relevance = relevanceOf(entry.best, pages.get(page)!, required) * categoryShare(index.pages[page]![1]);
    const typos = entry.typos.reduce((sum, t, i) => sum + (entry.best[i]! > 0 ? t : 0), 0);
    ranked.push({ index, id, relevance, typos, terms: entry.terms });
  }
  return ranked;
}

export class SearchEngine {
  private readonly indexes = new Map<string, ReadIndex>();
  /** The last ranking (a client asks which parts a query needs, then for its hits: one ranking serves both). */
  private last?: { key: string; ranked: Ranked[] };
  /** The synonyms of every loaded file (the docs versions' files carry them), for every tag. */
  private synonyms: Synonyms = {};

  /** Tags whose index is loaded. */
  get loadedTags(): ReadonlySet<string> {
    return new Set(this.indexes.keys());
  }

  /** Adds the index file of a tag (once per tag). */
  addIndexFile(file: SearchIndexFile): void {
    if (this.indexes.has(file.tag)) return;
    this.indexes.set(file.tag, readIndexFile(file));
    this.last = undefined;
    this.synonyms = { ...this.synonyms, ...file.synonyms };
  }

  /** Adds a part of a loaded head (./indexParts.ts). */
  addPart(part: IndexPart): void {
    const index = this.indexes.get(part.tag);
    if (!index) throw new Error(`Search index part of ${part.tag}, whose head is not loaded`);
    addPart(index, part);
  }

  /**
   * The parts of loaded heads a search with `params` still needs: the postings of the terms its
   * words match, or once those are there, the excerpts of the hits it answers with. A client loads
   * them and asks again until none is missing (twice at most).
   */
  missingParts(params: SearchParams): Array<{ tag: string; name: string }> {
    const query = (params.query ?? '').trim();
    if (!query) return [];
    const missing = new Map<string, { tag: string; name: string }>();
    const need = (tag: string, name: string | undefined) => name && missing.set(`${tag} ${name}`, { tag, name });
    const { scope, words, typos } = this.plan(query, params.facetFilters);
    for (const index of scope)
      words.forEach((_, i) => {
        for (const t of wordMatches(index, words, i, this.synonyms, typos[i]).keys()) need(index.tag, postingsPartOf(index, t));
      });
    if (!missing.size) for (const { index, id } of this.answered(query, params)) need(index.tag, excerptsPartOf(index, id));
    return [...missing.values()];
  }

  /** Every part of the loaded heads not loaded yet. */
  unloadedParts(): Array<{ tag: string; name: string }> {
    return [...this.indexes.values()].flatMap((index) => unloadedParts(index).map((name) => ({ tag: index.tag, name })));
  }

  /** Tags a query's facet filters could match (null: any tag). */
  static tagsFor(params: SearchParams): string[] | null {
    return allowedValues(params.facetFilters, 'docusaurus_tag');
  }

  /** The records matching `query` in the tags the filters allow, best first (the relevance benchmark reads them too). */
  rank(query: string, facetFilters?: FacetFilters): Ranked[] {
    // Valid until another head comes: parts bring only postings it read, or excerpts.
    const key = JSON.stringify([query, facetFilters]);
    if (this.last?.key !== key) this.last = { key, ranked: this.rankNow(query, facetFilters) };
    return this.last.ranked;
  }

  private rankNow(query: string, facetFilters?: FacetFilters): Ranked[] {
    const { scope, words, required, typos } = this.plan(query, facetFilters);
    const ranked: Ranked[] = [];
    for (const index of scope) ranked.push(...rankIndex(index, words, required, this.synonyms, typos));
    return orderHits(ranked.sort(compare), words, {
      page: ({ index, id }) => `${index.tag} ${index.records[id]![0]}`,
      pageRecord: ({ index, id }) => {
        if (recordType(index.records[id]!) !== 'lvl1') return undefined;
        const [, category, title] = index.pages[index.records[id]![0]]!;
        return { title, api: category === API_CATEGORY };
      },
      answers: (section, page) => {
        // A section that matched only its page's title (a heading above it) answers nothing more than its page.
        const title = new Set(indexTerms(page.index.pages[page.index.records[page.id]![0]]![2]));
        return section.relevance >= SECTION_BEFORE_PAGE * page.relevance && [...section.terms].some((t) => !title.has(t));
      },
    });
  }

  /** The indexes a query searches, its words, which of them are required, and which may have typos undone. */
  private plan(query: string, facetFilters?: FacetFilters) {
    const scope = [...this.indexes.values()].filter((index) =>
      matchesFacetFilters({ language: 'en', docusaurus_tag: index.tag } as SearchRecord, facetFilters)
    );
    // A word one index of the search holds as a whole name ("commonjs") is that name in all of them, not its stem.
    const words = queryWords(query, (lower) => scope.some((index) => index.whole.has(lower))).slice(0, 30);
    const optional = words.map((w) => isOptionalTerm(w.term));
    // Optional words are required when the query has nothing else.
    const required = optional.every(Boolean) ? optional.map(() => true) : optional.map((o) => !o);
    // Typos are undone only for a word no index of the search knows.
    const typos = words.map((_, i) => !scope.some((index) => knowsWord(index, words, i, this.synonyms)));
    return { scope, words, required, typos };
  }

  /** The page of `params`' hits (all matches, and that page of them). */
  private answered(query: string, params: SearchParams, matches = this.rank(query, params.facetFilters)): Ranked[] {
    const hitsPerPage = params.hitsPerPage ?? 20;
    const page = params.page ?? 0;
    return matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  }

  /** Answers one query in Algolia's response format. */
  search(params: SearchParams, indexName = 'docs'): SearchResponse {
    const started = Date.now();
    const query = (params.query ?? '').trim();
    const hitsPerPage = params.hitsPerPage ?? 20;
    const page = params.page ?? 0;
    const matches = query ? this.rank(query, params.facetFilters) : [];
    const options: HighlightOptions = {
      preTag: params.highlightPreTag ?? '<em>',
      postTag: params.highlightPostTag ?? '</em>',
      escapeHTML: params.escapeHTML ?? true,
    };
    const wordCount = queryWords(query).length;
    const hits = this.answered(query, params, matches).map((match) => toHit(match, wordCount, options));
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
      ...(params.facets ? { facets: facetCounts(matches, params.facets) } : {}),
    };
  }
}
