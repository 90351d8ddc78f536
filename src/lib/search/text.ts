/**
 * How search reads text, the same on both sides: the build indexes a doc's words with
 * `indexTerms`, and the engine reads a query with `queryWords`, so a word always meets itself.
 * Words are lower-cased and stemmed (Porter: "operators", "operation" are "oper"; "dragging" is
 * "drag"); an API name is indexed whole and by its parts ("formatQuery": formatqueri, format,
 * queri), as Algolia's `camelCaseAttributes` does.
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

/** A phrase as one key (its words' terms, joined by spaces): how synonyms are looked up. */
export const phraseKey = (phrase: string): string => words(phrase).map(term).join(' ');

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
  term: string;
  /** The word as typed, lower case, before stemming (for prefix matching). */
  typed: string;
  prefix: boolean;
}

/** The words of a query, each whole (a camelCase name stays one word, as the reader typed it). */
export function queryWords(query: string): QueryWord[] {
  const list = words(query);
  const open = /[\p{L}\p{N}_]$/u.test(query);
  return list.map((word, i) => {
    const typed = word.toLowerCase();
    return { term: term(word), typed, prefix: open && i === list.length - 1 };
  });
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
