/**
 * The inline script of every redirect page (Gatsby's and the post-build .htm and .html ones): it sends
 * the reader on while the HTML parses, keeping the query and hash. The target is the script's `data-to`
 * attribute, so the text is the same on every page and the Content-Security-Policy allows it by one hash.
 * A redirect page served at its own target (an `x.html` one on a host that answers /x with x.html, such
 * as GitHub Pages) sends the reader to the target's directory, x/, where the page itself is, instead of
 * to itself again.
 */
export const redirectScript = 'var t=document.currentScript.dataset.to;location.replace((location.pathname==t?t+"/":t)+location.search+location.hash)';
