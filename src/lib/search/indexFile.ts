/**
 * The embedded index of one tag (/search/<tag>.json): an inverted index, so the reader downloads
 * each word once instead of the text it stands in. Records keep what a hit shows (titles, the
 * address, the first words of the text); the words of every field are folded into one weighted
 * count per record (ranking.ts FIELD_WEIGHTS), which is all BM25 needs. Stop words are left out.
 * The words of the headings a record keeps to show are counted from those headings when the file
 * is read; the postings carry only the words of the text, the code, the keywords and the defined names.
 *
 * The build writes it from the same records Algolia receives (`buildIndexFile`), served as a head
 * and parts (./indexParts.ts); the engine reads it back (./readIndex.ts). Built from records in
 * Node too, by the e2e Algolia stand-in.
 */
import { FIELD_WEIGHTS, isOptionalTerm, isStopTerm, type Field } from './ranking';
import { indexTerms, joinedPairs, phraseKey, wholeNames, type IsWhole } from './text';
import type { RecordType, SearchRecord, SynonymGroup } from './types';

/** Format of the file; a reader refuses others. */
export const INDEX_FORMAT = 6;

/** Characters of a record's text kept to show under a hit. */
export const EXCERPT_LENGTH = 80;

/** A record: [page, lvl2, lvl3, anchor, excerpt, length in terms]; a page's own record has no lvl2 and no anchor. */
export type IndexRecord = [number, string | null, string | null, string | null, string, number];

/** A page: [url, lvl0, lvl1]. */
export type IndexPage = [string, string, string];

export interface SearchIndexFile {
  format: typeof INDEX_FORMAT;
  tag: string;
  /** Per page; a head leaves out a title that is its URL's last segment (an API entry's). */
  pages: Array<IndexPage | [string, string]>;
  /** A head writes a page's own record as its length alone: its page is the next (./indexParts.ts). */
  records: Array<IndexRecord | number>;
  /**
   * The vocabulary, sorted and front-coded, joined by spaces: each term is the number of letters
   * it shares with the one before (one base-36 digit) and the rest of it.
   */
  terms: string;
  /**
   * Per term, in the order of `terms`, joined by spaces: its records (by their text, code,
   * keywords and defined names; headings are counted on reading), joined by ",", each the
   * difference from the previous record's number in base 36, then ":" and its weighted count
   * in base 36 when that is not 1. Empty in a head written with its parts (./indexParts.ts).
   */
  postings: string;
  /**
   * A head's parts (./indexParts.ts), fetched when a search needs them: per part, the first term
   * (by its number in `terms`) or record whose postings or excerpts it holds, and its name.
   */
  parts?: { postings: Array<[number, string]>; excerpts: Array<[number, string]> };
  /**
   * The terms that are names kept whole where stemming would change them (text.ts `wholeNames`:
   * "commonjs", "rulegrouptypeic"), sorted, joined by spaces: a query word typed in lower case is
   * one of these names, not its stem (text.ts `termIn`).
   */
  whole: string;
  /**
   * A reader's term or phrase (terms joined by spaces) -> the docs' terms it stands for
   * (content/search-synonyms.json). In the docs versions' files; the engine uses them for every tag.
   */
  synonyms: Synonyms;
}

/** Synonyms as the index stores them. */
export type Synonyms = Record<string, string[]>;

/**
 * Synonym groups as the index stores them: a reader's word or phrase (text.ts phraseKey) -> docs
 * terms. `isWhole`: the names the indexes hold whole (`wholeNamesOf`), so a group that names
 * "commonjs" finds the term CommonJS has, and a reader's word is keyed as a query reads it.
 */
export function synonymMap(groups: SynonymGroup[], isWhole?: IsWhole): Synonyms {
  const map: Synonyms = {};
  for (const group of groups) {
    const docs = group.docs.map((phrase) => phraseKey(phrase, isWhole)).flatMap((key) => key.split(' '));
    for (const reader of group.readers) {
      const key = phraseKey(reader, isWhole);
      map[key] = [...new Set([...(map[key] ?? []), ...docs.filter((d) => d !== key)])];
    }
  }
  return map;
}

/** A short, whole-word opening of a text. */
export function excerpt(text: string | null, length = EXCERPT_LENGTH): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  return `${clean.slice(0, length).replace(/\s+\S*$/, '')}…`;
}

