/**
 * Gives every heading an id, numbering repeats like GitHub ("usage", "usage-1"). The table of
 * contents (src/gatsby/content/analyzeDoc.ts) walks the same tree with the same slugger and
 * `headingText`, so its links always match these ids.
 */
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { createSlugger } from '../../lib/slug';

/** The text a heading's id is made from. */
export const headingText = (heading: Heading): string => toString(heading);

/** Remark plugin: sets `id` on each heading (kept if the author gave one through hProperties). */
export default function remarkHeadingIds() {
  return (tree: Root) => {
    const slug = createSlugger();
    visit(tree, 'heading', (heading: Heading) => {
      const id = slug(headingText(heading));
      const data = (heading.data ??= {}) as { hProperties?: Record<string, unknown> };
      data.hProperties = { id, ...data.hProperties };
    });
  };
}
