/**
 * The page the reader is on, as the site chrome needs it (navbar items, version menus, search,
 * the mobile drawer): its address and, on docs pages, its docs version and doc id. wrapPageElement
 * (src/gatsby/wrap.tsx) sets it from the page's location and pageContext on every page, so the
 * chrome reads it here instead of through props handed down from the Layout.
 */
import React, { createContext, useContext, useMemo, useSyncExternalStore } from 'react';

/** The page the reader is on. */
export interface ActiveDoc {
  pathname: string;
  /**
   * The address's `?query` and `#hash` ('' when none). Empty in the server HTML and in the render
   * that hydrates it (the server cannot know them), so links built with them match the HTML.
   */
  search: string;
  hash: string;
  /** Docs version name of the page, if it is a docs page. */
  version?: string;
  /** Doc id of the page, if it is a doc (or a moved doc's redirect page). */
  docId?: string;
  /** On an API reference page: docs version name -> the same entry in that version (or its reference). */
  versionHrefs?: Record<string, string>;
}

const ActiveDocContext = createContext<ActiveDoc | null>(null);

/**
 * Provides the current page to the site chrome (mounted by wrapPageElement in src/gatsby/wrap.tsx).
 * Its value changes only when the page does: a doc's article may still be waiting to hydrate below it
 * (src/gatsby/overrides/hydration/deferredArticle.ts), and React drops the server HTML of such a part when a
 * context value above it changes (error 421). useActiveDoc hides the query and hash until hydrated.
 */
export function ActiveDocProvider({ pathname, search, hash, version, docId, versionHrefs, children }: ActiveDoc & { children: React.ReactNode }) {
  const value = useMemo<ActiveDoc>(() => ({ pathname, search, hash, version, docId, versionHrefs }), [pathname, search, hash, version, docId, versionHrefs]);
  return <ActiveDocContext.Provider value={value}>{children}</ActiveDocContext.Provider>;
}

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/** The page the reader is on; throws outside ActiveDocProvider. */
export function useActiveDoc(): ActiveDoc {
  const value = useContext(ActiveDocContext);
  if (!value) throw new Error('useActiveDoc must be used inside <ActiveDocProvider> (see src/gatsby/wrap.tsx).');
  // False in the server HTML and while hydrating it, true from the next render on (as useMounted, per component).
  const hydrated = useSyncExternalStore(noSubscription, inBrowser, onServer);
  return useMemo(() => (hydrated || (!value.search && !value.hash) ? value : { ...value, search: '', hash: '' }), [hydrated, value]);
}
