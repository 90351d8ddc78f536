/**
 * Reads what the page shell needs from a doc's MDX source without compiling it: the first h1
 * (a title fallback), the h2-h6 headings with the ids the page will carry, the first paragraph
 * (a description fallback) and a Docusaurus `<Redirect to="...">` (moved pages).
 * A syntax error becomes a ContentError with the file, line and column.
 */
import { createProcessor } from '@mdx-js/mdx';
import type { Heading as MdastHeading, Paragraph, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { headingText } from '../mdx/remarkHeadingIds';
import { createSlugger } from '../../lib/slug';
import { ContentError } from './errors';

/** A heading of a doc, with the id the rendered page gives it. */
export interface DocHeading {
  depth: number;
  value: string;
  id: string;
}

export interface MdxAnalysis {
  h1?: string;
  headings: DocHeading[];
  firstParagraph?: string;
  /** The `to` of a `<Redirect>` element, as written (relative or absolute). */
  redirectTo?: string;
}

const processor = createProcessor({ remarkPlugins: [remarkGfm, remarkDirective] });

/** Replaces a leading frontmatter block with blank lines, so reported lines match the file. */
export function blankFrontmatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/, (block) => block.replace(/[^\n]/g, ''));
}

/** Analyses `source` (the whole file, frontmatter included); `file` names it in errors. */
export function analyzeMdx(source: string, file: string): MdxAnalysis {
  let tree: Root;
  try {
    tree = processor.parse(new VFile({ value: blankFrontmatter(source), path: file })) as Root;
  } catch (error) {
    const { line, column, reason } = errorPlace(error);
    throw new ContentError(`${file}${line ? `:${line}:${column ?? 1}` : ''}`, `MDX syntax error: ${reason}`, MDX_HINT);
  }
  const slug = createSlugger();
  const result: MdxAnalysis = { headings: [] };
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const heading = node as MdastHeading;
      const value = headingText(heading);
      const id = slug(value);
      if (heading.depth === 1) result.h1 ??= toString(heading);
      else result.headings.push({ depth: heading.depth, value: toString(heading), id });
    } else if (node.type === 'paragraph' && result.firstParagraph === undefined) {
      const text = toString(node as Paragraph).replace(/\s+/g, ' ').trim();
      if (text) result.firstParagraph = text;
    } else if ((node.type as string) === 'mdxJsxFlowElement' && (node as { name?: string }).name === 'Redirect') {
      const to = (node as unknown as { attributes: Array<{ name?: string; value?: unknown }> }).attributes.find(
        (a) => a.name === 'to'
      )?.value;
      if (typeof to === 'string') result.redirectTo = to;
    }
  });
  return result;
}

/** Line, column and reason of a parse error, wherever micromark/vfile put them. */
function errorPlace(error: unknown): { line?: number; column?: number; reason: string } {
  const e = error as {
    line?: number | null;
    column?: number | null;
    place?: { line?: number; column?: number; start?: { line: number; column: number } };
    position?: { start?: { line?: number; column?: number } };
    reason?: string;
    message: string;
  };
  const start = e.place?.start ?? e.place ?? e.position?.start;
  const fromMessage = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(e.message);
  return {
    line: e.line ?? start?.line ?? (fromMessage ? Number(fromMessage[1]) : undefined),
    column: e.column ?? start?.column ?? (fromMessage ? Number(fromMessage[2]) : undefined),
    reason: (e.reason ?? e.message).replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)$/, ''),
  };
}

const MDX_HINT =
  'MDX treats "{", "<" and lines starting with "import "/"export " as code: escape them (\\{, &lt;) or wrap them in backticks.';
