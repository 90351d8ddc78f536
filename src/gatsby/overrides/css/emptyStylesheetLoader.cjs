/**
 * Webpack loader for the server-side render bundle: a stylesheet imported as text (`?inline`) is
 * only ever added to the page in the browser (src/hooks/useInjectedStylesheet.ts runs in an
 * effect), so the server gets an empty string and Sass never runs for it.
 */
module.exports = function emptyStylesheetLoader() {
  return '';
};
