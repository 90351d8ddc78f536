/**
 * The frontmatter keys that decide where a doc goes (`id`, `slug`) and whether it is built
 * (`draft`), read from the file before anything else: the content step asks for every doc on
 * every run, the MDX pipeline's link rewriting for every doc a page links to. The mapping they
 * feed is src/lib/docFiles.ts, which reads no files.
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import type { DocAddressKeys } from '../../lib/docFiles';

/** What the content step reads of a doc before anything else: where it goes, and whether it is a draft. */
export interface DocFileKeys extends DocAddressKeys {
  draft?: boolean;
}

const keysCache = new Map<string, { stamp: string; keys: DocFileKeys }>();

/**
 * The frontmatter `id`, `slug` and `draft` of the doc file `absFile` (Node only), when they have
 * the right type (an `id` without "/"; the frontmatter check reports any other value). Cached by
 * modification time and size: the content step asks for every doc on every run, the MDX pipeline for
 * every doc a page links to. The YAML is parsed only when the frontmatter has one of those lines.
 */
export function readDocFrontmatter(absFile: string): DocFileKeys {
  const stat = fs.statSync(absFile, { throwIfNoEntry: false });
  if (!stat) return {};
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const cached = keysCache.get(absFile);
  if (cached?.stamp === stamp) return cached.keys;
  const header = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(absFile, 'utf8'));
  const keys: DocFileKeys = {};
  if (header && /^(id|slug|draft)\s*:/m.test(header[1]!)) {
    try {
      const { id, slug, draft } = matter(header[0]).data as Record<string, unknown>;
      if (typeof id === 'string' && id && !id.includes('/')) keys.id = id;
      if (typeof slug === 'string' && slug) keys.slug = slug;
      if (draft === true) keys.draft = true;
    } catch {
      // Invalid YAML: the frontmatter check names it; the file keeps its path's id meanwhile.
    }
  }
  keysCache.set(absFile, { stamp, keys });
  return keys;
}

/**
 * The whole frontmatter of a doc's text, as gatsby-plugin-mdx reads it (YAML only: its JavaScript
 * and JSON forms are off), or `fallback` when the YAML does not parse (the frontmatter check names
 * that problem).
 */
export function frontmatterOfText(text: string, fallback: unknown): unknown {
  try {
    return matter(text, { language: 'yaml', engines: { js: () => ({}), javascript: () => ({}), json: () => ({}) } }).data;
  } catch {
    return fallback;
  }
}
