import fs from 'node:fs';
import path from 'node:path';
import { distance } from 'fastest-levenshtein';
import { docOfFile } from '../../lib/docFiles';
import { readDocFrontmatter } from './docFrontmatter';
import type { DocAnalysis } from './analyzeDoc';
import { ContentError, nearest } from './errors';
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

/** Docusaurus frontmatter keys this site does not support, and what to do instead. */
const UNSUPPORTED_KEYS: Record<string, string> = {
  parse_number_prefixes: 'number prefixes are always dropped from ids, as Docusaurus does by default',
  format: 'every .md and .mdx file is read as MDX, as Docusaurus 3 does by default',
};

const KNOWN_KEYS = Object.keys(frontmatterSchema.shape);

/** Is `key` close enough to `known` to be a misspelling of it? */
const misspells = (key: string, known: string) => distance(key, known) <= (key.length < 5 ? 1 : 2);

/**
 * Validates a doc's frontmatter. Keys the site does not know are left out, as Docusaurus leaves
 * them to the theme, unless they look like a misspelt known key or are Docusaurus keys the site
 * does not support; those, and bad values, are a ContentError naming the key's line.
 */
export function parseFrontmatter(file: DocFile, rawFrontmatter: unknown): Frontmatter {
  const raw = (rawFrontmatter ?? {}) as Record<string, unknown>;
  const supported = `Supported keys: ${KNOWN_KEYS.join(', ')}.`;
  for (const key of Object.keys(raw).filter((k) => !KNOWN_KEYS.includes(k))) {
    if (key in UNSUPPORTED_KEYS) {
      throw new ContentError(frontmatterLine(file, key), `frontmatter "${key}" is not supported: ${UNSUPPORTED_KEYS[key]}.`, supported);
    }
    const [near] = nearest(key, KNOWN_KEYS, 1);
    if (near && misspells(key, near)) throw new ContentError(frontmatterLine(file, key), `unknown frontmatter key "${key}".`, `Did you mean "${near}"? ${supported}`);
  }
  const frontmatter = frontmatterSchema.safeParse(raw);
  if (frontmatter.success) return frontmatter.data;
  const key = frontmatter.error.issues[0]?.path[0];
  throw new ContentError(frontmatterLine(file, typeof key === 'string' ? key : undefined), `invalid frontmatter: ${formatIssues(frontmatter.error)}.`, supported);
}

/** The doc's file with the line of frontmatter `key` ("docs/intro.mdx:3"), or the file alone. */
export function frontmatterLine(file: DocFile, key: string | undefined): string {
  if (key === undefined || !fs.existsSync(file.absolutePath)) return file.shownFile;
  const lines = fs.readFileSync(file.absolutePath, 'utf8').split(/\r?\n/);
  const end = lines.indexOf('---', 1);
  const index = lines.slice(0, end < 0 ? lines.length : end).findIndex((line) => line.startsWith(`${key}:`) || line.startsWith(`${key} :`));
  return index < 0 ? file.shownFile : `${file.shownFile}:${index + 1}`;
}

/** A doc as read from its MDX node: where it is, its validated frontmatter and its analysis. What the route planner plans. */
export interface DocSource extends DocFile {
  frontmatter: Frontmatter;
  analysis: DocAnalysis;
}

/** A doc ready to plan. */
export const docSource = (file: DocFile, frontmatter: Frontmatter, analysis: DocAnalysis): DocSource => ({ ...file, frontmatter, analysis });
