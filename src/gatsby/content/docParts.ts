/**
 * The parts of a doc the content checks look at: fenced code blocks (for type-checking), links
 * (to resolve) and the prose word count (code, imports and JSX tags excluded).
 */
import { createProcessor } from '@mdx-js/mdx';
import type { Code, Link, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { SKIP, visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { blankFrontmatter } from './analyzeMdx';

export interface CodeBlock {
  lang: string | null;
  meta: string | null;
  value: string;
  /** 1-based line of the first code line (the line after the opening fence). */
  line: number;
}

export interface DocParts {
  codeBlocks: CodeBlock[];
  links: Array<{ url: string; line: number }>;
  proseWords: number;
  /** Prose only, for placeholder checks. */
  prose: string;
}

const processor = createProcessor({ remarkPlugins: [remarkGfm, remarkDirective] });

/** Splits a doc's source (frontmatter included) into the parts the checks need. */
export function docParts(source: string, file: string): DocParts {
  const tree = processor.parse(new VFile({ value: blankFrontmatter(source), path: file })) as Root;
  const codeBlocks: CodeBlock[] = [];
  const links: DocParts['links'] = [];
  const prose: string[] = [];
  visit(tree, (node) => {
    const type = node.type as string;
    if (type === 'mdxjsEsm' || type === 'mdxFlowExpression' || type === 'mdxTextExpression') return SKIP;
    if (type === 'code') {
      const code = node as Code;
      codeBlocks.push({ lang: code.lang ?? null, meta: code.meta ?? null, value: code.value, line: (code.position?.start.line ?? 0) + 1 });
    } else if (type === 'link') {
      links.push({ url: (node as Link).url, line: node.position?.start.line ?? 0 });
    }
    return undefined;
  });
  // Prose: the text of paragraphs, headings and table cells (code blocks and ESM are not inside them).
  visit(tree, (node) => {
    const type = node.type as string;
    if (type === 'mdxjsEsm' || type === 'code') return SKIP;
    if (type === 'paragraph' || type === 'heading' || type === 'tableCell') {
      prose.push(toString(node));
      return SKIP;
    }
    return undefined;
  });
  const text = prose.join('\n');
  return { codeBlocks, links, proseWords: (text.match(/[A-Za-z0-9][\w'’.-]*/g) ?? []).length, prose: text };
}