/** The page address of a record (its URL without the anchor). */
const pageUrl = (url: string) => url.replace(/#.*$/, '');

/**
 * The fields whose text the file keeps anyway, to show a hit (the record's heading, the headings
 * above it, the category): their terms are counted when the file is read (`readIndexFile`), not
 * written as postings, so each heading's words travel once.
 */
export function headingFields(type: RecordType, lvl0: string, lvl1: string, lvl2: string | null, lvl3: string | null): Array<[Field, string]> {
  const title = type === 'lvl1' ? lvl1 : type === 'lvl2' ? lvl2 : lvl3;
  const parents = type === 'lvl1' ? [] : type === 'lvl2' ? [lvl1] : [lvl1, lvl2];
  return [
    ['title', title ?? ''],
    ['parents', parents.filter(Boolean).join(' ')],
    ['category', lvl0],
  ];
}

/** The fields of a record that only its postings carry. */
const postedFields = (record: SearchRecord): Array<[Field, string]> => [
  ['keywords', (record.keywords ?? []).join(' ')],
  ['defines', record.defines ?? ''],
  ['content', record.content ?? ''],
  ['code', record.code ?? ''],
];

/** A field's terms: a title's two-word names are its API name too ("Default validator" is defaultValidator). */
const fieldTerms = (field: Field, text: string) => (field === 'title' ? [...indexTerms(text), ...joinedPairs(text, isOptionalTerm)] : indexTerms(text));

/** The names a record's fields hold whole (text.ts `wholeNames`). */
const recordWholeNames = (record: SearchRecord, fields: Array<[Field, string]>): string[] =>
  [...fields, ...postedFields(record)].flatMap(([, text]) => wholeNames(text));

/** Adds the weighted counts of `fields`' terms (stop words left out) to `counts`. */
export function countTerms(fields: Array<[Field, string]>, counts: Map<string, number>): Map<string, number> {
  for (const [field, text] of fields) for (const t of fieldTerms(field, text)) if (!isStopTerm(t)) counts.set(t, (counts.get(t) ?? 0) + FIELD_WEIGHTS[field]);
  return counts;
}

/** The index file of `tag` from its records (pages in the order their page records come). */
export function buildIndexFile(tag: string, records: SearchRecord[], synonyms: Synonyms = {}): SearchIndexFile {
  const pages: IndexPage[] = [];
  const pageIndex = new Map<string, number>();
  for (const record of records.filter((r) => r.type === 'lvl1')) {
    pageIndex.set(record.url, pages.push([record.url, record.hierarchy.lvl0, record.hierarchy.lvl1]) - 1);
  }
  const out: IndexRecord[] = [];
  const postings = new Map<string, Array<[number, number]>>();
  const whole = new Set<string>();
  for (const record of records) {
    const page = pageIndex.get(pageUrl(record.url));
    if (page === undefined) throw new Error(`Search record ${record.url} has no page record`);
    const { lvl0, lvl1, lvl2, lvl3 } = record.hierarchy;
    const headings = headingFields(record.type, lvl0, lvl1, lvl2, lvl3);
    for (const name of recordWholeNames(record, headings)) whole.add(name);
    const [title] = headings;
    const length = fieldTerms(...title!).length + indexTerms(record.content ?? '').length;
    const id = out.length;
    const anchor = record.url.includes('#') ? record.url.slice(record.url.indexOf('#') + 1) : null;
    out.push([page, lvl2, lvl3, record.type === 'lvl1' ? null : anchor, excerpt(record.content), length]);
    for (const [t, weight] of countTerms(postedFields(record), new Map())) (postings.get(t) ?? postings.set(t, []).get(t)!).push([id, weight]);
  }
  const terms = [...postings.keys()].sort();
  const encoded = terms.map((t) => {
    let previous = 0;
    return postings
      .get(t)!
      .map(([id, weight]) => {
        const delta = (id - previous).toString(36);
        previous = id;
        return weight === 1 ? delta : `${delta}:${weight.toString(36)}`;
      })
      .join(',');
  });
  const wholeList = [...whole].sort().join(' ');
  return { format: INDEX_FORMAT, tag, pages, records: out, terms: frontCode(terms), postings: encoded.join(' '), whole: wholeList, synonyms };
}

/** Sorted terms, front-coded (SearchIndexFile `terms`). */
function frontCode(terms: string[]): string {
  let previous = '';
  return terms
    .map((t) => {
      let shared = 0;
      while (shared < 35 && shared < previous.length && previous[shared] === t[shared]) shared++;
      previous = t;
      return shared.toString(36) + t.slice(shared);
    })
    .join(' ');
}

/** The terms of a front-coded vocabulary. */
export function vocabulary(file: Pick<SearchIndexFile, 'terms'>): string[] {
  let previous = '';
  return file.terms ? file.terms.split(' ').map((item) => (previous = previous.slice(0, parseInt(item[0]!, 36)) + item.slice(1))) : [];
}

/** The names an index file holds whole (SearchIndexFile `whole`). */
export const wholeNamesOf = (file: Pick<SearchIndexFile, 'whole'>): Set<string> => new Set(file.whole ? file.whole.split(' ') : []);

/** The type of a stored record. */
export const recordType = (record: IndexRecord): RecordType => (record[2] !== null ? 'lvl3' : record[1] !== null ? 'lvl2' : 'lvl1');
