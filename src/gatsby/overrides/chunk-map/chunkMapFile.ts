/**
 * Gatsby writes its chunk map (every page component's chunk files: 27 KB here, growing with each
 * doc) inline into every page's HTML, through the scripts slice. Its runtime reads it only to
 * prefetch the component of a page a link points to, and with slices it writes the map as a JSON
 * string, so that lookup finds nothing and components were never prefetched (src/lib/gatsbyInternals.ts).
 *
 * When the browser build has written it (src/gatsby/overrides/chunk-map/chunkMapOutOfSlice.ts, before the slice
 * is stitched into the pages), the map becomes a file of its own, named by its content's hash (cached
 * for good, fetched once per visit), and each page gets a small inline script, the same on every page: an
 * empty map at once, the file when the browser is idle after the page's `load` event. Prefetching then
 * fetches a linked page's component with its data; one that happens before the file has run fetches
 * the data alone. The file still grows with the number of docs (about 110 bytes, 25 gzipped, each),
 * but a reader fetches it once per visit, after the page is ready, never with every page.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GATSBY_INTERNALS } from '../../../lib/gatsbyInternals';

const { chunkMappingId, chunkMapFile } = GATSBY_INTERNALS;

/**
 * The inline script of every page: an empty map now, the file (its address in `data-file`) once the
 * browser is idle after `load`; never on a connection where Gatsby does not prefetch (Save-Data, 2g:
 * cache-dir/loader.js), as nothing would read it.
 */
export const CHUNK_MAP_LOADER =
  "window.___chunkMapping={};(function(w,f){var c=w.navigator.connection;if(c&&(c.saveData||/2g/.test(c.effectiveType)))return;w.addEventListener('load',function(){(w.requestIdleCallback||setTimeout)(function(){var s=document.createElement('script');s.src=f;document.body.appendChild(s)})})})(window,document.currentScript.dataset.file);";

/** Gatsby's inline script: `window.___chunkMapping="<the map's JSON, as a string>";`. */
const INLINE_MAP = new RegExp(`<script\\s+id="${chunkMappingId}"\\s*>\\s*window\\.___chunkMapping="(?:[^"\\\\]|\\\\.)*";\\s*</script>`);

const MAP_FILE = /^chunk-map-[0-9a-f]{20}\.js$/;

/** Writes public/chunk-map-<hash>.js from the map Gatsby wrote (removing an earlier build's); returns its site path. */
export function writeChunkMapFile(publicDir: string): string {
  const json = JSON.stringify(JSON.parse(fs.readFileSync(path.join(publicDir, chunkMapFile), 'utf8')));
  const name = `chunk-map-${crypto.createHash('sha256').update(json).digest('hex').slice(0, 20)}.js`;
  for (const earlier of fs.readdirSync(publicDir).filter((file) => MAP_FILE.test(file) && file !== name)) fs.rmSync(path.join(publicDir, earlier));
  fs.writeFileSync(path.join(publicDir, name), `window.___chunkMapping=${json};`);
  return `/${name}`;
}

/** The site path of the map's file this build wrote (for its caching headers). */
export function builtChunkMapFile(publicDir: string): string {
  const name = fs.readdirSync(publicDir).find((file) => MAP_FILE.test(file));
  if (!name) throw new Error(`The browser build wrote no chunk-map-<hash>.js into ${publicDir} (src/gatsby/overrides/chunk-map/chunkMapOutOfSlice.ts).`);
  return `/${name}`;
}

/** The loader already in place: a slice (or page) this build did not write again. */
const LOADER = new RegExp(`<script id="${chunkMappingId}" data-file="[^"]*">`);

/**
 * A page's HTML with Gatsby's inline map replaced by the loader of `file` (the site path
 * writeChunkMapFile returned, with the path prefix). A page without the map is returned as it is; one
 * whose map has another form stops the build, as Gatsby has changed.
 */
export function externalChunkMap(html: string, file: string): string {
  if (!html.includes(`id="${chunkMappingId}"`)) return html;
  const loader = `<script id="${chunkMappingId}" data-file="${file}">`;
  if (INLINE_MAP.test(html)) return html.replace(INLINE_MAP, () => `${loader}${CHUNK_MAP_LOADER}</script>`);
  if (LOADER.test(html)) return html.replace(LOADER, () => loader);
  throw new Error(
    `Gatsby's #${chunkMappingId} script has another form than src/gatsby/overrides/chunk-map/chunkMapFile.ts expects: re-check src/lib/gatsbyInternals.ts.`
  );
}
