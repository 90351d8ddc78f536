/**
 * The one ranking definition. The embedded engine (./engine.ts) ranks with it, the embedded index
 * (./indexFile.ts) weighs its fields with it, and the Algolia settings that `npm run search:upload`
 * sends are derived from it (`algoliaSettings`), so both backends rank by the same rules.
 *
 * What a record is worth (`relevanceOf`):
 * - each query word counts by BM25: how rare the word is, how often the record holds it, and in
 *   which field (a heading counts more than the text: FIELD_WEIGHTS), times how well it matched
 *   (MATCH_QUALITY: the word itself, a completion, a synonym, a typo undone);
 * - the record is worth its own words plus part of its page's (PAGE_SHARE), times the share of
 *   the query's required words it holds, and its page holds (COVERAGE). So a record with every
 *   word comes first when there is one; otherwise the best subset wins, and a section of a page
 *   whose sections hold every word comes before a section of a page that holds only some;
 * - optional words (OPTIONAL_WORDS: stop words, version words) are never required, and count half.
 * Ties: fewer typos first (a swap of two adjacent letters is one typo), then a section before its
 * page's own record (TYPE_RANK). And a page's own record that its description or frontmatter
 * keywords lifted above all its sections follows the first of them that answers as well
 * (`sectionBeforePage`): the reader wants the part that answers. A query that is a page's title
 * lists that page first (`titleFirst`).
 *
 * API reference entries (API_CATEGORY) keep a share of their relevance (API_SHARE): the guide
 * explains, the entry only lists. A query that is an export's name has that export's entry second,
 * right after the best guide record.
 *
 * Algolia ranks records one by one: it has the words, typo, attribute and custom criteria, and
 * optional words and synonyms alike, but no page-level share (PAGE_SHARE, COVERAGE's page half).
 */
import { queryWords, stem, type QueryWord } from './text';
import type { RecordType, SynonymGroup } from './types';

/** Where a record's words come from, by weight: what each field counts for in one occurrence. */
export const FIELD_WEIGHTS = {
  /** The record's own title: the page title for a page record, else its heading. */
  title: 8,
  /** Frontmatter `keywords` of the page. */
  keywords: 6,
  /**
   * The API names the record defines: those a paragraph or list item of it opens with. A name finds
   * the section that says what it is before those that only use it.
   */
  defines: 2,
  /** The headings above the record (its page's title, the h2 above an h3). */
  parents: 3,
  /** The text of the record. */
  content: 1,
  /** The names its code blocks use (once each). */
  code: 1,
  /** The sidebar category of the page. */
  category: 1,
} as const;

export type Field = keyof typeof FIELD_WEIGHTS;

/** The record attribute each field is read from (the Algolia record shape, ./types.ts). */
export const FIELD_ATTRIBUTES: Record<Field, string[]> = {
  title: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3'],
  keywords: ['keywords'],
  defines: ['defines'],
  parents: [],
  content: ['content'],
  code: ['code'],
  category: ['hierarchy.lvl0'],
};

/** English words that carry no subject: never required, and not indexed (a query of them alone finds nothing). */
export const STOP_WORDS: readonly string[] =
  'a about after all also an and any are as at be before but by can could do does else for from get got had has have how i if in into is it its me my no of on or our should so some than that the their them then there these they this to up use using want was way we what when where which while who why will with would you your'.split(
    ' '
  );

/**
 * Words that never have to match: the stop words, the words readers add about versions and the
 * library, and the words of a request rather than of its subject ("add my own", "only one",
 * "instead", "a different"). Rare in the docs, these would otherwise weigh most in a query and
 * pull up any heading that holds one ("Your own classes" for "add my own operator").
 */
export const OPTIONAL_WORDS: readonly string[] = [
  ...STOP_WORDS,
  ...'react reactjs js library lib docs doc documentation version latest'.split(' '),
  ...'own add allow only one make change different instead new set show'.split(' '),
  ...Array.from({ length: 9 }, (_, i) => [`v${i + 1}`, `${i + 1}`, `${i + 1}x`]).flat(),
  'x',
];

const OPTIONAL_TERMS = new Set(OPTIONAL_WORDS.map((word) => stem(word)));
const STOP_TERMS = new Set(STOP_WORDS.map((word) => stem(word)));

/** Whether a term (text.ts `term`) is one of the OPTIONAL_WORDS. */
export const isOptionalTerm = (term: string): boolean => OPTIONAL_TERMS.has(term);

/** Whether a term is one of the STOP_WORDS. */
export const isStopTerm = (term: string): boolean => STOP_TERMS.has(term);

/** A query word is typo-tolerant from this length on (one typo), and two typos from the second. */
export const TYPO_WORD_LENGTHS = { oneTypo: 4, twoTypos: 8 } as const;

