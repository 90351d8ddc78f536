/**
 * Gatsby writes two files about its browser build into public/: `webpack.stats.json` (each chunk's
 * assets) and `chunk-map.json` (each page component's chunks). Its HTML renderer and the post-build
 * steps read them (../../node/headers.ts, ./chunkMapFile.ts); no page does, and the browser gets the chunk map
 * as a file of its own (./chunkMapFile.ts). Both grow with the docs (2.9 MB and 0.3 MB at 1,000 added
 * docs), and they describe the build to anyone who asks the host. The build's last step moves them
 * out of what is deployed, into BUILD_INTERNALS_DIR, where the e2e tests read them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GATSBY_INTERNALS } from '../../../lib/gatsbyInternals';

/** Where the files go, from the site's folder (`gatsby clean` removes it with the rest of `.cache`). */
export const BUILD_INTERNALS_DIR = '.cache/build-internals';

/** The files moved: Gatsby writes them afresh with every browser build. */
export const BUILD_INTERNALS_FILES = [GATSBY_INTERNALS.webpackStatsFile, GATSBY_INTERNALS.chunkMapFile] as const;

/** Moves the files from `siteDir`/public into BUILD_INTERNALS_DIR; returns their bytes. */
export function moveBuildInternals(siteDir: string): number {
  const to = path.join(siteDir, BUILD_INTERNALS_DIR);
  fs.mkdirSync(to, { recursive: true });
  let bytes = 0;
  for (const file of BUILD_INTERNALS_FILES) {
    const from = path.join(siteDir, 'public', file);
    if (!fs.existsSync(from)) continue;
    bytes += fs.statSync(from).size;
    fs.renameSync(from, path.join(to, file));
  }
  return bytes;
}
