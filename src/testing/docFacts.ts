/**
 * What the package-fact and class-fact checks share (checkPackageFacts.ts, checkClassFacts.ts):
 * the `facts` comments of a doc, the block each one marks, the text of tables and paragraphs as
 * inline-code names with what follows them, and the packages installed under node_modules.
 *
 * A facts comment is an MDX comment on its own line, right before the table, paragraph or list
 * it marks; clauses are separated by `;`:
 *
 *     {/* facts: peers of @react-querybuilder/antd@6.5.5 except react-querybuilder *\/}
 *
 * The comment is part of the source only: the page, its Markdown copy and search leave it out.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Content, Parent, Root, Table, TableCell } from 'mdast';
import { parseDoc } from '../gatsby/content/analyzeDoc';
import { nearest } from '../gatsby/content/errors';
import { versionPaths } from '../lib/docFiles';
import { VERSION_PACKAGES } from '../config/examples';
import { listMdx } from './checkExamples';

/** One clause of a facts comment: `peers of a@1 b@2: x y`, `not applied: c`. */
export interface FactClause {
  /** The first words before `of` or `:` (`peers`, `dependencies`, `releases`, `classes`, `not applied`). */
  kind: string;
  /** `name@version` specs after `of` (or after `releases`). */
  subjects: Array<{ name: string; version: string }>;
  /** Names after `:`; undefined when the clause names none. */
  only?: string[];
  /** Names after `except`. */
  except: string[];
}

/** A facts comment and the block it marks. */
export interface MarkedBlock {
  file: string;
  /** Line of the comment. */
  line: number;
  clauses: FactClause[];
  /** The table, paragraph or list right after the comment; undefined when there is none. */
  block?: Content;
}

/** An inline-code name and the text that follows it up to the next code span. */
export interface Mention {
  name: string;
  /** Line of the code span. */
  line: number;
  /** A version or range written right after the name (`>=5`, `(^11)`), when there is one. */
  range?: string;
}

const COMMENT = /^\/\*\s*facts:\s*([\s\S]*?)\s*\*\/$/;
const SPEC = /^(@?[^@\s]+)@(\S+)$/;
/** One comparator set (`>=4.7.0`, `^11`, `7.7.1`); ranges join them with spaces or `||`. */
const COMPARATOR = String.raw`[<>=^~]{0,2}\s?v?\d+(?:\.(?:\d+|x|\*)){0,2}(?:-[0-9A-Za-z.]+)?`;
const RANGE = new RegExp(String.raw`^\s*\(?\s*(${COMPARATOR}(?:\s*(?:\|\|\s*)?${COMPARATOR})*)`);

/** Parses the text of a facts comment; throws on a clause it cannot read. */
export function parseClauses(text: string): FactClause[] {
  return text
    .split(';')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((part) => {
      const [head, list] = part.split(/:(.*)/s).map((s) => s?.trim()) as [string, string | undefined];
      const [before, exceptText] = head.split(/ except /);
      const [kindText, ofText] = before!.split(/ of /);
      const words = kindText!.split(' ');
      // `releases a@1 b@2` has no `of`: its specs follow the kind.
      const specWords = ofText !== undefined ? ofText.split(' ') : words.filter((w) => SPEC.test(w));
      const kind = words.filter((w) => !SPEC.test(w)).join(' ');
      const subjects = specWords.map((word) => {
        const match = SPEC.exec(word);
        if (!match) throw new Error(`"${word}" is not a name@version`);
        return { name: match[1]!, version: match[2]! };
      });
      return { kind, subjects, only: list ? list.split(' ') : undefined, except: exceptText ? exceptText.split(' ') : [] };
    });
}

/** Every facts comment of a doc with the block it marks. Unreadable comments are reported in `failures`. */
export function markedBlocks(source: string, file: string, failures: string[]): MarkedBlock[] {
  // Parsing is most of the cost, and most docs have no facts comment (COMMENT needs the word).
  if (!source.includes('facts:')) return [];
  const found: MarkedBlock[] = [];
  const walk = (parent: Parent) => {
    parent.children.forEach((node, index) => {
      const value = (node.type as string) === 'mdxFlowExpression' ? COMMENT.exec((node as unknown as { value: string }).value.trim()) : null;
      if (value) {
        const line = node.position?.start.line ?? 0;
        try {
          const next = parent.children[index + 1] as Content | undefined;
          const block = next && ['table', 'paragraph', 'list'].includes(next.type) ? next : undefined;
          found.push({ file, line, clauses: parseClauses(value[1]!), block });
        } catch (error) {
          failures.push(`${file}:${line}: this facts comment cannot be read: ${(error as Error).message}.`);
        }
      }
      if ('children' in node) walk(node as Parent);
    });
  };
  walk(parseDoc(source, file) as Root);
  return found;
}

