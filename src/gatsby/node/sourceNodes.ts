/**
 * Sources the API reference (src/gatsby/api) as nodes, as gatsby-source-filesystem sources the
 * docs: one `ApiVersion` node per docs version that has a reference (its packages, entry points and
 * removed exports) and one `ApiSymbol` node per export. ./apiReference.ts reads them back through
 * GraphQL and plans the pages. Gatsby sources once per process, so a doc edit in `gatsby develop`
 * does not make the reference again. TypeDoc's output is cached by package version
 * (node_modules/.cache/api-reference); a missing package for a configured version stops the build.
 */
import type { GatsbyNode } from 'gatsby';
import { buildApiReference } from '../api';

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createNodeId, createContentDigest, reporter }) => {
  const started = Date.now();
  const result = await buildApiReference();
  for (const warning of result.warnings) reporter.warn(warning);
  // `order` keeps the models' order (newest version first, symbols by slug) through the node store.
  result.models.forEach(({ symbols, ...model }, order) => {
    void actions.createNode({
      id: createNodeId(`ApiVersion ${model.version}`),
      version: model.version,
      order,
      model,
      internal: { type: 'ApiVersion', contentDigest: createContentDigest(model) },
    });
    symbols.forEach((symbol, index) => {
      void actions.createNode({
        id: createNodeId(`ApiSymbol ${model.version} ${symbol.slug}`),
        version: model.version,
        order: index,
        name: symbol.name,
        kind: symbol.kind,
        slug: symbol.slug,
        symbol,
        internal: { type: 'ApiSymbol', contentDigest: createContentDigest(symbol) },
      });
    });
  });
  const typedoc = result.timings.filter((t) => !t.cached).length;
  reporter.info(
    `API reference: ${result.models.map((m) => `${m.version} ${m.symbols.length}`).join(', ')} exports (${typedoc} packages through TypeDoc, the rest cached) in ${((Date.now() - started) / 1000).toFixed(1)} s.`
  );
};