/**
 * What a match counts for, against the word itself: a completion of the word being typed, a
 * synonym from content/search-synonyms.json (of one word, or of a phrase of two or three), a
 * word with one or two typos undone (tried only for words the index does not hold). A term that
 * a phrase matches (two words written as one, a phrase synonym) counts in full for the phrase's
 * first word, and `phraseRest` of that for its other words: they are held, but one match is paid once.
 */
export const MATCH_QUALITY = { exact: 1, prefix: 0.8, synonym: 0.8, phraseSynonym: 1, phraseRest: 0.2, oneTypo: 0.9, twoTypos: 0.8 } as const;

/** How much of its page's score a record adds to its own. */
export const PAGE_SHARE = 0.2;

/**
 * A record's relevance: its score per query word (0 where it lacks the word) and its page's best
 * per word, the required words flagged.
 */
export function relevanceOf(own: number[], page: number[], required: boolean[]): number {
  const requiredCount = required.filter(Boolean).length || 1;
  const sum = (scores: number[]) => scores.reduce((total, score, i) => total + (required[i] ? score : score / 2), 0);
  const held = (scores: number[]) => scores.filter((score, i) => score > 0 && required[i]).length / requiredCount;
  const coverage = (held(own) + held(page)) / 2;
  return (sum(own) + PAGE_SHARE * sum(page)) * coverage;
}

/**
 * The category (hierarchy.lvl0) of the API reference's records, one per export, and the share of
 * its relevance such a record keeps: a name finds the guide sections that explain it first, and
 * its API entry right after them, before sections that only mention it.
 */
export const API_CATEGORY = 'API reference';
export const API_SHARE = 0.3;

/**
 * The rule for a query that is one export's name: the best guide record first, that export's API
 * entry second, wherever relevance put it. The embedded engine applies it to its whole ranking;
 * the Algolia client applies it to the first page of Algolia's hits, where the entry's title
 * match would otherwise come first (Algolia ranks by attribute before any custom criterion).
 * `words`: the query's (text.ts `queryWords`); `entryTitle`: the export's name for an API entry's
 * own record, else undefined.
 */
export function namedEntrySecond<T>(hits: T[], words: QueryWord[], entryTitle: (hit: T) => string | undefined): T[] {
  if (words.length !== 1) return hits;
  const named = hits.findIndex((hit) => entryTitle(hit)?.toLowerCase() === words[0]!.typed);
  if (named < 0 || named === Math.min(1, hits.length - 1)) return hits;
  const moved = [...hits];
  const [entry] = moved.splice(named, 1);
  moved.splice(Math.min(1, moved.length), 0, entry!);
  return moved;
}

/**
 * Where a page's own record comes before every section of that page among `hits`, the first of
 * those sections takes its place and the page record follows, if that section `answers` as well
 * as the page record does. The embedded engine: at least SECTION_BEFORE_PAGE of its relevance; the
 * Algolia client, which has no relevance figures: every query word the page record matched. In
 * both, the section must match in its own heading or text, not only by its page's title above it
 * (a query that is a page's title lists the page first). A page's description and
 * frontmatter keywords say what the whole page is about, so they lift its own record; the reader
 * still wants the part of the page that answers. The page keeps the place they gave it. The
 * embedded engine applies this to its whole ranking, the Algolia client to its first page of hits.
 * `pageOf`: a hit's page (its address without the anchor, with its tag); `isPage`: whether it is
 * a page's own record.
 */
export function sectionBeforePage<T>(hits: T[], pageOf: (hit: T) => string, isPage: (hit: T) => boolean, answers: (section: T, page: T) => boolean): T[] {
  const firstSection = new Map<string, number>();
  hits.forEach((hit, i) => {
    if (!isPage(hit) && !firstSection.has(pageOf(hit))) firstSection.set(pageOf(hit), i);
  });
  const moved = new Set<number>();
  const out: T[] = [];
  hits.forEach((hit, i) => {
    if (moved.has(i)) return;
    const section = isPage(hit) ? firstSection.get(pageOf(hit)) : undefined;
    if (section !== undefined && section > i && answers(hits[section]!, hit)) {
      out.push(hits[section]!);
      moved.add(section);
    }
    out.push(hit);
  });
  return moved.size ? out : hits;
}

/**
 * A query that is a page's title (its words, stop words aside, in any order: "export", "value
 * editor", "custom bind variables") lists that page's own record first, wherever relevance put it:
 * a short heading elsewhere that holds the word ("Export additions") would otherwise outrank the
 * page a reader named. Algolia ranks a title match first by its attribute order; the embedded
 * engine applies this to its whole ranking, the Algolia client to its first page of hits.
 * `words`: the query's, as the backend read them (the embedded engine keeps the names its indexes
 * hold whole: "rulegrouptypeic" does not name a page titled RuleGroupType); `titleOf`: a guide
 * page's title for its own record, else undefined (API entries have `namedEntrySecond`).
 */
