/**
 * A doc as plain Markdown, for readers that are programs (the `.md` copy of each page, llms.txt
 * and llms-full.txt): the page's own text, with each MDX part turned into what it means in
 * Markdown. Markdown nodes are copied from the source as written, so code blocks come out exactly
 * as authored; only MDX parts are rewritten:
 * - imports, exports and `{…}` expressions are dropped; an imported partial (`./_x.mdx`) is inlined;
 * - a top-level code block shows the code the page shows: without magic comments (`// highlight-next-line`) and,
 *   in a type-checked block, without twoslash's notations and cut parts (`// ^?`, `// ---cut---`);
 * - `:::note[Title]` admonitions and `<Admonition>` become blockquotes headed by their title;
 * - `<Tabs>` become one bold-labelled section per tab; `<Details>`/`<details>` a bold summary and the text;
 * - a ```` ```bash npm2yarn ```` block becomes one bold-labelled block per package manager, as its tabs show;
 * - `<LiveBuilder …/>` becomes the `<QueryBuilder …/>` code it renders, titled `LIVE_EXAMPLE`;
 * - any other element keeps its children's Markdown.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Code, Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { ADMONITIONS, admonitionType, isAdmonition } from '../../config/admonitions';
import { readNotations } from '../exampleTypes/notations';
import { importsOf, partialImports, type DocImport } from './partials';
import { applyMagicComments, isTypedBlock, parseCodeMeta } from '../mdx/codeMeta';
import { convertCommand, MANAGERS } from '../mdx/remarkNpm2Yarn';
import { LIVE_EXAMPLE } from '../../lib/liveExample';
import { docText, parseText } from './parseDoc';


/** A fenced block, its fence longer than any run of backticks in the code. */
function fence(lang: string | null | undefined, meta: string | null | undefined, code: string): string {
  const ticks = '`'.repeat(Math.max(3, ...[...code.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  return `${ticks}${lang ?? ''}${meta ? ` ${meta}` : ''}\n${code}\n${ticks}`;
}

/** What every twoslash notation starts with (`// @errors`, `// ---cut---`, `// ^?`): a block without one is shown as written. */
const NOTATION = /\/\/\s*(@|\^|---cut)/;

/** The code a block shows on its page (src/gatsby/mdx/rehypeCodeHighlight.ts). */
export function shownCode(code: Pick<Code, 'lang' | 'meta' | 'value'>): string {
  const notes = NOTATION.test(code.value) && isTypedBlock(code.lang, parseCodeMeta(code.meta));
  return applyMagicComments(notes ? readNotations(code.value).shown.replace(/\n$/, '') : code.value).code;
}

interface Node {
  type: string;
  name?: string | null;
  attributes?: Array<{ name?: string; value?: unknown }>;
  children?: Node[];
  data?: Record<string, unknown>;
  position?: { start: { offset?: number }; end: { offset?: number } };
}

const attribute = (node: Node, name: string) => {
  const value = node.attributes?.find((a) => a.name === name)?.value;
  return typeof value === 'string' ? value : undefined;
};

const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

/**
 * A file's Markdown, from the tree the analysis parsed (./analyzeDoc.ts): each imported partial is a
 * line of its own, `\0<path as imported>\0` after any quote marks, that resolveMarkdown fills in. The
 * draft is kept with the file's analysis, so a build parses each file once.
 */
export interface MarkdownDraft {
  text: string;
  /** Whether the file has its own h1 (the page then gets none from its title). */
  hasH1: boolean;
}

const PARTIAL = '\0';
const PARTIAL_LINE = /^(.*?)\0([^\0\n]+)\0$/gm;
const EMPTY = '\u0001';

/** The draft of a file parsed into `tree` from `text` (its docText), whose `imports` the analysis may have read already. */
export function markdownDraft(tree: Root, text: string, imports: DocImport[] = importsOf(tree)): MarkdownDraft {
  // Local name -> the path the import gives, relative to the importing file.
  const partials = new Map(partialImports(imports).flatMap((i) => (i.local ? [[i.local, i.url] as const] : [])));
  const slice = (node: Node) => text.slice(node.position!.start.offset, node.position!.end.offset);

  const blocks = (nodes: Node[] | undefined): string => (nodes ?? []).map(block).filter(Boolean).join('\n\n');

  function block(node: Node): string {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
        return '';
      case 'code': {
        const code = node as unknown as Code;
        const meta = code.meta?.replace(/(^|\s)npm2yarn(?=\s|$)/, '').trim();
        if (code.meta && meta !== code.meta)
          return MANAGERS.map((manager) => `**${manager.label}**\n\n${fence(code.lang, meta, convertCommand(code.value, manager.value))}`).join('\n\n');
        const shown = shownCode(code);
        return shown === code.value ? slice(node) : fence(code.lang, code.meta, shown);
      }
      case 'containerDirective': {
        if (!isAdmonition(node.name)) return blocks(node.children);
        const [first, ...rest] = node.children ?? [];
        const labelled = first?.type === 'paragraph' && first.data?.directiveLabel;
        const title = labelled ? toString(first as never) : (node.attributes as unknown as Record<string, string> | undefined)?.title ?? ADMONITIONS[node.name].title;
        return quote(`**${title}**\n\n${blocks(labelled ? rest : node.children)}`);
      }
      case 'mdxJsxFlowElement':
        return element(node);
      case 'heading':
        // An explicit id (`## Title {#id}`) is part of the page's address, not of its text.
        return slice(node).replace(/[ \t]*\\\{#[^\s{}]+\}[ \t]*$/, '');
      default:
        return slice(node);
    }
  }

  function element(node: Node): string {
    const name = node.name ?? '';
    if (partials.has(name)) return `${PARTIAL}${partials.get(name)!}${PARTIAL}`;
    if (name === 'Tabs') {
      return (node.children ?? [])
        .filter((child) => child.type === 'mdxJsxFlowElement' && child.name === 'TabItem')
        .map((item) => `**${attribute(item, 'label') ?? attribute(item, 'value') ?? 'Tab'}**\n\n${blocks(item.children)}`)
        .join('\n\n');
    }
    if (name === 'Admonition') {
      return quote(`**${attribute(node, 'title') ?? ADMONITIONS[admonitionType(attribute(node, 'type'))].title}**\n\n${blocks(node.children)}`);
    }
    if (name === 'Details' || name === 'details') {
      // <summary> is a child element, or the only content of a first paragraph.
      const isSummary = (child: Node) => child.name === 'summary' || (child.type === 'paragraph' && child.children?.length === 1 && child.children[0]!.name === 'summary');
      const summaryNode = node.children?.find(isSummary);
      const summary = attribute(node, 'summary') ?? (summaryNode ? toString(summaryNode as never) : 'Details');
      return `**${summary}**\n\n${blocks(node.children?.filter((child) => child !== summaryNode))}`;
    }
    if (name === 'LiveBuilder') {
      const jsx = slice(node)
        .replace(/^<LiveBuilder\b/, '<QueryBuilder')
        .replace(/\s+version=(["'])[^"']*\1/, '')
        .replace(/\s+show=(["'])[^"']*\1/, '');
      return fence('tsx', `title="${LIVE_EXAMPLE}"`, jsx);
    }
    if (name === 'Redirect') return '';
    return blocks(node.children);
  }

  const hasH1 = (tree.children as Node[]).some((node) => node.type === 'heading' && (node as unknown as Heading).depth === 1);
  return { text: blocks(tree.children as Node[]), hasH1 };
}

/** The draft of the MDX `source` of `file`, parsed here. */
function sourceDraft(source: string, file: string): MarkdownDraft {
  const text = docText(source);
  return markdownDraft(parseText(text, file), text);
}

/** The draft of a file parsed here (one no analysis holds), or undefined when it is gone. */
export const fileDraft = (file: string): MarkdownDraft | undefined => (fs.existsSync(file) ? sourceDraft(fs.readFileSync(file, 'utf8'), file) : undefined);

/**
 * The Markdown of `file` from its draft, each partial filled in from `draftOf` (the drafts of the
 * build's analyses, a file parsed here when it has none), quoted where the partial stands in a
 * quote. `depth` guards against a partial that imports itself.
 */
export function resolveMarkdown(draft: MarkdownDraft, file: string, draftOf: (file: string) => MarkdownDraft | undefined = fileDraft, depth = 0): string {
  const text = draft.text.replace(PARTIAL_LINE, (_, prefix: string, from: string) => {
    const partial = path.resolve(path.dirname(file), from);
    const inner = depth < 5 ? (draftOf(partial) ?? fileDraft(partial)) : undefined;
    const markdown = inner ? resolveMarkdown(inner, partial, draftOf, depth + 1) : '';
    if (!markdown) return EMPTY;
    return markdown
      .split('\n')
      .map((line) => (line ? `${prefix}${line}` : prefix.trimEnd()))
      .join('\n');
  });
  // An empty partial is no block: its line goes, with the blank (or bare quote) line before it.
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    if (line !== EMPTY) lines.push(line);
    else if (/^[> ]*$/.test(lines.at(-1) ?? 'x')) lines.pop();
  }
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}

/** Markdown of the MDX `source` of `file` (frontmatter dropped), its partials read from disk. */
export const docToMarkdown = (source: string, file: string): string => resolveMarkdown(sourceDraft(source, file), file);

/** The whole Markdown copy of a doc page from its draft: its title as an h1 (unless the doc has its own), then the doc. */
export function pageMarkdown(draft: MarkdownDraft, file: string, title: string, draftOf?: (file: string) => MarkdownDraft | undefined): string {
  return `${draft.hasH1 ? '' : `# ${title}\n\n`}${resolveMarkdown(draft, file, draftOf)}\n`;
}

/** The whole Markdown copy of the doc page whose MDX is `source`, parsed here. */
export const docPageMarkdown = (source: string, file: string, title: string): string => pageMarkdown(sourceDraft(source, file), file, title);
