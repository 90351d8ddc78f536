/**
 * Checks what the docs' prose says about deprecation against the `@deprecated` tags of the
 * release each docs folder documents (./deprecatedExports.ts reads them from its .d.ts files),
 * both ways. Only names written in code spans are read (`name`, `name()`, `<Name />`), and
 * only those the release exports: props, formats and other packages' names are left alone.
 *
 * A claim is one occurrence of the word "deprecated" (any case) in the text of a sentence of a
 * paragraph or heading, or of a table cell (code blocks and code spans are not prose).
 *
 * 1. The names it covers:
 *    - after a name, "(deprecated" covers that name alone: `useOptionListProp` (deprecated);
 *    - after "the", "a" or "an" (but not "is a"…), it covers only the names right after it:
 *      "the deprecated `mongodb` string", not the `Rule` of "pass `Rule` rather than the
 *      deprecated props";
 *    - otherwise, the names before it in its sentence (back to the previous claim) and the list
 *      of names right after it ("deprecated `a`, `b` and `c`"); names later in the sentence are
 *      what it is compared with ("deprecated in favour of `Option`");
 *    - in a table cell whose sentence names nothing before it, also the names of the row's first
 *      cell, the row's subject ("| `uniqByName` | … | Deprecated name of `uniqByIdentifier`. |");
 *      in a header cell, the names of every cell of its column (a "Deprecated" column).
 * 2. A claim is negative when "not", "no longer", "never", "isn't" or "aren't" comes at most
 *    one word before it ("is not deprecated", "is not marked deprecated"): the names it covers
 *    must not be deprecated. Otherwise they must be.
 * 3. The other way: text about a deprecated export says "deprecated": a table row whose first
 *    cell is just its name (or the row's column header says it), a list item that starts with
 *    its name in a code span, and the first paragraph of the section under a heading that is
 *    just its name.
 *
 * An export counts as deprecated when every declaration of it is tagged; one that is tagged in
 * some overloads only (8.x's `formatQuery`) may be called either.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Content, Heading, Parent, Table } from 'mdast';
import { parseDoc } from '../gatsby/content/analyzeDoc';
import { EXAMPLE_PACKAGES } from './checkExamples';
import { releaseExports, type ExportDeprecation, type ReleaseExports } from './deprecatedExports';
import { docsByFolder } from './docFacts';

export interface DeprecationReport {
  /** Names compared with the release, by docs folder: one per name a claim covers, and per row, list item or heading of rule 3. */
  checked: Record<string, number>;
  /** "file:line: problem" for each claim the release contradicts. */
  failures: string[];
}

/** Prose (`text`) or a code span (`code`), with its line. */
export type Token = { text: string; line: number; code?: undefined } | { code: string; line: number; text?: undefined };
/** A name a code span gives: `name`, `name()` or `<Name />`. */
interface Named {
  name: string;
  line: number;
}
/** One claim: the names it covers, and whether it says they are not deprecated. */
interface Claim {
  names: Named[];
  negative: boolean;
}

