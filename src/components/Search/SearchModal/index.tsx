import { navigate } from 'gatsby';
import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDocsGlobal } from '../../../hooks/useSiteContent';
import { useBodyScrollLock } from '../../../hooks/useBodyScrollLock';
import { useDismiss } from '../../../hooks/useDismiss';
import { getSearchClient, type SiteSearchClient } from '../../../lib/search/client';
import { searchTags } from '../../../lib/search/types';
import { pushHit, RECENT_LIMIT } from '../../../lib/search/history';
import { searchHistoryKeys } from '../../../lib/storageKeys';
import { searchPageHref } from '../context';
import { Body } from './Body';
import { Footer } from './Footer';
import { rememberSearch } from '../../../lib/feedback';
import { useSearchView, type Entry } from './useSearchView';
import * as styles from './styles.module.css';

interface Props {
  initialQuery: string;
  /** Docs version the search runs in (src/components/Search/context.ts). */
  version: string;
  onClose: () => void;
}

/**
 * The search dialog (loaded on first use by SearchButton): the build's search client (the
 * embedded index or Algolia) filtered to the reader's docs version, with keyboard navigation,
 * recent and favourite searches, and "See all results" leading to /search. It asks the client
 * itself, as DocSearch does, so the first query costs the engine and the index, and no UI library.
 */
export function SearchModal({ initialQuery, version, onClose }: Props) {
  const { versions } = useDocsGlobal();
  const { client, indexName } = getSearchClient(searchTags(versions.map((v) => v.name)));
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock();
  // Escape or a press on the backdrop, outside the dialog, closes it.
  useDismiss(dialogRef, true, onClose, { modal: true, outside: backdropRef });
  // A portal, as the mobile drawer's: the navbar's backdrop-filter would otherwise confine the fixed backdrop to its box.
  return createPortal(
    <div ref={backdropRef} className={styles.backdrop}>
      <div ref={dialogRef} className={styles.modal} role="dialog" aria-modal="true" aria-label="Search">
        <Dialog client={client} indexName={indexName} initialQuery={initialQuery} version={version} onClose={onClose} />
      </div>
    </div>,
    document.body
  );
}

interface DialogProps {
  client: SiteSearchClient;
  indexName: string;
  initialQuery: string;
  version: string;
  onClose: () => void;
}

function Dialog({ client, indexName, initialQuery, version, onClose }: DialogProps) {
  const [query, refine] = useState(initialQuery);
  const { view, entries, actions, unfold, count } = useSearchView(client, indexName, version, query);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => setActive(0), [query]);

  const open = useCallback(
    (entry: Entry, newTab = false) => {
      // "N more from this page": its hits take the row's place, the first of them active.
      if (entry.unfold) return unfold(entry.unfold);
      if (entry.hit) pushHit(searchHistoryKeys(indexName).recent, entry.hit, RECENT_LIMIT);
      if (entry.hit && query.trim()) rememberSearch(query.trim(), entry.url);
      if (newTab) return void window.open(entry.url, '_blank', 'noopener');
      onClose();
      void navigate(entry.url);
    },
    [indexName, onClose, unfold, query]
  );

  const onKeyDown = (event: React.KeyboardEvent) => {
    const count = entries.length;
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      setActive((i) => (i - 1 + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const entry = entries[active];
      if (entry) open(entry, event.ctrlKey || event.metaKey);
      else if (query.trim()) {
        onClose();
        void navigate(searchPageHref(query, version));
      }
    }
  };

  return (
    <>
      <form className={styles.form} role="search" onSubmit={(e) => e.preventDefault()}>
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          value={query}
          onChange={(e) => refine(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Search docs"
          aria-label="Search docs"
          role="combobox"
          aria-expanded={entries.length > 0}
          aria-controls={listId}
          aria-activedescendant={entries.length ? `${listId}-${active}` : undefined}
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          maxLength={128}
        />
        <button type="button" className={styles.cancel} onClick={onClose}>
          Cancel
        </button>
      </form>
      <Body
        view={view}
        query={query}
        version={version}
        listId={listId}
        active={active}
        setActive={setActive}
        onOpen={open}
        actions={actions}
        onSuggest={(text) => refine(text)}
      />
      <Footer query={query} count={query.trim() ? count : 0} href={searchPageHref(query, version)} onNavigate={onClose} />
    </>
  );
}
