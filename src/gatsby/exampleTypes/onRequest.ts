/**
 * Example types in `gatsby develop`, computed when they are asked for instead of all at the start
 * (typing every example while the develop server compiles held back an author's edits on a 2-core
 * machine):
 * - a block's hover file, when a reader first points at it: the dev server's `/types/<key>.json`
 *   route (src/gatsby/node/onCreateDevServer.ts) types it, with the other blocks of its file, and
 *   answers from the cache after that;
 * - a block's `// ^?` results and expected errors, after its page has compiled: the page shows the
 *   notations as written, the block is typed, and its cache file appearing compiles the page again
 *   (the MDX loader watches for it), which then shows the results.
 *
 * The typing runs in one worker thread that the develop server keeps (./worker.mjs, `serve`), so
 * the server goes on answering while it types.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { cachedExampleTypes, keyOf, type ExampleInput } from './index';

/** A typed block the MDX pipeline has seen: what typing it needs. */
export interface SeenBlock {
  input: ExampleInput;
  packageDir: string;
  /** Its docs version ("6"). */
  version: string;
  /** The file it is in (its neighbours are typed with it). */
  file: string;
}

interface Shared {
  /** Blocks by the first 20 characters of their key (the hover file's name). */
  seen: Map<string, SeenBlock>;
  worker?: Worker;
  /** Typing asked for and not done, by key. */
  pending: Map<string, Promise<void>>;
  next: number;
  replies: Map<number, () => void>;
}

// The MDX pipeline (in gatsby-config) and gatsby-node are bundled apart, each with its own copy of this module.
const SHARED = Symbol.for('react-querybuilder-site/example-types-on-request');
const shared = (): Shared =>
  ((globalThis as typeof globalThis & { [SHARED]?: Shared })[SHARED] ??= { seen: new Map(), pending: new Map(), next: 0, replies: new Map() });

/**
 * Notes the typed blocks of a file the pipeline rendered (by their keyOf), so their hover files can
 * be made when asked for; they replace what the file held before an edit.
 */
export function rememberBlocks(file: string, blocks: Array<[key: string, block: SeenBlock]>): void {
  const { seen } = shared();
  for (const [name, known] of seen) if (known.file === file) seen.delete(name);
  for (const [key, block] of blocks) seen.set(key.slice(0, 20), block);
}

/** The block whose hover file is `/types/<name>.json`, if the pipeline has seen it. */
export const seenBlock = (name: string): SeenBlock | undefined => shared().seen.get(name);

/** The blocks of `block`'s file against the same release, `block` first: typed in one batch. */
export function batchOf(block: SeenBlock): ExampleInput[] {
  const neighbours = [...shared().seen.values()].filter((b) => b !== block && b.file === block.file && b.packageDir === block.packageDir);
  return [block.input, ...neighbours.map((b) => b.input)];
}

function worker(state: Shared): Worker {
  if (!state.worker) {
    const started = new Worker(path.resolve('src/gatsby/exampleTypes/worker.mjs'), { workerData: { serve: true } });
    started.unref();
    started.on('message', (id: number) => {
      state.replies.get(id)?.();
      state.replies.delete(id);
    });
    // A worker that fails answers nothing more: every waiting request resolves (and finds no types),
    // and the next request starts a new worker.
    started.once('exit', () => {
      if (state.worker === started) state.worker = undefined;
      for (const reply of state.replies.values()) reply();
      state.replies.clear();
    });
    state.worker = started;
  }
  return state.worker;
}

/** Types the inputs the cache lacks, in the develop worker; resolves when they are cached (or the worker failed). */
export function typeOnRequest(inputs: ExampleInput[], packageDir: string): Promise<void> {
  const state = shared();
  const cached = cachedExampleTypes(inputs, packageDir);
  const keys = inputs.map((input) => keyOf(input, packageDir));
  const waits = keys.flatMap((key) => (state.pending.has(key) ? [state.pending.get(key)!] : []));
  const lackingAt = inputs.flatMap((_, i) => (!cached[i] && !state.pending.has(keys[i]!) ? [i] : []));
  const lacking = lackingAt.map((i) => inputs[i]!);
  if (lacking.length) {
    const id = state.next++;
    const done = new Promise<void>((resolve) => state.replies.set(id, resolve));
    const lackingKeys = lackingAt.map((i) => keys[i]!);
    for (const key of lackingKeys) state.pending.set(key, done);
    void done.then(() => lackingKeys.forEach((key) => state.pending.delete(key)));
    worker(state).postMessage({ id, packageDir, inputs: lacking });
    waits.push(done);
  }
  return Promise.all(waits).then(() => undefined);
}
