/**
 * Which packages, entry points and .d.ts files each docs version's API reference covers: the
 * version's react-querybuilder (VERSION_PACKAGES, an npm alias per version), plus its release's
 * `@react-querybuilder/*` add-ons (RELEASE_ADD_ONS). Each package's own package.json says
 * where its entry points' types are.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_ADD_ONS, VERSION_PACKAGES } from '../../config/examples';
import { releaseOf } from '../../config/releases';

/**
 * Export-map conditions tried for a types file, in order: the first order under which every entry
 * point's types sit in the main entry's folder wins (see README.md: one tree per package). 7.x's
 * subpaths name only its `require` tree; 8.x's `require` main entry is a CommonJS stub in
 * dist/cjs/ whose `export *` drops the default export, while its `import` types are one tree.
 */
const CONDITION_ORDERS = [
  ['types', 'require', 'import', 'node', 'default'],
  ['types', 'import', 'require', 'node', 'default'],
];

/** One import specifier of a package and its declaration file. */
export interface PlannedEntryPoint {
  /** `react-querybuilder`, `react-querybuilder/parseSQL`. */
  specifier: string;
  /** The export-map key without `./` (`parseSQL`), or '' for the main entry. */
  subpath: string;
  /** Absolute path of its .d.ts (or .d.mts / .d.cts). */
  file: string;
  /**
   * Other packages' entries this file re-exports whole (`export * from "@react-querybuilder/core"`):
   * what it declares from them can be imported from there too (8.x's core).
   */
  reexports: string[];
}

/** One installed package of a version. */
export interface ApiPackagePlan {
  /** The folder under node_modules: the site's npm alias (`rqb7`) or the package's name. */
  folder: string;
  /** Absolute path of that folder. */
  dir: string;
  /** The package's real name (package.json `name`). */
  name: string;
  version: string;
  entryPoints: PlannedEntryPoint[];
  /** For an add-on: the folder of its release's react-querybuilder, which its imports of it must read. */
  peer?: string;
}

/** What one docs version's reference documents: its react-querybuilder first, then add-ons. */
export interface ApiVersionPlan {
  version: string;
  packages: ApiPackagePlan[];
}

/** A configured package is not installed: the build stops with this, naming the docs version. */
export class ApiPackageError extends Error {
  constructor(
    readonly version: string,
    readonly folder: string,
    detail: string
  ) {
    super(`API reference for docs version "${version}": package "${folder}" ${detail}`);
    this.name = 'ApiPackageError';
  }
}

interface PackageJson {
  name?: string;
  version?: string;
  types?: string;
  typings?: string;
  exports?: unknown;
}

const readJson = (file: string): PackageJson => JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
const isDts = (file: string) => /\.d\.[mc]?ts$/.test(file);

/**
 * The docs versions that get a reference, newest first: named ones (`current`) before numbered
 * ones, which go by number (JavaScript lists a record's numeric keys first, ascending).
 */
export function apiVersionNames(versionPackages: Readonly<Record<string, string>> = VERSION_PACKAGES): string[] {
  const rank = (name: string) => (/^\d+(\.\d+)*$/.test(name) ? Number.parseFloat(name) : Infinity);
  return (
    Object.keys(versionPackages)
      // A version whose row says it has no reference (3.x); a name without a row is one a caller configured.
      .filter((name) => releaseOf(name)?.api !== false)
      .sort((a, b) => rank(b) - rank(a))
  );
}

