import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { GATSBY_INTERNALS } from '../../../lib/gatsbyInternals';
import { externalChunkMap, writeChunkMapFile } from './chunkMapFile';
import type { WebpackStep } from '../../webpack/step';

/**
 * Gatsby's chunk map leaves its scripts slice as soon as the browser build has written them
 * (./chunkMapFile.ts has why and how), before Gatsby stitches that slice into every page.
 * Done after the build, as before, every page first got the whole map (about 110 bytes a page
 * component, 140 KB at 1,000 added docs), so stitching, the link check, the `.html` copies and the
 * `_headers` pass each read or wrote the map once per page: a cost that grew with the square of
 * the number of docs.
 */
class ChunkMapOutOfSlicePlugin {
  apply(compiler: Compiler) {
    // After Gatsby's stats extractor, which writes the map and the slice in its own `done` (an async series hook: it finishes first).
    compiler.hooks.done.tapPromise('ChunkMapOutOfSlicePlugin', async () => {
      const publicDir = path.resolve('public');
      const slice = path.join(publicDir, GATSBY_INTERNALS.scriptsSliceFile);
      const file = writeChunkMapFile(publicDir);
      const prefix = String(compiler.options.output.publicPath ?? '/').replace(/\/$/, '');
      fs.writeFileSync(slice, externalChunkMap(fs.readFileSync(slice, 'utf8'), `${prefix}${file}`));
    });
  }
}

export const chunkMapOutOfSlice: WebpackStep = ({ stage, config }) => {
  if (stage === 'build-javascript') config.plugins.push(new ChunkMapOutOfSlicePlugin());
};
