/**
 * The MDX pipeline, in the order it runs. gatsby-config.ts passes it to gatsby-plugin-mdx;
 * the same list is used by the unit tests that compile sample MDX.
 */
import path from 'node:path';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { docsConfig } from '../../config/docs';
import { versionPaths } from '../../lib/docFiles';
import { releasedVersionNames, resolveVersions } from '../content/versions';
import rehypeCodeHighlight from './rehypeCodeHighlight';
import remarkAdmonitions from './remarkAdmonitions';
import remarkApiLinks from './remarkApiLinks';
import remarkDocImages from './remarkDocImages';
import remarkDocLinks from './remarkDocLinks';
import remarkHeadingIds from './remarkHeadingIds';
import remarkNpm2Yarn from './remarkNpm2Yarn';

/** Absolute path of the content folder. */
export const CONTENT_DIR = path.resolve(process.env.RQB_CONTENT_DIR ?? 'content');

/** remark + rehype plugins for gatsby-plugin-mdx's `mdxOptions`. */
export function mdxPlugins(contentDir: string = CONTENT_DIR) {
  // Read per file, so a version added to versions.json while developing links right away.
  const versions = () => {
    const { names, settings } = resolveVersions(releasedVersionNames(contentDir), docsConfig);
    return names.map((name) => ({ docsDir: versionPaths(name).docsDir, path: settings.get(name)!.path }));
  };
  return {
    // remarkHeadingIds first: ids are numbered over the tree as authored, as the content analysis reads them.
    remarkPlugins: [
      remarkHeadingIds,
      remarkGfm,
      remarkDirective,
      remarkAdmonitions,
      remarkNpm2Yarn,
      [remarkDocLinks, { contentDir, versions }],
      remarkDocImages,
      [remarkApiLinks, { contentDir }],
    ],
    rehypePlugins: [rehypeCodeHighlight],
  };
}
