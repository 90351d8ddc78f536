/**
 * Runs after gatsby-plugin-mdx's layout loader on a doc's copy of the page template (build only,
 * src/gatsby/overrides/mdx-loader/mdxLoader.ts adds it): the copy imports the doc's compiled MDX as
 * `GATSBY_COMPILED_MDX` and wraps the template around it; this also exports the MDX alone, so the
 * first load of a doc can hydrate the page around its article before the article's own chunk
 * (src/gatsby/overrides/page-components/pageComponents.ts).
 */
module.exports = function docContentExport(source) {
  if (!/\bGATSBY_COMPILED_MDX\b/.test(source))
    throw new Error(`${this.resourcePath}${this.resourceQuery}: no GATSBY_COMPILED_MDX import from gatsby-plugin-mdx's layout loader to export`);
  return `${source}\nexport { GATSBY_COMPILED_MDX as MDXContent };\n`;
};
