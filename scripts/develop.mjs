#!/usr/bin/env node
/**
 * `npm run develop`: `gatsby develop`, with a larger young generation for Node's collector on the
 * runtimes whose default is small.
 *
 * Each edit in a develop server allocates a lot of short-lived memory (createPages over every doc,
 * webpack's rebuild). With a 16 MB semi-space (the default of Node 20 and 22) most of it is
 * collected in many small pauses on the main thread: at 5,000 added docs about 90 of them, 0.7 s,
 * during each prose edit of 4 s. With 64 MB semi-spaces, a quarter as many pauses and half the
 * time, and a shorter start at that size (the figures: README, "Large docs folders", and
 * scripts/bench/RESULTS.md). Node 24 (V8 13.6) already lets its new space grow to two 64 MB
 * semi-spaces on this 24 GB machine (a 128 MB new space in develop.test.mjs's probe, against 32 MB on
 * 20.20 and 22.23), so there the option would change nothing and is not set.
 *
 * The option goes in NODE_OPTIONS, which Gatsby's develop process and its workers inherit (a
 * command-line option would also reach the workers' execArgv, which rejects it). A NODE_OPTIONS
 * that already sets it is left alone. Gatsby runs on the Node that runs this script, so the
 * decision is made for the runtime it applies to. Other arguments go to `gatsby develop`; run from
 * the site's folder.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The young generation's semi-space size in MB. */
export const SEMI_SPACE_MB = 64;

/** The first Node major whose default semi-space is already SEMI_SPACE_MB (measured: see the header). */
export const FIRST_NODE_WITH_LARGE_YOUNG_GENERATION = 24;

/**
 * The environment for a develop server on Node `nodeVersion` (`process.versions.node`): `env`
 * with the semi-space size added to NODE_OPTIONS where the runtime's default is smaller.
 */
export function developEnv(env = process.env, nodeVersion = process.versions.node) {
  const options = env.NODE_OPTIONS ?? '';
  if (/--max-semi-space-size/.test(options)) return env;
  if (Number(nodeVersion.split('.')[0]) >= FIRST_NODE_WITH_LARGE_YOUNG_GENERATION) return env;
  return { ...env, NODE_OPTIONS: `${options} --max-semi-space-size=${SEMI_SPACE_MB}`.trim() };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cli = path.resolve('node_modules/gatsby/cli.js');
  const child = spawn(process.execPath, [cli, 'develop', ...process.argv.slice(2)], { stdio: 'inherit', env: developEnv() });
  // A terminal's Ctrl-C reaches both; a signal sent to this process alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
