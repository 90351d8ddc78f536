import { Link } from 'gatsby';
import React, { memo, Suspense, useCallback, useContext, useEffect, useId, useReducer, useRef, useState } from 'react';
import { containsPath, isActiveLink, isInternal, type SidebarCategory, type SidebarNode } from '../../lib/navigation';
import { Icon } from '../Icon';
import { fetchSidebarTree, loadedSidebarTree, loadSharedSidebar, readSidebarTree, SharedSidebarFile, sharedItems, type SidebarSource } from './sharedSidebar';
import * as styles from './styles.module.css';

interface Props {
  tree: SidebarNode[];
  pathname: string;
}

/**
 * The docs sidebar: the tree from pageContext, the current page marked, its categories open. A
 * collapsed category is its label alone until the reader opens it, and its items come from the
 * sidebar's shared file (./sharedSidebar.ts) when the page left them out: what a page's HTML and
 * page data carry grows with its open path, not with the number of docs.
 */
export function Sidebar({ tree, pathname }: Props) {
  return (
    <nav aria-label="Docs sidebar" className={styles.sidebar}>
      <SidebarList nodes={tree} pathname={pathname} level={1} />
    </nav>
  );
}

/**
 * The sidebar of a page from its source (./sharedSidebar.ts), for a sidebar that opens on demand
 * (the mobile drawer): a docs page names its sidebar's file, read inside a Suspense boundary that
 * shows `fallback` until the file is there. Memoized: a render of the page around it with the same
 * props does not reach the boundary.
 */
export const SidebarFrom = memo(function SidebarFrom({ source, pathname, fallback = null }: SourceProps & { fallback?: React.ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <SidebarOf source={source} pathname={pathname} />
    </Suspense>
  );
});

interface SourceProps {
  source: SidebarSource;
  pathname: string;
}

function SidebarOf({ source, pathname }: SourceProps) {
  const [, retried] = useReducer((count: number) => count + 1, 0);
  return <SidebarOrError tree={readSidebarTree(source)} source={source} pathname={pathname} onRetried={retried} />;
}

/**
 * The sidebar of the docs column, which the server rendered: no Suspense boundary. React 18
 * hydrates a server-rendered boundary after the rest of the page, at its lowest priority, and a
 * tap or key press whose update reaches it before then throws the boundary's HTML away and logs
 * an error (#421; seen in the e2e run of 2026-11-28 on a touch screen). Its file is here when the
 * page hydrates (src/gatsby/overrides/hydration/hydrateInTransition.ts waits for it). Going to a page of another
 * category, it shows the last sidebar until the new one's file has loaded, never nothing.
 */
export const ColumnSidebar = memo(function ColumnSidebar({ source, pathname }: SourceProps) {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const lastShown = useRef<SidebarSource>();
  const tree = loadedSidebarTree(source);
  useEffect(() => {
    if (tree === undefined) void fetchSidebarTree(source as string).then(loaded);
    else lastShown.current = source;
  }, [source, tree]);
  const shown = tree !== undefined ? tree : lastShown.current === undefined ? undefined : loadedSidebarTree(lastShown.current);
  // undefined: the first docs page after a page without a sidebar, until its file arrives.
  return shown === undefined ? null : <SidebarOrError tree={shown} source={source} pathname={pathname} onRetried={loaded} />;
});

/** The sidebar, or (null: its file could not be loaded) a way to load it again. */
function SidebarOrError({ tree, source, pathname, onRetried }: SourceProps & { tree: SidebarNode[] | null; onRetried: () => void }) {
  if (tree) return <Sidebar tree={tree} pathname={pathname} />;
  return (
    <p className={styles.loadError} role="alert">
      The sidebar could not be loaded.{' '}
      <button type="button" className={styles.retry} onClick={() => void fetchSidebarTree(String(source)).then(onRetried)}>
        Try again
      </button>
    </p>
  );
}

/** The class attribute of the names given, or none: an item or link without one writes no `class` at all. */
const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ') || undefined;

