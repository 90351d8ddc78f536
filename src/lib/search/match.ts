/**
 * Which index terms a query word matches, and how well (ranking.ts MATCH_QUALITY): the word itself,
 * completions of the word being typed, two query words written as one ("format query" finds
 * formatQuery), the docs' words for a reader's word (synonyms), and, for a word the index knows
 * in none of these ways, words one or two typos away, where a swap of two adjacent letters is one typo.
 */
import type { Synonyms } from './indexFile';
import type { ReadIndex } from './readIndex';
import { isOptionalTerm, isStopTerm, MATCH_QUALITY, TYPO_WORD_LENGTHS } from './ranking';
import { stem, type QueryWord } from './text';

/** A term a word matches: its number in the vocabulary, the match's quality, and the typos it took. */
export interface TermMatch {
  term: number;
  quality: number;
  typos: number;
}

/** Position of `value` in the sorted `terms`, or where it would go. */
function lowerBound(terms: string[], value: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The number of `value` in the vocabulary, or -1. */
export function findTerm(index: ReadIndex, value: string): number {
  const at = lowerBound(index.terms, value);
  return index.terms[at] === value ? at : -1;
}

/**
 * The number of the term of a word written in lower case, or -1: a name the index holds whole, else
 * its stem (text.ts `termIn`, without its case test: typo candidates come by the thousand).
 */
const findWritten = (index: ReadIndex, written: string): number => findTerm(index, index.whole.has(written) ? written : stem(written));

const allowedTypos = (word: string) => (word.length >= TYPO_WORD_LENGTHS.twoTypos ? 2 : word.length >= TYPO_WORD_LENGTHS.oneTypo ? 1 : 0);

/** Keeps the better match of a term. */
function add(matches: Map<number, TermMatch>, term: number, quality: number, typos: number) {
  const known = matches.get(term);
  if (!known || known.quality < quality) matches.set(term, { term, quality, typos });
}

/**
 * The terms of `words[i]`, and of the pair it makes with the next or previous word. A word's `term`
 * is what the searched indexes hold (the engine reads the query with their names kept whole:
 * text.ts `queryWords`). `typos`: whether to undo typos when the index knows the word in no other
 * way (the engine passes false for a word another index in the search holds: `knowsWord`).
 */
export function wordMatches(index: ReadIndex, words: QueryWord[], i: number, synonymsOf: Synonyms = index.synonyms, typos = true): Map<number, TermMatch> {
  const word = words[i]!;
  const matches = new Map<number, TermMatch>();
  const exact = findTerm(index, word.term);
  if (exact >= 0) add(matches, exact, MATCH_QUALITY.exact, 0);
  const synonyms = (key: string, quality: number = MATCH_QUALITY.synonym) => {
    for (const synonym of synonymsOf[key] ?? []) {
      const found = findTerm(index, synonym);
      if (found >= 0) add(matches, found, quality, 0);
    }
  };
  synonyms(word.term);
  // Two words written as one ("format query" is formatQuery), and phrases of two or three words with synonyms ("read only").
  for (const [from, to] of [
    [i - 1, i],
    [i, i + 1],
    [i - 2, i],
    [i - 1, i + 1],
    [i, i + 2],
  ] as const) {
    if (from < 0 || to >= words.length) continue;
    const phrase = words.slice(from, to + 1);
    if (phrase.length === 2 && !phrase.some((w) => isOptionalTerm(w.term))) {
      const found = findWritten(index, phrase[0]!.typed + phrase[1]!.typed);
      if (found >= 0) add(matches, found, MATCH_QUALITY.exact * (from === i ? 1 : MATCH_QUALITY.phraseRest), 0);
    }
    // A phrase says more than its words apart: "read only" means disabled more surely than "read" finds "read".
    // A phrase's term counts in full for the phrase's first word only, so a record is not paid twice for one match.
    synonyms(phrase.map((w) => w.term).join(' '), MATCH_QUALITY.phraseSynonym * (from === i ? 1 : MATCH_QUALITY.phraseRest));
  }
  if (word.prefix && word.typed.length >= 2) {
    // A long completion of a word typed in full is less likely what the reader means.
    for (let t = lowerBound(index.terms, word.typed); t < index.terms.length && index.terms[t]!.startsWith(word.typed); t++) {
      add(matches, t, MATCH_QUALITY.prefix * (exact >= 0 ? word.typed.length / index.terms[t]!.length : 1), 0);
    }
    // A stem the word is on its way past: "operat" (to "operator") has the term "oper". Only for a word
    // that is no term itself: "commonjs" is CommonJS, not on its way past "common" (its completions
    // above are the words it may still become).
    for (let cut = word.typed.length - 1; exact < 0 && cut >= 4 && cut >= word.typed.length - 3; cut--) {
      const found = findTerm(index, word.typed.slice(0, cut));
      if (found >= 0) add(matches, found, MATCH_QUALITY.prefix, 0);
    }
  }
  // Typos only for a word the index does not hold (completions aside): a real word is never "corrected" into another,
  // and a stop word (never indexed) is never "corrected" into an indexed one ("from" is not "form").
  const max = typos && !isStopTerm(word.term) ? allowedTypos(word.term) : 0;
  if (max > 0 && !known(matches)) typoMatches(index, word, max, matches);
  return matches;
}

/** Matches as good as a synonym: the word is a real one, not a typo. */
const known = (matches: Map<number, TermMatch>) => [...matches.values()].some((m) => m.quality >= MATCH_QUALITY.synonym);

/**
 * Whether `index` holds `words[i]` itself (or as a completion, a pair, a synonym). A word one index
 * of a search holds is a real word in the others too, not a typo to undo there: the site pages'
 * small index would otherwise "correct" most words, and pay for it on every new query.
 */
export const knowsWord = (index: ReadIndex, words: QueryWord[], i: number, synonymsOf: Synonyms = index.synonyms): boolean =>
  known(wordMatches(index, words, i, synonymsOf, false));

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const MAX_TWO_TYPO_LENGTH = 14;

/** Every word one edit from `word`: a letter deleted, inserted or replaced, or two adjacent letters swapped. */
export function oneEdit(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of ALPHABET) {
      out.add(head + c + tail);
      if (tail) out.add(head + c + tail.slice(1));
    }
  }
  out.delete(word);
  return out;
}

