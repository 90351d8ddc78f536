import { withPrefix } from 'gatsby';
import React, { useEffect, useId, useRef, useState } from 'react';
import { copyText } from '../mdx/CodeBlock/CopyButton';
import * as styles from './styles.module.css';

/**
 * "Copy page" on every doc: copies the page as Markdown (its `.md` copy, written by the build:
 * src/gatsby/node/llms.ts), for pasting into an AI assistant or an issue. Its menu links that copy.
 */
export function CopyPage({ pagePath }: { pagePath: string }) {
  const href = withPrefix(`${pagePath.replace(/\/$/, '')}.md`);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const menuId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(String(response.status));
      await copyText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2500);
  };

  return (
    // Escape from either button or the menu closes the menu: the div only catches the key as it bubbles.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- see above
    <div className={styles.copyPage} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button type="button" className={styles.copy} onClick={copy}>
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy' : 'Copy page'}
      </button>
      <button
        type="button"
        className={styles.more}
        aria-label="More ways to get this page"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M7 10l5 5 5-5z" />
        </svg>
      </button>
      <span className="visually-hidden" role="status">
        {state === 'copied' ? 'Page copied as Markdown' : state === 'failed' ? 'The page could not be copied' : ''}
      </span>
      {open && (
        <ul id={menuId} className={styles.menu}>
          <li>
            <a href={href}>View as Markdown</a>
          </li>
        </ul>
      )}
    </div>
  );
}
