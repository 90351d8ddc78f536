/**
 * Plans every docs page from the loaded content and the doc metadata: doc pages, generated
 * category indexes, moved-page and version-root redirects, and the version data the browser
 * gets. Pure: createPages (src/gatsby/node/createPages.ts) only hands the result to Gatsby.
 */
import type { DocsConfig } from '../../config/schema';
import {
  categoryHref,
  docHref,
  sameDocOrMain,
  type DocsGlobalData,
  type VersionData,
  type VersionInfo,
} from '../../lib/docsVersions';
import {
  findBreadcrumbs,
  findPrevNext,
  flattenSidebar,
  resolveSidebar,
  sidebarDocIds,
  type GeneratedIndex,
  type SidebarLink,
  type SidebarNode,
} from '../../lib/navigation';
import type {
  CategoryCard,
  CategoryPageContext,
  DocPageContext,
  RedirectPageContext,
} from '../../lib/pageContext';
import type { DocAnalysis } from './analyzeDoc';
import type { DocFile } from './docSource';
import { ContentError, nearestHint } from './errors';
import type { ContentModel, VersionContent } from './loadContent';
import type { Frontmatter } from './schemas';

/** A doc as read from its MDX node: where it is, its validated frontmatter and its analysis. */
export interface DocSource extends DocFile {
  frontmatter: Frontmatter;
  analysis: DocAnalysis;
}

export type PlannedPage =
  | { path: string; template: 'doc'; contentFilePath: string; context: DocPageContext }
  | { path: string; template: 'category'; context: CategoryPageContext }
  | { path: string; template: 'redirect'; context: RedirectPageContext };

export interface RoutePlan {
  pages: PlannedPage[];
  globalData: DocsGlobalData;
  warnings: string[];
}

interface VersionState {
  content: VersionContent;
  info: VersionInfo;
  docs: Map<string, DocSource>;
  /** Moved doc id -> target doc id. */
  moved: Map<string, string>;
  title: (id: string) => string;
  report: ReportContentError;
}

/** Receives a content problem; the default throws it. */
export type ReportContentError = (error: ContentError) => void;

const throwError: ReportContentError = (error) => {
  throw error;
};

/**
 * Plans all docs routes; throws a ContentError for unknown ids, titles or redirect targets. With
 * `report`, each such problem is reported instead and planned around (no redirect, the doc id as
 * title, the sidebar's own pagination), so a develop server keeps every other page working.
 */
export function planRoutes(model: ContentModel, sources: DocSource[], config: DocsConfig, report: ReportContentError = throwError): RoutePlan {
  const states = model.versions.map((content) => versionState(content, sources, config, report));
  const latest = states.find((s) => s.info.name === config.lastVersion);
  if (!latest) throw new ContentError('content/versions.json', `the latest version "${config.lastVersion}" (src/config/docs.ts lastVersion) has no docs.`);
  const globalData: DocsGlobalData = {
    lastVersion: config.lastVersion,
    versions: states.map((s): VersionData => ({
      ...s.info,
      mainDocId: config.mainDocId,
      docIds: [...s.docs.keys()],
      moved: Object.fromEntries(s.moved),
    })),
  };
  const latestData = globalData.versions.find((v) => v.name === config.lastVersion)!;
  const latestLink = (docId?: string) => ({ href: sameDocOrMain(latestData, docId), label: latest.info.label });

  const pages: PlannedPage[] = [];
  for (const state of states) {
    const sidebars = resolveSidebars(state);
    pages.push(...planDocs(state, sidebars, config, latestLink));
    pages.push(...planCategories(state, sidebars, config, latestLink));
    pages.push({
      path: state.info.path,
      template: 'redirect',
      context: { kind: 'redirect', to: docHref(state.info.path, config.mainDocId), title: state.title(config.mainDocId), version: state.info },
    });
  }
  const warnings = [...model.warnings];
  return { pages: dedupe(pages, warnings), globalData, warnings };
}

function versionState(content: VersionContent, sources: DocSource[], config: DocsConfig, report: ReportContentError): VersionState {
  const vc = config.versions[content.name]!;
  const info: VersionInfo = { name: content.name, label: vc.label, path: vc.path, banner: vc.banner, isLast: content.name === config.lastVersion };
  const docs = new Map(sources.filter((s) => s.version === content.name).map((s) => [s.id, s]));
  const moved = new Map<string, string>();
  for (const doc of docs.values()) {
    if (doc.analysis.redirectTo === undefined) continue;
    const from = docHref(info.path, doc.id);
    const target = new URL(doc.analysis.redirectTo, `https://site.invalid${from}`).pathname;
    const targetId = target.startsWith(`${info.path}/`) ? target.slice(info.path.length + 1) : '';
    if (!docs.has(targetId) || targetId === doc.id) {
      report(
        new ContentError(
          doc.shownFile,
          `<Redirect to="${doc.analysis.redirectTo}"> points at ${target}, which is not a doc of version ${info.label}.`,
          nearestHint('doc ids', targetId || target, docs.keys())
        )
      );
      continue;
    }
    moved.set(doc.id, targetId);
  }
  const title = (id: string): string => {
    const doc = docs.get(id);
    if (!doc) throw new Error(`unknown doc ${id}`);
    if (moved.has(id)) return title(moved.get(id)!);
    return doc.frontmatter.title ?? doc.analysis.h1 ?? id;
  };
  for (const doc of docs.values()) {
    if (!moved.has(doc.id) && !(doc.frontmatter.title ?? doc.analysis.h1)) {
      report(new ContentError(doc.shownFile, `doc "${doc.id}" has no title.`, 'Add `title:` to its frontmatter or start it with a "# Heading".'));
    }
  }
  return { content, info, docs, moved, title, report };
}

