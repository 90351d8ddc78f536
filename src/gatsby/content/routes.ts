/**
 * Plans every docs page from the loaded content and the doc metadata: doc pages, generated
 * category indexes, redirects (the site's own, moved pages, version roots) and the version data
 * the browser gets. Pure: createPages (src/gatsby/node/createPages.ts) only hands the pages to
 * Gatsby, and onPostBuild writes the same redirects for static hosts.
 */
import type { DocsConfig, SiteConfig } from '../../config/schema';
import { categoryHref, sameDocOrMain, type DocsGlobalData, type VersionData } from '../../lib/docsVersions';
import { flattenSidebar, type SidebarLink, type SidebarNode } from '../../lib/navigation';
import { findBreadcrumbs, findPrevNext, pageSidebar, visibleSidebar } from '../../lib/pageNavigation';
import type { CategoryCard, CategoryPageContext, DocPageContext, RedirectPageContext } from '../../lib/pageContext';
import type { DocSource } from './docSource';
import { ContentError, nearestHint } from './errors';
import type { ContentModel } from './loadContent';
import { mainDocOf, openPathFile, openPathFiles, pickSidebar, resolveSidebars, type ResolvedSidebar, type SharedSidebarFile } from './sidebarPlan';
import { throwError, versionState, type ReportContentError, type VersionState } from './versionState';

export type { ReportContentError } from './versionState';
export type { SharedSidebarFile } from './sidebarPlan';

/** A page to create, with the template that renders it and its pageContext. */
export type PlannedPage =
  | { path: string; template: 'doc'; contentFilePath: string; context: DocPageContext }
  | { path: string; template: 'category'; context: CategoryPageContext }
  | { path: string; template: 'redirect'; context: RedirectPageContext };

/** A move: readers of `from` are sent on to `to`. */
export interface PlannedRedirect {
  from: string;
  to: string;
}

/** What {@link planRoutes} returns. */
export interface RoutePlan {
  /** Every page to create: docs, category indexes and redirect pages (the site's own first). */
  pages: PlannedPage[];
  /** The redirect pages of `pages` as moves: for _redirects, the HTML link check and the content link check. */
  redirects: PlannedRedirect[];
  globalData: DocsGlobalData;
  /** The sidebars' shared files, for createPages to write into public/. */
  sharedSidebars: SharedSidebarFile[];
  warnings: string[];
}

/**
 * Plans all docs routes and the site's redirects (`siteRedirects`, from src/config/site.ts); throws
 * a ContentError for unknown ids, titles or redirect targets. With `report`, each such problem is
 * reported instead and planned around (no redirect, the doc id as title, the sidebar's own
 * pagination), so a develop server keeps every other page working.
 */
export function planRoutes(
  model: ContentModel,
  sources: DocSource[],
  config: DocsConfig,
  siteRedirects: SiteConfig['redirects'],
  report: ReportContentError = throwError
): RoutePlan {
  const states = model.versions.map((content) => versionState(content, model.lastVersion, sources, report));
  const latest = states.find((s) => s.info.name === model.lastVersion);
  if (!latest) throw new ContentError('content/versions.json', `the latest version "${model.lastVersion}" has no docs.`);
  const sidebarsOf = new Map(states.map((s) => [s, resolveSidebars(s)]));
  const mainDocs = new Map(states.map((s) => [s, mainDocOf(s, sidebarsOf.get(s)!, config)]));
  const globalData: DocsGlobalData = {
    lastVersion: model.lastVersion,
    versions: states.map((s): VersionData => ({
      ...s.info,
      mainDocId: mainDocs.get(s)!,
      docIds: [...s.docs.keys()],
      moved: Object.fromEntries(s.moved),
      ...(s.content.docPaths.size ? { paths: Object.fromEntries(s.content.docPaths) } : {}),
      categories: [],
    })),
  };
  const latestData = globalData.versions.find((v) => v.name === model.lastVersion)!;
  const latestLink = (docId?: string) => ({ href: sameDocOrMain(latestData, docId), label: latest.info.label });

  const pages: PlannedPage[] = siteRedirects.map(({ from, to, title }) => ({ path: from, template: 'redirect', context: { kind: 'redirect', to, title } }));
  for (const [index, state] of states.entries()) {
    const own = planVersion(state, sidebarsOf.get(state)!, mainDocs.get(state)!, config, latestLink);
    pages.push(...own.pages);
    globalData.versions[index]!.categories = own.categories;
  }
  const warnings = [...model.warnings];
  const planned = dedupe(pages, warnings);
  const redirects = planned.flatMap((page) => (page.template === 'redirect' ? [{ from: page.path, to: page.context.to }] : []));
  const openPaths = new Set(planned.flatMap((page) => (page.template !== 'redirect' && page.context.sidebarTree ? [page.context.sidebarTree] : [])));
  const sharedSidebars = [
    ...new Map([...sidebarsOf.values()].flat().map((s) => [s.shared.path, s.shared])).values(),
    ...openPathFiles(openPaths),
  ];
  return { pages: planned, redirects, globalData, sharedSidebars, warnings };
}

