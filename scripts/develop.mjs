#!/usr/bin/env node
/**
 * `npm run develop`: `gatsby develop` with a larger young generation for Node's collector.
 *
 * Each edit in a develop server allocates a lot of short-lived memory (createPages over every doc,
 * webpack's rebuild). With Node's default young generation (16 MB semi-spaces) most of it is
 * collected in many small pauses on the main thread: at 5,000 added docs about 90 of them, 0.7 s,
 * during each prose edit of 4 s. With 64 MB semi-spaces, a quarter as many pauses and half the
 * time, and a shorter start at that size (the figures: README, "Large docs folders", and
 * scripts/bench/RESULTS.md). The option goes in NODE_OPTIONS, which Gatsby's develop process and its workers inherit (a command-line option would
 * also reach the workers' execArgv, which rejects it). A NODE_OPTIONS that already sets it is left
 * alone. Other arguments go to `gatsby develop`; run from the site's folder.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The young generation's semi-space size in MB. */
export const SEMI_SPACE_MB = 64;

/** The environment for a develop server: `env` with the semi-space size added to NODE_OPTIONS. */
export function developEnv(env = process.env) {
  const options = env.NODE_OPTIONS ?? '';
  if (/--max-semi-space-size/.test(options)) return env;
  return { ...env, NODE_OPTIONS: `${options} --max-semi-space-size=${SEMI_SPACE_MB}`.trim() };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const child = spawn(path.resolve('node_modules/.bin/gatsby'), ['develop', ...process.argv.slice(2)], { stdio: 'inherit', env: developEnv() });
  // A terminal's Ctrl-C reaches both; a signal sent to this process alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
