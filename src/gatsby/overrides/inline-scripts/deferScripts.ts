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
 * CSP-stable, ./inlineScripts.ts). Each tag stays where it is, unchanged, wrapped in a `<template>` (inert:
 * not fetched, not run; tools that read the HTML for its scripts still find them), and one inline
 * script at the end of the body, the same on every page, adds them to the document at the end of the
 * second animation frame after the HTML is parsed, or at once in a hidden tab (which paints nothing).
 * One frame was not enough: the largest paint's timestamp is when the frame reaches the screen, which
 * can come after the next task has already started the requests (/search in Lighthouse: scripts at
 * 90 ms, its h1 at 102 ms). It counts them in `window.___scriptsPending` and calls
 * `window.___scriptsSettled` when each has loaded or failed: the base-path banner
 * (src/lib/basePathBanner.ts) waits for that instead of the window's load event, which can now come first.
 * The loader's text is in src/lib/deferredScripts.ts.
 *
 * In place, because a warm build does not render every page again: when the browser build changed,
 * Gatsby stitches its new scripts slice (webpack runtime, framework, app) into the pages it did not
 * render, replacing what is between the slice's markers. Tags moved out of the slice (into one
 * template after the body, as this pass did until 2026-11-29) stayed behind, so such a page loaded
 * the new scripts at once and the old runtime, framework and app after them. Wrapped in place, the
 * old tags go with the old slice, and the pass wraps the new ones.
 */

import { DEFERRED_SCRIPTS_ATTRIBUTE, DEFERRED_SCRIPTS_LOADER, DEFERRED_SCRIPTS_LOADER_ATTRIBUTE } from '../../../lib/deferredScripts';

const TEMPLATE_START = `<template ${DEFERRED_SCRIPTS_ATTRIBUTE}>`;

/** An `async` script with a `src` and no body, as Gatsby and gatsby-plugin-google-gtag write them, not deferred yet. */
const ASYNC_SCRIPT = new RegExp(`(?<!${TEMPLATE_START})<script(?=[^>]*\\ssrc="[^"]+")(?=[^>]*\\sasync(?:="")?[\\s>])[^>]*></script>`, 'g');

/** The loader, whichever text an earlier build wrote. */
const LOADER = new RegExp(`<script ${DEFERRED_SCRIPTS_LOADER_ATTRIBUTE}>[\\s\\S]*?</script>`, 'g');

/** `html` with its async scripts deferred past the first paint (unchanged when it has none, or was rewritten already). */
export function deferAsyncScripts(html: string): string {
  const wrapped = html.replace(ASYNC_SCRIPT, (tag) => `${TEMPLATE_START}${tag}</template>`);
  if (!wrapped.includes(TEMPLATE_START)) return html;
  const loader = `<script ${DEFERRED_SCRIPTS_LOADER_ATTRIBUTE}>${DEFERRED_SCRIPTS_LOADER}</script>`;
  const rest = wrapped.replace(LOADER, (found) => (found === loader ? found : ''));
  if (rest.includes(loader)) return rest;
  const end = rest.lastIndexOf('</body>');
  if (end < 0) return html;
  return `${rest.slice(0, end)}${loader}${rest.slice(end)}`;
}
