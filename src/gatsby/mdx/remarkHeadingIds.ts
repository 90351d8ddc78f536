/**
 * Heading ids, numbered in this one place: repeats get GitHub's suffixes ("usage", "usage-1"), and
 * `## Title {#custom-id}` sets its own.
 * The MDX pipeline sets them on the page (the plugin below) and the content step's analysis
 * (src/gatsby/content/analyzeDoc.ts) reads them with `headingIds`, so the table of contents,
 * link anchors and search records always name the ids the page has.
 */
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { createSlugger } from '../../lib/slug';

/** A heading's explicit id, Docusaurus's `## Title {#custom-id}` (escaped to text by src/gatsby/mdx/mdxSource.cjs). */
const EXPLICIT_ID = /\s*\{#([^\s{}]+)\}\s*$/;

/**
 * The id of every heading of a document's tree, numbered in document order; an explicit
 * `{#custom-id}` is taken as the id and removed from the heading's text.
 */
export function headingIds(tree: Root): Map<Heading, string> {
  const slug = createSlugger();
  const ids = new Map<Heading, string>();
  visit(tree, 'heading', (heading: Heading) => {
    const last = heading.children.at(-1);
    const explicit = last?.type === 'text' ? EXPLICIT_ID.exec(last.value) : null;
    if (last?.type === 'text' && explicit) {
      last.value = last.value.slice(0, explicit.index);
      ids.set(heading, explicit[1]!);
    } else {
      ids.set(heading, slug(toString(heading)));
    }
  });
  return ids;
}

/** Remark plugin: sets `id` on each heading (kept if the author gave one through hProperties). */
export default function remarkHeadingIds() {
  return (tree: Root) => {
    for (const [heading, id] of headingIds(tree)) {
      const data = (heading.data ??= {}) as { hProperties?: Record<string, unknown> };
      data.hProperties = { id, ...data.hProperties };
    }
  };
}
