/**
 * patches/README.md is the ledger of what this project changes in its dependencies: one section per
 * patched file, each naming its pin. A patch that gains a file without a section, or a section whose
 * pin names a test that is gone, fails here, not during a Gatsby upgrade. So does an installed
 * version of a package the patches or the overrides rely on that differs from the one checked.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { GATSBY_CHECKED_VERSION } from './lib/gatsbyInternals';

const PATCHES = path.resolve('patches');

/** The files each patch changes, relative to node_modules. */
const patchedFiles = () =>
  fs
    .readdirSync(PATCHES)
    .filter((name) => name.endsWith('.patch'))
    .flatMap((name) => [...fs.readFileSync(path.join(PATCHES, name), 'utf8').matchAll(/^diff --git a\/node_modules\/(\S+) /gm)].map((m) => m[1]!));

/** Each section of the ledger: the files its headings name (consecutive headings share one), and its pin line. */
function sections(readme: string): Array<{ files: string[]; pin: string | undefined }> {
  const found: Array<{ files: string[]; pin: string | undefined }> = [];
  let previousWasHeading = false;
  for (const line of readme.split('\n')) {
    const heading = /^### `([^`]+)`$/.exec(line);
    if (heading && !previousWasHeading) found.push({ files: [], pin: undefined });
    if (heading) found.at(-1)!.files.push(heading[1]!);
    else if (line.startsWith('Pin: ') && found.length) found.at(-1)!.pin = line.slice(5);
    previousWasHeading = Boolean(heading);
  }
  return found;
}

it('every patched file has its section in patches/README.md, with a pin that exists', () => {
  const ledger = sections(fs.readFileSync(path.join(PATCHES, 'README.md'), 'utf8'));
  const documented = ledger.flatMap((section) => section.files);
  expect([...documented].sort()).toEqual([...patchedFiles()].sort());
  for (const { files, pin } of ledger) {
    expect(pin, `${files.join(', ')}: no "Pin:" line`).toBeDefined();
    const named = [...pin!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    expect(named.length, `${files.join(', ')}: its pin names no test (speed-only changes: src/gatsby/overrides/speedPatches.test.ts)`).toBeGreaterThan(0);
    for (const test of named) expect(fs.existsSync(test), `${files.join(', ')}: pin ${test} does not exist`).toBe(true);
  }
});

/** The "Versions checked" table of the ledger: package -> version. */
function checkedVersions(readme: string): Map<string, string> {
  const table = readme.slice(readme.indexOf('## Versions checked'));
  return new Map([...table.matchAll(/^\| (@?[\w./-]+) \| (\d[\w.-]*) \|/gm)].map((m) => [m[1]!, m[2]!]));
}

it('every package the patches or the overrides rely on is installed at the version they were checked against', () => {
  const checked = checkedVersions(fs.readFileSync(path.join(PATCHES, 'README.md'), 'utf8'));
  expect(checked.size).toBeGreaterThanOrEqual(7);
  for (const [name, version] of checked) {
    const installed = (JSON.parse(fs.readFileSync(path.resolve('node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    expect(installed, `${name} is ${installed}, checked against ${version}: re-read what patches/README.md says relies on it, then update its row`).toBe(
      version
    );
  }
  // A patch file names its package and version: @parcel+core+2.8.3.patch is @parcel/core 2.8.3.
  for (const file of fs.readdirSync(PATCHES).filter((name) => name.endsWith('.patch'))) {
    const [, name, version] = /^(.+)\+([^+]+)\.patch$/.exec(file)!;
    expect(checked.get(name!.replace('+', '/')), `${file}: its package has no row in "Versions checked", or another version`).toBe(version);
  }
  expect(checked.get('gatsby'), 'GATSBY_CHECKED_VERSION (src/lib/gatsbyInternals.ts) and the ledger disagree').toBe(GATSBY_CHECKED_VERSION);
});
