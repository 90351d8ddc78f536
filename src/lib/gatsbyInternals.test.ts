import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GATSBY_CHECKED_VERSION, GATSBY_INTERNALS } from './gatsbyInternals';

const gatsbyDir = path.resolve('node_modules/gatsby');
const gatsbyFile = (file: string) => fs.readFileSync(path.join(gatsbyDir, file), 'utf8');

describe('the Gatsby internals the site relies on', () => {
  it('were checked against the installed Gatsby', () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(gatsbyDir, 'package.json'), 'utf8')) as { version: string };
    expect(version, 'Gatsby was upgraded: re-check src/lib/gatsbyInternals.ts, then update GATSBY_CHECKED_VERSION').toBe(GATSBY_CHECKED_VERSION);
  });

  it.each([
    ['navigateGlobal', 'cache-dir/navigation.js', `window.${GATSBY_INTERNALS.navigateGlobal} =`],
    ['loaderGlobal', 'cache-dir/production-app.js', `window.${GATSBY_INTERNALS.loaderGlobal} =`],
    ['scriptLoaderId', 'cache-dir/static-entry.js', `id={\`${GATSBY_INTERNALS.scriptLoaderId}\`}`],
    ['scriptLoaderId', 'cache-dir/static-entry.js', 'window.pagePath='],
    ['chunkMappingId', 'dist/utils/gatsby-webpack-stats-extractor.js', `id="${GATSBY_INTERNALS.chunkMappingId}"`],
    [
      'chunkMappingId',
      'dist/utils/gatsby-webpack-stats-extractor.js',
      'const scriptChunkMapping = `window.___chunkMapping=${JSON.stringify(newChunkMapJson)};`;',
    ],
    ['chunkMappingId', 'cache-dir/loader.js', '(window.___chunkMapping[componentChunkName] || [])'],
    ['chunkMapFile', 'dist/utils/gatsby-webpack-stats-extractor.js', `_path.default.join(\`public\`, \`${GATSBY_INTERNALS.chunkMapFile}\`), newChunkMapJson)`],
    [
      'scriptsSliceFile',
      'dist/utils/gatsby-webpack-stats-extractor.js',
      '_path.default.join(`public`, `_gatsby`, `slices`, `_gatsby-scripts-1.html`), chunkSliceContents',
    ],
    ['scriptsSliceFile', 'dist/utils/gatsby-webpack-stats-extractor.js', 'compiler.hooks.done.tapAsync(this.plugin.name'],
    ['rootId', 'cache-dir/default-html.js', `id="${GATSBY_INTERNALS.rootId}"`],
    ['focusWrapperId', 'cache-dir/static-entry.js', `id="${GATSBY_INTERNALS.focusWrapperId}"`],
    ['asyncRequires', 'cache-dir/app.js', `"${GATSBY_INTERNALS.asyncRequires}"`],
    ['virtualModulesDir', 'dist/utils/gatsby-webpack-virtual-modules.js', `const VIRTUAL_MODULES_BASE_PATH = \`${GATSBY_INTERNALS.virtualModulesDir}\`;`],
    ['asyncRequires', 'cache-dir/production-app.js', `import asyncRequires from "${GATSBY_INTERNALS.asyncRequires}"`],
    ['asyncRequires', 'cache-dir/loader.js', 'asyncRequires[exportType][chunkName]()'],
    ['loaderModuleAlias', 'cache-dir/loader.js', 'export class ProdLoader extends BaseLoader'],
    ['loaderModuleAlias', 'cache-dir/loader.js', 'this.loadPageDataJson(pagePath),'],
    ['loaderModuleAlias', 'cache-dir/loader.js', 'let pageData = pageDataResponse.payload'],
    ['webpackStatsFile', 'dist/utils/gatsby-webpack-stats-extractor.js', `join(\`public\`, \`${GATSBY_INTERNALS.webpackStatsFile}\`)`],
    ['dependenciesBabelPreset', 'dist/utils/webpack-utils.js', `require.resolve(\`${GATSBY_INTERNALS.dependenciesBabelPreset}\`)`],
    ['reduxModule', 'dist/redux/index.js', 'const emitter = (0, _mett.mett)();'],
    ['compilationDoneEvent', 'dist/services/recompile.js', `_redux.emitter.on(\`${GATSBY_INTERNALS.compilationDoneEvent}\`, finish);`],
    ['compilationDoneEvent', 'dist/services/start-webpack-server.js', `_redux.emitter.emit(\`${GATSBY_INTERNALS.compilationDoneEvent}\`, stats);`],
  ] as const)('%s is still in %s', (_name, file, text) => {
    expect(gatsbyFile(file)).toContain(text);
  });
});
