/**
 * A doc's MDX as a syntax tree, without compiling it: the one parse that the analysis
 * (./analyzeDoc.ts) and the Markdown copy (./docMarkdown.ts) share.
 */
import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { mdxSource } from '../mdx/mdxSource.cjs';
import { ADMONITION_NAMES } from '../../config/admonitions';
import { ContentError } from './errors';

const processor = createProcessor({ remarkPlugins: [remarkGfm, remarkDirective] });

/** The text a doc's MDX is parsed from: frontmatter blanked, Docusaurus's MDX 1 forms read (src/gatsby/mdx/mdxSource.cjs). */
export const docText = (source: string): string => mdxSource(source, ADMONITION_NAMES);

/** Parses `text` (a doc's docText); a syntax error names `file`:line:column. */
export function parseText(text: string, file: string): Root {
  try {
    return processor.parse(new VFile({ value: text, path: file })) as Root;
  } catch (error) {
    const { line, column, reason } = errorPlace(error);
    throw new ContentError(`${file}${line ? `:${line}:${column ?? 1}` : ''}`, `MDX syntax error: ${reason}`, MDX_HINT);
  }
}

/** Parses `source` (the whole file, frontmatter included); a syntax error names `file`:line:column. */
export const parseDoc = (source: string, file: string): Root => parseText(docText(source), file);

/** Line, column and reason of a parse error, wherever micromark/vfile put them. */
export function errorPlace(error: unknown): { line?: number; column?: number; reason: string } {
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

export const MDX_HINT =
  'MDX treats "{", "<" and lines starting with "import "/"export " as code: escape them (\\{, &lt;) or wrap them in backticks.';
