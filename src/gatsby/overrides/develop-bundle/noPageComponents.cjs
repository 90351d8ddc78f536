/**
 * Stands in for Gatsby's async-requires in the `gatsby develop` HTML renderer, which renders only
 * the page shell (src/gatsby/overrides/develop-bundle/develop.ts): no page component is compiled for it.
 */
module.exports = { components: {} };
