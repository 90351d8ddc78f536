/**
 * Highlights fenced code at build time: each `pre > code` becomes lines of `token` spans
 * (coloured by src/components/mdx/CodeBlock/prism-theme.css), marked lines get a class, and the
 * title and language move onto <pre> as data attributes for the CodeBlock component.
 *
 * The highlighted lines reach the page as one HTML string (`data-code-html` on <pre>, rendered
 * by CodeBlock with dangerouslySetInnerHTML), not as one JSX element per token: a code-heavy
 * page's JS chunk is smaller and React hydrates one element per block instead of thousands.
 */
import type { Element, ElementContent, Root, Text } from 'hast';
import { normalizeTokens } from 'prism-react-renderer';
import { visit, SKIP } from 'unist-util-visit';
import { applyMagicComments, parseCodeMeta } from './codeMeta';
import { grammarFor, Prism } from './prism';
import { escapeHtml } from '../../lib/escapeHtml';

const text = (value: string): Text => ({ type: 'text', value });
const span = (className: string[], children: ElementContent[]): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { className },
  children,
});

function codeText(node: Element): string {
  return node.children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? codeText(child) : '')).join('');
}

/** Token lines for `code` in `lang` (plain lines when Prism has no grammar for it). */
export function highlightLines(code: string, lang: string | undefined): ElementContent[][] {
  const { grammar } = grammarFor(lang);
  const lines = grammar
    ? normalizeTokens(Prism.tokenize(code, grammar))
    : code.split('\n').map((content) => [{ types: ['plain'], content, empty: content === '' }]);
  return lines.map((tokens) =>
    tokens
      // normalizeTokens gives an empty line one "\n" token; the line's own newline is added later.
      .filter((token) => !token.empty)
      .map((token) => (token.types.length === 1 && token.types[0] === 'plain' ? text(token.content) : span(['token', ...token.types], [text(token.content)])))
  );
}

/** HTML of the text and `span.className` nodes that highlightLines makes (all it ever makes). */
export function tokensToHtml(nodes: ElementContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escapeHtml(node.value);
      if (node.type === 'element' && node.tagName === 'span') {
        const className = ((node.properties?.className as string[] | undefined) ?? []).join(' ');
        return `<span class="${escapeHtml(className)}">${tokensToHtml(node.children)}</span>`;
      }
      throw new Error(`rehypeCodeHighlight: unexpected ${node.type} node in highlighted code`);
    })
    .join('');
}

export default function rehypeCodeHighlight() {
  return (tree: Root) => {
    visit(tree, 'element', (pre: Element) => {
      const code = pre.children[0];
      if (pre.tagName !== 'pre' || code?.type !== 'element' || code.tagName !== 'code') return undefined;
      const classes = (code.properties?.className as string[] | undefined) ?? [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const magic = applyMagicComments(codeText(code).replace(/\n$/, ''));
      const marked = new Set([...meta.lines, ...magic.lines]);
      const language = grammarFor(lang).name;
      const lines = highlightLines(magic.code, lang).map((tokens, i) =>
        span(marked.has(i + 1) ? ['token-line', 'code-line-highlighted'] : ['token-line'], [...tokens, text('\n')])
      );
      pre.children = [];
      pre.properties = {
        ...pre.properties,
        className: ['prism-code', `language-${language}`],
        dataCodeHtml: tokensToHtml(lines),
        dataLanguage: language,
        ...(meta.title ? { dataTitle: meta.title } : {}),
        ...(meta.showLineNumbers ? { dataLineNumbers: 'true' } : {}),
        ...(meta.live ? { dataLive: 'true' } : {}),
      };
      return SKIP;
    });
  };
}
