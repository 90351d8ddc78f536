/**
 * The packages an example imports by name at a docs version: `react-querybuilder` is the version's
 * package folder (8.x: the plain package; rqb7 for 7.x), and each `@react-querybuilder/*` package that release depends on is the copy that
 * release resolves (8.x's @react-querybuilder/core, which npm nests under react-querybuilder). The example
 * checkers link them into an example folder's node_modules, so `import … from
 * '@react-querybuilder/core'` reads the release's own core, never another version's.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Read once per process: the example checkers and develop's type worker ask for every batch of examples. */
const memo = new Map<string, Record<string, string>>();

/** Import name -> absolute folder of the package, for the release at node_modules/<packageDir>. */
export function releasePackages(packageDir: string, root = process.cwd()): Record<string, string> {
  const dir = path.resolve(root, 'node_modules', packageDir);
  const known = memo.get(dir);
  if (known) return known;
  const manifest = path.join(dir, 'package.json');
  const json = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> };
  const fromRelease = createRequire(manifest);
  const found: Record<string, string> = { 'react-querybuilder': dir };
  for (const name of Object.keys(json.dependencies ?? {}).filter((dep) => dep.startsWith('@react-querybuilder/'))) {
    found[name] = path.dirname(fromRelease.resolve(`${name}/package.json`));
  }
  memo.set(dir, found);
  return found;
}
