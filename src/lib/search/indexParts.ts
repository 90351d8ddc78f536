/**
 * An index file served in parts, so a first search downloads what it reads and not the whole
 * version: a head (pages, records without their excerpts, the vocabulary, synonyms) and small part
 * files, each holding the postings of a run of terms or the excerpts of a run of records. A query
 * fetches the postings of the terms its words match, then the excerpts of the hits it shows
 * (src/lib/search/client.ts), and the rest once the answer is out. Parts are named by a hash of
 * what they hold, so a head never meets a part of another build.
 *
 * The relevance bench loads a head with every part (`partNames`); develop, the unit tests and the
 * e2e Algolia stand-in use whole files, which read as a head with its one postings part loaded.
 */
import { INDEX_FORMAT, type SearchIndexFile } from './indexFile';
import { addPostings, fullEntries, type ReadIndex } from './readIndex';

/** Characters of postings, and of excerpts, a part holds at most (besides one term or record that is longer alone). */
export const PART_CHARACTERS = { postings: 3000, excerpts: 2000 };

export type PartKind = keyof typeof PART_CHARACTERS;

/** A part file (/search/<tag>.<name>.json). */
export interface IndexPart {
  format: typeof INDEX_FORMAT;
  tag: string;
  kind: PartKind;
  /** Its number among the head's parts of its kind. */
  part: number;
  /** kind postings: SearchIndexFile `postings` of its terms; kind excerpts: the excerpts of its records. */
  postings?: string;
  excerpts?: string[];
}

/** Where a part of `tag` is served. */
export const partUrl = (tag: string, name: string): string => `/search/${tag}.${name}.json`;

/** Splits `items` into runs of at most `limit` characters (an item longer alone gets its own run): the first item of each. */
function runs(sizes: number[], limit: number): number[] {
  const starts: number[] = [];
  let used = Infinity;
  sizes.forEach((size, i) => {
    if (used + size > limit) {
      starts.push(i);
      used = 0;
    }
    used += size;
  });
  return starts.length ? starts : [0];
}

/** The head of a whole index file and its parts; `hash` names a part by its text. */
export function splitIndexFile(
  file: SearchIndexFile,
  hash: (text: string) => string,
  limits = PART_CHARACTERS
): { head: SearchIndexFile; parts: Array<{ name: string; part: IndexPart }> } {
  const lists = file.postings ? file.postings.split(' ') : [];
  const { pages, records } = fullEntries(file);
  const excerpts = records.map((record) => record[4]);
  const cut = <T>(items: T[], starts: number[], i: number) => items.slice(starts[i], starts[i + 1] ?? items.length);
  const make = (kind: PartKind, starts: number[], content: (i: number) => Pick<IndexPart, 'postings' | 'excerpts'>) =>
    starts.map((_, i) => {
      const part: IndexPart = { format: INDEX_FORMAT, tag: file.tag, kind, part: i, ...content(i) };
      return { first: starts[i]!, name: hash(JSON.stringify(part)), part };
    });
  const postingStarts = runs(
    lists.map((l) => l.length + 1),
    limits.postings
  );
  const excerptStarts = runs(
    excerpts.map((e) => e.length + 3),
    limits.excerpts
  );
  const postings = make('postings', postingStarts, (i) => ({ postings: cut(lists, postingStarts, i).join(' ') }));
  const texts = make('excerpts', excerptStarts, (i) => ({ excerpts: cut(excerpts, excerptStarts, i) }));
  const head: SearchIndexFile = {
    ...file,
    // Shortened as `fullEntries` reads them: a page's own record as its length, an API entry's title left to its URL.
    pages: pages.map(([url, lvl0, lvl1]) => (url.endsWith(`/${lvl1}`) ? [url, lvl0] : [url, lvl0, lvl1])),
    records: records.map((record) => (record[1] === null ? record[5] : [record[0], record[1], record[2], record[3], '', record[5]])),
    postings: '',
    parts: { postings: postings.map((p) => [p.first, p.name]), excerpts: texts.map((p) => [p.first, p.name]) },
  };
  return { head, parts: [...postings, ...texts].map(({ name, part }) => ({ name, part })) };
}

/** Puts a part into the index it belongs to. */
export function addPart(index: ReadIndex, part: IndexPart): void {
  if (part.format !== INDEX_FORMAT)
    throw new Error(`Search index part ${part.tag} ${part.part} has format ${String(part.format)}, this site reads ${INDEX_FORMAT}`);
  if (part.kind === 'postings') return addPostings(index, part.part, part.postings ?? '');
  const { loaded, parts } = index.pending;
  if (loaded.excerpts.has(part.part)) return;
  const first = parts.excerpts[part.part]![0];
  (part.excerpts ?? []).forEach((text, k) => (index.records[first + k]![4] = text));
  loaded.excerpts.add(part.part);
}

/** The number of the run (of `starts`, ascending) that holds item `i`. */
function runOf(starts: Array<[number, string]>, i: number): number {
  let run = 0;
  while (run + 1 < starts.length && starts[run + 1]![0] <= i) run++;
  return run;
}

/** The name of the postings part term `t` (of `index.terms`) waits for, or undefined when its postings are there. */
export function postingsPartOf(index: ReadIndex, t: number): string | undefined {
  if (index.postings[t]) return undefined;
  const { parts, inVocabulary, loaded } = index.pending;
  const run = runOf(parts.postings, inVocabulary[t]!);
  return loaded.postings.has(run) ? undefined : parts.postings[run]![1];
}

/** The name of the excerpts part record `id` waits for, or undefined when its excerpt is there. */
export function excerptsPartOf(index: ReadIndex, id: number): string | undefined {
  const { parts, loaded } = index.pending;
  if (!parts.excerpts.length) return undefined;
  const run = runOf(parts.excerpts, id);
  return loaded.excerpts.has(run) ? undefined : parts.excerpts[run]![1];
}

/** The names of the parts of `index` not loaded yet. */
export function unloadedParts(index: ReadIndex): string[] {
  const { parts, loaded } = index.pending;
  return [
    ...parts.postings.filter((_, i) => !loaded.postings.has(i)).map(([, name]) => name),
    ...parts.excerpts.filter((_, i) => !loaded.excerpts.has(i)).map(([, name]) => name),
  ];
}

/** Every part name of a head, for a reader that loads them all. */
export const partNames = (head: SearchIndexFile): string[] => [...(head.parts?.postings ?? []), ...(head.parts?.excerpts ?? [])].map(([, name]) => name);
