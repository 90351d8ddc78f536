/**
 * The page the reader is on, as the site chrome needs it (navbar items, version menus, search,
 * the mobile drawer): its address and, on docs pages, its docs version and doc id. wrapPageElement
 * (src/gatsby/wrap.tsx) sets it from the page's location and pageContext on every page, so the
 * chrome reads it here instead of through props handed down from the Layout.
 */
import React, { createContext, useContext, useMemo } from 'react';
import { useMounted } from '../hooks/useMounted';

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

/** Provides the current page to the site chrome (mounted by wrapPageElement in src/gatsby/wrap.tsx). */
export function ActiveDocProvider({ pathname, search, hash, version, docId, versionHrefs, children }: ActiveDoc & { children: React.ReactNode }) {
  const mounted = useMounted();
  const [shownSearch, shownHash] = mounted ? [search, hash] : ['', ''];
  const value = useMemo<ActiveDoc>(
    () => ({ pathname, search: shownSearch, hash: shownHash, version, docId, versionHrefs }),
    [pathname, shownSearch, shownHash, version, docId, versionHrefs]
  );
  return <ActiveDocContext.Provider value={value}>{children}</ActiveDocContext.Provider>;
}

/** The page the reader is on; throws outside ActiveDocProvider. */
export function useActiveDoc(): ActiveDoc {
  const value = useContext(ActiveDocContext);
  if (!value) throw new Error('useActiveDoc must be used inside <ActiveDocProvider> (see src/gatsby/wrap.tsx).');
  return value;
}
