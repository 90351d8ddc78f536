/**
 * How search reads text, the same on both sides: the build indexes a doc's words with
 * `indexTerms`, and the engine reads a query with `queryWords`, so a word always meets itself.
 * Words are lower-cased and stemmed (Porter: "operators", "operation" are "oper"; "dragging" is
 * "drag"); an API name is indexed whole and by its parts ("formatQuery": formatqueri, format,
 * queri), as Algolia's `camelCaseAttributes` does.
 *
 * A name that ends in an acronym is indexed unstemmed ("CommonJS" is commonjs), so a word read
 * without its case (a query, a synonym) takes the index's word for it: `termIn` asks the index's
 * list of such names (indexFile.ts `whole`) whether the word is one of them.
 */
import { stemmer } from 'stemmer';

const WORD = /[\p{L}\p{N}_]+/gu;
/** Where a camelCase or PascalCase name splits: "parseSQL" -> parse|SQL, "RuleGroupType" -> Rule|Group|Type. */
const CAMEL = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

const stems = new Map<string, string>();

/** The stem of a lower-case word (numbers and one-letter words stay as they are); each word's stem is worked out once. */
export function stem(word: string): string {
  if (word.length < 3 || /\d/.test(word)) return word;
  let found = stems.get(word);
  if (found === undefined) stems.set(word, (found = stemmer(word)));
  return found;
}

/** The words of a text as written (case kept), in order. */
export const words = (text: string): string[] => text.match(WORD) ?? [];

/**
 * A written word as the index holds it: lower case, stemmed, but for an API name that ends in an
 * acronym ("RuleGroupTypeIC", "parseSQL"), whose last letters are no English suffix: stemmed,
 * RuleGroupTypeIC would be RuleGroupType.
 */
export const term = (word: string): string => (endsInAcronym(word) ? word.toLowerCase() : stem(word.toLowerCase()));

const endsInAcronym = (word: string): boolean => /^\p{Lu}{2,}$/u.test(camelParts(word).at(-1) ?? '');

/** Whether a lower-case word is a name the index holds whole (indexFile.ts `whole`). */
export type IsWhole = (lower: string) => boolean;

const noWholeNames: IsWhole = () => false;

/**
 * A word as the index holds it, when its case may be lost (typed by a reader, written in a
 * synonyms file): the word itself, lower case, where `isWhole` says the index holds it as a name
 * kept whole ("commonjs" is CommonJS, "rulegrouptypeic" RuleGroupTypeIC), else its `term`. Stemmed,
 * such a name is no term ("commonj") or another name's ("rulegrouptyp" is RuleGroupType). Only
 * those names, not every word of the vocabulary: "condition" is a term too (the stem of
 * "conditional"), but a reader who types it means the word whose stem is "condit".
 */
export function termIn(word: string, isWhole: IsWhole): string {
  const lower = word.toLowerCase();
  return isWhole(lower) ? lower : term(word);
}

/**
 * The written words of `text` that `term` keeps whole and stemming would change ("CommonJS",
 * "RuleGroupTypeIC"), lower case: the names an index lists so that `termIn` finds them.
 */
export const wholeNames = (text: string): string[] =>
  words(text).flatMap((word) => {
    const lower = word.toLowerCase();
    return endsInAcronym(word) && stem(lower) !== lower ? [lower] : [];
  });

/** A phrase as one key (its words' terms, joined by spaces): how synonyms are looked up. */
export const phraseKey = (phrase: string, isWhole: IsWhole = noWholeNames): string =>
  words(phrase)
    .map((word) => termIn(word, isWhole))
    .join(' ');

/** The parts of a camelCase name ("showNotToggle" -> show, Not, Toggle), or [] for a plain word. */
export function camelParts(word: string): string[] {
  const parts = word.split(CAMEL);
  return parts.length > 1 ? parts : [];
}

/**
 * The terms a text contributes to the index, repeats kept (they count): each word, and the parts
 * of each camelCase name.
 */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    out.push(term(word));
    for (const part of camelParts(word)) out.push(term(part));
  }
  return out;
}

/** A query word: its term and whether the reader may still be typing it (the last, with no space after). */
export interface QueryWord {
  /** The word as the index holds it (`termIn`). */
  term: string;
  /** The word as typed, lower case, before stemming (for prefix matching). */
  typed: string;
  prefix: boolean;
}

/**
 * The words of a query, each whole (a camelCase name stays one word, as the reader typed it).
 * `isWhole`: the names the searched indexes hold whole, so "commonjs" typed in lower case is CommonJS.
 */
export function queryWords(query: string, isWhole: IsWhole = noWholeNames): QueryWord[] {
  const list = words(query);
  const open = /[\p{L}\p{N}_]$/u.test(query);
  return list.map((word, i) => ({ term: termIn(word, isWhole), typed: word.toLowerCase(), prefix: open && i === list.length - 1 }));
}

/**
 * Each two adjacent words of a text written as one, as terms ("Default validator" ->
 * defaultvalid), but for pairs with a word `skip` names (a stop word) or of one or two letters.
 */
export function joinedPairs(text: string, skip: (term: string) => boolean): string[] {
  const list = words(text).map((w) => w.toLowerCase());
  const joinable = (w: string) => w.length > 2 && !skip(stem(w));
  return list.slice(1).flatMap((second, i) => (joinable(list[i]!) && joinable(second) ? [stem(list[i]! + second)] : []));
}
