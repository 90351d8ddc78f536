/**
 * An index file read for searching (./indexFile.ts): its postings decoded, with the words of the
 * headings it keeps counted in, once; a head's postings as their parts come (./indexParts.ts).
 */
import {
  countTerms,
  headingFields,
  INDEX_FORMAT,
  recordType,
  vocabulary,
  wholeNamesOf,
  type IndexPage,
  type IndexRecord,
  type SearchIndexFile,
  type Synonyms,
} from './indexFile';

/** Every term of an index file: its postings' and its headings' (counted on reading). */
export const termsOf = (file: SearchIndexFile): Set<string> => new Set([...vocabulary(file), ...headingPostings(fullEntries(file)).keys()]);

/** An index file read for searching. */
export interface ReadIndex {
  tag: string;
  pages: IndexPage[];
  records: IndexRecord[];
  /** The vocabulary, sorted. */
  terms: string[];
  /** Per term: record ids and weights, interleaved (undefined while its part is not loaded). */
  postings: Array<Int32Array | undefined>;
  /** SearchIndexFile `whole`. */
  whole: Set<string>;
  synonyms: Synonyms;
  /** Mean record length, for BM25. */
  averageLength: number;
  /** What the parts of a head will fill in (./indexParts.ts). */
  pending: Pending;
}

/** The parts of an index still to load, and what decoding their postings needs. */
export interface Pending {
  parts: NonNullable<SearchIndexFile['parts']>;
  /** Numbers of the postings and excerpt parts loaded. */
  loaded: { postings: Set<number>; excerpts: Set<number> };
  /** The file's vocabulary (`terms` of the file, which the headings' words join on reading). */
  vocabulary: string[];
  /** Per term of `vocabulary`, its number in `ReadIndex.terms`; and back (-1: a word only headings hold). */
  vocabAt: Int32Array;
  inVocabulary: Int32Array;
  /** Headings' counts of vocabulary terms whose postings are still to load. */
  fromHeadings: Map<string, Map<number, number>>;
}

/** A file's pages and records in full, as a head shortens them (./indexParts.ts `splitIndexFile`). */
export function fullEntries(file: Pick<SearchIndexFile, 'pages' | 'records'>): { pages: IndexPage[]; records: IndexRecord[] } {
  const pages = file.pages.map(([url, lvl0, lvl1]): IndexPage => [url, lvl0, lvl1 ?? url.slice(url.lastIndexOf('/') + 1)]);
  let page = -1;
  const records = file.records.map((record): IndexRecord => {
    if (typeof record === 'number') return [++page, null, null, null, '', record];
    if (record[1] === null) page = record[0];
    return record;
  });
  return { pages, records };
}

/** Per term, the records whose headings hold it and its weighted count there (each distinct heading's terms counted once). */
function headingPostings({ pages, records }: { pages: IndexPage[]; records: IndexRecord[] }): Map<string, Map<number, number>> {
  const counted = new Map<string, Map<string, number>>();
  const postings = new Map<string, Map<number, number>>();
  records.forEach((record, id) => {
    const [, lvl0, lvl1] = pages[record[0]]!;
    for (const field of headingFields(recordType(record), lvl0, lvl1, record[1], record[2])) {
      const key = `${field[0]}\0${field[1]}`;
      const counts = counted.get(key) ?? counted.set(key, countTerms([field], new Map())).get(key)!;
      for (const [term, weight] of counts) {
        const list = postings.get(term) ?? postings.set(term, new Map()).get(term)!;
        list.set(id, (list.get(id) ?? 0) + weight);
      }
    }
  });
  return postings;
}

/**
 * Reads an index file, its headings' terms counted in (`headingFields`) once, here. A whole file's
 * postings are decoded now; a head's when their parts come (`addPostings`).
 */
export function readIndexFile(file: SearchIndexFile): ReadIndex {
  if (file.format !== INDEX_FORMAT) throw new Error(`Search index ${file.tag} has format ${String(file.format)}, this site reads ${INDEX_FORMAT}`);
  const { pages, records } = fullEntries(file);
  const fromHeadings = headingPostings({ pages, records });
  const words = vocabulary(file);
  // Words only headings hold join the vocabulary, which stays sorted.
  const terms = [...new Set([...words, ...fromHeadings.keys()])].sort();
  const at = new Map(terms.map((term, t) => [term, t]));
  const postings = Array<Int32Array | undefined>(terms.length);
  const vocabAt = Int32Array.from(words, (term) => at.get(term)!);
  const inVocabulary = new Int32Array(terms.length).fill(-1);
  vocabAt.forEach((t, v) => (inVocabulary[t] = v));
  for (const [term, list] of fromHeadings) if (inVocabulary[at.get(term)!] === -1) postings[at.get(term)!] = Int32Array.from([...list].flat());
  const parts = file.parts ?? { postings: [[0, file.tag]], excerpts: [] };
  const total = records.reduce((sum, record) => sum + record[5], 0);
  const index: ReadIndex = {
    tag: file.tag,
    pages,
    records,
    terms,
    postings,
    whole: wholeNamesOf(file),
    synonyms: file.synonyms,
    averageLength: total / Math.max(1, records.length),
    pending: { parts, loaded: { postings: new Set(), excerpts: new Set() }, vocabulary: words, vocabAt, inVocabulary, fromHeadings },
  };
  if (!file.parts) addPostings(index, 0, file.postings);
  return index;
}

/** Decodes the postings of part `part` (`SearchIndexFile` postings, for the terms the part begins at) into `index`. */
export function addPostings(index: ReadIndex, part: number, encoded: string): void {
  const { pending } = index;
  if (pending.loaded.postings.has(part)) return;
  const lists = encoded ? encoded.split(' ') : [];
  const first = pending.parts.postings[part]![0];
  lists.forEach((list, k) => {
    const term = pending.vocabulary[first + k]!;
    const extra = pending.fromHeadings.get(term);
    pending.fromHeadings.delete(term);
    const items = list.split(',');
    const out = new Int32Array((items.length + (extra?.size ?? 0)) * 2);
    let id = 0;
    let n = 0;
    for (const item of items) {
      const colon = item.indexOf(':');
      id += parseInt(colon === -1 ? item : item.slice(0, colon), 36);
      out[n++] = id;
      out[n++] = (colon === -1 ? 1 : parseInt(item.slice(colon + 1), 36)) + (extra?.get(id) ?? 0);
      extra?.delete(id);
    }
    for (const [heading, weight] of extra ?? []) [out[n++], out[n++]] = [heading, weight];
    index.postings[pending.vocabAt[first + k]!] = out.subarray(0, n);
  });
  pending.loaded.postings.add(part);
}
