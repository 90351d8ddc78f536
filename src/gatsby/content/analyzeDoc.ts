/**
 * One pass over a doc's MDX source, without compiling it, for everything the build and the
 * checks need: the title fallback (first h1), the headings with the ids the page gives them (the
 * table of contents and link anchors), the description fallback, a Docusaurus `<Redirect>`, the
 * search records, the links, the imports, the code blocks and the Markdown copy. Parsed once per file; callers cache
 * the result by content (src/gatsby/content/analysisCache.ts).
 *
 * Heading ids come from src/gatsby/mdx/remarkHeadingIds.ts `headingIds`, the function that numbers
 * them on the page, so TOC links and search anchors match the page's ids.
 */
import type { Code, Definition, Heading, Image, Link, Paragraph } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { headingIds } from '../mdx/remarkHeadingIds';
import { docText, parseText } from './parseDoc';
import { markdownDraft, type MarkdownDraft } from './docMarkdown';
import { collectImports, type DocImport } from './partials';

export { docText, errorPlace, MDX_HINT, parseDoc } from './parseDoc';

/** A heading of a doc, with the id the rendered page gives it. */
export interface DocHeading {
  depth: number;
  value: string;
  id: string;
}

/**
 * A heading (lvl2, lvl3), a paragraph or table row under the last one (content), the names a
 * code block under it uses (code: each once, in order), or an API name it defines (`definedName`),
 * as [type, lvl2, lvl3, anchor, text]: what src/gatsby/search/indexes.ts makes search records of.
 */
export type SectionRecord = ['lvl2' | 'lvl3' | 'content' | 'code' | 'defines', string | null, string | null, string | null, string | null];

/** Words of the language itself, not names worth finding a section by. */
const CODE_KEYWORDS = new Set(
  'abstract any as async await boolean break case catch class const continue declare default delete else enum export extends false finally for from function get if implements import in instanceof interface keyof let new null number of readonly return set static string super switch this throw true try type typeof undefined unknown var void while with yield'.split(' ')
);

/** The names a code block uses, each once: identifiers of three letters or more, keywords aside. */
const codeNames = (code: string) => [...new Set(code.match(/[A-Za-z_$][\w$]{2,}/g) ?? [])].filter((name) => !CODE_KEYWORDS.has(name)).join(' ');

/** An API name: an identifier with a capital or an underscore after its start (formatQuery, RuleGroupTypeIC, json_without_ids), not an everyday word (`fields`, `move`). */
const API_NAME = /^[A-Za-z_$][\w$]*/;
const apiName = (code: string) => {
  const name = API_NAME.exec(code.trim())?.[0];
  return name && name.length >= 3 && /[A-Z_]/.test(name.slice(1)) ? name : undefined;
};

/**
 * The API name a paragraph defines: the inline code it opens with, as in a paragraph or list item
 * that has the name as its subject ("`RuleGroupTypeIC` is the group type..."). A paragraph that only
 * uses a name further in, a code block, or a table row defines nothing: reference tables list many
 * names, and lifting their rows put them before the guide sections that explain each name.
 */
function definedName(paragraph: Paragraph): string | undefined {
  const first = paragraph.children[0];
  return first?.type === 'inlineCode' ? apiName(first.value) : undefined;
}

/** A link as written: Markdown (`[a](url)`, `[a]: url`) or JSX (`<a href>`, `<Link to>`). */
export interface DocLink {
  url: string;
  line: number;
}

/** A fenced code block. */
export interface CodeBlock {
  lang: string | null;
  meta: string | null;
  value: string;
  /** 1-based line of the first code line (the line after the opening fence). */
  line: number;
}

export interface DocAnalysis {
  h1?: string;
  /** h2-h6, in document order. */
  headings: DocHeading[];
  firstParagraph?: string;
  /** The `to` of a `<Redirect>` element, as written (relative or absolute). */
  redirectTo?: string;
  sections: SectionRecord[];
  links: DocLink[];
  /** Markdown images (`![alt](url)`), as written. */
  images: DocLink[];
  /** `import … from '<source>'` statements. */
  imports: DocImport[];
  codeBlocks: CodeBlock[];
  /** Prose only (paragraphs, headings, table cells), for the content-quality checks. */
  prose: string;
  /** The file as Markdown, its partials still to be filled in (./docMarkdown.ts): the `.md` copy and llms-full.txt. */
  markdown: MarkdownDraft;
}