/**
 * Terms a word reaches with its typos undone: the written word is edited (a typo is in what the
 * reader wrote, not in the stem), and each edit is stemmed and looked up. Two typos are tried only
 * when one finds nothing, and then one of them is a deleted or swapped letter, which keeps it quick.
 */
function typoMatches(index: ReadIndex, word: QueryWord, max: number, matches: Map<number, TermMatch>) {
  // The words before the one being typed come back on every keystroke: their typos are undone once.
  const cache = typoCache.get(index) ?? typoCache.set(index, new Map()).get(index)!;
  const key = `${max}:${word.typed}`;
  let known = cache.get(key);
  if (!known) {
    const found = new Map<number, TermMatch>();
    undoTypos(index, word, max, found);
    known = [...found.values()];
    if (cache.size > 500) cache.clear();
    cache.set(key, known);
  }
  for (const match of known) add(matches, match.term, match.quality, match.typos);
}

const typoCache = new WeakMap<ReadIndex, Map<string, TermMatch[]>>();

function undoTypos(index: ReadIndex, word: QueryWord, max: number, matches: Map<number, TermMatch>) {
  const look = (candidates: Iterable<string>, typos: number) => {
    for (const candidate of candidates) {
      const found = findWritten(index, candidate);
      if (found >= 0) add(matches, found, typos === 1 ? MATCH_QUALITY.oneTypo : MATCH_QUALITY.twoTypos, typos);
    }
  };
  const before = matches.size;
  const first = oneEdit(word.typed);
  look(first, 1);
  // Two typos in a long word would mean some hundred thousand candidates: not on a keystroke.
  if (matches.size > before || max < 2 || word.typed.length > MAX_TWO_TYPO_LENGTH) return;
  const cheap = [...first].filter(
    (edit) => edit.length < word.typed.length || (edit.length === word.typed.length && [...edit].sort().join() === [...word.typed].sort().join())
  );
  for (const edit of cheap) look(oneEdit(edit), 2);
}
