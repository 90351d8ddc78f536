/**
 * The sidebar's shared files (src/gatsby/content/sidebarPlan.ts), fetched once per visit and kept
 * for every later page that names them:
 * - a page's own sidebar (pageContext `sidebarTree`: its open path, collapsed categories as their
 *   labels), which the pages of one category share, read while the page renders (`loadedSidebarTree`);
 * - the items a page's sidebar leaves out (pageContext `sidebarFile`), fetched when a reader first
 *   opens, points at or focuses a collapsed category.
 */
import { withPrefix } from 'gatsby';
import { createContext } from 'react';
import { itemsByKey, type SidebarNode } from '../../lib/navigation';

/** The site path of the current page's shared sidebar file (set by wrapPageElement, src/gatsby/wrap.tsx). */
export const SharedSidebarFile = createContext<string | undefined>(undefined);

/** A page's sidebar: its tree (API reference pages), or the site path of its file (docs pages). */
export type SidebarSource = SidebarNode[] | string;

const trees = new Map<string, SidebarNode[]>();
const failed = new Set<string>();
const loading = new Map<string, Promise<SidebarNode[]>>();
const items = new Map<string, Map<string, SidebarNode[]>>();

/** Fetches the tree of `file` once (a failed fetch is tried again on the next call). */
function loadTree(file: string): Promise<SidebarNode[]> {
  let promise = loading.get(file);
  if (!promise) {
    failed.delete(file);
    promise = globalThis
      .fetch(withPrefix(file))
      .then((response) => {
        if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
        return response.json() as Promise<SidebarNode[]>;
      })
      .then((tree) => (trees.set(file, tree), tree));
    promise.catch(() => {
      loading.delete(file);
      failed.add(file);
    });
    loading.set(file, promise);
  }
  return promise;
}

/** The attribute that names a docs page's sidebar file in its HTML (DocsSidebarShell), read before the app starts. */
export const SIDEBAR_TREE_ATTRIBUTE = 'data-sidebar-tree';

/**
 * Starts fetching the sidebar file the page's HTML names, beside Gatsby's own loading of the page
 * data and scripts (gatsby-browser onClientEntry); resolves when it has loaded or failed, so
 * hydration (src/gatsby/overrides/hydration/hydrateInTransition.ts) starts with the sidebar's data in hand.
 */
export function preloadPageSidebar(): Promise<unknown> | undefined {
  const file = document.querySelector(`[${SIDEBAR_TREE_ATTRIBUTE}]`)?.getAttribute(SIDEBAR_TREE_ATTRIBUTE);
  if (!file || trees.has(file)) return undefined;
  return (pageSidebarLoad = loadTree(file).catch(() => undefined));
}

let pageSidebarLoad: Promise<unknown> | undefined;
/** The load {@link preloadPageSidebar} started, if any. */
export const pageSidebarLoaded = (): Promise<unknown> | undefined => pageSidebarLoad;

/** Server rendering reads the files from the build's output (set by gatsby-ssr.tsx); the browser fetches them. */
let readOnServer: ((file: string) => SidebarNode[]) | undefined;
export const setServerSidebarReader = (read: (file: string) => SidebarNode[]): void => void (readOnServer = read);

/**
 * The tree of a page's sidebar if it is here: the tree, null when its file could not be loaded,
 * undefined while it loads or before anything asked for it (the server reads it at once).
 */
export function loadedSidebarTree(source: SidebarSource): SidebarNode[] | null | undefined {
  if (typeof source !== 'string') return source;
  const known = trees.get(source);
  if (known) return known;
  if (readOnServer) {
    const tree = readOnServer(source);
    trees.set(source, tree);
    return tree;
  }
  return failed.has(source) ? null : undefined;
}

/**
 * The tree of a page's sidebar, for rendering inside a Suspense boundary: while its file loads,
 * this suspends the render; null when the file could not be loaded.
 */
export function readSidebarTree(source: SidebarSource): SidebarNode[] | null {
  const tree = loadedSidebarTree(source);
  // React 18's way to suspend on data outside a framework: throw the promise the render waits for.
  if (tree === undefined) throw fetchSidebarTree(source as string);
  return tree;
}

/** Fetches the tree of a sidebar file (again, after a failure); resolves when it has loaded or failed. */
export const fetchSidebarTree = (file: string): Promise<unknown> => loadTree(file).catch(() => undefined);

/** The items of the category `key`, once its file has loaded. */
export const sharedItems = (file: string, key: string): SidebarNode[] | undefined => items.get(file)?.get(key);

/** Loads `file` (once; a failed load is tried again on the next call). */
export async function loadSharedSidebar(file: string): Promise<void> {
  if (items.has(file)) return;
  items.set(file, itemsByKey(await loadTree(file)));
}
