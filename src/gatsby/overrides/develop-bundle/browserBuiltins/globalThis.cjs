/** The browser's own globalThis, for `core-js-pure/features/global-this` (see ../develop.ts). */
module.exports = globalThis;
