import crypto from 'node:crypto';
import type { WebpackStep } from '../../webpack/step';

/** Chunks a stylesheet must be in to go to a shared stylesheet. */
export const SHARED_STYLESHEET_MIN_CHUNKS = 2;

/** The name of the shared stylesheet for the CSS that exactly these chunks import. */
export const sharedStylesheetName = (chunkNames: Array<string | null | undefined>): string =>
  `styles-${crypto
    .createHash('sha1')
    .update([...chunkNames].map(String).sort().join('\n'))
    .digest('hex')
    .slice(0, 10)}`;

/**
 * A page inlines only the CSS its chunks import (browser build only).
 *
 * Gatsby's `styles` cache group moves every CSS module into one file, and its server render inlines
 * that file into every page: a doc page carried the home page's demo styles, the /search page's,
 * the API reference's and the search modal's, used or not. Now:
 * - a stylesheet that one chunk alone imports stays with that chunk: a page template's own styles
 *   (the home page, /search, the API pages) are inlined only on its pages, as Gatsby inlines the CSS
 *   of a page's component chunk, and a lazily loaded component's (the search modal, the home demos)
 *   come with its chunk, which mini-css-extract's runtime loads before the component renders;
 * - the stylesheets that the same set of chunks import go to one shared file for that set (as
 *   Gatsby names its shared JavaScript chunks), so the thousands of MDX page components share the
 *   doc template's file instead of each getting a copy, and the demos' shared styles stay off doc pages.
 */
export const sharedStylesheet: WebpackStep = ({ stage, config }) => {
  if (stage !== 'build-javascript') return;
  const styles = config.optimization?.splitChunks?.cacheGroups?.styles;
  if (!styles) throw new Error("src/gatsby/overrides/css/sharedStylesheet.ts expects Gatsby's `styles` cache group in the browser build's splitChunks.");
  styles.minChunks = SHARED_STYLESHEET_MIN_CHUNKS;
  styles.name = (_module: unknown, chunks: Array<{ name?: string | null }>) => sharedStylesheetName(chunks.map((chunk) => chunk.name));
};
