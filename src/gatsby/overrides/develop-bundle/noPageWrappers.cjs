/**
 * Stands in for src/gatsby/wrap.tsx in the `gatsby develop` HTML renderer, which renders only the
 * page shell (src/gatsby/overrides/develop-bundle/develop.ts): it never wraps a page, so the site chrome (navbar,
 * sidebar, footer and their stylesheets) is not compiled for it.
 */
const passThrough = ({ element }) => element;
module.exports = { wrapPageElement: passThrough, wrapRootElement: passThrough };
