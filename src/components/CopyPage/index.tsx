import { withPrefix } from 'gatsby';
import React, { useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '../../hooks/useDismiss';
import { siteConfig } from '../../config/site';
import { ASSISTANTS, assistantHref, assistantPrompt } from '../../lib/releaseLine';
import { copyText } from '../mdx/CodeBlock/CopyButton';
import * as styles from './styles.module.css';

type State = 'idle' | 'copied' | 'failed' | 'linked';

const STATUS: Record<State, string> = {
  idle: '',
  copied: 'Page copied as Markdown',
  failed: 'The page could not be copied',
  linked: 'Link to the Markdown copied',
};

/**
 * "Copy page" on every doc: copies the page as Markdown (its `.md` copy, written by the build:
 * src/gatsby/node/llms.ts, whose first line names the release), for pasting into an AI assistant or an
 * issue. Its menu opens the page in an assistant with a prompt naming that copy and the release, shows
 * the copy, and copies its address.
 */
export function CopyPage({ pagePath, version }: { pagePath: string; version: { name: string; label: string } }) {
  const markdownPath = `${pagePath.replace(/\/$/, '')}.md`;
  const href = withPrefix(markdownPath);
  const markdownUrl = `${siteConfig.url}${markdownPath}`;
  const prompt = assistantPrompt(markdownUrl, version);
  const [state, setState] = useState<State>('idle');
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Escape from either button or the menu closes the menu.
  useDismiss(rootRef, open, () => setOpen(false));

  /** Copies what `read` gives; `done` is the state shown for 2.5 s after. */
  const copyWith = async (read: () => Promise<string>, done: State) => {
    try {
      await copyText(await read());
      setState(done);
    } catch {
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2500);
  };
  const copy = () =>
    copyWith(async () => {
      const response = await globalThis.fetch(href);
      if (!response.ok) throw new Error(String(response.status));
      return response.text();
    }, 'copied');

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
        {STATUS[state]}
      </span>
      {open && (
        <ul id={menuId} className={styles.menu}>
          {ASSISTANTS.map((assistant) => (
            <li key={assistant.name}>
              <a href={assistantHref(assistant, prompt)} target="_blank" rel="noopener noreferrer">
                Open in {assistant.name}
              </a>
            </li>
          ))}
          <li>
            <a href={href}>View as Markdown</a>
          </li>
          <li>
            <button type="button" onClick={() => copyWith(async () => markdownUrl, 'linked')}>
              Copy link to Markdown
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
