/**
 * The data each page receives (Gatsby pageContext): for docs pages computed once at build by
 * src/gatsby/content/routes.ts and passed by createPages (src/gatsby/node/createPages.ts).
 * Templates only render it; wrapPageElement (src/gatsby/wrap.tsx) reads it for the site chrome.
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
  /**
   * The site path of the page's sidebar file: its open path, collapsed categories as their labels
   * (pageNavigation.ts `pageSidebar`), shared by the pages of one category. None: the page has no sidebar.
   */
  sidebarTree?: string;
  /** The site path of the sidebar's shared file, which holds the items of its collapsed categories. */
  sidebarFile?: string;
  breadcrumbs: Crumb[];
  previous?: SidebarLink;
  next?: SidebarLink;
  /** Same page (or the main doc) in the latest version, for the banner of other versions. */
  latest: { href: string; label: string };
  /** The breadcrumbs' home link: the main doc of the page's version. */
  homeHref: string;
}

/** A doc page (template src/templates/DocPage). */
export interface DocPageContext extends DocsPageBase {
  kind: 'doc';
  docId: string;
  /** The content has its own h1 (or hide_title): the template shows none. */
  hideTitle: boolean;
  /** Headings for the table of contents; null when hidden. */
  toc: TocHeading[] | null;
  editUrl?: string;
  keywords?: string[];
  /** Frontmatter `image`: the page's social card, a path of static/ ("/img/card.png") or an http(s) URL. */
  image?: string;
  /** Frontmatter `unlisted` in a production build: the page says so, asks not to be indexed, and no list shows it. */
  unlisted?: true;
  /**
   * Always empty: createPages sets it so gatsby-plugin-mdx does not read the file again to add it.
   * The template reads the plan's fields instead.
   */
  frontmatter?: Record<string, never>;
}

/** A card on a category index page. */
export interface CategoryCard {
  label: string;
  href: string;
  description?: string;
  /** For categories: how many pages they hold. */
  count?: number;
}

/** A generated category index (template src/templates/CategoryPage). */
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

/** A page outside the docs (src/pages, e2e fixtures): no docs facts. */
export interface SitePageContext {
  kind?: undefined;
}

/** A row of an API entry's parameters, props or properties table: its HTML made at build time. */
export interface ApiRow {
  name: string;
  typeHtml: string;
  optional?: true;
  default?: string;
  docHtml?: string;
  deprecated?: { noteHtml?: string };
}

/** "New in v7", "Type changed in v6": an export against the previous major. */
export interface ApiBadge {
  text: string;
  kind: 'new' | 'changed' | 'removed';
}

/** Fields of every API reference page (templates src/templates/ApiPage and ApiIndexPage). */
interface ApiPageBase {
  version: VersionInfo;
  title: string;
  description?: string;
  /** The reference's own sidebar: its kinds, the page's kind open. */
  sidebar: SidebarNode[];
  /** Docs version name -> the same entry (else that version's reference, or its docs) for the version menu. */
  versionHrefs: Record<string, string>;
  /** The version's reference index ("/api/5"). */
  apiHome: string;
  /** The packages documented, with their exact releases ("react-querybuilder 7.7.1"). */
  packages: string[];
}

/** One export's page. */
export interface ApiPageContext extends ApiPageBase {
  kind: 'api';
  symbolKind: string;
  /** What the reference calls that kind: "Function", "Constant". */
  kindName: string;
  packageName: string;
  /** Import specifiers that export it. */
  exportedFrom: string[];
  badges: ApiBadge[];
  deprecated?: { noteHtml?: string };
  docHtml?: string;
  signatures: Array<{ html: string; docHtml?: string; parameters?: ApiRow[]; typeParameters?: ApiRow[]; returnsHtml?: string }>;
  typeParameters?: ApiRow[];
  properties?: ApiRow[];
  /** A component's props type entry. */
  propsHref?: string;
  /** Doc pages of the version that mention it. */
  mentions: Array<{ label: string; href: string }>;
}

/** A version's reference index: every export, grouped by kind. */
export interface ApiIndexPageContext extends ApiPageBase {
  kind: 'api-index';
  groups: Array<{
    kind: string;
    label: string;
    entries: Array<{ name: string; href: string; summary?: string; package: string; deprecated?: true; badges: ApiBadge[] }>;
  }>;
  removed: Array<{ name: string; href: string; lastMajor: number }>;
}

/** The pageContext of any page of the site: what createPages passes and wrapPageElement reads. */
export type PageContext = DocPageContext | CategoryPageContext | RedirectPageContext | ApiPageContext | ApiIndexPageContext | SitePageContext;
