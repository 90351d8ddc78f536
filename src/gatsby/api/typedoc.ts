/**
 * TypeDoc over one installed package's .d.ts entry points, to TypeDoc's JSON, cached on disk by
 * package name and version (plus TypeDoc's version and this file's options), so a rebuild or a
 * `gatsby develop` restart reads the JSON instead of running TypeDoc again.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { JSONOutput, LogLevel as LogLevelType } from 'typedoc';
import { checkedOptions } from './imports';
import type { ApiPackagePlan, PlannedEntryPoint } from './packages';

/** Bump when the options below change what TypeDoc writes: old cache files are then ignored. */
const FORMAT = 3;

/** Where the JSON is kept: beside ESLint's, so `gatsby clean` keeps it (it is per package, not per site). */
export const DEFAULT_CACHE_DIR = path.join('node_modules', '.cache', 'api-reference');

/** One package's TypeDoc project, and whether it came from the cache. */
export interface TypeDocResult {
  project: JSONOutput.ProjectReflection;
  /** Entry point file (relative to the package) -> the id of its module reflection in `project`. */
  modules: Record<string, number>;
  cached: boolean;
  /** Time spent: reading the cache, or running TypeDoc and writing the cache. */
  ms: number;
}

interface CacheFile {
  project: JSONOutput.ProjectReflection;
  modules: Record<string, number>;
}

/** An entry point's file relative to its package, `/`-separated: the key of `TypeDocResult.modules`. */
export const entryFileKey = (pkg: ApiPackagePlan, entry: PlannedEntryPoint) => path.relative(pkg.dir, entry.file).split(path.sep).join('/');
const relativeEntries = (pkg: ApiPackagePlan) => pkg.entryPoints.map((entry) => entryFileKey(pkg, entry));

/** The cache file of a package: `<name>@<version>-<hash of entry files, TypeDoc version, FORMAT>.json`. */
export function cacheFileOf(pkg: ApiPackagePlan, cacheDir: string, typedocVersion: string): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([relativeEntries(pkg), typedocVersion, FORMAT]))
    .digest('hex')
    .slice(0, 10);
  return path.join(cacheDir, `${pkg.name.replace('/', '__')}@${pkg.version}-${hash}.json`);
}

/**
 * A tsconfig of our own for one package: its entry files only, declaration files of any module
 * system (Bundler resolution reads the `exports` of react and of react-querybuilder for add-ons).
 * An add-on's `react-querybuilder` is its release's (`peer`), not whichever npm put at the top.
 * Every import its types make must resolve (./imports.ts), or this throws.
 */
function writeTsconfig(pkg: ApiPackagePlan, cacheDir: string): string {
  const file = path.join(cacheDir, `tsconfig.${pkg.folder.replace('/', '__')}.json`);
  const compilerOptions = checkedOptions(pkg, {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    lib: ['DOM', 'ES2022'],
    strict: true,
    skipLibCheck: true,
    resolveJsonModule: true,
    noEmit: true,
    types: [],
    ...(pkg.peer && { paths: { 'react-querybuilder': [pkg.peer], 'react-querybuilder/*': [`${pkg.peer}/*`] } }),
  });
  fs.writeFileSync(file, JSON.stringify({ compilerOptions, files: pkg.entryPoints.map((entry) => entry.file) }, null, 2));
  return file;
}

/**
 * Entry file -> module id. With one entry point TypeDoc makes the project the module (id 0);
 * with several, each module is matched to its file through the project's symbol id map.
 */
function moduleIds(project: JSONOutput.ProjectReflection, pkg: ApiPackagePlan): Record<string, number> {
  const files = relativeEntries(pkg);
  if (files.length === 1) return { [files[0] as string]: project.id };
  const byPath = new Map<string, number>();
  for (const child of project.children ?? []) {
    const symbol = project.symbolIdMap?.[child.id];
    if (symbol) byPath.set(symbol.packagePath.replace(/^.*?node_modules\/(@[^/]+\/)?[^/]+\//, ''), child.id);
  }
  const modules: Record<string, number> = {};
  for (const file of files) {
    const id = byPath.get(file);
    if (id === undefined) throw new Error(`TypeDoc made no module for ${pkg.name}'s entry point ${file} (modules: ${[...byPath.keys()].join(', ')}).`);
    modules[file] = id;
  }
  return modules;
}

/** Runs TypeDoc (no output files; its JSON model in memory). Throws with TypeDoc's errors. */
async function runTypeDoc(pkg: ApiPackagePlan, cacheDir: string): Promise<CacheFile> {
  const { Application, Logger, LogLevel, TSConfigReader } = await import('typedoc');
  const errors: string[] = [];
  class CollectingLogger extends Logger {
    override log(message: string, level: LogLevelType) {
      if (level === LogLevel.Error) errors.push(message);
    }
  }
  const app = await Application.bootstrapWithPlugins(
    {
      entryPoints: pkg.entryPoints.map((entry) => entry.file),
      entryPointStrategy: 'resolve',
      tsconfig: writeTsconfig(pkg, cacheDir),
      // The published .d.ts are not ours to fix: type errors in them (5.x imports a package.json it
      // does not ship) must not stop the reference.
      skipErrorChecking: true,
      // The packages live in node_modules, TypeDoc's default "external" pattern.
      externalPattern: [],
      excludeExternals: false,
      excludePrivate: true,
      // Members as the .d.ts declares them (TypeDoc's default is alphabetical), so an inline
      // object type reads as written.
      sort: ['source-order'],
      readme: 'none',
      plugin: [],
      logLevel: 'Error',
      validation: { notExported: false, invalidLink: false, invalidPath: false, notDocumented: false, rewrittenLink: false, unusedMergeModuleWith: false },
    },
    [new TSConfigReader()]
  );
  app.logger = new CollectingLogger();
  const project = await app.convert();
  if (!project) throw new Error(`TypeDoc failed on ${pkg.name} ${pkg.version}:\n  ${errors.join('\n  ')}`);
  const json = app.serializer.projectToObject(project, pkg.dir.split(path.sep).join('/') as never);
  return { project: json, modules: moduleIds(json, pkg) };
}

/** A package's TypeDoc JSON, from the cache when it holds this name, version and options. */
export async function typedocProject(pkg: ApiPackagePlan, cacheDir = DEFAULT_CACHE_DIR): Promise<TypeDocResult> {
  const start = performance.now();
  const typedocVersion = (createRequire(path.resolve('package.json'))('typedoc/package.json') as { version: string }).version;
  const file = cacheFileOf(pkg, cacheDir, typedocVersion);
  if (fs.existsSync(file)) {
    const cached = JSON.parse(fs.readFileSync(file, 'utf8')) as CacheFile;
    return { ...cached, cached: true, ms: performance.now() - start };
  }
  fs.mkdirSync(cacheDir, { recursive: true });
  const result = await runTypeDoc(pkg, cacheDir);
  // Written whole then renamed, so an interrupted build never leaves half a file to read.
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(result));
  fs.renameSync(`${file}.tmp`, file);
  return { ...result, cached: false, ms: performance.now() - start };
}
