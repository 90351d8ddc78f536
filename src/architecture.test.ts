/**
 * The import boundaries of src/, kept by a test rather than by goodwill (as Starlight does in
 * packages/starlight/__tests__/): every import and require of every module (tests aside) is read
 * with TypeScript's own scanner and resolved to a file, and the rules below are checked over that
 * graph. Type-only imports count too: a boundary is about what a module knows, not what it ships.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const SRC = path.join(ROOT, 'src');
const CODE = ['.ts', '.tsx', '.cts', '.mts', '.js', '.cjs', '.mjs'];
/** tsconfig.json `paths`: the Docusaurus names, which MDX and Docusaurus components use. */
const ALIASES: Array<[string, string]> = [
  ['@site/', ROOT],
  ['@theme/', path.join(SRC, 'docusaurus/theme')],
  ['@docusaurus/', path.join(SRC, 'docusaurus/client')],
];
/** Packages that read or write files. */
const FILE_IO = /^(node:)?fs(\/|$)|^(fs-extra|graceful-fs)$/;

/** Each module of src/ (shown from the project root) -> the files it imports, and the packages. */
type Graph = Map<string, { files: string[]; packages: string[] }>;

const isModule = (file: string) => CODE.some((ext) => file.endsWith(ext)) && !/\.test\.tsx?$|\.d\.c?ts$/.test(file);
const listFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
const shown = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/** The file a relative or aliased import names (a stylesheet or JSON file included); null for a package. */
function resolveImport(from: string, request: string): string | null {
  const bare = request.replace(/\?.*$/, '');
  const alias = ALIASES.find(([prefix]) => bare.startsWith(prefix));
  const base = bare.startsWith('.') ? path.resolve(path.dirname(from), bare) : alias ? path.join(alias[1], bare.slice(alias[0].length)) : null;
  if (!base) return null;
  const candidates = [base, ...CODE.map((ext) => base + ext), ...CODE.map((ext) => path.join(base, `index${ext}`))];
  const found = candidates.find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile());
  if (!found) throw new Error(`${shown(from)} imports "${request}", which is no file`);
  return found;
}

/** The import graph of src/, tests and declaration files aside. */
function importGraph(): Graph {
  const graph: Graph = new Map();
  const gatsbyFiles = ['gatsby-browser.tsx', 'gatsby-ssr.tsx', 'gatsby-node.ts', 'gatsby-config.ts'].map((file) => path.join(ROOT, file));
  for (const file of [...listFiles(SRC), ...gatsbyFiles].filter(isModule)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const files: string[] = [];
    const packages: string[] = [];
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName);
      if (target) files.push(target);
      else packages.push(fileName);
    }
    graph.set(shown(file), { files: files.map(shown), packages });
  }
  return graph;
}

/** The import circles of `graph`: each strongly connected group of modules (Tarjan), sorted. */
function importCircles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (module: string) => {
    index.set(module, next);
    low.set(module, next++);
    stack.push(module);
    for (const target of graph.get(module)!.files.filter((file) => graph.has(file))) {
      if (!index.has(target)) visit(target);
      if (stack.includes(target)) low.set(module, Math.min(low.get(module)!, low.get(target)!));
    }
    if (low.get(module) !== index.get(module)) return;
    const group = stack.splice(stack.indexOf(module));
    if (group.length > 1 || graph.get(module)!.files.includes(module)) circles.push(group.sort());
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return circles;
}

