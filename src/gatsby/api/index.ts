/**
 * The API reference's data layer: for each docs version with a reference, TypeDoc (cached) over
 * its packages' published .d.ts, normalized to an `ApiVersionModel`, then compared major to
 * major. See README.md in this folder for the order the parts run in.
 */
import path from 'node:path';
import { withHistory } from './history';
import type { ApiVersionModel } from './model';
import { normalizePackage, type NameIndex } from './normalize';
import { apiVersionNames, planApiVersion } from './packages';
import { DEFAULT_CACHE_DIR, typedocProject } from './typedoc';

export type {
  ApiDeprecation,
  ApiDoc,
  ApiDocTag,
  ApiEntryPoint,
  ApiHistory,
  ApiKind,
  ApiMember,
  ApiSignature,
  ApiSymbol,
  ApiTombstone,
  ApiTypeParameter,
  ApiVersionModel,
  TypeLink,
  TypeText,
} from './model';
export { API_KIND_NAMES, API_KINDS } from './model';
export { ApiPackageError, apiVersionNames } from './packages';
export { identity } from './history';

/** Options of buildApiReference; all have defaults for the site. */
export interface ApiBuildOptions {
  /** The site's root (its package.json and node_modules). Default: the working directory. */
  root?: string;
  /** Where TypeDoc's JSON is cached. Default: node_modules/.cache/api-reference under `root`. */
  cacheDir?: string;
  /** Docs version -> package folder. Default: VERSION_PACKAGES of src/config/examples.ts. */
  versionPackages?: Readonly<Record<string, string>>;
  /** The versions to build. Default: every version of versionPackages whose row in src/config/releases.ts has `api`. */
  versions?: string[];
  /** Called with each warning (a `{@link}` to nothing…) as it happens. */
  onWarning?: (message: string) => void;
}

/** How long one package took. */
export interface ApiTiming {
  version: string;
  package: string;
  /** True when TypeDoc's JSON came from the cache. */
  cached: boolean;
  /** TypeDoc (or the cache read), then normalizing, in milliseconds. */
  typedocMs: number;
  normalizeMs: number;
}

/** What buildApiReference returns. */
export interface ApiBuildResult {
  /** One model per version, in the order of `versions` (newest first by default). */
  models: ApiVersionModel[];
  /** Every warning, each starting with the version and the package. */
  warnings: string[];
  timings: ApiTiming[];
}

/** One docs version's model, without history (see withHistory). Throws ApiPackageError for a missing package. */
export async function buildVersionModel(
  version: string,
  options: ApiBuildOptions & { warnings?: string[]; timings?: ApiTiming[] } = {}
): Promise<ApiVersionModel> {
  const plan = planApiVersion(version, options.root, options.versionPackages);
  const names = new Map<string, NameIndex>();
  const model: ApiVersionModel = { version, major: 0, packages: [], entryPoints: [], symbols: [], removed: [] };
  const seen = new Set<string>();
  const warn = (message: string) => {
    const full = `API reference, docs version ${version}: ${message}`;
    // Overloads and merged copies share a comment: say it once.
    if (seen.has(full)) return;
    seen.add(full);
    options.warnings?.push(full);
    options.onWarning?.(full);
  };
  for (const pkg of plan.packages) {
    const typedoc = await typedocProject(pkg, options.cacheDir ?? path.join(options.root ?? process.cwd(), DEFAULT_CACHE_DIR));
    const start = performance.now();
    const normalized = normalizePackage(typedoc, pkg, { packages: names, warn });
    names.set(pkg.name, normalized.names).set(pkg.folder, normalized.names);
    model.packages.push({ name: pkg.name, version: pkg.version });
    model.entryPoints.push(...normalized.entryPoints);
    model.symbols.push(...normalized.symbols);
    options.timings?.push({
      version,
      package: `${pkg.name}@${pkg.version}`,
      cached: typedoc.cached,
      typedocMs: typedoc.ms,
      normalizeMs: performance.now() - start,
    });
  }
  model.major = Number(model.packages[0]?.version.split('.')[0]);
  return model;
}

/**
 * Every version's model, with history. Runs TypeDoc only for packages whose JSON is not
 * cached. Throws ApiPackageError, naming the version, when a configured package is missing.
 */
export async function buildApiReference(options: ApiBuildOptions = {}): Promise<ApiBuildResult> {
  const versions = options.versions ?? apiVersionNames(options.versionPackages);
  const warnings: string[] = [];
  const timings: ApiTiming[] = [];
  const models: ApiVersionModel[] = [];
  // One after the other: TypeDoc is CPU- and memory-bound, and the machine may be small.
  for (const version of versions) models.push(await buildVersionModel(version, { ...options, warnings, timings }));
  return { models: withHistory(models), warnings, timings };
}
