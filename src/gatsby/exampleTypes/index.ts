/**
 * Type facts of doc examples, cached by the block's content and the exact package release
 * (`.cache/example-types/`, which `gatsby clean` empties): a rebuild computes only the blocks that
 * changed, each version's in one batch.
 *
 * A build computes them in a worker thread (typeInBackground; src/gatsby/node/exampleTypes.ts starts
 * it), on the second core while Gatsby builds on the first. Only a page whose examples print
 * results (`// ^?`, `// @errors`) waits for it when it compiles, and only for those (resultsTyped);
 * the others need no types to render, and their hover files are written after.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { computeExampleTypes, type ExampleInput, type ExampleTypes } from './compute';

export type { ExampleInput, ExampleTypes, QuickInfo } from './compute';
export { readNotations } from './notations';

const CACHE_DIR = '.cache/example-types';
/** Part of every key: raise it when what compute.ts records changes. */
const FORMAT = 1;

const releases = new Map<string, string>();
/** "rqb7" -> "react-querybuilder@7.7.1", from the installed package itself. */
function releaseOf(packageDir: string): string {
  let release = releases.get(packageDir);
  if (!release) {
    const pkg = JSON.parse(fs.readFileSync(path.resolve('node_modules', packageDir, 'package.json'), 'utf8')) as { name: string; version: string };
    releases.set(packageDir, (release = `${pkg.name}@${pkg.version}`));
  }
  return release;
}

export const keyOf = (input: ExampleInput, packageDir: string) =>
  crypto
    .createHash('sha1')
    .update(`${FORMAT}\0${releaseOf(packageDir)}\0${input.lang}\0${input.code}`)
    .digest('hex');

/** The cache file of an input's type facts (it appears when the input is typed). */
export const cacheFileOf = (input: ExampleInput, packageDir: string) => path.resolve(CACHE_DIR, `${keyOf(input, packageDir)}.json`);

function readCached(file: string): ExampleTypes | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ExampleTypes;
  } catch {
    return undefined;
  }
}

/** Whether the cache holds any type facts (false on a first or clean build). */
export function hasCachedTypes(): boolean {
  const dir = path.resolve(CACHE_DIR);
  return fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
}

/** Type facts of each input the cache has (undefined for the others). */
export function cachedExampleTypes(inputs: ExampleInput[], packageDir: string): Array<ExampleTypes | undefined> {
  return inputs.map((input) => readCached(cacheFileOf(input, packageDir)));
}

/** Type facts of each input, from the cache where it has them; the rest computed in one batch and cached. */
export function exampleTypesFor(inputs: ExampleInput[], packageDir: string): ExampleTypes[] {
  const files = inputs.map((input) => cacheFileOf(input, packageDir));
  const results = files.map(readCached);
  const missing = results.flatMap((result, i) => (result ? [] : [i]));
  if (missing.length) {
    fs.mkdirSync(path.resolve(CACHE_DIR), { recursive: true });
    const computed = computeExampleTypes(
      missing.map((i) => inputs[i]!),
      packageDir
    );
    missing.forEach((i, n) => {
      results[i] = computed[n]!;
      // Written whole and then renamed, so a reader in another process never sees half a file.
      const temp = `${files[i]}.${process.pid}.tmp`;
      fs.writeFileSync(temp, JSON.stringify(computed[n]));
      fs.renameSync(temp, files[i]!);
    });
  }
  return results as ExampleTypes[];
}

/** The inputs the cache lacks, per package. */
export function missingTypes(inputsByPackage: Map<string, ExampleInput[]>): Map<string, ExampleInput[]> {
  const missing = new Map<string, ExampleInput[]>();
  for (const [packageDir, inputs] of inputsByPackage) {
    const seen = new Set<string>();
    const lacking = inputs.filter((input) => {
      const file = cacheFileOf(input, packageDir);
      if (seen.has(file) || fs.existsSync(file)) return false;
      seen.add(file);
      return true;
    });
    if (lacking.length) missing.set(packageDir, lacking);
  }
  return missing;
}

/**
 * The typing in progress, shared through globalThis: gatsby-node and the MDX pipeline (in
 * gatsby-config) are bundled apart by Gatsby, so each has its own copy of this module. `results`
 * resolves once the blocks that print results (`// ^?`, `// @errors`) are typed, which a worker does
 * first: the pages that show them wait for those alone.
 */
const PENDING = Symbol.for('react-querybuilder-site/example-types');
type Shared = typeof globalThis & { [PENDING]?: { all: Promise<void>; results: Promise<void> } };

/** Resolves when the typing started by typeInBackground has finished (at once when none runs). */
export const typingDone = (): Promise<void> => (globalThis as Shared)[PENDING]?.all ?? Promise.resolve();

/** Resolves when the blocks with results of the running typing are typed (at once when none runs). */
export const resultsTyped = (): Promise<void> => (globalThis as Shared)[PENDING]?.results ?? Promise.resolve();

/**
 * What a typing worker is given: the examples to type per package, or docs folders to read them from
 * ([folder, packageDir] pairs: a build starts typing before the content step has read the docs).
 */
export type TypingJob = { batches: Array<[string, ExampleInput[]]> } | { folders: Array<[string, string]> };

/**
 * Runs a typing job in a worker thread, after the one before it (so `job`, a function, sees what
 * that one cached), and resolves when its results are cached. A worker that fails is not fatal:
 * whatever reads the cache computes what it lacks.
 */
export function typeInBackground(job: () => TypingJob | undefined, onError: (error: Error) => void): Promise<void> {
  let resultsDone = () => {};
  const results = new Promise<void>((resolve) => (resultsDone = resolve));
  const all = typingDone().then(
    () =>
      new Promise<void>((resolve) => {
        const workerData = job();
        if (!workerData) return resolve();
        const worker = new Worker(path.resolve('src/gatsby/exampleTypes/worker.mjs'), { workerData });
        worker.on('message', (message) => {
          if (message === 'results') resultsDone();
        });
        worker.once('error', (error) => {
          onError(error);
          resolve();
        });
        worker.once('exit', () => resolve());
      })
  );
  void all.then(() => resultsDone());
  (globalThis as Shared)[PENDING] = { all, results };
  return all;
}