/** The first types file an export-map target names, trying `order`'s conditions in turn. */
function typesTarget(target: unknown, order: readonly string[]): string | undefined {
  if (typeof target === 'string') return isDts(target) ? target : undefined;
  if (!target || typeof target !== 'object' || Array.isArray(target)) return undefined;
  const conditions = target as Record<string, unknown>;
  for (const condition of order) {
    const found = condition in conditions ? typesTarget(conditions[condition], order) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The export map as `subpath -> target`, with a sugar form (`exports: "./x.js"`) read as ".". */
function exportMap(exportsField: unknown): Record<string, unknown> {
  if (!exportsField || typeof exportsField !== 'object' || Array.isArray(exportsField)) return { '.': exportsField };
  const keys = Object.keys(exportsField);
  return keys.some((key) => key.startsWith('.')) ? (exportsField as Record<string, unknown>) : { '.': exportsField };
}

/**
 * A package's entry points with types, main first: each `exports` key except `./package.json`,
 * patterns (`./dist/*`) and keys whose types file is not in the package (6.x lists `./dev`, a
 * source folder it does not publish). Without `exports`, the main entry from `types`/`typings`.
 */
export function entryPointsOf(dir: string, pkg: PackageJson): PlannedEntryPoint[] {
  const plans = CONDITION_ORDERS.map((order) => entryPointsUnder(dir, pkg, order));
  const oneTree = (entries: PlannedEntryPoint[]) => {
    const main = entries.find((entry) => entry.subpath === '');
    return !main || entries.every((entry) => entry.file.startsWith(path.dirname(main.file) + path.sep));
  };
  // Only the chosen tree's files are read for their re-exports.
  return (plans.find(oneTree) ?? plans[0]!).map((entry) => ({ ...entry, reexports: wholeReexports(fs.readFileSync(entry.file, 'utf8')) }));
}

function entryPointsUnder(dir: string, pkg: PackageJson, order: readonly string[]): PlannedEntryPoint[] {
  const name = pkg.name ?? path.basename(dir);
  const entries: PlannedEntryPoint[] = [];
  if (pkg.exports === undefined) {
    const types = pkg.types ?? pkg.typings;
    if (types) entries.push({ specifier: name, subpath: '', file: path.join(dir, types), reexports: [] });
  } else {
    for (const [key, target] of Object.entries(exportMap(pkg.exports))) {
      if (key === './package.json' || key.includes('*')) continue;
      const types = typesTarget(target, order) ?? (key === '.' ? (pkg.types ?? pkg.typings) : undefined);
      const subpath = key === '.' ? '' : key.replace(/^\.\//, '');
      if (types) entries.push({ specifier: subpath ? `${name}/${subpath}` : name, subpath, file: path.join(dir, types), reexports: [] });
    }
  }
  return entries.filter((entry) => fs.existsSync(entry.file)).sort((a, b) => Number(a.subpath !== '') - Number(b.subpath !== ''));
}

/** The bare specifiers a declaration file re-exports whole: `export * from "pkg"` (not `export * as ns`, not relative files). */
export function wholeReexports(dts: string): string[] {
  return [...dts.matchAll(/^export \* from ["']([^."'][^"']*)["'];?\s*$/gm)].map((match) => match[1] as string);
}

/** One installed package, or an ApiPackageError naming the version. */
export function planPackage(version: string, root: string, folder: string): ApiPackagePlan {
  const dir = path.join(root, 'node_modules', folder);
  const manifest = path.join(dir, 'package.json');
  if (!fs.existsSync(manifest)) {
    throw new ApiPackageError(
      version,
      folder,
      `is not installed (no node_modules/${folder}/package.json). Add it to package.json (an npm alias such as ` +
        `"${folder}": "npm:react-querybuilder@<version>") and run npm install, or map the version to another package in src/config/examples.ts.`
    );
  }
  const pkg = readJson(manifest);
  const entryPoints = entryPointsOf(dir, pkg);
  if (!entryPoints.length) throw new ApiPackageError(version, folder, 'has no type definitions (no `types` in its package.json or its exports).');
  return { folder, dir, name: pkg.name ?? folder, version: pkg.version ?? '0.0.0', entryPoints };
}

/**
 * A docs version's packages: its react-querybuilder, then its release's add-ons (the `addOns`
 * column of src/config/releases.ts: the 6.x add-ons go with 6.5.5).
 */
export function planApiVersion(
  version: string,
  root = process.cwd(),
  versionPackages: Readonly<Record<string, string>> = VERSION_PACKAGES,
  addOns: Readonly<Record<string, readonly string[]>> = RELEASE_ADD_ONS
): ApiVersionPlan {
  const folder = versionPackages[version];
  if (!folder) throw new ApiPackageError(version, '(none)', `is not configured: src/config/examples.ts VERSION_PACKAGES has no "${version}".`);
  const main = planPackage(version, root, folder);
  const ownAddOns = (addOns[folder] ?? []).map((addOn) => ({ ...planPackage(version, root, addOn), peer: main.dir }));
  return { version, packages: [main, ...ownAddOns] };
}