function SidebarList({ nodes, pathname, level }: { nodes: SidebarNode[]; pathname: string; level: number }) {
  return (
    <ul className={level === 1 ? styles.list : styles.sublist}>
      {nodes.map((node, index) =>
        node.type === 'category' ? (
          <Category key={`c-${node.label}`} category={node} pathname={pathname} level={level} />
        ) : node.type === 'html' ? (
          // Written by the author in the sidebars file, trusted like it (Docusaurus `type: 'html'`).
          <li
            key={`h-${index}`}
            className={classes(styles.html, node.defaultStyle && styles.htmlItem, node.className)}
            dangerouslySetInnerHTML={{ __html: node.value }}
          />
        ) : (
          <li key={node.href} className={classes(node.className)}>
            <SidebarLink href={node.href} label={node.label} active={isActiveLink(node.href, pathname)} />
          </li>
        )
      )}
    </ul>
  );
}

function SidebarLink({ href, label, active }: { href: string; label: string; active: boolean }) {
  if (!isInternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <Icon name="external" size={12} className={styles.externalIcon} />
      </a>
    );
  }
  return (
    <Link to={href} aria-current={active ? 'page' : undefined}>
      {label}
    </Link>
  );
}

function Category({ category, pathname, level }: { category: SidebarCategory; pathname: string; level: number }) {
  const hasActive = containsPath(category, pathname);
  const [expanded, setExpanded] = useState(!category.collapsible || !category.collapsed || hasActive);
  const listId = useId();
  // Navigating into a collapsed category opens it (it never closes one the reader opened).
  useEffect(() => {
    if (hasActive) setExpanded(true);
  }, [hasActive]);

  const { items, failed, load } = useCategoryItems(category);
  useEffect(() => {
    if (expanded) load();
  }, [expanded, load]);

  const active = isActiveLink(category.href, pathname);
  const toggle = category.collapsible
    ? {
        type: 'button' as const,
        'aria-label': `${expanded ? 'Collapse' : 'Expand'} sidebar category '${category.label}'`,
        'aria-expanded': expanded,
        'aria-controls': listId,
        onClick: () => setExpanded((value) => !value),
        // Pointing at or focusing the toggle starts loading what opening it shows.
        onPointerEnter: load,
        onFocus: load,
      }
    : undefined;

  return (
    <li className={classes(category.className)}>
      <div className={classes(styles.categoryRow, hasActive && !active && styles.activeTrail)}>
        {category.href ? (
          <>
            <SidebarLink href={category.href} label={category.label} active={active} />
            {toggle && <button className={styles.caret} {...toggle} />}
          </>
        ) : toggle ? (
          // A category without a page of its own: its label opens and closes it, as in Docusaurus.
          <button className={styles.labelToggle} {...toggle}>
            {category.label}
          </button>
        ) : (
          <span className={styles.categoryLabel}>{category.label}</span>
        )}
      </div>
      {/* A collapsed category's items are rendered when it opens: a page's HTML holds its open path, not the whole tree. */}
      <div id={listId} hidden={!expanded}>
        {expanded && items && <SidebarList nodes={items} pathname={pathname} level={level + 1} />}
        {expanded && failed && (
          <p className={styles.loadError} role="alert">
            The pages of this category could not be loaded.
          </p>
        )}
      </div>
    </li>
  );
}

/** A category's items: its own, or those of the shared file when the page left them out (`deferred`). */
function useCategoryItems(category: SidebarCategory) {
  const file = useContext(SharedSidebarFile);
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const [failed, setFailed] = useState(false);
  const key = category.deferred;
  const items = key === undefined ? category.items : file ? sharedItems(file, key) : undefined;
  const load = useCallback(() => {
    if (key === undefined || !file || sharedItems(file, key)) return;
    setFailed(false);
    loadSharedSidebar(file).then(loaded, () => setFailed(true));
  }, [file, key]);
  return { items, failed, load };
}
