/** The browser's own URL, for `core-js-pure/web/url` (see ../develop.ts). */
module.exports = URL;
