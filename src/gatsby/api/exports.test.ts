/**
 * Each version's model against the packages themselves: the names each entry point exports at
 * run time (`require`) and in its .d.ts (the TypeScript compiler's export list). A missing or
 * invented entry fails. Then the version comparison on the real models, each claim checked
 * against the packages. The first run takes TypeDoc's time (minutes); later runs read its cache.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApiReference, identity, type ApiSymbol, type ApiVersionModel } from './index';
import { shapeText } from './symbols';
import { apiVersionNames, entryPointsOf, planApiVersion, type ApiPackagePlan, type PlannedEntryPoint } from './packages';

const requireFromSite = createRequire(path.resolve('package.json'));
let models: ApiVersionModel[];
let warnings: string[];

beforeAll(async () => {
  ({ models, warnings } = await buildApiReference());
}, 900_000);

/** What the TypeScript compiler says each .d.ts exports (types and values). */
function typeExports(entries: PlannedEntryPoint[]): Map<string, string[]> {
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, skipLibCheck: true, noEmit: true, jsx: ts.JsxEmit.ReactJSX, types: [] }
  );
  const checker = program.getTypeChecker();
  return new Map(
    entries.map((entry) => {
      const file = program.getSourceFile(entry.file) as ts.SourceFile;
      const moduleSymbol = checker.getSymbolAtLocation(file) as ts.Symbol;
      return [entry.specifier, checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name)];
    })
  );
}

/** The names an ES module file exports (`export { a, b as c }`, `export default`), read by the TypeScript parser. */
function esmExportNames(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  return source.statements.flatMap((statement) => {
    if (ts.isExportAssignment(statement)) return ['default'];
    if (!ts.isExportDeclaration(statement)) return [];
    if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) throw new Error(`${file}: \`export *\` is not read here`);
    return statement.exportClause.elements.map((element) => element.name.text);
  });
}

/**
 * What an entry point exports at run time: `require`'s keys; or, where Node cannot load the
 * CommonJS build (@react-querybuilder/antd 6.5.5 requires antd/es/…, an ES module only a bundler
 * resolves), the export list of the package's ES module build.
 */
function runtimeExports(pkg: ApiPackagePlan, entry: PlannedEntryPoint): string[] {
  try {
    return Object.keys(requireFromSite(entry.specifier.replace(pkg.name, pkg.folder)) as object);
  } catch (error) {
    const manifest = JSON.parse(fs.readFileSync(path.join(pkg.dir, 'package.json'), 'utf8')) as { exports: Record<string, { import?: { default?: string } }> };
    const esm = manifest.exports[entry.subpath ? `./${entry.subpath}` : '.']?.import?.default;
    if (!esm) throw error;
    return esmExportNames(path.join(pkg.dir, esm));
  }
}

/** The package's own export names per specifier: run-time keys plus .d.ts exports. */
function packageExports(version: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const pkg of planApiVersion(version).packages) {
    const declared = typeExports(pkg.entryPoints);
    for (const entry of pkg.entryPoints) {
      const runtime = runtimeExports(pkg, entry);
      result.set(entry.specifier, [...new Set([...runtime, ...(declared.get(entry.specifier) ?? [])])].sort());
    }
  }
  return result;
}

/** Names the model lacks and names it invents, per specifier. */
function compareExports(model: ApiVersionModel, expected: Map<string, string[]>): string[] {
  const problems: string[] = [];
  const actual = new Map(model.entryPoints.map((entry) => [entry.specifier, Object.keys(entry.exports)]));
  for (const specifier of new Set([...expected.keys(), ...actual.keys()])) {
    const want = new Set(expected.get(specifier) ?? []);
    const have = new Set(actual.get(specifier) ?? []);
    for (const name of want) if (!have.has(name)) problems.push(`${specifier}: missing ${name}`);
    for (const name of have) if (!want.has(name)) problems.push(`${specifier}: invented ${name}`);
  }
  return problems;
}

const modelOf = (version: string) => models.find((model) => model.version === version) as ApiVersionModel;
const symbolOf = (version: string, name: string, pkg = 'react-querybuilder') =>
  modelOf(version).symbols.find((symbol) => symbol.name === name && symbol.package === pkg);

describe('each version’s model lists exactly what its packages export', () => {
  for (const version of apiVersionNames()) {
    it(`docs version ${version}`, () => {
      const model = modelOf(version);
      expect(compareExports(model, packageExports(version))).toEqual([]);
      const slugs = model.symbols.map((symbol) => symbol.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const entry of model.entryPoints) {
        expect(Object.keys(entry.exports).length, entry.specifier).toBeGreaterThan(0);
        for (const slug of Object.values(entry.exports)) expect(slugs).toContain(slug);
      }
      // A TypeScript program over the version's packages: about 20 s for 6.x and its add-ons alone, minutes on a busy machine.
    }, 300_000);
  }

  it('fails on a missing or an invented export', () => {
    const model = modelOf('4');
    const expected = new Map(model.entryPoints.map((entry) => [entry.specifier, Object.keys(entry.exports)]));
    const planted = structuredClone(model);
    const main = planted.entryPoints[0] as ApiVersionModel['entryPoints'][number];
    delete main.exports.formatQuery;
    main.exports.inventedExport = 'react-querybuilder/functions/inventedExport';
    expect(compareExports(planted, expected)).toEqual(['react-querybuilder: missing formatQuery', 'react-querybuilder: invented inventedExport']);
  });

  it('warns, never throws, about the packages’ own broken doc links', () => {
    for (const warning of warnings) expect(warning).toMatch(/^API reference, docs version \S+: /);
  });
});

