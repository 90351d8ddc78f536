/**
 * The doc pages of content/ whose MDX source matches something, with their routes: for tests that
 * visit every page holding a given kind of example (e2e runs from the project root).
 */
import fs from 'node:fs';
import path from 'node:path';

const VERSION_DIRS: Array<[string, string]> = [
  ['content/docs', '/docs/next'],
  ['content/versioned_docs/version-6', '/docs'],
  ['content/versioned_docs/version-5', '/docs/5'],
  ['content/versioned_docs/version-4', '/docs/4'],
];

/** [route, count] of every doc whose source gives `count(source)` > 0, sorted by route. */
export function docRoutesWith(count: (source: string) => number): Array<[string, number]> {
  const found: Array<[string, number]> = [];
  for (const [dir, base] of VERSION_DIRS) {
    const visit = (d: string) => {
      for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
        const file = path.join(d, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (/\.mdx?$/.test(entry.name)) {
          const n = count(fs.readFileSync(file, 'utf8'));
          if (n > 0) found.push([`${base}/${path.relative(dir, file).replace(/\.mdx?$/, '').split(path.sep).join('/')}`, n]);
        }
      }
    };
    visit(dir);
  }
  return found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