/** Longest text kept in one search record (Algolia records have a size limit too). */
const MAX_CONTENT = 600;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
export const clip = (text: string, max = MAX_CONTENT) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);

type JsxNode = { type: string; name?: string | null; attributes?: Array<{ name?: string; value?: unknown }> };
const jsxAttribute = (node: JsxNode, name: string) => {
  const value = node.attributes?.find((a) => a.name === name)?.value;
  return typeof value === 'string' ? value : undefined;
};

/** Analyses `source` (the whole file, frontmatter included); `file` names it in errors. */
export function analyzeDoc(source: string, file: string): DocAnalysis {
  const text = docText(source);
  const tree = parseText(text, file);
  const ids = headingIds(tree);
  const result: DocAnalysis = { headings: [], sections: [], links: [], images: [], imports: [], codeBlocks: [], prose: '', markdown: { text: '', hasH1: false } };
  const prose: string[] = [];
  let lvl2: string | null = null;
  let lvl3: string | null = null;
  let anchor: string | null = null;
  const addSection = (type: SectionRecord[0], content: string | null) => result.sections.push([type, lvl2, lvl3, anchor, content]);
  const line = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 0;

  visit(tree, (node) => {
    const type = node.type as string;
    if (type === 'heading') {
      const heading = node as Heading;
      const id = ids.get(heading)!;
      const text = clean(toString(heading));
      prose.push(toString(heading));
      if (heading.depth === 1) result.h1 ??= toString(heading);
      else result.headings.push({ depth: heading.depth, value: toString(heading), id });
      if (heading.depth === 2) [lvl2, lvl3, anchor] = [text, null, id];
      else if (heading.depth === 3) [lvl3, anchor] = [text, id];
      if (heading.depth === 2 || heading.depth === 3) addSection(heading.depth === 2 ? 'lvl2' : 'lvl3', null);
      return undefined; // links inside headings still count
    }
    if (type === 'mdxjsEsm') {
      collectImports(node as never, result.imports);
      return SKIP;
    }
    if (type === 'mdxFlowExpression' || type === 'mdxTextExpression') return SKIP;
    if (type === 'code') {
      const code = node as Code;
      result.codeBlocks.push({ lang: code.lang ?? null, meta: code.meta ?? null, value: code.value, line: line(code) + 1 });
      const names = codeNames(code.value);
      if (names) addSection('code', names);
      return SKIP;
    }
    if (type === 'link' || type === 'definition') result.links.push({ url: (node as Link | Definition).url, line: line(node) });
    if (type === 'image') result.images.push({ url: (node as Image).url, line: line(node) });
    if (type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement') {
      const jsx = node as unknown as JsxNode;
      const href = jsx.name === 'a' ? jsxAttribute(jsx, 'href') : jsx.name === 'Link' ? (jsxAttribute(jsx, 'to') ?? jsxAttribute(jsx, 'href')) : undefined;
      if (href !== undefined) result.links.push({ url: href, line: line(node) });
      if (jsx.name === 'Redirect') result.redirectTo = jsxAttribute(jsx, 'to') ?? result.redirectTo;
    }
    if (type === 'paragraph' || type === 'tableRow') {
      const text = clean(
        type === 'tableRow' ? (node as { children: unknown[] }).children.map((cell) => toString(cell as never)).join(' · ') : toString(node)
      );
      if (type === 'paragraph' && text && result.firstParagraph === undefined) result.firstParagraph = text;
      if (text.split(' ').length >= 2) addSection('content', clip(text));
      const name = type === 'paragraph' ? definedName(node as Paragraph) : undefined;
      if (name) addSection('defines', name);
    }
    if (type === 'paragraph' || type === 'tableCell') prose.push(toString(node));
    return undefined;
  });
  result.prose = prose.join('\n');
  result.markdown = markdownDraft(tree, text, result.imports);
  return result;
}

