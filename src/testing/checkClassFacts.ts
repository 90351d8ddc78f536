/**
 * Checks the class tables of the docs: a CSS class the docs say the builder adds must be added by
 * the code of the release they document. A facts comment before the table names the releases
 * (src/testing/docFacts.ts has the syntax) and the classes the table says nothing adds:
 *
 *     {/* facts: classes of react-querybuilder@5.4.1 @react-querybuilder/dnd@5.4.1; not applied: dndCopy *\/}
 *
 * Every class in the table's "Class" column is then read from the releases' ES module builds
 * (the entry file and the chunks it imports, parsed with acorn). A class counts as applied when
 * the code reads it from `standardClassnames` (the object that maps keys to the standard classes,
 * found by its `queryBuilder: 'queryBuilder'` entry, or an import of it), as every component of
 * 3.x to 7.x does; its definition does not count, nor does the stylesheet. 8.x's components import
 * @react-querybuilder/core, whose tables name the keys (read too: see classUse). A class listed
 * after `not applied:` must not be applied.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, type Node } from 'acorn';
import type { Table } from 'mdast';
import { nearest } from '../gatsby/content/errors';
import type { FactsReport } from './checkPackageFacts';
import { docsByFolder, installedPackages, markedBlocks, mentions, notInstalled, tableRows, type InstalledPackage } from './docFacts';

/** What a set of releases does with classes. */
export interface ClassUse {
  /** Classes the code adds to elements. */
  applied: Set<string>;
  /** Every class of `standardClassnames`. */
  standard: Set<string>;
}

type AnyNode = Node & Record<string, unknown>;

/** The ES module files of every entry point in the package's `exports` (`.`, `./async`…), else its one entry. */
function entriesOf(pkg: InstalledPackage): string[] {
  const exportsMap = pkg.json.exports as Record<string, { import?: string | { default?: string } } | string> | undefined;
  const subpaths = Object.entries(exportsMap ?? {}).flatMap(([key, target]) => {
    if (key === '.' || key.includes('*') || key.endsWith('.json') || typeof target !== 'object') return [];
    const file = typeof target.import === 'string' ? target.import : target.import?.default;
    return file && /\.m?js$/.test(file) ? [path.join(pkg.dir, file)] : [];
  });
  return [entryOf(pkg), ...subpaths];
}

/** The ES module entry of a package: `exports["."].import`, else `module`, else `main`. */
function entryOf(pkg: InstalledPackage): string {
  const dot = (pkg.json.exports as Record<string, unknown> | undefined)?.['.'] as { import?: string | { default?: string } } | undefined;
  const entry =
    typeof dot?.import === 'string'
      ? dot.import
      : (dot?.import?.default ?? (pkg.json.module as string | undefined) ?? (pkg.json.main as string | undefined) ?? 'index.js');
  return path.join(pkg.dir, entry);
}

/**
 * The ES module file a bare `@react-querybuilder/*` import names, resolved from `from` as Node
 * would (8.x's components import their classes' tables from @react-querybuilder/core).
 */
function resolveOwnPackage(from: string, specifier: string): string | undefined {
  const [scope, name, ...rest] = specifier.split('/');
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    const pkgDir = path.join(dir, 'node_modules', scope!, name!);
    if (fs.existsSync(path.join(pkgDir, 'package.json'))) {
      const json = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as InstalledPackage['json'];
      if (!rest.length) return entryOf({ dir: pkgDir, json });
      const target = (json.exports as Record<string, { import?: string | { default?: string } }> | undefined)?.[`./${rest.join('/')}`]?.import;
      const file = typeof target === 'string' ? target : target?.default;
      return file ? path.join(pkgDir, file) : undefined;
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Parses a file and the files of the release it imports: chunks of the same build, and its own `@react-querybuilder/*` packages. */
function parseBuild(entry: string, seen = new Set<string>()): AnyNode[] {
  if (seen.has(entry) || !fs.existsSync(entry)) return [];
  seen.add(entry);
  const code = fs.readFileSync(entry, 'utf8');
  let tree: AnyNode;
  try {
    tree = parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true }) as unknown as AnyNode;
  } catch {
    tree = parse(code, { ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true }) as unknown as AnyNode;
  }
  const imports = (tree.body as AnyNode[])
    .map((statement) => (statement.source as { value?: unknown } | undefined)?.value)
    .filter((source): source is string => typeof source === 'string' && (source.startsWith('.') || source.startsWith('@react-querybuilder/')));
  const files = imports.flatMap((source) => (source.startsWith('.') ? [path.resolve(path.dirname(entry), source)] : (resolveOwnPackage(entry, source) ?? [])));
  return [tree, ...files.flatMap((file) => parseBuild(file, seen))];
}

