import React from 'react';
import { CopyButton } from '../../../components/mdx/CodeBlock/CopyButton';
import { Prism } from './prism';
import * as styles from './styles.module.css';

type Tokens = Array<string | Prism.Token>;

/** Prism's tokens as spans with its class names ("token keyword"); the site's code theme CSS colours them. */
function spans(content: Tokens | Prism.Token | string): React.ReactNode {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) content = [content];
  return content.map((token, i) =>
    typeof token === 'string' ? (
      token
    ) : (
      <span key={i} className={['token', token.type, ...[token.alias ?? []].flat()].join(' ')}>
        {spans(token.content)}
      </span>
    )
  );
}

/**
 * Code highlighted in the browser (the demo's output changes as the query does). A language
 * without a grammar here (./prism.ts, ./codeLanguages.ts) shows as plain text. With a `label`,
 * a copy button named after it sits in the corner.
 */
export function Highlighted({ code, language, label }: { code: string; language: string; label?: string }) {
  const grammar = Prism.languages[language];
  const pre = (
    <pre className={`prism-code language-${language} ${styles.pre}`} tabIndex={0} aria-label={label}>
      <code>{grammar ? spans(Prism.tokenize(code, grammar)) : code}</code>
    </pre>
  );
  if (!label) return pre;
  return (
    <div className={styles.wrap}>
      {pre}
      <CopyButton getText={() => code} what={label} className={styles.copy} />
    </div>
  );
}
