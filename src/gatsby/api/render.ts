/**
 * The API reference's HTML, made at build time so its pages ship no Markdown parser and no
 * tokenizer: signatures highlighted (the code blocks' Prism tokens and theme) with each type name
 * linked to its entry, and doc comments rendered from Markdown. `api:<slug>` links of the model
 * become routes of the page's version; any other link must be http(s), a path or an anchor.
 */
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { normalizeTokens } from 'prism-react-renderer';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { escapeHtml } from '../../lib/escapeHtml';
import { grammarFor, Prism } from '../mdx/prism';
import { highlightLines, tokensToHtml } from '../mdx/highlight';
import { TAG_TITLES, type ApiDoc, type TypeText } from './model';

/** The route of an entry of the page's version, by its slug (undefined: the version has none). */
export type HrefOf = (slug: string) => string | undefined;

/**
 * What one version's pages have rendered, by input: types and doc comments repeat across the
 * reference (a prop's doc on every props interface that inherits it, an option type in every
 * signature), and a version renders each once. Keyed by the version's `hrefOf`.
 */
const rendered = new WeakMap<HrefOf, { types: Map<string, string>; markdown: Map<string, string>; processor: ReturnType<typeof markdownProcessor> }>();

function renderedFor(hrefOf: HrefOf) {
  let memo = rendered.get(hrefOf);
  if (!memo) rendered.set(hrefOf, (memo = { types: new Map(), markdown: new Map(), processor: markdownProcessor(hrefOf) }));
  return memo;
}

/** A type or signature as highlighted HTML, its type names links to their entries. */
export function typeHtml(type: TypeText, hrefOf: HrefOf): string {
  const { types } = renderedFor(hrefOf);
  const key = type.links?.length ? `${type.text}\u0000${JSON.stringify(type.links)}` : type.text;
  let html = types.get(key);
  if (html === undefined) types.set(key, (html = highlightType(type, hrefOf)));
  return html;
}

function highlightType(type: TypeText, hrefOf: HrefOf): string {
  const { grammar } = grammarFor('tsx');
  const lines = normalizeTokens(Prism.tokenize(type.text, grammar!));
  const links = (type.links ?? []).map(([start, end, slug]) => ({ start, end, href: hrefOf(slug) })).filter((l) => l.href);
  let offset = 0;
  let html = '';
  lines.forEach((tokens, line) => {
    if (line > 0) {
      html += '\n';
      offset += 1;
    }
    for (const token of tokens) {
      if (token.empty) continue;
      html += tokenHtml(token.content, token.types, offset, links);
      offset += token.content.length;
    }
  });
  return html;
}

/** One token, cut where links start and end; the linked pieces wrapped in <a>. */
function tokenHtml(content: string, types: string[], start: number, links: Array<{ start: number; end: number; href?: string }>): string {
  const plain = types.length === 1 && types[0] === 'plain';
  const piece = (text: string) => (plain ? escapeHtml(text) : `<span class="token ${escapeHtml(types.join(' '))}">${escapeHtml(text)}</span>`);
  const end = start + content.length;
  const cuts = new Set([start, end]);
  for (const link of links) for (const at of [link.start, link.end]) if (at > start && at < end) cuts.add(at);
  const points = [...cuts].sort((a, b) => a - b);
  let html = '';
  for (let i = 0; i < points.length - 1; i++) {
    const [from, to] = [points[i]!, points[i + 1]!];
    const text = content.slice(from - start, to - start);
    const link = links.find((l) => l.start <= from && to <= l.end);
    html += link ? `<a href="${escapeHtml(link.href!)}">${piece(text)}</a>` : piece(text);
  }
  return html;
}