/** Calls `visit` on every node of `tree` with its parent. */
function walk(tree: AnyNode, visit: (node: AnyNode, parent: AnyNode | undefined) => void, parent?: AnyNode) {
  visit(tree, parent);
  for (const value of Object.values(tree)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof (child as AnyNode).type === 'string') walk(child as AnyNode, visit, tree);
    }
  }
}

const keyName = (key: AnyNode | undefined) => (key?.type === 'Identifier' ? (key.name as string) : typeof key?.value === 'string' ? key.value : undefined);

/** The `standardClassnames` object (key -> class) if `node` is one: an object of string values with `queryBuilder: 'queryBuilder'`. */
function standardObject(node: AnyNode): Map<string, string> | undefined {
  if (node.type !== 'ObjectExpression') return undefined;
  const entries = (node.properties as AnyNode[]).map((p) => [keyName(p.key as AnyNode), (p.value as AnyNode | undefined)?.value] as const);
  if (!entries.every(([k, v]) => k !== undefined && typeof v === 'string')) return undefined;
  const map = new Map(entries as Array<[string, string]>);
  return map.get('queryBuilder') === 'queryBuilder' && map.get('ruleGroup') === 'ruleGroup' ? map : undefined;
}

/** The classes the code of `packages` applies, and the standard classes it defines. */
export function classUse(packages: InstalledPackage[]): ClassUse {
  const seen = new Set<string>();
  const trees = packages.flatMap((pkg) => entriesOf(pkg).flatMap((entry) => parseBuild(entry, seen)));
  const keys = new Map<string, string>();
  const applied = new Set<string>();
  // Minified builds reuse short names, so each file's bindings of the object are its own.
  const perFile = trees.map((tree) => {
    const bindings = new Set<string>(['standardClassnames']);
    walk(tree, (node, parent) => {
      const map = standardObject(node);
      if (map) map.forEach((cls, key) => keys.set(key, cls));
      if (map && parent?.type === 'VariableDeclarator' && (parent.id as AnyNode).type === 'Identifier') bindings.add((parent.id as AnyNode).name as string);
      if (node.type === 'ImportSpecifier' && keyName(node.imported as AnyNode) === 'standardClassnames') bindings.add((node.local as AnyNode).name as string);
    });
    return { tree, bindings };
  });
  for (const { tree, bindings } of perFile) {
    let lookedUpByVariable = false;
    walk(tree, (node) => {
      if (node.type !== 'MemberExpression' || (node.object as AnyNode).type !== 'Identifier' || !bindings.has((node.object as AnyNode).name as string)) return;
      const key = node.computed ? keyName(node.property as AnyNode) : ((node.property as AnyNode).name as string);
      if (node.computed && (node.property as AnyNode).type !== 'Literal') lookedUpByVariable = true;
      const cls = key === undefined ? undefined : keys.get(key);
      if (cls) applied.add(cls);
    });
    // 8.x keeps the keys in tables (`ruleClassnameSources = { fields: ['valueSelector', 'fields'] }`,
    // `{ key: 'muted', when: … }`) and looks them up by variable: in a file that does, a key named
    // as a string in a table (an array, or a `key` property) is applied.
    if (lookedUpByVariable) {
      walk(tree, (node, parent) => {
        if (node.type !== 'Literal' || typeof node.value !== 'string' || !keys.has(node.value)) return;
        const inTable =
          parent?.type === 'ArrayExpression' ||
          (parent?.type === 'Property' && keyName(parent.key as AnyNode) === 'key' && parent.value === node) ||
          // deriveOuterClassName('rule', …), deriveRuleClassName('valueListItem', …): 8.x's class derivations
          // (not mergeClassnames' joinClassnamesByName('dndHidden', …), which only merges the maps).
          (parent?.type === 'CallExpression' &&
            /^derive/.test(((parent.callee as AnyNode).name as string | undefined) ?? '') &&
            (parent.arguments as AnyNode[])[0] === node);
        if (inTable) applied.add(keys.get(node.value)!);
      });
    }
  }
  return { applied, standard: new Set(keys.values()) };
}

