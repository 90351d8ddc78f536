/**
 * What an agent that reads the docs as Markdown relies on (issue 59's agent-readiness check, run over a
 * build by e2e/agent-readiness.spec.ts):
 * - a `.md` copy holds the same headings and code blocks as its HTML page, in the same order, so
 *   nothing a reader sees is missing from what an assistant is handed;
 * - every code fence names its language;
 * - a version's llms.txt stays small enough to read whole (`LLMS_MAX_CHARS`).
 * The HTML is read with the parser the link check uses (htmlparser2), the Markdown with the docs'
 * own (remark with GFM).
 */
import { Parser } from 'htmlparser2';
import type { Code, Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { LIVE_EXAMPLE } from '../lib/liveExample';

/** The most a version's llms.txt may hold: about 12,000 tokens, which an assistant reads in one go. */
export const LLMS_MAX_CHARS = 50_000;

export interface Outline {
  /** "## Title" per heading, in order. */
  headings: string[];
  /** Each code block's text, trimmed, in order. */
  code: string[];
}

/** The heading GFM gives a page's footnotes (remark-rehype), which its Markdown writes as `[^1]:` definitions. */
const FOOTNOTES = '## Footnotes';

/**
 * A live builder in an outline: the page shows a running builder (a section labelled "Live example", its code in the
 * browser only), the Markdown the QueryBuilder code titled so (src/gatsby/content/docMarkdown.ts).
 */
const LIVE = `<${LIVE_EXAMPLE}>`;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const codeText = (text: string) => text.replace(/[ \t]+$/gm, '').trim();

/** A Markdown copy's outline, and the lines of fences that name no language. */
export function markdownOutline(markdown: string): Outline & { unnamedFences: number[] } {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
  const outline: Outline & { unnamedFences: number[] } = { headings: [], code: [], unnamedFences: [] };
  const lines = markdown.split('\n');
  let footnotes = false;
  const visit = (node: { type: string; children?: unknown[] }) => {
    if (node.type === 'heading') outline.headings.push(`${'#'.repeat((node as Heading).depth)} ${clean(toString(node))}`);
    else if (node.type === 'code') {
      const code = node as Code;
      outline.code.push(code.meta === `title="${LIVE_EXAMPLE}"` ? LIVE : codeText(code.value));
      // An indented block (an upstream doc comment has one) has no fence to name a language in.
      const line = code.position?.start.line ?? 0;
      if (!code.lang && /^\s*(`{3}|~{3})/.test(lines[line - 1] ?? '')) outline.unnamedFences.push(line);
    } else if (node.type === 'footnoteDefinition') footnotes = true;
    for (const child of (node.children ?? []) as Array<{ type: string; children?: unknown[] }>) visit(child);
  };
  visit(tree);
  if (footnotes) outline.headings.push(FOOTNOTES);
  return outline;
}

/**
 * An HTML page's outline: the headings and `<pre>` blocks inside its `<article>`, and its live builders. Not
 * counted: a heading's "Direct link" anchor and an API entry's badges (`data-badges`), which are not its text;
 * the type notes under code lines (`twoslash-note`), which are not code (copying the block leaves them out);
 * what a table holds, as a Markdown table cell holds no block (the copy writes it inline).
 */
export function htmlOutline(html: string): Outline {
  const outline: Outline = { headings: [], code: [] };
  let article = 0;
  let heading: { level: number; text: string } | undefined;
  let pre: string | undefined;
  /** Open elements whose text is skipped, by tag name. */
  const skipped: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'article') article += 1;
        if (!article) return;
        const skip =
          name === 'table' ||
          (attributes.class ?? '').split(' ').includes('twoslash-note') ||
          (heading && ((attributes['aria-label'] ?? '').startsWith('Direct link') || 'data-badges' in attributes));
        if (skipped.length || skip) {
          skipped.push(name);
          return;
        }
        if (name === 'section' && attributes['aria-label'] === LIVE_EXAMPLE) outline.code.push(LIVE);
        if (/^h[1-6]$/.test(name)) heading = { level: Number(name[1]), text: '' };
        else if (name === 'pre') pre = '';
      },
      ontext(text) {
        if (skipped.length) return;
        if (heading) heading.text += text;
        if (pre !== undefined) pre += text;
      },
      onclosetag(name) {
        if (skipped.length) {
          skipped.pop();
          return;
        }
        if (name === 'article') article -= 1;
        if (heading && name === `h${heading.level}`) {
          outline.headings.push(`${'#'.repeat(heading.level)} ${clean(heading.text)}`);
          heading = undefined;
        } else if (name === 'pre' && pre !== undefined) {
          outline.code.push(codeText(pre));
          pre = undefined;
        }
      },
    },
    { decodeEntities: true }
  );
  parser.end(html);
  return outline;
}

/** What a `.md` copy lacks or adds against its HTML page, one line each; empty when they agree. */
export function compareOutlines(markdown: Outline, html: Outline): string[] {
  const problems: string[] = [];
  const diff = (what: string, md: string[], page: string[], show: (s: string) => string) => {
    const missing = [...page];
    const extra: string[] = [];
    for (const item of md) {
      const at = missing.indexOf(item);
      if (at >= 0) missing.splice(at, 1);
      else extra.push(item);
    }
    for (const item of missing) problems.push(`the page has the ${what} ${show(item)}, the Markdown does not`);
    for (const item of extra) problems.push(`the Markdown has the ${what} ${show(item)}, the page does not`);
    if (!missing.length && !extra.length && md.join('\n') !== page.join('\n')) problems.push(`the ${what}s are in another order than on the page`);
  };
  diff('heading', markdown.headings, html.headings, (h) => `"${h}"`);
  diff('code block', markdown.code, html.code, (c) => `starting "${c.split('\n')[0]!.slice(0, 60)}"`);
  return problems;
}
