import type { WebpackStep } from './step';

/**
 * The least source a chunk of shared modules must hold to become a chunk of its own (bytes, before
 * minifying). Below it, a second request costs the reader more than the copies it saves.
 */
export const SHARED_CHUNK_MIN_SIZE = 2_000;

/**
 * Code that many page components share goes to one chunk, however small (browser build only).
 *
 * Every doc is a page component of its own (the doc template with its MDX). Gatsby's `shared`
 * cache group moves modules that two or more components import to a chunk of their own, but only
 * when that chunk would hold 20 kB of source (webpack's default `minSize`). The doc template's own
 * modules (the page around the article, the pager, the breadcrumbs, the "Copy page" menu) hold less,
 * so each doc's chunk carried a copy of them: 5.5 KB of minified JS per doc, written once per page and
 * downloaded again on every doc a reader opened. With the smaller floor they are one chunk that every
 * doc shares.
 */
export const smallSharedChunks: WebpackStep = ({ stage, config }) => {
  if (stage !== 'build-javascript') return;
  const shared = config.optimization?.splitChunks?.cacheGroups?.shared;
  if (!shared) throw new Error("src/gatsby/webpack/sharedChunks.ts expects Gatsby's `shared` cache group in the browser build's splitChunks.");
  shared.minSize = SHARED_CHUNK_MIN_SIZE;
};
