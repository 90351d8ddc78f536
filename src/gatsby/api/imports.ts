/**
 * The imports of a package's declaration files, checked before TypeDoc reads them. TypeScript gives
 * a module it cannot find the type `any`, and TypeDoc writes what it gets: 7.x's 16 `JsonLogic*`
 * types read as `any` while `@types/json-logic-js` was not installed, and 5.x's `version` as `any`
 * because its types import `../package.json` from where the sources were. So every import of the
 * package's own files, and of the react-querybuilder packages they reach, must resolve, or the
 * reference build stops and names the file, the line and what to install.
 *
 * One layout is resolved rather than reported: declaration files emitted into a folder of their own
 * (5.x: `dist/types/`) that import a file outside it relative to the sources (`../package.json`),
 * which the package ships at its root. The compiler options then get `rootDirs` that lay that
 * folder over the package's root, as it was when the types were written.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ApiPackagePlan } from './packages';

/** One import that does not resolve. */
export interface UnresolvedImport {
  /** The importing file, relative to node_modules (`rqb7/dist/types/types/importExport.d.ts`). */
  file: string;
  line: number;
  specifier: string;
}

/** The package a file belongs to: the folder after its last `node_modules/` (`@react-querybuilder/ctx`, `rqb5`). */
function packageFolderOf(file: string): string | undefined {
  const match = /.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(file);
  return match?.[1]?.replace(/\\/g, '/');
}

/** Whether the check reads `file`'s imports: a file of the package itself or of a react-querybuilder package. */
const isChecked = (pkg: ApiPackagePlan, file: string) => {
  const folder = packageFolderOf(file);
  return (
    folder === pkg.folder ||
    folder === 'react-querybuilder' ||
    Boolean(folder?.startsWith('@react-querybuilder/')) ||
    Boolean(pkg.peer && file.startsWith(`${pkg.peer}${path.sep}`))
  );
};

/** Walks the import graph from the entry points; returns the imports that resolve to no types. */
export function unresolvedImports(pkg: ApiPackagePlan, options: ts.CompilerOptions): UnresolvedImport[] {
  const unresolved: UnresolvedImport[] = [];
  const seen = new Set<string>();
  const queue = pkg.entryPoints.map((entry) => entry.file);
  const host = ts.createCompilerHost(options);
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
      // A module found only as JavaScript (json-logic-js without @types/json-logic-js) has no types either.
      const resolved = ts.resolveModuleName(imported.fileName, file, options, host).resolvedModule?.resolvedFileName;
      if (!resolved || !/\.(?:d\.[cm]?ts|[cm]?tsx?|json)$/.test(resolved)) {
        const line = text.slice(0, imported.pos).split('\n').length;
        unresolved.push({ file: path.relative(path.dirname(pkg.dir), file).split(path.sep).join('/'), line, specifier: imported.fileName });
      } else if (/\.d\.[cm]?ts$/.test(resolved) && isChecked(pkg, resolved)) queue.push(resolved);
    }
  }
  return unresolved.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
}

/**
 * `rootDirs` that lay the folder of the package's declaration files over its root, when its
 * relative imports that leave that folder name files the package has at its root (see the file
 * comment); undefined when no such import exists or none resolves that way.
 */
export function mirroredRootDirs(pkg: ApiPackagePlan, unresolved: UnresolvedImport[]): string[] | undefined {
  const nodeModules = path.dirname(pkg.dir);
  for (const { file, specifier } of unresolved) {
    if (!specifier.startsWith('.')) continue;
    const importer = path.join(nodeModules, file);
    const target = path.resolve(path.dirname(importer), specifier);
    // The folder the types were emitted into: an ancestor of the importer, below the package's root.
    for (let dir = path.dirname(importer); dir.startsWith(`${pkg.dir}${path.sep}`); dir = path.dirname(dir)) {
      if (fs.existsSync(path.join(pkg.dir, path.relative(dir, target)))) return [dir, pkg.dir];
    }
  }
  return undefined;
}

/** What to do about an import that does not resolve. */
function hint(pkg: ApiPackagePlan, specifier: string): string {
  if (specifier.startsWith('.')) return `${pkg.name} ${pkg.version} does not ship that file.`;
  const name = /^(@[^/]+\/[^/]+|[^/]+)/.exec(specifier)![1]!;
  const installed = fs.existsSync(path.join(path.dirname(pkg.dir), name, 'package.json'));
  const types = name.startsWith('@') ? `@types/${name.slice(1).replace('/', '__')}` : `@types/${name}`;
  return installed
    ? `${name} is installed without types: npm install --save-dev ${types}`
    : `Install it: npm install --save-dev ${name} (or ${types}, if it ships no types)`;
}

/** The error that stops the reference build, one line per import. */
export class UnresolvedImportError extends Error {
  constructor(pkg: ApiPackagePlan, unresolved: UnresolvedImport[]) {
    super(
      `The types of ${pkg.name} ${pkg.version} import modules that do not resolve, so every type they name would read as \`any\` in the API reference:\n${unresolved
        .map((u) => `  node_modules/${u.file}:${u.line} imports "${u.specifier}". ${hint(pkg, u.specifier)}`)
        .join('\n')}`
    );
    this.name = 'UnresolvedImportError';
  }
}

/**
 * The compiler options TypeDoc must read the package with: `options`, plus the `rootDirs` its layout
 * needs. Throws an UnresolvedImportError when an import still does not resolve.
 */
export function checkedOptions<T extends Record<string, unknown>>(pkg: ApiPackagePlan, options: T): T & { rootDirs?: string[] } {
  const parsed = (json: Record<string, unknown>) => ts.convertCompilerOptionsFromJson(json, pkg.dir).options;
  let unresolved = unresolvedImports(pkg, parsed(options));
  const rootDirs = unresolved.length ? mirroredRootDirs(pkg, unresolved) : undefined;
  if (rootDirs) unresolved = unresolvedImports(pkg, parsed({ ...options, rootDirs }));
  if (unresolved.length) throw new UnresolvedImportError(pkg, unresolved);
  return rootDirs ? { ...options, rootDirs } : options;
}
