import fs from 'node:fs';
import path from 'node:path';
import { analyzeMdx } from './analyzeMdx';
import { ContentError } from './errors';
import type { ContentModel } from './loadContent';
import type { DocSource } from './routes';
import { formatIssues, frontmatterSchema } from './schemas';

/**
 * The doc an MDX file is, with validated frontmatter and analysed MDX; [] for files that are
 * not docs (partials, files outside the docs folders, the losing file of a duplicate id).
 */
export function docSource(absolutePath: string, rawFrontmatter: unknown, content: ContentModel): DocSource[] {
  const contentFile = path.relative(content.contentDir, absolutePath).split(path.sep).join('/');
  const version = content.versions.find((v) => contentFile.startsWith(`${v.docsDir}/`));
  if (!version) return [];
  const id = contentFile.slice(version.docsDir.length + 1).replace(/\.mdx?$/, '');
  if (version.docFiles.get(id) !== contentFile) return [];
  const shownFile = path.relative(process.cwd(), absolutePath);
  const frontmatter = frontmatterSchema.safeParse(rawFrontmatter ?? {});
  if (!frontmatter.success) {
    throw new ContentError(
      shownFile,
      `invalid frontmatter: ${formatIssues(frontmatter.error)}.`,
      `Supported keys: ${Object.keys(frontmatterSchema.shape).join(', ')}.`
    );
  }
  const analysis = analyzeMdx(fs.readFileSync(absolutePath, 'utf8'), shownFile);
  return [{ version: version.name, id, shownFile, contentFile, absolutePath, frontmatter: frontmatter.data, analysis }];
}
