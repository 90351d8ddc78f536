/**
 * Prism highlighting at build time, as hast: token lines of `span.token` elements, and their HTML.
 * Used for fenced code (rehypeCodeHighlight.ts), the types shown on hover in examples
 * (exampleTypesHtml.ts) and the API reference's signatures (src/gatsby/api/render.ts).
 */
import type { Element, ElementContent, Text } from 'hast';
import { normalizeTokens } from 'prism-react-renderer';
import { grammarFor, Prism } from './prism';
import { escapeHtml } from '../../lib/escapeHtml';

export const text = (value: string): Text => ({ type: 'text', value });
export const span = (className: string[], children: ElementContent[]): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { className },
  children,
});

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
      throw new Error(`highlight: unexpected ${node.type} node in highlighted code`);
    })
    .join('');
}
