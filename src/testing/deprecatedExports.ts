/**
 * Which exports of an installed release carry a `@deprecated` JSDoc tag, read from its type
 * definitions with the TypeScript compiler API: one program over the .d.ts files of every entry
 * point of its package.json (`exports`, or `types`; src/gatsby/api/packages.ts `entryPointsOf`),
 * whose checker follows each export through aliases and re-exports to its declarations (8.x's
 * `export * from '@react-querybuilder/core'` included). The deprecation check
 * (./checkDeprecations.ts) compares the docs' prose with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { entryPointsOf } from '../gatsby/api/packages';

/** What a release's type definitions say about one export name. */
export interface ExportDeprecation {
  /** `all`: every declaration (each overload, each merged declaration) is tagged; `some`: only some are; `none`. */
  deprecated: 'all' | 'some' | 'none';
  /** The text of the first `@deprecated` tag, when it has one. */
  note?: string;
  /** The declaration file the export comes from, relative to the cwd (`node_modules/rqb7/dist/types/…`). */
  file: string;
}

/** One release's exports, by name, across all of its entry points. */
export interface ReleaseExports {
  /** `react-querybuilder 7.7.1`: how messages name the release. */
  label: string;
  exports: Map<string, ExportDeprecation>;
}

const OPTIONS: ts.CompilerOptions = {
  // Bundler: `exports` maps are read (8.x's core), as the API reference reads them.
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  jsx: ts.JsxEmit.React,
  resolveJsonModule: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/** Read once per process: a program takes a second or two, and a test run compares several copies of content/. */
const memo = new Map<string, ReleaseExports>();

/** The exports of the package installed in `dir` (a folder under node_modules), with their deprecation. */
export function releaseExports(dir: string): ReleaseExports {
  const known = memo.get(dir);
  if (known) return known;
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; version: string };
  const entries = entryPointsOf(dir, pkg);
  if (!entries.length) throw new Error(`${pkg.name}@${pkg.version} (${dir}) has no type definitions to read deprecations from.`);
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    OPTIONS
  );
  const checker = program.getTypeChecker();
  const declarations = new Map<string, Set<ts.Node>>();
  for (const entry of entries) {
    const source = program.getSourceFile(entry.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const found = declarations.get(symbol.name) ?? new Set<ts.Node>();
      for (const declaration of target.declarations ?? []) found.add(declaration);
      declarations.set(symbol.name, found);
    }
  }
  const exports = new Map<string, ExportDeprecation>();
  for (const [name, nodes] of declarations) exports.set(name, describe([...nodes]));
  const result = { label: `${pkg.name} ${pkg.version}`, exports };
  memo.set(dir, result);
  return result;
}

/** Whether the declarations of one export are tagged `@deprecated`, and the first tag's note. */
function describe(nodes: ts.Node[]): ExportDeprecation {
  const tags = nodes.map((node) => ts.getJSDocDeprecatedTag(node));
  const tagged = tags.filter((tag): tag is ts.JSDocDeprecatedTag => !!tag);
  // `{@link Option}` reads as `Option` in a message.
  const note = tagged
    .map((tag) =>
      ts
        .getTextOfJSDocComment(tag.comment)
        ?.replace(/\{@link\s+([^\s|}]+)[^}]*\}/g, '$1')
        .replace(/\s+/g, ' ')
        .trim()
    )
    .find(Boolean);
  const file = nodes[0] ? path.relative(process.cwd(), nodes[0].getSourceFile().fileName) : '';
  const deprecated = !tagged.length ? 'none' : tagged.length === nodes.length ? 'all' : 'some';
  return { deprecated, ...(note ? { note } : {}), file };
}
