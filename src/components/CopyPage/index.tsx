import { withPrefix } from 'gatsby';
import React, { useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '../../hooks/useDismiss';
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
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Escape from either button or the menu closes the menu.
  useDismiss(rootRef, open, () => setOpen(false));

  const copy = async () => {
    try {
      const response = await globalThis.fetch(href);
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
    <div ref={rootRef} className={styles.copyPage}>
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
