import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GATSBY_CHECKED_VERSION, GATSBY_INTERNALS } from './gatsbyInternals';

const gatsbyDir = path.resolve('node_modules/gatsby');
const cacheDir = (file: string) => fs.readFileSync(path.join(gatsbyDir, 'cache-dir', file), 'utf8');

describe('the Gatsby internals the site relies on', () => {
  it('were checked against the installed Gatsby', () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(gatsbyDir, 'package.json'), 'utf8')) as { version: string };
    expect(version, 'Gatsby was upgraded: re-check src/lib/gatsbyInternals.ts, then update GATSBY_CHECKED_VERSION').toBe(GATSBY_CHECKED_VERSION);
  });

  it.each([
    ['navigateGlobal', 'navigation.js', `window.${GATSBY_INTERNALS.navigateGlobal} =`],
    ['loaderGlobal', 'production-app.js', `window.${GATSBY_INTERNALS.loaderGlobal} =`],
    ['scriptLoaderId', 'static-entry.js', `id={\`${GATSBY_INTERNALS.scriptLoaderId}\`}`],
    ['scriptLoaderId', 'static-entry.js', 'window.pagePath='],
    ['rootId', 'default-html.js', `id="${GATSBY_INTERNALS.rootId}"`],
    ['focusWrapperId', 'static-entry.js', `id="${GATSBY_INTERNALS.focusWrapperId}"`],
    ['asyncRequires', 'app.js', `"${GATSBY_INTERNALS.asyncRequires}"`],
  ] as const)('%s is still in cache-dir/%s', (_name, file, text) => {
    expect(cacheDir(file)).toContain(text);
  });
});
