/**
 * Algolia-style highlight and snippet results computed from the index terms a query matched
 * (a written word matches by its term or the term of one of its camelCase parts, src/lib/search/text.ts): the
 * words are wrapped in the request's highlight tags (InstantSearch sends its own), and values are
 * HTML-escaped the way Algolia escapes them, so InstantSearch's Highlight and Snippet widgets
 * render them as text.
 */

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface HighlightOptions {
  preTag: string;
  postTag: string;
  escapeHTML: boolean;
}

import { camelParts, term } from './text';

const WORD = /[\p{L}\p{N}_]+/gu;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string, on: boolean) => (on ? text.replace(/[&<>"']/g, (c) => ENTITIES[c]!) : text);

/** Splits text into words and the text between them. */
function tokens(text: string): Array<{ text: string; word: boolean }> {
  const parts: Array<{ text: string; word: boolean }> = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (match.index! > last) parts.push({ text: text.slice(last, match.index), word: false });
    parts.push({ text: match[0], word: true });
    last = match.index! + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), word: false });
  return parts;
}

/** The index term by which a written word matches, if it does. */
function matchOf(word: string, terms: Set<string>): string | undefined {
  const whole = term(word);
  if (terms.has(whole)) return whole;
  return camelParts(word)
    .map(term)
    .find((part) => terms.has(part));
}

function render(parts: Array<{ text: string; word: boolean }>, terms: Set<string>, options: HighlightOptions) {
  const matched = new Set<string>();
  const value = parts
    .map((part) => {
      const match = part.word ? matchOf(part.text, terms) : undefined;
      if (match) {
        matched.add(match);
        return `${options.preTag}${escape(part.text, options.escapeHTML)}${options.postTag}`;
      }
      return escape(part.text, options.escapeHTML);
    })
    .join('');
  return { value, matched };
}

function level(matched: Set<string>, queryWords: number): HighlightResult['matchLevel'] {
  if (matched.size === 0) return 'none';
  return matched.size >= queryWords ? 'full' : 'partial';
}

/** Highlights every matched word of `text`. */
export function highlight(text: string, terms: Set<string>, queryWords: number, options: HighlightOptions): HighlightResult {
  const { value, matched } = render(tokens(text), terms, options);
  return { value, matchLevel: level(matched, queryWords), matchedWords: [...matched] };
}

/** A window of about `words` words around the first match, with "…" where the text was cut. */
export function snippet(text: string, terms: Set<string>, queryWords: number, options: HighlightOptions, words = 20): HighlightResult {
  const parts = tokens(text);
  const wordPositions = parts.flatMap((part, index) => (part.word ? [index] : []));
  if (wordPositions.length <= words) return highlight(text, terms, queryWords, options);
  const firstMatch = wordPositions.findIndex((i) => matchOf(parts[i]!.text, terms) !== undefined);
  const startWord = Math.max(0, Math.min((firstMatch === -1 ? 0 : firstMatch) - Math.floor(words / 3), wordPositions.length - words));
  const start = wordPositions[startWord]!;
  const end = wordPositions[Math.min(startWord + words, wordPositions.length) - 1]! + 1;
  const { value, matched } = render(parts.slice(start, end), terms, options);
  const prefix = startWord > 0 ? '… ' : '';
  const suffix = end < parts.length ? ' …' : '';
  return { value: `${prefix}${value.trim()}${suffix}`, matchLevel: level(matched, queryWords), matchedWords: [...matched] };
}