describe('the version comparison on the real packages', () => {
  const has = (folder: string, name: string, subpath = '') => name in (requireFromSite(folder + subpath) as object);

  it('marks useQueryBuilderSchema new in v7: 7.7.1 exports it, 6.5.5 does not', () => {
    expect([has('rqb7', 'useQueryBuilderSchema'), has('rqb6', 'useQueryBuilderSchema')]).toEqual([true, false]);
    expect(symbolOf('7', 'useQueryBuilderSchema')?.history).toEqual({ since: 7, added: true });
  });

  it('marks parseJSONata new in v7, on its subpath only', () => {
    expect(has('rqb7', 'parseJSONata', '/parseJSONata')).toBe(true);
    expect(symbolOf('7', 'parseJSONata')?.exportedFrom).toEqual(['react-querybuilder/parseJSONata']);
    expect(symbolOf('7', 'parseJSONata')?.history).toEqual({ since: 7, added: true });
  });

  it('lists QueryBuilderWithoutDndProvider removed in v5: 4.5.3 exports it, 5.4.1 does not', () => {
    expect([has('rqb4', 'QueryBuilderWithoutDndProvider'), has('rqb5', 'QueryBuilderWithoutDndProvider')]).toEqual([true, false]);
    expect(modelOf('5').removed.map((t) => t.name)).toContain('QueryBuilderWithoutDndProvider');
  });

  it('names @react-querybuilder/core beside react-querybuilder for what 8.x declares in core, each name exported there', () => {
    const documenting8 = apiVersionNames().find((name) =>
      modelOf(name).packages.some((pkg) => pkg.name === 'react-querybuilder' && pkg.version.startsWith('8.'))
    );
    const model = modelOf(documenting8!);
    expect(symbolOf(documenting8!, 'formatQuery')?.exportedFrom).toEqual([
      'react-querybuilder',
      'react-querybuilder/debug',
      'react-querybuilder/formatQuery',
      '@react-querybuilder/core',
      '@react-querybuilder/core/formatQuery',
    ]);
    // React's part is react-querybuilder's own.
    expect(symbolOf(documenting8!, 'QueryBuilder')?.exportedFrom).toEqual(['react-querybuilder', 'react-querybuilder/debug']);
    // Every core specifier claimed is true of core's own type definitions.
    const coreDir = path.dirname(
      requireFromSite.resolve('@react-querybuilder/core/package.json', { paths: [path.resolve('node_modules/react-querybuilder')] })
    );
    const coreExports = typeExports(entryPointsOf(coreDir, JSON.parse(fs.readFileSync(path.join(coreDir, 'package.json'), 'utf8'))));
    const claimed = model.symbols.flatMap((symbol) =>
      symbol.exportedFrom.filter((s) => s.startsWith('@react-querybuilder/core')).map((s) => [s, symbol.name] as const)
    );
    expect(claimed.length).toBeGreaterThan(200);
    expect(claimed.filter(([specifier, name]) => !coreExports.get(specifier)?.includes(name))).toEqual([]);
  });

  it('does not call parseSQL removed in v7, which moved to its subpath', () => {
    expect([has('rqb7', 'parseSQL'), has('rqb7', 'parseSQL', '/parseSQL')]).toEqual([false, true]);
    expect(modelOf('7').removed.map((t) => t.name)).not.toContain('parseSQL');
    expect(symbolOf('7', 'parseSQL')?.exportedFrom).toEqual(['react-querybuilder/parseSQL']);
  });

  it('makes no claim about the 6.x add-ons, installed for 6.x only', () => {
    const addOns = modelOf('6').symbols.filter((symbol) => symbol.package !== 'react-querybuilder');
    expect(addOns.length).toBeGreaterThan(20);
    expect(addOns.filter((symbol) => symbol.history)).toEqual([]);
    expect(modelOf('7').removed.filter((t) => t.package !== 'react-querybuilder')).toEqual([]);
  });

  it('marks a changed signature only where the text differs from the previous major', () => {
    const current = modelOf('7');
    const previous = new Map(modelOf('6').symbols.map((symbol) => [identity(symbol), symbol]));
    const changed = current.symbols.filter((symbol) => symbol.history?.changed);
    expect(changed.length).toBeGreaterThan(0);
    for (const symbol of changed) {
      const before = previous.get(identity(symbol));
      expect(before, symbol.name).toBeDefined();
      expect(shapeText(before as ApiSymbol), symbol.name).not.toBe(shapeText(symbol));
    }
    const same = current.symbols.filter((symbol) => previous.has(identity(symbol)) && !symbol.history);
    for (const symbol of same) expect(shapeText(previous.get(identity(symbol)) as ApiSymbol), symbol.name).toBe(shapeText(symbol));
  });
});
