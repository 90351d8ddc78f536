#!/usr/bin/env node
/**
 * `npm run build:e2e:overrides-off`: the kill-switch build. The site built as `npm run build:e2e`
 * builds it, but with every override off (GATSBY_OVERRIDES_OFF=all, src/gatsby/overrides/switch.ts)
 * and on Gatsby's packages as they are published: the patches of patches/ reversed, except those
 * KEPT_PATCHES names. Playwright's `overrides-off` project runs the e2e specs that are about what
 * the site does, not how fast or small, against it (playwright.config.ts): an upgrade of Gatsby can
 * land with the switch on and turn the features back on one at a time.
 *
 * Built in its own folder, kept between runs for the build cache. Its node_modules/ is this
 * project's, hard-linked file by file (seconds, no disk), but for the patched packages, which are
 * real copies with their patches reversed; it is made again when package-lock.json or a patch changes.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildEnv } from './build.mjs';
import { prepareTempSite } from './temp-site.mjs';

const ROOT = process.cwd();
const checkoutId = crypto.createHash('sha256').update(ROOT).digest('hex').slice(0, 8);

/** Shared with playwright.config.ts. */
export const OVERRIDES_OFF_E2E = { dir: path.join(os.tmpdir(), `rqb-e2e-overrides-off-${checkoutId}`) };

/** Patches that fix what the site shows, not how fast it is built: they stay applied. */
export const KEPT_PATCHES = {
  typedoc: 'a fix: without it the API reference loses the type arguments of import types',
};

/** The package a patch file is for: `@parcel+core+2.8.3.patch` -> `@parcel/core`. */
export const packageOfPatch = (file) => file.replace(/\+[^+]+\.patch$/, '').replace('+', '/');

/** Hard-links the tree `from` into `to` (folders made, symlinks copied), leaving out `skip` (names under `from`). */
function linkTree(from, to, skip) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (skip.has(source)) continue;
    if (entry.isDirectory()) linkTree(source, target, skip);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else fs.linkSync(source, target);
  }
}

/**
 * The site's node_modules/ with the patches of every package but KEPT_PATCHES' reversed. Nothing of
 * the build writes into a linked file: webpack's and Babel's caches are under .cache/ and the
 * fresh node_modules/.cache/; the patched packages are copies, so reversing them leaves this
 * project's alone.
 */
function unpatchedModules(dir) {
  const modules = path.join(dir, 'node_modules');
  const patches = fs.readdirSync(path.join(ROOT, 'patches')).filter((file) => file.endsWith('.patch'));
  const reversed = patches.filter((file) => !(packageOfPatch(file) in KEPT_PATCHES));
  const stamp = crypto.createHash('sha256');
  stamp.update(fs.readFileSync(path.join(ROOT, 'package-lock.json')));
  for (const file of patches) stamp.update(fs.readFileSync(path.join(ROOT, 'patches', file)));
  const stampFile = path.join(modules, '.overrides-off-stamp');
  const digest = stamp.digest('hex');
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === digest) return reversed;

  const link = fs.lstatSync(modules, { throwIfNoEntry: false });
  if (link?.isSymbolicLink()) fs.unlinkSync(modules);
  else fs.rmSync(modules, { recursive: true, force: true });
  const from = path.join(ROOT, 'node_modules');
  const copied = reversed.map((file) => path.join(from, packageOfPatch(file)));
  linkTree(from, modules, new Set([path.join(from, '.cache'), ...copied]));
  for (const source of copied) fs.cpSync(source, path.join(modules, path.relative(from, source)), { recursive: true, verbatimSymlinks: true });

  const patchDir = path.join(dir, '.patches-reversed');
  fs.rmSync(patchDir, { recursive: true, force: true });
  fs.mkdirSync(patchDir);
  for (const file of reversed) fs.copyFileSync(path.join(ROOT, 'patches', file), path.join(patchDir, file));
  const result = spawnSync(path.join(modules, '.bin/patch-package'), ['--reverse', '--patch-dir', '.patches-reversed'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`patch-package --reverse failed in ${dir} (status ${result.status})`);
  fs.writeFileSync(stampFile, digest);
  return reversed;
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith('build-overrides-off.mjs')) {
  const { dir } = OVERRIDES_OFF_E2E;
  prepareTempSite(dir, ROOT, { linked: [] });
  const reversed = unpatchedModules(dir);
  console.log(`build-overrides-off: ${dir}, every override off, these patches reversed: ${reversed.join(', ')}.`);
  const { env, note } = buildEnv(path.join(dir, 'content'), {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: '1',
    E2E_FIXTURES: '1',
    GTAG_ID: 'G-E2ETEST000',
    GATSBY_OVERRIDES_OFF: 'all',
  });
  if (note) console.log(`build-overrides-off: ${note}.`);
  const result = spawnSync(process.execPath, [path.join(dir, 'node_modules/gatsby/cli.js'), 'build'], { cwd: dir, stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}
