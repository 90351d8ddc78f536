import { Highlight } from 'prism-react-renderer';
import React from 'react';
import * as styles from './styles.module.css';

/** prism-react-renderer gives token classes; the site's code theme CSS colours them. */
const NO_INLINE_THEME = { plain: {}, styles: [] };

/** Code highlighted in the browser (the demo's output changes as the query does). */
export function Highlighted({ code, language, label }: { code: string; language: string; label?: string }) {
  return (
    <Highlight code={code} language={language} theme={NO_INLINE_THEME}>
      {({ tokens, getTokenProps }) => (
        <pre className={`prism-code language-${language} ${styles.pre}`} tabIndex={0} aria-label={label}>
          <code>
            {tokens.map((line, i) => (
              <span key={i} className="token-line">
                {line
                  // An empty line arrives as one "\n" token; the line break is added below.
                  .filter((token) => !token.empty)
                  .map((token, key) => {
                    const { style: _style, ...props } = getTokenProps({ token });
                    return <span key={key} {...props} />;
                  })}
                {'\n'}
              </span>
            ))}
          </code>
        </pre>
      )}
    </Highlight>
  );
}
