/**
 * The doc pages of content/ whose MDX source matches something, with their routes: for tests that
 * visit every page holding a given kind of example (e2e runs from the project root).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isDocFileName, routeOfFile, versionPaths } from '../../src/lib/docFiles';
import { LATEST, VERSIONS as ALL_VERSIONS } from '../data';

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

/**
 * [route, count] of one page per distinct run: a doc whose `extract(source)` is non-empty, unless a
 * doc already listed gave the same texts at the same react-querybuilder release. The same code at the
 * same release behaves the same, so the docs Next shares with the latest right after a release are
 * visited once, at the latest's address. Sorted by route.
 */
export function distinctDocRoutesWith(extract: (source: string) => string[]): Array<[string, number]> {
  const seen = new Set<string>();
  const found: Array<[string, number]> = [];
  for (const version of [LATEST, ...ALL_VERSIONS.filter((v) => v !== LATEST)]) {
    for (const [route, file] of Object.entries(version.files)) {
      const texts = extract(fs.readFileSync(file, 'utf8'));
      const key = JSON.stringify([version.release, texts]);
      if (!texts.length || seen.has(key)) continue;
      seen.add(key);
      found.push([route, texts.length]);
    }
  }
  return found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
