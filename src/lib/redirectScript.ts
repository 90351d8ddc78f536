/**
 * The inline script of every redirect page (Gatsby's and the post-build .htm ones): it sends the reader on
 * while the HTML parses, keeping the query and hash. The target is the script's `data-to` attribute, so
 * the text is the same on every page and the Content-Security-Policy allows it by one hash.
 */
export const redirectScript = 'location.replace(document.currentScript.dataset.to+location.search+location.hash)';
