/**
 * The items a page's sidebar leaves out (src/lib/pageNavigation.ts `pageSidebar`): the sidebar's shared
 * file, named in pageContext `sidebarFile`, fetched once per visit when a reader first opens, points
 * at or focuses a collapsed category, and kept for every later page of that sidebar.
 */
import { withPrefix } from 'gatsby';
import { createContext } from 'react';
import { itemsByKey, type SidebarNode } from '../../lib/navigation';

/** The site path of the current page's shared sidebar file (set by wrapPageElement, src/gatsby/wrap.tsx). */
export const SharedSidebarFile = createContext<string | undefined>(undefined);

const loaded = new Map<string, Map<string, SidebarNode[]>>();
const loading = new Map<string, Promise<void>>();

/** The items of the category `key`, once its file has loaded. */
export const sharedItems = (file: string, key: string): SidebarNode[] | undefined => loaded.get(file)?.get(key);

/** Loads `file` (once; a failed load is tried again on the next call). */
export function loadSharedSidebar(file: string): Promise<void> {
  let promise = loading.get(file);
  if (!promise) {
    promise = fetch(withPrefix(file))
      .then((response) => {
        if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
        return response.json() as Promise<SidebarNode[]>;
      })
      .then((tree) => void loaded.set(file, itemsByKey(tree)));
    promise.catch(() => loading.delete(file));
    loading.set(file, promise);
  }
  return promise;
}