const SAFE_HREF = /^(https?:\/\/|\/|#)/;

/** Rehype step: `api:` links to routes, unsafe links to plain text, code blocks highlighted. */
const rewrite = (hrefOf: HrefOf) => () => (tree: Root) => {
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName === 'a') {
      const href = String(node.properties?.href ?? '');
      const [slug, member] = href.startsWith('api:') ? href.slice(4).split('#') : [];
      const target = slug !== undefined ? hrefOf(slug) : href;
      if (target && (slug !== undefined || SAFE_HREF.test(target))) node.properties = { href: member ? `${target}#${member}` : target };
      else if (parent && typeof index === 'number') parent.children.splice(index, 1, ...node.children);
    }
    const code = node.tagName === 'pre' ? node.children[0] : undefined;
    if (code?.type === 'element' && code.tagName === 'code') {
      const lang = ((code.properties?.className as string[] | undefined) ?? []).find((c) => c.startsWith('language-'))?.slice(9);
      const text = code.children
        .map((c) => (c.type === 'text' ? c.value : ''))
        .join('')
        .replace(/\n$/, '');
      node.properties = { className: ['prism-code'] };
      node.children = [
        {
          type: 'raw',
          value: tokensToHtml(highlightLines(text, lang).flatMap((line, i) => (i ? [{ type: 'text' as const, value: '\n' }, ...line] : line))),
        } as never,
      ];
    }
    return undefined;
  });
};

const markdownProcessor = (hrefOf: HrefOf) => unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rewrite(hrefOf)).freeze();

/** Markdown of a doc comment (or a part of it) as HTML. */
export function markdownHtml(markdown: string, hrefOf: HrefOf): string {
  const memo = renderedFor(hrefOf);
  let html = memo.markdown.get(markdown);
  if (html === undefined) {
    const parsed = memo.processor.parse(markdown);
    // remark-rehype drops raw HTML: its words would be lost from the page (comments.ts shows tags in prose as code).
    visit(parsed, 'html', (node: { value: string }) => {
      throw new Error(`A doc comment holds raw HTML, which the API reference would drop: ${node.value} (in "${markdown.slice(0, 160)}")`);
    });
    const tree = memo.processor.runSync(parsed) as Root;
    const lost = lostWords(markdown, tree);
    if (lost.length) throw new Error(`A doc comment would lose words on its page: ${lost.map((w) => `"${w}"`).join(', ')} (in "${markdown.slice(0, 160)}")`);
    memo.markdown.set(markdown, (html = toHtml(tree, { allowDangerousHtml: true })));
  }
  return html;
}

// Not lib/search/text's words(): they keep `_`, which Markdown's `_emphasis_` leaves off the page.
const WORD = /[\p{L}\p{N}]+/gu;
const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z]+);/gi;

/** Each word with how often it occurs. */
function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [word] of text.matchAll(WORD)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/**
 * The words of a comment's Markdown that its HTML shows fewer times than the Markdown holds them.
 * Link targets, code fences' language names, ordered lists' numbers and entities are not shown as
 * written, so they are left out of the Markdown's count; a highlighted code block is counted by its text.
 */
export function lostWords(markdown: string, tree: Root): string[] {
  const shown = markdown
    .replace(/^([ \t]*(?:`{3,}|~{3,}))[^\n]*/gm, '$1')
    .replace(/^([ \t>]*)\d+[.)](?=[ \t])/gm, '$1')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(ENTITY, ' ');
  let text = '';
  visit(tree, (node) => {
    if (node.type === 'text') text += ` ${node.value}`;
    else if ((node.type as string) === 'raw') text += ` ${String((node as { value: string }).value).replace(/<[^>]*>/g, '')}`;
  });
  const rendered = wordCounts(text.replace(ENTITY, ' '));
  return [...wordCounts(shown)].filter(([word, count]) => (rendered.get(word) ?? 0) < count).map(([word]) => word);
}

/** A doc comment as HTML: its summary, then its block tags (`@example`, `@see`, …) under their names. */
export function docHtml(doc: ApiDoc | undefined, hrefOf: HrefOf): string | undefined {
  if (!doc) return undefined;
  const tags = (doc.tags ?? []).map(({ tag, text }) => `<h3>${escapeHtml(TAG_TITLES[tag] ?? tag)}</h3>${markdownHtml(text, hrefOf)}`);
  const html = markdownHtml(doc.summary, hrefOf) + tags.join('');
  return html || undefined;
}