/** The inline-code names of a node, in order, each with the version or range written after it. */
export function mentions(node: Content | TableCell): Mention[] {
  const tokens: Array<{ code?: string; text?: string; line?: number }> = [];
  const flatten = (n: Content | TableCell) => {
    if (n.type === 'inlineCode') tokens.push({ code: n.value, line: n.position?.start.line ?? 0 });
    else if (n.type === 'text') tokens.push({ text: n.value });
    else if ('children' in n) (n.children as Content[]).forEach(flatten);
    else tokens.push({});
  };
  flatten(node);
  return tokens.flatMap((token, index) => {
    if (token.code === undefined) return [];
    const after = tokens[index + 1]?.text;
    const range = after === undefined ? undefined : RANGE.exec(after)?.[1]?.trim();
    return [{ name: token.code, line: token.line!, range }];
  });
}

/** A table's header texts and its body rows (cells), each row with its line. */
export function tableRows(table: Table): { header: string[]; rows: Array<{ line: number; cells: TableCell[] }> } {
  const [head, ...body] = table.children;
  const text = (cell: TableCell): string => cell.children.map((c) => ('value' in c ? c.value : 'children' in c ? text(c as never) : '')).join('');
  return {
    header: (head?.children ?? []).map((cell) => text(cell).trim()),
    rows: body.map((row) => ({ line: row.position?.start.line ?? 0, cells: row.children })),
  };
}

/** A package found under node_modules: its folder and package.json. */
export interface InstalledPackage {
  dir: string;
  json: { name: string; version: string; peerDependencies?: Record<string, string>; dependencies?: Record<string, string> } & Record<string, unknown>;
}

/** Every package directly under `root`/node_modules (aliases included), by `name@version`. */
export function installedPackages(root = process.cwd()): Map<string, InstalledPackage> {
  const modules = path.join(root, 'node_modules');
  const top = fs.readdirSync(modules).flatMap((entry) => {
    if (entry.startsWith('.')) return [];
    if (!entry.startsWith('@')) return [path.join(modules, entry)];
    return fs.readdirSync(path.join(modules, entry)).map((sub) => path.join(modules, entry, sub));
  });
  // A release's own @react-querybuilder packages where npm nests them (react-querybuilder 8.24.1 keeps @react-querybuilder/core so).
  const nested = top.flatMap((dir) => {
    const scope = path.join(dir, 'node_modules', '@react-querybuilder');
    return fs.existsSync(scope) ? fs.readdirSync(scope).map((sub) => path.join(scope, sub)) : [];
  });
  const dirs = [...top, ...nested];
  const found = new Map<string, InstalledPackage>();
  for (const dir of dirs) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as InstalledPackage['json'];
    if (json.name && json.version && !found.has(`${json.name}@${json.version}`)) found.set(`${json.name}@${json.version}`, { dir, json });
  }
  return found;
}

/** Why `name@version` is not installed, with the versions of it that are (or the nearest names). */
export function notInstalled(name: string, version: string, installed: Map<string, InstalledPackage>): string {
  const versions = [...installed.values()].filter((p) => p.json.name === name).map((p) => p.json.version);
  const hint = versions.length
    ? `installed: ${versions.map((v) => `${name}@${v}`).join(', ')}`
    : `nearest installed packages: ${nearest(
        name,
        [...installed.values()].map((p) => p.json.name)
      ).join(', ')}`;
  return `${name}@${version} is not installed (${hint}). Install the exact release as an npm alias in package.json, or name a release that is installed.`;
}

/** Every doc of each docs folder (docs, versioned_docs/version-N) under `contentDir`, by folder. */
export function docsByFolder(contentDir: string, only?: string): Array<{ docsDir: string; files: string[] }> {
  return Object.keys(VERSION_PACKAGES).map((name) => {
    const docsDir = versionPaths(name).docsDir;
    const files = listMdx(path.join(contentDir, docsDir)).filter((file) => !only || path.relative(process.cwd(), file).startsWith(only));
    return { docsDir, files };
  });
}
