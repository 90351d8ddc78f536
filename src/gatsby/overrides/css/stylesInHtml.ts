import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFERRED_SCRIPTS_FORM } from '../../../lib/deferredScripts';
import { GATSBY_INTERNALS } from '../../../lib/gatsbyInternals';
import type { WebpackStep } from '../../webpack/step';

/** Where the browser build lists its assets by chunk (Gatsby's stats extractor writes it). */
export const BROWSER_STATS = path.resolve('public', GATSBY_INTERNALS.webpackStatsFile);

/** The stylesheets the browser build made (content-hashed names), sorted; none before a build. */
export function browserStylesheets(statsFile = BROWSER_STATS): string[] {
  if (!fs.existsSync(statsFile)) return [];
  const { assetsByChunkName = {} } = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as { assetsByChunkName?: Record<string, string[]> };
  return [
    ...new Set(
      Object.values(assetsByChunkName)
        .flat()
        .filter((name) => name.endsWith('.css'))
    ),
  ].sort();
}

/**
 * A warm `gatsby build` renders a page's HTML again only when its data or the server renderer
 * changed, yet every page inlines the browser build's stylesheet: a CSS-only change (the renderer's
 * class names stay the same) left every page with the old styles. The renderer's hashes are salted
 * with the names of the stylesheets the browser build just made (it runs first), so new styles make
 * a new renderer, and Gatsby renders every page again, as for any other renderer change. The salt
 * also holds the form in which the build rewrites a page's scripts (src/gatsby/overrides/inline-scripts/deferScripts.ts),
 * which a page not rendered again would keep.
 */
export const stylesInHtml: WebpackStep = ({ stage, config }) => {
  if (stage !== 'build-html') return;
  const names = browserStylesheets();
  if (names.length > 0)
    config.output.hashSalt = crypto
      .createHash('sha256')
      .update([...names, `deferred scripts ${DEFERRED_SCRIPTS_FORM}`].join('\n'))
      .digest('hex')
      .slice(0, 16);
};
