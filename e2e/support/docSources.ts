/**
 * The doc pages of content/ whose MDX source matches something, with their routes: for tests that
 * visit every page holding a given kind of example (e2e runs from the project root).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isDocFileName, routeOfFile, versionPaths } from '../../src/lib/docFiles';
import { VERSIONS as ALL_VERSIONS } from '../data';

const VERSIONS = ALL_VERSIONS.map(({ name, base }) => ({ docsDir: versionPaths(name).docsDir, path: base }));

/** [route, count] of every doc whose source gives `count(source)` > 0, sorted by route. */
export function docRoutesWith(count: (source: string) => number): Array<[string, number]> {
  const found: Array<[string, number]> = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (isDocFileName(entry.name)) {
        const n = count(fs.readFileSync(file, 'utf8'));
        const route = routeOfFile(path.relative('content', file).split(path.sep).join('/'), VERSIONS);
        if (n > 0 && route) found.push([route, n]);
      }
    }
  };
  for (const { docsDir } of VERSIONS) visit(path.join('content', docsDir));
  return found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