/** One version's pages (its docs, its category indexes, its root sending readers to its main doc unless a doc is there) and its category slugs. */
function planVersion(
  state: VersionState,
  sidebars: ResolvedSidebar[],
  mainDocId: string,
  config: DocsConfig,
  latestLink: PageLinks['latest']
): { pages: PlannedPage[]; categories: string[] } {
  const links: PageLinks = { latest: latestLink, home: state.href(mainDocId) };
  const docPages = planDocs(state, sidebars, config, links);
  const categoryPages = planCategories(state, sidebars, config, links);
  const root: PlannedPage = {
    path: state.info.path,
    template: 'redirect',
    context: { kind: 'redirect', to: links.home, title: state.title(mainDocId), version: state.info },
  };
  // A doc at the version's root (`slug: /`, or an index doc at the top) is the root page itself.
  const rootDoc = docPages.some((page) => page.path === root.path);
  return {
    pages: [...docPages, ...categoryPages, ...(rootDoc ? [] : [root])],
    categories: categoryPages.map((page) => (page.context as CategoryPageContext).slug),
  };
}

/** Links every page of a version carries: the same page in the latest version, and the version's home. */
interface PageLinks {
  latest: (docId?: string) => { href: string; label: string };
  /** The version's main doc (breadcrumbs' home link). */
  home: string;
}

function planDocs(
  state: VersionState,
  sidebars: ResolvedSidebar[],
  config: DocsConfig,
  links: PageLinks
): PlannedPage[] {
  return [...state.docs.values()].map((doc): PlannedPage => {
    const path = state.href(doc.id);
    const movedTo = state.moved.get(doc.id);
    if (movedTo) {
      return {
        path,
        template: 'redirect',
        context: { kind: 'redirect', to: state.href(movedTo), title: state.title(movedTo), version: state.info, docId: doc.id },
      };
    }
    return { path, template: 'doc', contentFilePath: doc.absolutePath, context: docPageContext(doc, path, state, sidebars, config, links) };
  });
}

/** The sidebar fields of a page's context: the files of its own sidebar (its open path) and of the items it leaves out. */
function sidebarFields(sidebar: ResolvedSidebar | null | undefined, path: string): Pick<DocPageContext, 'sidebarTree' | 'sidebarFile'> {
  if (!sidebar) return {};
  return { sidebarTree: openPathFile(pageSidebar(visibleSidebar(sidebar.tree, path), path)).path, sidebarFile: sidebar.shared.path };
}

/** What a doc's page shows besides its content: title, toc, sidebar and its place in it, links. */
function docPageContext(
  doc: DocSource,
  path: string,
  state: VersionState,
  sidebars: ResolvedSidebar[],
  config: DocsConfig,
  links: PageLinks
): DocPageContext {
  const fm = doc.frontmatter;
  const sidebar = pickSidebar(doc, sidebars, config, state.report);
  const tree = sidebar?.tree ?? null;
  const { previous, next } = tree ? findPrevNext(tree, path) : {};
  const [tocMin, tocMax] = [fm.toc_min_heading_level ?? 2, fm.toc_max_heading_level ?? 3];
  return {
    kind: 'doc',
    version: state.info,
    docId: doc.id,
    title: state.title(doc.id),
    description: fm.description ?? truncate(doc.analysis.firstParagraph),
    hideTitle: Boolean(fm.hide_title || doc.analysis.h1),
    toc: fm.hide_table_of_contents ? null : doc.analysis.headings.filter((h) => h.depth >= tocMin && h.depth <= tocMax),
    ...sidebarFields(sidebar, path),
    breadcrumbs: tree ? findBreadcrumbs(tree, path) : [],
    previous: paginationLabel(paginationOverride(fm.pagination_prev, previous, state, doc), state),
    next: paginationLabel(paginationOverride(fm.pagination_next, next, state, doc), state),
    editUrl: fm.custom_edit_url === null ? undefined : (fm.custom_edit_url ?? `${config.editUrl}${doc.contentFile}`),
    latest: links.latest(doc.id),
    homeHref: links.home,
    keywords: fm.keywords,
    ...(fm.image ? { image: fm.image } : {}),
    ...(fm.unlisted ? { unlisted: true as const } : {}),
  };
}