/** Checks every class table marked with a `classes` facts comment; `only` filters files by path prefix. */
export function checkClassFacts(contentDir: string, only?: string, installed = installedPackages()): FactsReport {
  const report: FactsReport = { checked: {}, failures: [] };
  const cache = new Map<string, ClassUse>();
  for (const { docsDir, files } of docsByFolder(contentDir, only)) {
    report.checked[docsDir] = 0;
    for (const absolute of files) {
      const file = path.relative(process.cwd(), absolute);
      for (const marked of markedBlocks(fs.readFileSync(absolute, 'utf8'), file, [])) {
        const clause = marked.clauses.find((c) => c.kind === 'classes');
        if (!clause) continue;
        const fail = (line: number, problem: string) => report.failures.push(`${file}:${line}: ${problem}`);
        if (marked.block?.type !== 'table') {
          fail(marked.line, 'a classes facts comment must be followed by the table of classes it describes.');
          continue;
        }
        const packages = clause.subjects.flatMap((s) => {
          const pkg = installed.get(`${s.name}@${s.version}`);
          if (!pkg) fail(marked.line, notInstalled(s.name, s.version, installed));
          return pkg ? [pkg] : [];
        });
        if (packages.length < clause.subjects.length) continue;
        const label = clause.subjects.map((s) => `${s.name}@${s.version}`).join(' or ');
        if (!cache.has(label)) cache.set(label, classUse(packages));
        const notApplied = marked.clauses.filter((c) => c.kind === 'not applied').flatMap((c) => c.only ?? []);
        report.checked[docsDir]! += checkTable(marked.block, cache.get(label)!, label, notApplied, marked.line, fail);
      }
    }
  }
  return report;
}

function checkTable(table: Table, use: ClassUse, label: string, notApplied: string[], line: number, fail: (line: number, problem: string) => void): number {
  const { header, rows } = tableRows(table);
  const column = header.findIndex((h) => /^class(es)?$/i.test(h));
  if (column < 0) {
    fail(line, 'the table needs a "Class" column.');
    return 0;
  }
  const shown = new Set<string>();
  let count = 0;
  for (const row of rows) {
    for (const { name } of mentions(row.cells[column]!)) {
      shown.add(name);
      count++;
      const applied = use.applied.has(name);
      if (notApplied.includes(name) && applied) {
        fail(
          row.line,
          `\`${name}\` is applied by the code of ${label}, but the facts comment (line ${line}) lists it as not applied. Say when it is added, and take it off that list.`
        );
      } else if (!notApplied.includes(name) && !applied) {
        const kind = use.standard.has(name) ? 'it is only an entry of standardClassnames' : 'no standard class has this name';
        const near = nearest(
          name,
          [...use.applied].filter((c) => use.standard.has(c))
        );
        fail(
          row.line,
          `\`${name}\`: no code of ${label} applies this class (${kind}). Nearest applied classes: ${near.join(', ')}. If nothing adds it, say so in the row and list it after "not applied:" in the facts comment (line ${line}).`
        );
      }
    }
  }
  for (const name of notApplied.filter((n) => !shown.has(n))) fail(line, `"not applied" lists \`${name}\`, which the table does not show.`);
  return count;
}
