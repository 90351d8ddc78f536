/**
 * `@theme/CodeBlock`: code given as a string (`<CodeBlock language="ts" title="x.ts">{`…`}</CodeBlock>`),
 * shown in the same frame as a fenced block (title, copy button, line numbers). Fenced blocks are
 * highlighted at build time; this one is highlighted where it renders, with the Prism that
 * prism-react-renderer bundles (so `bash` and a few rarer languages show as plain text here).
 */
import { Prism, normalizeTokens } from 'prism-react-renderer';
import React, { useMemo } from 'react';
import { CodeBlock as SiteCodeBlock } from '../../components/mdx/CodeBlock';
import { escapeHtml } from '../../lib/escapeHtml';

export interface Props {
  children?: React.ReactNode;
  language?: string;
  title?: string;
  showLineNumbers?: boolean;
  /** `language-x`, as MDX passes it. */
  className?: string;
}

const ALIASES: Record<string, string> = { js: 'javascript', ts: 'typescript', sh: 'bash', shell: 'bash', html: 'markup' };

/** The lines of `code` as the token spans the site's code theme colours. */
export function highlightToHtml(code: string, language: string): string {
  const grammar = Prism.languages[ALIASES[language] ?? language];
  const lines = grammar ? normalizeTokens(Prism.tokenize(code, grammar)) : code.split('\n').map((content) => [{ types: ['plain'], content, empty: !content }]);
  return lines
    .map((tokens) => {
      const inner = tokens
        .filter((token) => !token.empty)
        .map((token) =>
          token.types.join() === 'plain'
            ? escapeHtml(token.content)
            : `<span class="token ${escapeHtml(token.types.join(' '))}">${escapeHtml(token.content)}</span>`
        )
        .join('');
      return `<span class="token-line">${inner}\n</span>`;
    })
    .join('');
}

const textOf = (children: React.ReactNode): string =>
  React.Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');

export default function CodeBlock({ children, language, title, showLineNumbers, className }: Props) {
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const code = textOf(children).replace(/\n$/, '');
  const html = useMemo(() => highlightToHtml(code, lang), [code, lang]);
  return (
    <SiteCodeBlock
      className={`prism-code language-${lang}`}
      data-title={title}
      data-language={lang}
      data-line-numbers={showLineNumbers ? 'true' : undefined}
      data-code-html={html}
    />
  );
}
