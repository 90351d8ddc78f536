import React from 'react';
import { MissingResult } from '../MissingResult';
import type { StoredHit } from '../../../lib/search/history';
import { SEARCH_SUGGESTIONS } from '../context';
import { SearchError } from '../SearchError';
import { Highlighted } from '../Highlighted';
import { pageEntries, type Entry, type Hit, type SearchView } from './useSearchView';
import * as styles from './styles.module.css';

/** What makes a list entry an option of the listbox: its id, whether it is the active one, and what opening it does. */
interface OptionProps {
  listId: string;
  active: number;
  setActive: (index: number) => void;
  onOpen: (entry: Entry, newTab?: boolean) => void;
}

type HistoryActions = { favorite: (hit: StoredHit) => void; removeRecent: (hit: StoredHit) => void; removeFavorite: (hit: StoredHit) => void };

interface Props extends OptionProps {
  view: SearchView;
  /** The query typed, and the docs version searched. */
  query: string;
  version: string;
  onSuggest: (text: string) => void;
  actions: HistoryActions;
}

/** The dialog's main area for the current view. */
export function Body({ view, query, version, listId, active, setActive, onOpen, onSuggest, actions }: Props) {
  const options = { listId, active, setActive, onOpen };
  if (view.kind === 'error') return <SearchError className={styles.screen} />;
  if (view.kind === 'loading') return <div className={styles.screen} aria-live="polite" />;
  if (view.kind === 'none') return <NoResults query={view.query} version={version} onSuggest={onSuggest} />;
  if (view.kind === 'history') return <History recent={view.recent} favorite={view.favorite} options={options} actions={actions} />;
  return <Results groups={view.groups} options={options} query={query.trim()} version={version} />;
}

/**
 * Renders the entries of one listbox as options numbered in order (their ids are what the input's
 * aria-activedescendant names). Made afresh on each render of the list.
 */
function optionRenderer({ listId, active, setActive, onOpen }: OptionProps) {
  let index = -1;
  return (entry: Entry, content: React.ReactNode, tools?: React.ReactNode) => {
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
        {entry.unfold ? (
          <button type="button" className={styles.more} onClick={() => onOpen(entry)}>
            {content}
          </button>
        ) : (
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
        )}
        {tools}
      </li>
    );
  };
}

/** No hits: the query, suggestions to try, and a way to report it. */
function NoResults({ query, version, onSuggest }: { query: string; version: string; onSuggest: (text: string) => void }) {
  return (
    <div className={styles.screen}>
      <p className={styles.screenTitle}>
        No results for <strong>&quot;{query}&quot;</strong>
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
        <MissingResult query={query} version={version} />
      </p>
    </div>
  );
}

/** Before a query: recent and favorite searches, each with its buttons. */
function History({ recent, favorite, options, actions }: { recent: StoredHit[]; favorite: StoredHit[]; options: OptionProps; actions: HistoryActions }) {
  if (!recent.length && !favorite.length)
    return (
      <div className={styles.screen}>
        <p>No recent searches</p>
      </div>
    );
  const option = optionRenderer(options);
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
    <div className={styles.body} role="listbox" id={options.listId} aria-label="Recent and favorite searches">
      {section('Recent', recent, (hit) => (
        <span className={styles.tools}>
          <ToolButton label="Save this search" onClick={() => actions.favorite(hit)}>
            ☆
          </ToolButton>
          <ToolButton label="Remove this search from history" onClick={() => actions.removeRecent(hit)}>
            ×
          </ToolButton>
        </span>
      ))}
      {section('Favorite', favorite, (hit) => (
        <span className={styles.tools}>
          <ToolButton label="Remove this search from favorites" onClick={() => actions.removeFavorite(hit)}>
            ×
          </ToolButton>
        </span>
      ))}
    </div>
  );
}

/**
 * The hits by page in ranking order, under their lvl0 headings; a page's folded hits behind its "more" row. Past
 * the last hit, a reader who scrolled through them all can say what they were looking for.
 */
function Results({
  groups,
  options,
  query,
  version,
}: {
  groups: Extract<SearchView, { kind: 'hits' }>['groups'];
  options: OptionProps;
  query: string;
  version: string;
}) {
  const option = optionRenderer(options);
  return (
    <div className={styles.body}>
      <div role="listbox" id={options.listId} aria-label="Search results">
        {groups.map((group) => (
          <section key={group.lvl0} className={styles.section} role="group" aria-label={group.lvl0}>
            <h2 className={styles.sectionTitle} aria-hidden="true">
              {group.lvl0}
            </h2>
            <ul role="presentation" className={styles.list}>
              {group.pages.flatMap((page) =>
                pageEntries(page).map((entry, i) =>
                  entry.hit
                    ? option(entry, <HitContent hit={entry.hit as Hit} child={i > 0 || entry.hit.type !== 'lvl1'} />)
                    : option(entry, <span className={styles.child}>{page.folded === 1 ? '1 more from this page' : `${page.folded} more from this page`}</span>)
                )
              )}
            </ul>
          </section>
        ))}
      </div>
      <p className={styles.missing}>
        Not what you need? <MissingResult query={query} version={version} />
      </p>
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
