/**
 * Heading ids, numbered in this one place: repeats get GitHub's suffixes ("usage", "usage-1").
 * The MDX pipeline sets them on the page (the plugin below) and the content step's analysis
 * (src/gatsby/content/analyzeDoc.ts) reads them with `headingIds`, so the table of contents,
 * link anchors and search records always name the ids the page has.
 */
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { createSlugger } from '../../lib/slug';

/** The id of every heading of a document's tree, numbered in document order. */
export function headingIds(tree: Root): Map<Heading, string> {
  const slug = createSlugger();
  const ids = new Map<Heading, string>();
  visit(tree, 'heading', (heading: Heading) => void ids.set(heading, slug(toString(heading))));
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
