import type { GatsbyNode } from 'gatsby';

/**
 * The `DocsSite` node (src/gatsby/node/siteContent.ts) holds what every page reads through a static
 * query (src/hooks/useSiteContent.ts). Declared up front, so the query is valid before the content
 * step first creates the node. The API reference's nodes (./sourceNodes.ts) are declared too: their
 * models are JSON, which Gatsby would otherwise infer field by field.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type ContentProblem {
      file: String!
      problem: String!
      hint: String
    }
    type DocsSite implements Node @dontInfer {
      global: JSON!
      problems: [ContentProblem!]!
    }
    type ApiVersion implements Node @dontInfer {
      version: String!
      order: Int!
      model: JSON!
    }
    type ApiSymbol implements Node @dontInfer {
      version: String!
      order: Int!
      name: String!
      kind: String!
      slug: String!
      symbol: JSON!
    }
  `);
};
