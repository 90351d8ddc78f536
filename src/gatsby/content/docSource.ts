import path from 'node:path';
import { docOfFile, readDocFrontmatter } from '../../lib/docFiles';
import type { DocAnalysis } from './analyzeDoc';
import { ContentError } from './errors';
import type { ContentModel } from './loadContent';
import { formatIssues, frontmatterSchema, type Frontmatter } from './schemas';

/** Where a doc file sits: its version and doc id, and how errors and edit links name it. */
export interface DocFile {
  version: string;
  id: string;
  /** Relative to the project root (errors). */
  shownFile: string;
  /** Relative to the content dir (edit links). */
  contentFile: string;
  absolutePath: string;
}

/**
 * The doc an MDX file is; undefined for files that are not docs (partials, files outside the docs
 * folders, the losing file of a duplicate id).
 */
export function docFileOf(absolutePath: string, content: ContentModel): DocFile | undefined {
  const contentFile = path.relative(content.contentDir, absolutePath).split(path.sep).join('/');
  const doc = docOfFile(contentFile, content.versions, () => readDocFrontmatter(absolutePath));
  if (!doc || doc.version.docFiles.get(doc.id) !== contentFile) return undefined;
  return { version: doc.version.name, id: doc.id, shownFile: path.relative(process.cwd(), absolutePath), contentFile, absolutePath };
}

/** Validates a doc's frontmatter; a ContentError lists the supported keys. */
export function parseFrontmatter(file: DocFile, rawFrontmatter: unknown): Frontmatter {
  const frontmatter = frontmatterSchema.safeParse(rawFrontmatter ?? {});
  if (frontmatter.success) return frontmatter.data;
  throw new ContentError(
    file.shownFile,
    `invalid frontmatter: ${formatIssues(frontmatter.error)}.`,
    `Supported keys: ${Object.keys(frontmatterSchema.shape).join(', ')}.`
  );
}

/** A doc ready to plan (the shape of routes.ts `DocSource`, spelled out so this file does not import the planner). */
export const docSource = (file: DocFile, frontmatter: Frontmatter, analysis: DocAnalysis): DocFile & { frontmatter: Frontmatter; analysis: DocAnalysis } => ({
  ...file,
  frontmatter,
  analysis,
});
