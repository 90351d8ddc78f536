/**
 * The docs folder as the MDX pipeline (src/gatsby/mdx/) needs it: where it is, its versions and
 * each doc's id and slug. The pipeline imports nothing of the content step; this wires the two.
 */
import path from 'node:path';
import { docsConfig } from '../../config/docs';
import { versionPaths } from '../../lib/docFiles';
import { isDevelop } from '../env';
import { mdxPlugins } from '../mdx';
import { readDocFrontmatter } from './docFrontmatter';
import { releasedVersionNames, resolveVersions } from './versions';

/** Absolute path of the content folder (RQB_CONTENT_DIR, else content/). */
export const CONTENT_DIR = path.resolve(process.env.RQB_CONTENT_DIR ?? 'content');

/** The MDX pipeline's plugins for the docs folder at `contentDir`. */
export function docsMdxPlugins(contentDir: string = CONTENT_DIR) {
  return mdxPlugins({
    contentDir,
    // Read per file, so a version added to versions.json while developing links right away.
    versions: () => {
      const { names, settings } = resolveVersions(releasedVersionNames(contentDir), docsConfig);
      return names.map((name) => ({ docsDir: versionPaths(name).docsDir, path: settings.get(name)!.path }));
    },
    docKeys: readDocFrontmatter,
    // `gatsby develop` types examples in the background, when asked for: typing them all while it
    // compiles kept an author's edits from showing in time on this 2-core machine.
    types: isDevelop() ? 'on-request' : 'build',
  });
}
