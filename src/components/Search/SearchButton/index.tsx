import React, { useCallback, useEffect, useRef, useState } from 'react';
import { usePreferredVersion } from '../../../hooks/usePreferredVersion';
import { useDocsGlobal } from '../../../hooks/useSiteContent';
import { isTypingTarget } from '../../../lib/typing';
import { useActiveDoc } from '../../../providers/activeDoc';
import { searchVersion } from '../context';
import * as styles from './styles.module.css';
// The modal's styles come with every page's stylesheet, not with its chunk: 1.1 KiB gz that its
// first search would otherwise fetch beside the code and the index (issue 24 holds that to 60 KiB),
// and the modal shows without waiting for a stylesheet. Webpack leaves a module the page already
// has out of the modal's chunk.
import '../SearchModal/styles.module.css';

type ModalModule = typeof import('../SearchModal');

let modalModule: Promise<ModalModule> | undefined;
/** The modal's code (its UI and the search client with the embedded engine) loads on first use only. */
const loadModal = () => (modalModule ??= import(/* webpackChunkName: "search-modal" */ '../SearchModal'));

/**
 * The navbar search button: opens the search modal on click, Ctrl/⌘+K (toggle) and "/" (when not
 * typing in a field); a printable key pressed while the button has focus opens it with that
 * text. Focus returns here when the modal closes.
 */
export function SearchButton() {
  const { version: activeVersion } = useActiveDoc();
  const [preferred] = usePreferredVersion();
  const docsGlobal = useDocsGlobal();
  const [open, setOpen] = useState<{ initialQuery: string } | null>(null);
  const [Modal, setModal] = useState<ModalModule['SearchModal'] | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const show = useCallback((initialQuery = '') => {
    void loadModal().then((module) => setModal(() => module.SearchModal));
    setOpen({ initialQuery });
  }, []);
  const close = useCallback(() => {
    setOpen(null);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((current) => (current ? null : { initialQuery: '' }));
        void loadModal().then((module) => setModal(() => module.SearchModal));
      } else if (event.key === '/' && !isTypingTarget(event.target) && !open) {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, show]);

  const onButtonKey = (event: React.KeyboardEvent) => {
    if (event.key.length === 1 && /\S/.test(event.key) && !event.metaKey && !event.ctrlKey && !event.altKey) {
      event.preventDefault();
      show(event.key);
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        onClick={() => show()}
        onKeyDown={onButtonKey}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M14.4 14.4 18 18M8.5 15a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Z" />
        </svg>
        <span className={styles.placeholder}>Search docs</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>Ctrl</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && Modal && <Modal initialQuery={open.initialQuery} version={searchVersion(docsGlobal, activeVersion, preferred)} onClose={close} />}
    </>
  );
}