export function titleFirst<T>(hits: T[], words: QueryWord[], titleOf: (hit: T) => string | undefined): T[] {
  const key = (terms: string[]) =>
    [...new Set(terms)]
      .filter((term) => !isStopTerm(term))
      .sort()
      .join(' ');
  const wanted = key(words.map((word) => word.term));
  if (!wanted) return hits;
  const at = hits.findIndex((hit) => {
    const title = titleOf(hit);
    // A title is written with its case: its words' terms are the index's.
    return title !== undefined && key(queryWords(title).map((word) => word.term)) === wanted;
  });
  if (at <= 0) return hits;
  const moved = [...hits];
  moved.unshift(...moved.splice(at, 1));
  return moved;
}

/** How the ordering rules read a hit of either backend. */
export interface HitView<T> {
  /** The hit's page: its address without the anchor, with its tag. */
  page: (hit: T) => string;
  /** For a page's own record, its title and whether it is an API reference entry; undefined for a section. */
  pageRecord: (hit: T) => { title: string; api: boolean } | undefined;
  /** `sectionBeforePage`'s test: whether `section` answers as well as its `page` record. */
  answers: (section: T, page: T) => boolean;
}

/**
 * The ordering rules after relevance, in their order, the same for both backends: a section before
 * the page record that keywords lifted (`sectionBeforePage`), a page named by its title first
 * (`titleFirst`), an export's API entry second (`namedEntrySecond`). `words`: the query's (text.ts `queryWords`).
 */
export function orderHits<T>(hits: T[], words: QueryWord[], view: HitView<T>): T[] {
  const ordered = sectionBeforePage(hits, view.page, (hit) => view.pageRecord(hit) !== undefined, view.answers);
  const guideTitle = (hit: T) => {
    const record = view.pageRecord(hit);
    return record && !record.api ? record.title : undefined;
  };
  const entryTitle = (hit: T) => {
    const record = view.pageRecord(hit);
    return record?.api ? record.title : undefined;
  };
  return namedEntrySecond(titleFirst(ordered, words, guideTitle), words, entryTitle);
}

/** The share of its page record's relevance a section needs to be shown before it (`sectionBeforePage`). */
export const SECTION_BEFORE_PAGE = 0.5;

/** The share of its relevance a record of `category` keeps. */
export const categoryShare = (category: string): number => (category === API_CATEGORY ? API_SHARE : 1);

/** BM25's term-frequency saturation and length normalisation. */
export const BM25 = { k1: 2.5, b: 0.75 } as const;

/** Custom ranking, the last tie-break: higher first. A section answers more precisely than its page's record. */
export const TYPE_RANK: Record<RecordType, number> = { lvl3: 2, lvl2: 2, lvl1: 1 };

/** The Algolia index settings these rules come to (sent by scripts/search-upload.mjs). */
export function algoliaSettings() {
  const byWeight = (Object.keys(FIELD_WEIGHTS) as Field[]).sort((a, b) => FIELD_WEIGHTS[b] - FIELD_WEIGHTS[a]);
  return {
    searchableAttributes: byWeight.flatMap((field) =>
      FIELD_ATTRIBUTES[field].map((attribute) => (attribute === 'content' ? attribute : `unordered(${attribute})`))
    ),
    attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
    attributesToSnippet: ['content:20'],
    attributeForDistinct: 'url',
    distinct: true,
    ranking: ['words', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
    customRanking: ['desc(weight.type)'],
    removeWordsIfNoResults: 'allOptional' as const,
    // Algolia's own English list: close to STOP_WORDS, which its settings cannot take as a list.
    removeStopWords: ['en'],
    optionalWords: [...OPTIONAL_WORDS.filter((word) => !STOP_WORDS.includes(word))],
    ignorePlurals: ['en'],
    camelCaseAttributes: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'content'],
    minWordSizefor1Typo: TYPO_WORD_LENGTHS.oneTypo,
    minWordSizefor2Typos: TYPO_WORD_LENGTHS.twoTypos,
    typoTolerance: true,
  };
}

/** Algolia's one-way synonyms for the groups of content/search-synonyms.json: each reader word stands for the docs' words. */
export function algoliaSynonyms(groups: SynonymGroup[]) {
  return groups.flatMap((group, g) =>
    group.readers.map((input, r) => ({ objectID: `synonym-${g}-${r}`, type: 'oneWaySynonym' as const, input, synonyms: group.docs }))
  );
}
