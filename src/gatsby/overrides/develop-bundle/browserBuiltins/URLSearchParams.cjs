/** The browser's own URLSearchParams, for `core-js-pure/web/url-search-params` (see ../develop.ts). */
module.exports = URLSearchParams;
