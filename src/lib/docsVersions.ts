/**
 * What the browser knows about docs versions: labels, paths and which doc ids each has. It is
 * computed from content/ by the content step (src/gatsby/content/routes.ts) and read by pages with
 * `useDocsGlobal` (src/hooks/useSiteContent.ts). Pure helpers below.
 */
import type { Banner } from '../config/schema';
import { hasApiReference } from '../config/examples';

/** One docs version, as the browser sees it. */
export interface VersionInfo {
  name: string;
  label: string;
  path: string;
  banner: Banner;
  isLast: boolean;
}

/** One docs version with the ids of its docs, as the version menus and links need them. */
export interface VersionData extends VersionInfo {
  mainDocId: string;
  /** Every doc id that has a page (moved pages included). */
  docIds: string[];
  /** Moved doc id -> the doc id it sends readers to. */
  moved: Record<string, string>;
  /**
   * Doc id -> its address within the version, for the docs not at "/<id>": category indexes
   * ("guides/index" at "/guides") and frontmatter `slug`s (src/lib/docFiles.ts docPathOf).
   */
  paths?: Record<string, string>;
  /** Slugs of the category index pages (`<path>/category/<slug>`). */
  categories: string[];
}

/** Every docs version, as the browser gets them (`useDocsGlobal`). */
export interface DocsGlobalData {
  /** In dropdown order: released versions newest first, then Next. */
  versions: VersionData[];
  lastVersion: string;
}

/** Href of a doc in a version (no check that it exists). */
export const docHref = (versionPath: string, docId: string): string => `${versionPath}/${docId}`;

/** Href of an address within a version ("/" is the version's root). */
export const versionHref = (versionPath: string, pathInVersion: string): string =>
  pathInVersion === '/' ? versionPath || '/' : `${versionPath}${pathInVersion}`;

/** Href of doc `docId` of `version`: at its id, unless `paths` places it elsewhere (no check that it exists). */
export function docRoute(version: Pick<VersionData, 'path' | 'paths'>, docId: string): string {
  const pathInVersion = version.paths?.[docId];
  return pathInVersion === undefined ? docHref(version.path, docId) : versionHref(version.path, pathInVersion);
}

/** Href of a generated category index page. */
export const categoryHref = (versionPath: string, slug: string): string => `${versionPath}/category/${slug}`;

/** The doc `docId` in `version`, following a move; undefined when the version lacks it. */
export function findDocHref(version: VersionData, docId: string): string | undefined {
  const target = version.moved[docId] ?? docId;
  return version.docIds.includes(target) ? docRoute(version, target) : undefined;
}

/** Same doc in `version` if it exists, else that version's main doc (the banner's link to the latest version). */
export const sameDocOrMain = (version: VersionData, docId: string | undefined): string =>
  (docId && findDocHref(version, docId)) || docRoute(version, version.mainDocId);

/**
 * The versions a page without a version of its own picks from, best first: the page's (active),
 * then the reader's preferred, then the latest, the order Docusaurus uses. Names that are not
 * versions of `data` are skipped, and each version comes once. The navbar's doc items, the version
 * menus and search all choose through this one order.
 */
export function versionsByPrecedence(data: DocsGlobalData, active?: string | null, preferred?: string | null): VersionData[] {
  const picked: VersionData[] = [];
  for (const name of [active, preferred, data.lastVersion]) {
    const version = findVersion(data, name);
    if (version && !picked.includes(version)) picked.push(version);
  }
  return picked;
}

/** The API reference's root of a docs version: its docs path with /docs replaced by /api (/api, /api/next, /api/5). */
export const apiRoot = (version: Pick<VersionInfo, 'path'>): string => version.path.replace(/^\/docs(?=\/|$)/, '/api');

/**
 * Navbar "apiReference" item: the reference of the first version of {@link versionsByPrecedence}
 * that has one, else of the first that has one in dropdown order; undefined when none has.
 */
export function apiHref(data: DocsGlobalData, activeVersion?: string | null, preferredVersion?: string | null): string | undefined {
  const version = [...versionsByPrecedence(data, activeVersion, preferredVersion), ...data.versions].find((v) => hasApiReference(v.name));
  return version && apiRoot(version);
}

/**
 * Navbar "doc" item: the doc in the first version of {@link versionsByPrecedence} that has it.
 * Falls back to the latest version's main doc.
 */
export function layoutDocHref(data: DocsGlobalData, docId: string, activeVersion?: string | null, preferredVersion?: string | null): string {
  for (const version of versionsByPrecedence(data, activeVersion, preferredVersion)) {
    const href = findDocHref(version, docId);
    if (href) return href;
  }
  const latest = findVersion(data, data.lastVersion)!;
  return docRoute(latest, latest.mainDocId);
}

/**
 * Where a link from the site's own pages (home, footer, demo) into the docs goes: `to` when the
 * docs have that page, else the latest version's main doc. So the site keeps building, and its
 * links keep leading somewhere, when another docs folder is dropped into content/.
 */
export function docsPathOrMain(data: DocsGlobalData, to: string): string {
  const path = to.split(/[?#]/)[0]!;
  const inDocs = data.versions.filter((v) => path === v.path || path.startsWith(`${v.path}/`));
  if (!inDocs.length) return to;
  const has = (v: VersionData) => v.docIds.some((id) => docRoute(v, id) === path) || v.categories.some((slug) => categoryHref(v.path, slug) === path);
  if (inDocs.some(has)) return to;
  const latest = findVersion(data, data.lastVersion);
  return latest ? docRoute(latest, latest.mainDocId) : to;
}

/** The version a version menu shows: the first of {@link versionsByPrecedence}. */
export const shownVersion = (data: DocsGlobalData, active?: string | null, preferred?: string | null): VersionData =>
  versionsByPrecedence(data, active, preferred)[0]!;

/** One entry of a version menu. */
export interface VersionLink {
  name: string;
  label: string;
  href: string;
  /** The version the menu shows (the page's, else the preferred one, else the latest). */
  current: boolean;
}

/**
 * A version menu (the navbar's, on the desktop bar and in the drawer): the version it shows and a
 * link per version, to the page's doc in that version when it has it, keeping the page's `?query`
 * and `#hash` as Docusaurus does, else to that version's main doc.
 */
export function versionMenu(
  data: DocsGlobalData,
  page: { version?: string; docId?: string; search?: string; hash?: string; versionHrefs?: Record<string, string> },
  preferred?: string | null
): { shown: VersionData; links: VersionLink[] } {
  const shown = shownVersion(data, page.version, preferred);
  const docId = page.version ? page.docId : undefined;
  const links = data.versions.map((version) => {
    const sameDoc = docId && findDocHref(version, docId);
    // An API reference page names its own counterparts (the same export in each version).
    const samePage = page.versionHrefs?.[version.name];
    return {
      name: version.name,
      label: version.label,
      href: samePage ?? (sameDoc ? `${sameDoc}${page.search ?? ''}${page.hash ?? ''}` : docRoute(version, version.mainDocId)),
      current: version.name === shown.name,
    };
  });
  return { shown, links };
}

/** The version named `name`, if any. */
export const findVersion = (data: DocsGlobalData, name: string | null | undefined): VersionData | undefined => data.versions.find((v) => v.name === name);
