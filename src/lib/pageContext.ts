/**
 * The data each generated page receives (Gatsby pageContext), computed once at build by
 * src/gatsby/content/routes.ts. Templates only render it.
 */
import type { VersionInfo } from './docsVersions';
import type { Crumb, SidebarLink, SidebarNode } from './navigation';

/** A table-of-contents entry. */
export interface TocHeading {
  depth: number;
  value: string;
  id: string;
}

/** Fields shared by doc and category pages. */
interface DocsPageBase {
  version: VersionInfo;
  title: string;
  description?: string;
  sidebar: SidebarNode[] | null;
  breadcrumbs: Crumb[];
  previous?: SidebarLink;
  next?: SidebarLink;
  /** Same page (or the main doc) in the latest version, for the banner of other versions. */
  latest: { href: string; label: string };
  /** The breadcrumbs' home link: the main doc of the page's version. */
  homeHref: string;
}

export interface DocPageContext extends DocsPageBase {
  kind: 'doc';
  docId: string;
  /** The content has its own h1 (or hide_title): the template shows none. */
  hideTitle: boolean;
  /** Headings for the table of contents; null when hidden. */
  toc: TocHeading[] | null;
  editUrl?: string;
  keywords?: string[];
}

/** A card on a category index page. */
export interface CategoryCard {
  label: string;
  href: string;
  description?: string;
  /** For categories: how many pages they hold. */
  count?: number;
}

export interface CategoryPageContext extends DocsPageBase {
  kind: 'category';
  slug: string;
  cards: CategoryCard[];
}

/** A page that only sends the reader on (moved docs, version roots). */
export interface RedirectPageContext {
  kind: 'redirect';
  to: string;
  /** Title of the destination. */
  title: string;
  version?: VersionInfo;
  docId?: string;
}
