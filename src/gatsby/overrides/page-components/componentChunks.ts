/**
 * Writes each page component's module id, chunk ids and own chunk file into the page data of its pages
 * (`componentChunks`), from the file the browser build wrote (src/gatsby/overrides/page-components/pageComponentChunks.ts).
 * The page loader reads page data before it loads a page's component, so src/gatsby/overrides/page-components/pageComponents.ts
 * finds them there, and the first-load JS holds no list of page components.
 *
 * Every build writes every page's data again: a warm build leaves the page data of an unchanged page
 * as it was, and its component's chunks may have changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { COMPONENT_CHUNKS_FILE, type ComponentChunks } from './pageComponentChunks';

/** public/page-data/<path>/page-data.json of a page (the home page's is page-data/index/). */
export const pageDataFile = (publicDir: string, pagePath: string) =>
  path.join(publicDir, 'page-data', pagePath === '/' ? 'index' : pagePath.replace(/^\/|\/$/g, ''), 'page-data.json');

/**
 * Adds `componentChunks` to the page data of every page whose file exists; returns how many it wrote.
 * A page whose component the build did not record stops the build: its page could not load.
 */
export function writeComponentChunks(
  publicDir: string,
  pages: Iterable<{ path: string; componentChunkName?: string }>,
  chunks: Record<string, ComponentChunks>
): number {
  let written = 0;
  for (const page of pages) {
    const file = pageDataFile(publicDir, page.path);
    if (!page.componentChunkName || !fs.existsSync(file)) continue;
    const entry = chunks[page.componentChunkName];
    if (!entry)
      throw new Error(
        `The browser build recorded no chunks for ${page.componentChunkName}, the component of ${page.path} (src/gatsby/overrides/page-components/pageComponentChunks.ts).`
      );
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    data.componentChunks = entry;
    fs.writeFileSync(file, JSON.stringify(data));
    written += 1;
  }
  return written;
}

/** What this build's browser bundle recorded (COMPONENT_CHUNKS_FILE). */
export function readComponentChunks(): Record<string, ComponentChunks> {
  return JSON.parse(fs.readFileSync(COMPONENT_CHUNKS_FILE, 'utf8')) as Record<string, ComponentChunks>;
}
