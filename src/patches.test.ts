/**
 * patches/README.md is the ledger of what this project changes in its dependencies: one section per
 * patched file, each naming its pin. A patch that gains a file without a section, or a section whose
 * pin names a test that is gone, fails here, not during a Gatsby upgrade.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

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

it('every patched file has its section in patches/README.md, with a pin that exists or "none"', () => {
  const ledger = sections(fs.readFileSync(path.join(PATCHES, 'README.md'), 'utf8'));
  const documented = ledger.flatMap((section) => section.files);
  expect([...documented].sort()).toEqual([...patchedFiles()].sort());
  for (const { files, pin } of ledger) {
    expect(pin, `${files.join(', ')}: no "Pin:" line`).toBeDefined();
    const named = [...pin!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    if (!pin!.startsWith('none')) expect(named.length, `${files.join(', ')}: its pin names no test`).toBeGreaterThan(0);
    for (const test of named) expect(fs.existsSync(test), `${files.join(', ')}: pin ${test} does not exist`).toBe(true);
  }
});
