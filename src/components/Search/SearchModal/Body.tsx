import React from 'react';
import { siteConfig } from '../../../config/site';
import type { StoredHit } from '../../../lib/search/history';
import { SEARCH_SUGGESTIONS } from '../context';
import { SearchError } from '../SearchError';
import { Highlighted } from '../Highlighted';
import type { Entry, Hit, SearchView } from './useSearchView';
import * as styles from './styles.module.css';

interface Props {
  view: SearchView;
  listId: string;
  active: number;
  setActive: (index: number) => void;
  onOpen: (entry: Entry, newTab?: boolean) => void;
  onSuggest: (text: string) => void;
  actions: { favorite: (hit: StoredHit) => void; removeRecent: (hit: StoredHit) => void; removeFavorite: (hit: StoredHit) => void };
}

/** The dialog's main area for the current view. */
export function Body({ view, listId, active, setActive, onOpen, onSuggest, actions }: Props) {
  let index = -1;
  const option = (entry: Entry, content: React.ReactNode, tools?: React.ReactNode) => {
    const position = ++index;
    return (
      <li
        key={`${position}-${entry.url}`}
        id={`${listId}-${position}`}
        role="option"
        aria-selected={position === active}
        className={styles.option}
        onMouseMove={() => setActive(position)}
      >
        <a
          href={entry.url}
          className={styles.hitLink}
          onClick={(event) => {
            if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onOpen(entry);
          }}
        >
          {content}
        </a>
        {tools}
      </li>
    );
  };

  if (view.kind === 'error') return <SearchError className={styles.screen} />;
  if (view.kind === 'loading') return <div className={styles.screen} aria-live="polite" />;
  if (view.kind === 'none') {
    return (
      <div className={styles.screen}>
        <p className={styles.screenTitle}>
          No results for <strong>&quot;{view.query}&quot;</strong>
        </p>
        <p>Try searching for</p>
        <ul className={styles.suggestions}>
          {SEARCH_SUGGESTIONS.map((text) => (
            <li key={text}>
              <button type="button" onClick={() => onSuggest(text)}>
                {text}
              </button>
            </li>
          ))}
        </ul>
        <p>
          Believe this query should return results?{' '}
          <a
            href={`${siteConfig.repoUrl}/issues/new?title=${encodeURIComponent(`Search: no results for "${view.query}"`)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Let us know.
          </a>
        </p>
      </div>
    );
  }
  if (view.kind === 'history') {
    if (!view.recent.length && !view.favorite.length)
      return (
        <div className={styles.screen}>
          <p>No recent searches</p>
        </div>
      );
    const section = (title: string, hits: StoredHit[], tools: (hit: StoredHit) => React.ReactNode) =>
      hits.length > 0 && (
        <section className={styles.section} role="group" aria-label={title}>
          <h2 className={styles.sectionTitle} aria-hidden="true">
            {title}
          </h2>
          <ul role="presentation" className={styles.list}>
            {hits.map((hit) =>
              option(
                { url: hit.url, hit },
                <HitText
                  title={hit.hierarchy.lvl3 ?? hit.hierarchy.lvl2 ?? hit.hierarchy.lvl1}
                  path={hit.hierarchy.lvl2 || hit.hierarchy.lvl3 ? hit.hierarchy.lvl1 : hit.hierarchy.lvl0}
                />,
                tools(hit)
              )
            )}
          </ul>
        </section>
      );
    return (
      <div className={styles.body} role="listbox" id={listId} aria-label="Recent and favorite searches">
        {section('Recent', view.recent, (hit) => (
          <span className={styles.tools}>
            <ToolButton label="Save this search" onClick={() => actions.favorite(hit)}>
              ☆
            </ToolButton>
            <ToolButton label="Remove this search from history" onClick={() => actions.removeRecent(hit)}>
              ×
            </ToolButton>
          </span>
        ))}
        {section('Favorite', view.favorite, (hit) => (
          <span className={styles.tools}>
            <ToolButton label="Remove this search from favorites" onClick={() => actions.removeFavorite(hit)}>
              ×
            </ToolButton>
          </span>
        ))}
      </div>
    );
  }
  return (
    <div className={styles.body} role="listbox" id={listId} aria-label="Search results">
      {view.groups.map((group) => (
        <section key={group.lvl0} className={styles.section} role="group" aria-label={group.lvl0}>
          <h2 className={styles.sectionTitle} aria-hidden="true">
            {group.lvl0}
          </h2>
          <ul role="presentation" className={styles.list}>
            {group.pages.flatMap((page) =>
              page.hits.map((hit, i) => option({ url: hit.url, hit }, <HitContent hit={hit} child={i > 0 || hit.type !== 'lvl1'} />))
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A button beside a saved search: its label is both its accessible name and its tooltip. */
function ToolButton({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <button type="button" aria-label={label} title={label} onClick={onClick}>
      {children}
    </button>
  );
}

function HitText({ title, path }: { title: React.ReactNode; path?: React.ReactNode }) {
  return (
    <span className={styles.hitText}>
      <span className={styles.hitTitle}>{title}</span>
      {path && <span className={styles.hitPath}>{path}</span>}
    </span>
  );
}

type Levels = { hierarchy?: Record<string, { value: string } | undefined>; content?: { value: string } };

/** A hit: the page, or a section of it (its heading, the page above it, and the opening of its text). */
function HitContent({ hit, child }: { hit: Hit; child: boolean }) {
  const highlighted = hit._highlightResult as Levels;
  const snippet = (hit._snippetResult as Levels | undefined)?.content?.value;
  const title = <Highlighted value={highlighted.hierarchy?.[hit.type]?.value ?? hit.hierarchy[hit.type] ?? ''} />;
  const path = hit.type === 'lvl1' ? null : [hit.hierarchy.lvl1, hit.type === 'lvl3' ? hit.hierarchy.lvl2 : null].filter(Boolean).join(' › ');
  return (
    <span className={child ? styles.child : undefined}>
      <HitText title={title} path={path} />
      {snippet && (
        <span className={styles.hitSnippet}>
          <Highlighted value={snippet} />
        </span>
      )}
    </span>
  );
}
