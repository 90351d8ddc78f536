import type { GatsbyNode } from 'gatsby';

/**
 * `Mdx.rawFrontmatter`: the frontmatter exactly as written, so createPages can validate every
 * key with zod (GraphQL would only return the fields it was asked for).
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create }) => {
  create({
    Mdx: {
      rawFrontmatter: {
        type: 'JSON',
        resolve: (source: { frontmatter?: Record<string, unknown> }) => source.frontmatter ?? {},
      },
    },
  });
};
