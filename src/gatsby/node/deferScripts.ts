/**
 * The page's `async` scripts (Gatsby's webpack runtime, framework and app chunks, and the Google
 * tag) start loading after the page's first paint, not while its HTML is parsed.
 *
 * Why: the browser's preload scanner found them at the end of the HTML and fetched them alongside
 * it. The text was on screen at the first paint either way (in Chromium the observed Largest
 * Contentful Paint of a doc, the home page and /search was their First Contentful Paint), but on a
 * slow connection those 80 KB of script compete with the HTML for the line, and Lighthouse's
 * simulation charges every request started before the largest paint to it: 1.5–1.8 s on mobile,
 * where the first paint was 0.7–0.9 s.
 *
 * How: the build rewrites each page (after it is rendered, in the pass that makes inline scripts
 * CSP-stable, ./headers.ts). The tags move unchanged into a `<template>` (inert: not fetched, not
 * run; tools that read the HTML for its scripts still find them), followed by one inline script,
 * the same on every page, that adds them to the document at the end of the second animation frame
 * after the HTML is parsed, or at once in a hidden tab (which paints nothing). One frame was not
 * enough: the largest paint's timestamp is when the frame reaches the screen, which can come after
 * the next task has already started the requests (/search in Lighthouse: scripts at 90 ms, its h1 at 102 ms). It counts them in `window.___scriptsPending` and calls
 * `window.___scriptsSettled` when each has loaded or failed: the base-path banner
 * (src/lib/basePathBanner.ts) waits for that instead of the window's load event, which can now come first.
 * The loader's text is in src/lib/deferredScripts.ts.
 */

import { DEFERRED_SCRIPTS_ATTRIBUTE, DEFERRED_SCRIPTS_LOADER } from '../../lib/deferredScripts';

/** An `async` script with a `src` and no body, as Gatsby and gatsby-plugin-google-gtag write them. */
const ASYNC_SCRIPT = /<script(?=[^>]*\ssrc="[^"]+")(?=[^>]*\sasync(?:="")?[\s>])[^>]*><\/script>/g;

/** `html` with its async scripts deferred past the first paint (unchanged when it has none, or was rewritten already). */
export function deferAsyncScripts(html: string): string {
  const tags = html.match(ASYNC_SCRIPT);
  if (!tags || html.includes(DEFERRED_SCRIPTS_ATTRIBUTE)) return html;
  const rest = html.replace(ASYNC_SCRIPT, '');
  const end = rest.lastIndexOf('</body>');
  if (end < 0) return html;
  return `${rest.slice(0, end)}<template ${DEFERRED_SCRIPTS_ATTRIBUTE}>${tags.join('')}</template><script>${DEFERRED_SCRIPTS_LOADER}</script>${rest.slice(end)}`;
}