const WORD = /\bdeprecated\b/gi;
const SAYS = /\bdeprecated\b/i;
const NAME = /^(?:<([A-Za-z_$][\w$]*)\s*\/?>|([A-Za-z_$][\w$]*)(?:\(\))?)$/;
const NEGATION = /\b(?:not|no longer|never|isn['’]t|aren['’]t)\s+(?:\w+\s+)?$/i;
const ARTICLE = /\b(?:the|a|an)\s+$/i;
const COPULA = /\b(?:is|are|was|were|be|been)\s+(?:the|a|an)\s+$/i;
/** Sentence ends: `.`, `!` or `?` and a space before a capital, a parenthesis or a code span; not after e.g./i.e. */
const SENTENCE_END = /(?<!\b(?:e\.g|i\.e|cf|vs))[.!?]\s+(?=[A-Z(]|$)/g;

const nameOf = (code: string): string | undefined => {
  const match = NAME.exec(code.trim());
  return match ? (match[1] ?? match[2]) : undefined;
};
const namesIn = (tokens: Token[]): Named[] =>
  tokens.flatMap((t) => {
    const name = t.code === undefined ? undefined : nameOf(t.code);
    return name ? [{ name, line: t.line }] : [];
  });
const proseOf = (tokens: Token[]) => tokens.map((t) => t.text ?? '').join('');

/** The code spans and text of an inline node, in order (links and emphasis read through). */
function tokensOf(node: Content, out: Token[] = []): Token[] {
  const line = node.position?.start.line ?? 0;
  if (node.type === 'inlineCode') out.push({ code: node.value, line });
  else if (node.type === 'text') out.push({ text: node.value, line });
  else if (node.type === 'break') out.push({ text: ' ', line });
  else if ('children' in node) for (const child of node.children as Content[]) tokensOf(child, out);
  return out;
}

/** Splits a run of tokens into sentences. */
export function sentences(tokens: Token[]): Token[][] {
  const result: Token[][] = [[]];
  tokens.forEach((token, index) => {
    if (token.text === undefined) return result[result.length - 1]!.push(token);
    const next = tokens[index + 1];
    const nextStarts = next !== undefined && (next.code !== undefined || /^[A-Z(]/.test(next.text));
    let start = 0;
    for (const match of token.text.matchAll(SENTENCE_END)) {
      const end = match.index + match[0].length;
      if (end === token.text.length && next && !nextStarts) continue;
      result[result.length - 1]!.push({ text: token.text.slice(start, end), line: token.line });
      result.push([]);
      start = end;
    }
    result[result.length - 1]!.push({ text: token.text.slice(start), line: token.line });
  });
  return result.filter((s) => s.some((t) => t.code !== undefined || t.text.trim()));
}

/** The names written right after position `offset` of text token `index`: "deprecated `a`, `b` and `c`". */
function namesRightAfter(sentence: Token[], index: number, offset: number): Named[] {
  if (!/^:?\s*$/.test(sentence[index]!.text!.slice(offset))) return [];
  const found: Named[] = [];
  for (let i = index + 1; i < sentence.length; i++) {
    const token = sentence[i]!;
    if (token.code !== undefined) found.push(...namesIn([token]));
    else if (!/^\s*,?\s*(?:(?:and|or)\s+)?$/.test(token.text)) break;
  }
  return found;
}

/** The claims of one sentence; `subject` is what a claim with no name before it covers (a table row's first cell). */
export function claimsOf(sentence: Token[], subject: Named[] = []): Claim[] {
  const claims: Claim[] = [];
  let since = 0;
  sentence.forEach((token, index) => {
    if (token.text === undefined) return;
    for (const match of token.text.matchAll(WORD)) {
      const before = token.text.slice(0, match.index);
      const after = namesRightAfter(sentence, index, match.index + match[0].length);
      const negative = NEGATION.test(before);
      const previous = sentence[index - 1];
      if (previous?.code !== undefined && /^\s*\($/.test(before)) claims.push({ names: namesIn([previous]), negative });
      else if (ARTICLE.test(before) && !COPULA.test(before)) claims.push({ names: after, negative });
      else {
        const earlier = namesIn(sentence.slice(since, index));
        const noneBefore = !sentence.slice(0, index).some((t) => t.code !== undefined);
        claims.push({ names: [...earlier, ...after, ...(noneBefore ? subject : [])], negative });
      }
      since = index + 1;
    }
  });
  return claims;
}

/** Checks every docs folder under `contentDir` against the release it documents; `only` filters files by path prefix. */
export function checkDeprecations(contentDir: string, only?: string): DeprecationReport {
  const report: DeprecationReport = { checked: {}, failures: [] };
  for (const { docsDir, files } of docsByFolder(contentDir, only)) {
    const release = releaseExports(path.resolve('node_modules', EXAMPLE_PACKAGES[docsDir]!));
    report.checked[docsDir] = 0;
    const deprecated = [...release.exports].filter(([, e]) => e.deprecated === 'all').map(([name]) => name);
    for (const absolute of files) {
      const source = fs.readFileSync(absolute, 'utf8');
      // Parsing is most of the cost: a doc that neither says "deprecated" nor names a deprecated export has nothing to check.
      if (!SAYS.test(source) && !deprecated.some((name) => source.includes(name))) continue;
      const file = path.relative(process.cwd(), absolute);
      const doc: DocCheck = { release, checked: 0, fail: (line, problem) => report.failures.push(`${file}:${line}: ${problem}`) };
      walk(parseDoc(source, file), doc);
      report.checked[docsDir] += doc.checked;
    }
  }
  return report;
}

/** One doc's check: the release it is compared with, the names checked so far, and where failures go. */
interface DocCheck {
  release: ReleaseExports;
  checked: number;
  fail: (line: number, problem: string) => void;
}

/** A deprecated export that a row, list item or heading is about. */
type Subject = Named & { found: ExportDeprecation };

const tagText = (e: ExportDeprecation) => `@deprecated in ${e.file}${e.note ? `: "${e.note}"` : ''}`;

/** Rules 1 and 2: each name a claim covers is deprecated, or not, as it says. */
function checkClaims(doc: DocCheck, claims: Claim[], where: string): void {
  for (const { names, negative } of claims) {
    for (const { name, line } of names) {
      const found = doc.release.exports.get(name);
      if (!found) continue;
      doc.checked++;
      if (!negative && found.deprecated === 'none')
        doc.fail(line, `\`${name}\` is not deprecated in ${doc.release.label} (its .d.ts has no @deprecated tag), but this ${where} says it is.`);
      if (negative && found.deprecated === 'all')
        doc.fail(line, `\`${name}\` is deprecated in ${doc.release.label} (${tagText(found)}), but this ${where} says it is not.`);
    }
  }
}

/** The deprecated export whose name is all the text of `tokens` (a code span or plain text), if any. */
function subjectOf(doc: DocCheck, tokens: Token[]): Subject | undefined {
  const name = nameOf(tokens.map((t) => t.code ?? t.text).join(''));
  const found = name === undefined ? undefined : doc.release.exports.get(name);
  return found?.deprecated === 'all' ? { name: name!, line: tokens[0]!.line, found } : undefined;
}

/** Rule 3: the text about a deprecated export (`where`, starting at `line`) says "deprecated". */
function requireSays(doc: DocCheck, subject: Subject | undefined, text: string | undefined, line: number, where: string): void {
  if (!subject) return;
  doc.checked++;
  if (text === undefined || !SAYS.test(text))
    doc.fail(
      line,
      `\`${subject.name}\` is deprecated in ${doc.release.label} (${tagText(subject.found)}), but ${where} does not say so: write "deprecated" there.`
    );
}

function walk(parent: Parent, doc: DocCheck): void {
  parent.children.forEach((node, index) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'paragraph') for (const s of sentences(tokensOf(node))) checkClaims(doc, claimsOf(s), 'sentence');
    else if (node.type === 'heading') {
      for (const s of sentences(tokensOf(node))) checkClaims(doc, claimsOf(s), 'heading');
      const first = firstParagraph(parent.children.slice(index + 1));
      requireSays(doc, subjectOf(doc, headingTokens(node)), first && proseOf(tokensOf(first)), line, 'the first paragraph of its section');
    } else if (node.type === 'table') checkTable(node, doc);
    else if ('children' in node) {
      if (node.type === 'listItem') {
        const first = tokensOf(node).find((t) => t.code !== undefined || t.text.trim());
        requireSays(doc, first && subjectOf(doc, [first]), proseOf(tokensOf(node)), line, 'its list item');
      }
      walk(node as Parent, doc);
    }
  });
}

/** A heading's tokens without a trailing `{#anchor}`. */
function headingTokens(heading: Heading): Token[] {
  const tokens = tokensOf(heading);
  const last = tokens[tokens.length - 1];
  if (last?.text !== undefined) tokens[tokens.length - 1] = { text: last.text.replace(/\s*\\?\{#[^}]*\}\s*$/, ''), line: last.line };
  return tokens;
}

/** The first paragraph of a section (its nodes up to the next heading), inside lists and admonitions too. */
function firstParagraph(nodes: Content[]): Content | undefined {
  for (const node of nodes) {
    if (node.type === 'heading') return undefined;
    if (node.type === 'paragraph') return node;
    if (node.type === 'code' || !('children' in node)) continue;
    const inner = firstParagraph(node.children as Content[]);
    if (inner) return inner;
  }
  return undefined;
}

/** A table's claims, by cell (rule 1: a body cell may cover its row's first cell, a header cell its column), and rule 3 by row. */
function checkTable(table: Table, doc: DocCheck): void {
  const [head = [], ...body] = table.children.map((row) => row.children.map((cell) => tokensOf(cell)));
  body.forEach((cells) => {
    const subject = namesIn(cells[0] ?? []);
    for (const cell of cells) for (const s of sentences(cell)) checkClaims(doc, claimsOf(s, subject), 'table row');
  });
  head.forEach((cell, column) => {
    const columnNames = body.flatMap((cells) => namesIn(cells[column] ?? []));
    for (const s of sentences(cell)) checkClaims(doc, claimsOf(s, columnNames), 'column header');
  });
  const headed = SAYS.test(proseOf(head[0] ?? []));
  body.forEach((cells, index) => {
    const text = headed ? 'deprecated' : proseOf(cells.flat());
    requireSays(doc, cells[0]?.length ? subjectOf(doc, cells[0]) : undefined, text, table.children[index + 1]!.position?.start.line ?? 0, 'its table row');
  });
}
