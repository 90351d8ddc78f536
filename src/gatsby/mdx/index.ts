/**
 * The MDX pipeline, in the order it runs. It knows MDX, not the docs folder: what it needs of the
 * content (where it is, its versions, a doc's id and slug) is passed in, by
 * src/gatsby/content/mdxOptions.ts for gatsby-config.ts and the unit tests that compile sample MDX.
 */
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { DocAddressKeys } from '../../lib/docFiles';
import rehypeCodeHighlight, { type CodeHighlightOptions } from './rehypeCodeHighlight';
import recmaLocalCreateElement from './recmaLocalCreateElement';
import remarkAdmonitions from './remarkAdmonitions';
import remarkApiLinks from './remarkApiLinks';
import remarkDocImages from './remarkDocImages';
import remarkDocLinks from './remarkDocLinks';
import remarkHeadingIds from './remarkHeadingIds';
import remarkNpm2Yarn from './remarkNpm2Yarn';

/** What the pipeline needs of the docs folder. */
export interface MdxContent {
  /** Absolute path of content/. */
  contentDir: string;
  /** Each version's docs folder (relative to contentDir) and base path; asked per file. */
  versions: () => Array<{ docsDir: string; path: string }>;
  /** How ts/tsx blocks get their types (src/gatsby/exampleTypes/; rehypeCodeHighlight.ts `types`). */
  types?: CodeHighlightOptions['types'];
  /** The frontmatter `id` and `slug` of a doc file (absolute path). */
  docKeys: (absFile: string) => DocAddressKeys;
}

/** remark, rehype and recma plugins for gatsby-plugin-mdx's `mdxOptions`. */
export function mdxPlugins({ contentDir, versions, docKeys, types = false }: MdxContent) {
  return {
    // remarkHeadingIds first: ids are numbered over the tree as authored, as the content analysis reads them.
    remarkPlugins: [
      remarkHeadingIds,
      remarkGfm,
      remarkDirective,
      remarkAdmonitions,
      remarkNpm2Yarn,
      [remarkDocLinks, { contentDir, versions, docKeys }],
      remarkDocImages,
      [remarkApiLinks, { contentDir }],
    ],
    rehypePlugins: [[rehypeCodeHighlight, { contentDir, types }]],
    recmaPlugins: [recmaLocalCreateElement],
  };
}