/** A previous/next link to a doc, labelled by that doc's `pagination_label` when it has one (as in Docusaurus). */
function paginationLabel(link: SidebarLink | undefined, state: VersionState): SidebarLink | undefined {
  const label = link?.docId === undefined ? undefined : state.docs.get(link.docId)?.frontmatter.pagination_label;
  return label === undefined || !link ? link : { ...link, label };
}

function paginationOverride(
  value: string | null | undefined,
  fallback: SidebarLink | undefined,
  state: VersionState,
  doc: DocSource
): SidebarLink | undefined {
  if (value === undefined) return fallback;
  if (value === null) return undefined;
  if (!state.docs.has(value)) {
    state.report(new ContentError(doc.shownFile, `pagination names the unknown doc id "${value}".`, nearestHint('doc ids', value, state.docs.keys())));
    return fallback;
  }
  return { type: 'link', label: state.title(value), href: state.href(value), docId: value };
}

function planCategories(
  state: VersionState,
  sidebars: ResolvedSidebar[],
  config: DocsConfig,
  links: PageLinks
): PlannedPage[] {
  const pages: PlannedPage[] = [];
  const describe = (link: SidebarLink): string | undefined => {
    const doc = link.docId ? state.docs.get(link.docId) : undefined;
    return doc ? (doc.frontmatter.description ?? truncate(doc.analysis.firstParagraph)) : undefined;
  };
  for (const sidebar of sidebars) {
    for (const index of sidebar.indexes) {
      const href = categoryHref(state.info.path, index.slug);
      const card = (node: Exclude<SidebarNode, { type: 'html' }>): CategoryCard =>
        node.type === 'link'
          ? { label: node.label, href: node.href, description: describe(node) }
          : { label: node.label, href: node.href ?? flattenSidebar(node.items)[0]?.href ?? href, count: flattenSidebar(node.items).length };
      const cards = visibleSidebar(index.category.items, href).flatMap((node): CategoryCard[] => (node.type === 'html' ? [] : [card(node)]));
      pages.push(categoryPage(state, href, index.slug, index.title, index.description, cards, sidebar, links));
    }
  }
  const taken = new Set(sidebars.flatMap((s) => s.indexes.map((i) => i.slug)));
  for (const moved of config.movedIndexes) {
    const entries = [...state.moved].filter(([id]) => id.startsWith(moved.idPrefix));
    if (!entries.length || taken.has(moved.slug)) continue;
    const cards = entries.map(([id, target]): CategoryCard => ({
      label: state.title(target),
      href: state.href(target),
      description: `Formerly ${state.href(id)}.`,
    }));
    const href = categoryHref(state.info.path, moved.slug);
    pages.push(categoryPage(state, href, moved.slug, moved.title, moved.description, cards, null, links));
  }
  return pages;
}

function categoryPage(
  state: VersionState,
  href: string,
  slug: string,
  title: string,
  description: string | undefined,
  cards: CategoryCard[],
  sidebar: ResolvedSidebar | null,
  links: PageLinks
): PlannedPage {
  const tree = sidebar?.tree ?? null;
  const { previous, next } = tree ? findPrevNext(tree, href) : {};
  const context: CategoryPageContext = {
    kind: 'category',
    version: state.info,
    slug,
    title,
    description,
    cards,
    ...sidebarFields(sidebar, href),
    breadcrumbs: tree ? findBreadcrumbs(tree, href) : [{ label: title }],
    previous: paginationLabel(previous, state),
    next: paginationLabel(next, state),
    latest: links.latest(),
    homeHref: links.home,
  };
  return { path: href, template: 'category', context };
}

function dedupe(pages: PlannedPage[], warnings: string[]): PlannedPage[] {
  const seen = new Map<string, PlannedPage>();
  for (const page of pages) {
    const first = seen.get(page.path);
    if (first) {
      warnings.push(`Duplicate route ${page.path}: a ${first.template} page and a ${page.template} page; keeping the first.`);
      continue;
    }
    seen.set(page.path, page);
  }
  return [...seen.values()];
}

function truncate(text: string | undefined, max = 160): string | undefined {
  if (!text) return undefined;
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
