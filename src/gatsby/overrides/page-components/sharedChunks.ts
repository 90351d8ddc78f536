import type { WebpackStep } from '../../webpack/step';

/** How many page components (or lazy chunks) must share a module for it to go to a small chunk of its own. */
export const SHARED_BY_MANY_MIN_CHUNKS = 10;

/**
 * The least source such a chunk must hold (bytes, before minifying). Below it, a second request
 * costs the reader more than the copies it saves.
 */
export const SHARED_BY_MANY_MIN_SIZE = 2_000;

/**
 * Code that many page components share goes to one chunk, however small (browser build only).
 *
 * Every doc is a page component of its own (the doc template with its MDX). Gatsby's `shared`
 * cache group moves modules that two or more components import to a chunk of their own, but only
 * when that chunk would hold 20 kB of source (webpack's default `minSize`). The doc template's own
 * modules (the page around the article, the pager, the breadcrumbs, the "Copy page" menu) hold less,
 * so each doc's chunk carried a copy of them: 5.5 KB of minified JS per doc, written once per page and
 * downloaded again on every doc a reader opened.
 *
 * A second group, above Gatsby's, takes what ten or more chunks share from 2 kB of source; what two
 * to nine share (the demo pages' UI libraries) keeps Gatsby's floor. Every chunk of its own is one
 * more entry in webpack's runtime, which every page loads first: lowering the floor for all sets of
 * chunks made 13 more of them (+586 B gz on every page) for sets of two or three demo pages.
 */
export const smallSharedChunks: WebpackStep = ({ stage, config }) => {
  if (stage !== 'build-javascript') return;
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups;
  const shared = cacheGroups?.shared;
  if (!shared)
    throw new Error("src/gatsby/overrides/page-components/sharedChunks.ts expects Gatsby's `shared` cache group in the browser build's splitChunks.");
  cacheGroups.sharedByMany = {
    // Gatsby's test (no CSS, nothing of an initial chunk) and its naming (one chunk per set of chunks).
    test: shared.test,
    name: shared.name,
    priority: shared.priority + 1,
    minChunks: SHARED_BY_MANY_MIN_CHUNKS,
    minSize: SHARED_BY_MANY_MIN_SIZE,
    reuseExistingChunk: true,
  };
};