/** src/lib/ is shared by the browser and the build: it imports only src/lib/ and src/config/, and no package that reads files. */
function libViolations(graph: Graph): string[] {
  return [...graph]
    .filter(([module]) => module.startsWith('src/lib/'))
    .flatMap(([module, { files, packages }]) => [
      ...files.filter((file) => !/^src\/(lib|config)\//.test(file)).map((file) => `${module} -> ${file}`),
      ...packages.filter((name) => FILE_IO.test(name)).map((name) => `${module} -> ${name}`),
    ]);
}

/** Views render what the build computed: src/components/ never imports src/gatsby/. */
function componentViolations(graph: Graph): string[] {
  return [...graph]
    .filter(([module]) => module.startsWith('src/components/'))
    .flatMap(([module, { files }]) => files.filter((file) => file.startsWith('src/gatsby/')).map((file) => `${module} -> ${file}`));
}

/** The MDX pipeline knows MDX, not the docs folder: src/gatsby/mdx/ never imports src/gatsby/content/ (content/mdxOptions.ts wires them). */
function mdxViolations(graph: Graph): string[] {
  return [...graph]
    .filter(([module]) => module.startsWith('src/gatsby/mdx/'))
    .flatMap(([module, { files }]) => files.filter((file) => file.startsWith('src/gatsby/content/')).map((file) => `${module} -> ${file}`));
}

/** Gatsby's compiled files, its page loader and its router: what only src/gatsby/overrides/ may import. */
const GATSBY_PRIVATE = /^gatsby\/dist\/|^\$gatsby-page-loader$|^@reach\/router$|^@gatsbyjs\/reach-router$/;
const OVERRIDES = 'src/gatsby/overrides/';

/** Gatsby's undocumented modules are imported in src/gatsby/overrides/ only, where the registry pins each use. */
function privateGatsbyViolations(graph: Graph): string[] {
  return [...graph]
    .filter(([module]) => !module.startsWith(OVERRIDES))
    .flatMap(([module, { packages }]) => packages.filter((name) => GATSBY_PRIVATE.test(name)).map((name) => `${module} -> ${name}`));
}

/**
 * The webpack steps and the overrides are parts that src/gatsby/node/ wires in: neither imports
 * src/gatsby/node/, so a step never depends on the Node API modules that run it.
 */
function nodeImportViolations(graph: Graph): string[] {
  return [...graph]
    .filter(([module]) => module.startsWith('src/gatsby/webpack/') || module.startsWith(OVERRIDES))
    .flatMap(([module, { files }]) => files.filter((file) => file.startsWith('src/gatsby/node/')).map((file) => `${module} -> ${file}`));
}

const graph = importGraph();

describe('import boundaries of src/', () => {
  it('reads every module and its imports, require() in CommonJS included', () => {
    expect(graph.size).toBeGreaterThan(250);
    expect(graph.get('src/gatsby/overrides/mdx-loader/mdxLoader.cjs')!.files).toContain('src/gatsby/mdx/mdxSource.cjs');
    expect(graph.get('src/components/mdx/Admonition/index.tsx')!.files).toContain('src/config/admonitions.ts');
  });

  it('src/lib/ imports only src/lib/ and src/config/, and reads no files', () => {
    expect(libViolations(graph)).toEqual([]);
  });

  it('src/components/ never imports src/gatsby/', () => {
    expect(componentViolations(graph)).toEqual([]);
  });

  it('src/gatsby/mdx/ never imports src/gatsby/content/', () => {
    expect(mdxViolations(graph)).toEqual([]);
  });

  it("only src/gatsby/overrides/ imports Gatsby's compiled files, page loader or router", () => {
    expect(privateGatsbyViolations(graph)).toEqual([]);
    expect(graph.get('src/gatsby/overrides/hydration/deferredArticle.ts')!.packages).toContain('@reach/router');
  });

  it('src/gatsby/webpack/ and src/gatsby/overrides/ never import src/gatsby/node/', () => {
    expect(nodeImportViolations(graph)).toEqual([]);
  });

  it('has no import circles', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it('sees each kind of violation in a planted graph', () => {
    const planted: Graph = new Map([
      ['src/lib/a.ts', { files: ['src/lib/b.ts', 'src/gatsby/node/onPostBuild.ts'], packages: ['node:fs', 'node:path'] }],
      ['src/lib/b.ts', { files: ['src/lib/a.ts'], packages: [] }],
      ['src/components/X/index.tsx', { files: ['src/gatsby/content/routes.ts'], packages: ['gatsby'] }],
      ['src/gatsby/mdx/remarkX.ts', { files: ['src/lib/docFiles.ts', 'src/gatsby/content/versions.ts'], packages: [] }],
      ['src/gatsby/browser/x.ts', { files: [], packages: ['@reach/router', 'gatsby'] }],
      ['src/gatsby/webpack/x.ts', { files: ['src/gatsby/node/onPostBuild.ts'], packages: ['gatsby/dist/redux'] }],
      ['src/gatsby/overrides/x/y.ts', { files: ['src/gatsby/node/headers.ts'], packages: ['$gatsby-page-loader'] }],
    ]);
    expect(libViolations(planted)).toEqual(['src/lib/a.ts -> src/gatsby/node/onPostBuild.ts', 'src/lib/a.ts -> node:fs']);
    expect(componentViolations(planted)).toEqual(['src/components/X/index.tsx -> src/gatsby/content/routes.ts']);
    expect(mdxViolations(planted)).toEqual(['src/gatsby/mdx/remarkX.ts -> src/gatsby/content/versions.ts']);
    expect(importCircles(planted)).toEqual([['src/lib/a.ts', 'src/lib/b.ts']]);
    expect(privateGatsbyViolations(planted)).toEqual(['src/gatsby/browser/x.ts -> @reach/router', 'src/gatsby/webpack/x.ts -> gatsby/dist/redux']);
    expect(nodeImportViolations(planted)).toEqual([
      'src/gatsby/webpack/x.ts -> src/gatsby/node/onPostBuild.ts',
      'src/gatsby/overrides/x/y.ts -> src/gatsby/node/headers.ts',
    ]);
  });
});
