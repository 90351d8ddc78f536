#!/usr/bin/env node
/**
 * `npm run build`: `gatsby build` with a Node heap sized for the docs folder.
 *
 * The heap a build needs grows with the docs: with 5,000 added docs (5,115 in all) a build runs out
 * at 3,072 MB and finishes at 4,144 MB, Node's default on this 64-bit machine (scripts/bench/RESULTS.md,
 * issue 27). So the limit is raised from the number of doc files, with room above what finished,
 * never above three quarters of the machine's memory, and never lowered. A NODE_OPTIONS that
 * already sets --max-old-space-size is left alone. A bigger heap than needed is not free: the
 * collector waits longer, and the build's peak memory grows with the limit.
 * Other arguments go to `gatsby build`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';

/**
 * Heap per doc file, and the base, in MB: 6,139 MB for 5,115 docs, half as much again as what
 * finished. (It was 1.5 MB a doc while each doc's page component made its own Babel config, which
 * Gatsby kept for the whole build: 4,144 MB ran out then.)
 */
const MB_PER_DOC = 1;
const BASE_MB = 1024;

/** The .md and .mdx files under the docs folders of `contentDir` (every version). */
export function countDocs(contentDir) {
  let count = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (/\.mdx?$/.test(entry.name)) count++;
    }
  };
  for (const sub of ['docs', 'versioned_docs']) if (fs.existsSync(path.join(contentDir, sub))) walk(path.join(contentDir, sub));
  return count;
}

/**
 * The environment for a build of `contentDir`: NODE_OPTIONS with a larger heap when the docs need
 * more than Node's default. Returns the environment and a line that says what was decided.
 */
export function buildEnv(
  contentDir,
  env = process.env,
  { defaultMb = v8.getHeapStatistics().heap_size_limit / 2 ** 20, memoryMb = os.totalmem() / 2 ** 20 } = {}
) {
  const docs = countDocs(contentDir);
  const neededMb = Math.ceil(BASE_MB + MB_PER_DOC * docs);
  const options = env.NODE_OPTIONS ?? '';
  if (/--max-old-space-size/.test(options)) return { env, docs, note: `${docs} docs; the heap NODE_OPTIONS sets (${options.trim()}) is used` };
  if (neededMb <= defaultMb) return { env, docs };
  const heapMb = Math.min(neededMb, Math.floor(memoryMb * 0.75));
  if (heapMb <= defaultMb) {
    return {
      env,
      docs,
      note: `${docs} docs need about ${neededMb} MB of heap, and this machine's ${Math.round(memoryMb)} MB of memory allows no more than Node's default ${Math.round(defaultMb)} MB: the build may run out of memory`,
    };
  }
  const short = heapMb < neededMb ? `; they need about ${neededMb} MB, more than three quarters of this machine's memory allows` : '';
  return {
    env: { ...env, NODE_OPTIONS: `${options} --max-old-space-size=${heapMb}`.trim() },
    docs,
    note: `${docs} docs: Node's heap limit raised to ${heapMb} MB (default ${Math.round(defaultMb)} MB)${short}`,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('scripts/build.mjs')) {
  const { env, note } = buildEnv(path.resolve('content'));
  if (note) console.log(`build: ${note}.`);
  // Gatsby runs on the Node that runs this script, whose heap default was read above.
  const result = spawnSync(process.execPath, [path.resolve('node_modules/gatsby/cli.js'), 'build', ...process.argv.slice(2)], { stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}
