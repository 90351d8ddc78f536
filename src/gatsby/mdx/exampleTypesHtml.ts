/**
 * What a typed example shows (src/gatsby/exampleTypes/ computes it): the `// ^?` results and the
 * expected errors as note lines under their line, in the page, and the quick info of every name in
 * a file of its own, `/types/<key>.json` (the block's cache key: its code and release), fetched when
 * a reader first points at or focuses the block (src/components/mdx/CodeBlock/typeHovers.ts). So
 * hovers add nothing to a page's HTML or JS until they are used, and a page names its hover files
 * before they are computed (src/gatsby/node/exampleTypes.ts writes them).
 *
 * The file is `{ "i": [[typeHtml, docsHtml?], ...], "h": [[line, character, length, i], ...] }`:
 * each distinct quick info once, highlighted, its type names linked to their API entries; and each
 * name by its zero-based line and character in the shown code.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ExampleTypes, QuickInfo } from '../exampleTypes';
import { escapeHtml } from '../../lib/escapeHtml';
import { applyMagicComments } from './codeMeta';
import { highlightLines, tokensToHtml } from './highlight';

/** Where hover files go under public/, and the address they are served at. */
export const TYPES_DIR = 'types';

/** Highlighted `code`, each name with an API entry in `links` linked to it. */
export function linkedTypeHtml(code: string, links: Record<string, string>): string {
  const html = highlightLines(code, 'ts')
    .map((line) => tokensToHtml(line))
    .join('\n');
  // Names in text between tags; an entity (&lt;) is passed over whole.
  return html.replace(/(<[^>]*>)|&[#\w]+;|[A-Za-z_$][\w$]*/g, (match, tag?: string) => {
    if (tag || match.startsWith('&')) return match;
    const href = Object.hasOwn(links, match) ? links[match] : undefined;
    return href ? `<a href="${escapeHtml(href)}">${match}</a>` : match;
  });
}

/** The first paragraph of a doc comment as HTML: `code` spans kept, lines joined. */
export function docsHtml(docs: string): string {
  const first = docs
    .split(/\n\s*\n/)[0]!
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  return first
    .split(/(`[^`]+`)/)
    .map((part) => (part.startsWith('`') && part.endsWith('`') && part.length > 2 ? `<code>${escapeHtml(part.slice(1, -1))}</code>` : escapeHtml(part)))
    .join('');
}

const infoEntry = (info: QuickInfo, links: Record<string, string>) =>
  info.docs ? [linkedTypeHtml(info.text, links), docsHtml(info.docs)] : [linkedTypeHtml(info.text, links)];

/**
 * The hover file of an example, as JSON. `shownLines` maps each line the reader sees to its line in
 * `types.code` (magic comments such as `// highlight-next-line` remove lines after twoslash does).
 */
export function hoverJson(types: ExampleTypes, shownLines: number[], links: Record<string, string>): string | undefined {
  const lineOf = new Map(shownLines.map((source, shown) => [source, shown]));
  const hovers = types.hovers.flatMap((h) => {
    const line = lineOf.get(h.line);
    return line === undefined ? [] : [[line, h.character, h.length, h.info]];
  });
  if (!hovers.length) return undefined;
  return JSON.stringify({ i: types.infos.map((info) => infoEntry(info, links)), h: hovers });
}

/** The address of the hover file of the example with cache key `key` (src/gatsby/exampleTypes/ keyOf). */
export const hoverFileUrl = (key: string): string => `/${TYPES_DIR}/${key.slice(0, 20)}.json`;

/** The hover file of an example (an example without names gets an empty one). */
export const hoverFileJson = (types: ExampleTypes, links: Record<string, string>): string =>
  hoverJson(types, applyMagicComments(types.code.replace(/\n$/, '')).sourceLines, links) ?? '{"i":[],"h":[]}';

/** Writes the hover file of an example under `publicDir`. */
export function writeHoverFile(types: ExampleTypes, key: string, links: Record<string, string>, publicDir: string): void {
  const json = hoverFileJson(types, links);
  const file = path.join(publicDir, hoverFileUrl(key));
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === json) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, json);
  fs.renameSync(temp, file);
}

/**
 * The note lines under shown line `line`: each `// ^?` result (the name's quick info, under a caret
 * at its column) and each expected error. They are not code: copying the block leaves them out.
 */
export function noteLinesHtml(types: ExampleTypes, sourceLine: number, links: Record<string, string>): string {
  const caret = (character: number) => `<span class="twoslash-caret" aria-hidden="true">${' '.repeat(character)}^ </span>`;
  const queries = types.queries
    .filter((q) => q.line === sourceLine)
    .map((q) => `<span class="twoslash-note twoslash-query">${caret(q.character)}<span class="twoslash-text">${linkedTypeHtml(q.text, links)}</span>\n</span>`);
  const errors = types.errors
    .filter((e) => e.line === sourceLine)
    .map(
      (e) =>
        `<span class="twoslash-note twoslash-error">${caret(e.character)}<span class="twoslash-text">error TS${e.code}: ${escapeHtml(e.message)}</span>\n</span>`
    );
  return [...queries, ...errors].join('');
}
