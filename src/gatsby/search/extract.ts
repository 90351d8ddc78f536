/**
 * Search records of one page, from its MDX: the page itself (lvl1), each h2/h3 (lvl2/lvl3, with
 * the anchor the page gives it) and each paragraph, list item and table row under them
 * (content). Headings are numbered with the same slugger as src/gatsby/mdx/remarkHeadingIds.ts,
 * in the same document order, so every record's anchor exists on the page.
 */
import { createProcessor } from '@mdx-js/mdx';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { SKIP, visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { createSlugger } from '../../lib/slug';
import type { IndexFile, RecordType } from '../../lib/search/types';
import { blankFrontmatter } from '../content/analyzeMdx';
import { headingText } from '../mdx/remarkHeadingIds';

const processor = createProcessor({ remarkPlugins: [remarkGfm, remarkDirective] });

/** Longest text kept in one record (Algolia records have a size limit too). */
const MAX_CONTENT = 600;

type RecordRow = IndexFile['records'][number];

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const clip = (text: string) => (text.length <= MAX_CONTENT ? text : `${text.slice(0, MAX_CONTENT - 1).replace(/\s+\S*$/, '')}…`);

/** Records of one page (`pageIndex` into the index file's page table). `description` rides on the lvl1 record. */
export function extractRecords(source: string, file: string, pageIndex: number, description?: string): RecordRow[] {
  const tree = processor.parse(new VFile({ value: blankFrontmatter(source), path: file })) as Root;
  const slug = createSlugger();
  const rows: RecordRow[] = [[pageIndex, 'lvl1', null, null, null, description ? clip(clean(description)) : null]];
  let lvl2: string | null = null;
  let lvl3: string | null = null;
  let anchor: string | null = null;
  const add = (type: RecordType, content: string | null) => rows.push([pageIndex, type, lvl2, lvl3, anchor, content]);

  visit(tree, (node) => {
    const type = node.type as string;
    if (type === 'heading') {
      const heading = node as Heading;
      const id = slug(headingText(heading));
      const text = clean(toString(heading));
      if (heading.depth === 2) [lvl2, lvl3, anchor] = [text, null, id];
      else if (heading.depth === 3) [lvl3, anchor] = [text, id];
      if (heading.depth === 2) add('lvl2', null);
      else if (heading.depth === 3) add('lvl3', null);
      return SKIP;
    }
    if (type === 'code' || type === 'mdxjsEsm' || type === 'mdxFlowExpression') return SKIP;
    if (type === 'paragraph' || type === 'tableRow') {
      const text = clean(
        type === 'tableRow' ? (node as { children: unknown[] }).children.map((cell) => toString(cell as never)).join(' · ') : toString(node)
      );
      if (text.split(' ').length >= 2) add('content', clip(text));
      return SKIP;
    }
    return undefined;
  });
  return rows;
}