interface ResolvedSidebar {
  id: string;
  tree: SidebarNode[];
  indexes: GeneratedIndex[];
  docIds: Set<string>;
}

function resolveSidebars(state: VersionState): ResolvedSidebar[] {
  return Object.entries(state.content.sidebars).map(([id, items]) => {
    const { tree, indexes } = resolveSidebar(items, {
      docLabel: (docId) => state.docs.get(docId)?.frontmatter.sidebar_label ?? state.title(docId),
      docHref: (docId) => docHref(state.info.path, docId),
      categoryHref: (slug) => categoryHref(state.info.path, slug),
    });
    return { id, tree, indexes, docIds: new Set(sidebarDocIds(items)) };
  });
}

function planDocs(
  state: VersionState,
  sidebars: ResolvedSidebar[],
  config: DocsConfig,
  latestLink: (docId?: string) => { href: string; label: string }
): PlannedPage[] {
  return [...state.docs.values()].map((doc): PlannedPage => {
    const path = docHref(state.info.path, doc.id);
    const movedTo = state.moved.get(doc.id);
    if (movedTo) {
      return {
        path,
        template: 'redirect',
        context: { kind: 'redirect', to: docHref(state.info.path, movedTo), title: state.title(movedTo), version: state.info, docId: doc.id },
      };
    }
    const fm = doc.frontmatter;
    const sidebar = pickSidebar(doc, sidebars, config, state.report);
    const tree = sidebar?.tree ?? null;
    const { previous, next } = tree ? findPrevNext(tree, path) : {};
    const [tocMin, tocMax] = [fm.toc_min_heading_level ?? 2, fm.toc_max_heading_level ?? 3];
    const context: DocPageContext = {
      kind: 'doc',
      version: state.info,
      docId: doc.id,
      title: state.title(doc.id),
      description: fm.description ?? truncate(doc.analysis.firstParagraph),
      hideTitle: Boolean(fm.hide_title || doc.analysis.h1),
      toc: fm.hide_table_of_contents ? null : doc.analysis.headings.filter((h) => h.depth >= tocMin && h.depth <= tocMax),
      sidebar: tree,
      breadcrumbs: tree ? findBreadcrumbs(tree, path) : [],
      previous: paginationOverride(fm.pagination_prev, previous, state, doc),
      next: paginationOverride(fm.pagination_next, next, state, doc),
      editUrl: fm.custom_edit_url === null ? undefined : (fm.custom_edit_url ?? `${config.editUrl}${doc.contentFile}`),
      latest: latestLink(doc.id),
      keywords: fm.keywords,
    };
    return { path, template: 'doc', contentFilePath: doc.absolutePath, context };
  });
}

function pickSidebar(doc: DocSource, sidebars: ResolvedSidebar[], config: DocsConfig, report: ReportContentError): ResolvedSidebar | undefined {
  const named = doc.frontmatter.displayed_sidebar;
  if (named === null) return undefined;
  if (named !== undefined) {
    const found = sidebars.find((s) => s.id === named);
    if (found) return found;
    report(
      new ContentError(
        doc.shownFile,
        `frontmatter "displayed_sidebar" names the unknown sidebar "${named}".`,
        nearestHint('sidebar ids', named, [...new Set([...sidebars.map((s) => s.id), ...config.sidebarIds])])
      )
    );
  }
  return sidebars.find((s) => s.docIds.has(doc.id));
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
  return { type: 'link', label: state.title(value), href: docHref(state.info.path, value), docId: value };
}

function planCategories(
  state: VersionState,
  sidebars: ResolvedSidebar[],
  config: DocsConfig,
  latestLink: (docId?: string) => { href: string; label: string }
): PlannedPage[] {
  const pages: PlannedPage[] = [];
  const describe = (link: SidebarLink): string | undefined => {
    const doc = link.docId ? state.docs.get(link.docId) : undefined;
    return doc ? (doc.frontmatter.description ?? truncate(doc.analysis.firstParagraph)) : undefined;
  };
  for (const sidebar of sidebars) {
    for (const index of sidebar.indexes) {
      const href = categoryHref(state.info.path, index.slug);
      const cards = index.category.items.map((node): CategoryCard =>
        node.type === 'link'
          ? { label: node.label, href: node.href, description: describe(node) }
          : { label: node.label, href: node.href ?? flattenSidebar(node.items)[0]?.href ?? href, count: flattenSidebar(node.items).length }
      );
      pages.push(categoryPage(state, href, index.slug, index.title, index.description, cards, sidebar.tree, latestLink));
    }
  }
  const taken = new Set(sidebars.flatMap((s) => s.indexes.map((i) => i.slug)));
  for (const moved of config.movedIndexes) {
    const entries = [...state.moved].filter(([id]) => id.startsWith(moved.idPrefix));
    if (!entries.length || taken.has(moved.slug)) continue;
    const cards = entries.map(([id, target]): CategoryCard => ({
      label: state.title(target),
      href: docHref(state.info.path, target),
      description: `Formerly ${docHref(state.info.path, id)}.`,
    }));
    const href = categoryHref(state.info.path, moved.slug);
    pages.push(categoryPage(state, href, moved.slug, moved.title, moved.description, cards, null, latestLink));
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
  tree: SidebarNode[] | null,
  latestLink: (docId?: string) => { href: string; label: string }
): PlannedPage {
  const { previous, next } = tree ? findPrevNext(tree, href) : {};
  const context: CategoryPageContext = {
    kind: 'category',
    version: state.info,
    slug,
    title,
    description,
    cards,
    sidebar: tree,
    breadcrumbs: tree ? findBreadcrumbs(tree, href) : [{ label: title }],
    previous,
    next,
    latest: latestLink(),
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
