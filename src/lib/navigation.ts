/**
 * Docs navigation: sidebar tree, previous/next, breadcrumbs and active state.
 *
 * Build time (src/gatsby/content/routes.ts) resolves the authored sidebar JSON into a tree of
 * labelled links once per version and hands it to pages in pageContext; the views in
 * src/components/Sidebar only render it, asking `isActiveLink` / `containsPath` what to mark.
 */
import { slugify } from './slug';

/** A sidebar item as authored in sidebars.json (Docusaurus shapes). */
export type SidebarItemInput =
  | string
  | { type: 'doc'; id: string; label?: string }
  | { type: 'link'; label: string; href: string }
  | {
      type: 'category';
      label: string;
      items: SidebarItemInput[];
      link?:
        | { type: 'generated-index'; title?: string; description?: string; slug?: string }
        | { type: 'doc'; id: string };
      collapsed?: boolean;
      collapsible?: boolean;
    };

/** A resolved link: a doc, a category index page or an external URL. */
export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** Set for docs, so the version dropdown and search can map between versions. */
  docId?: string;
}

/** A resolved category. `href` is its index page (generated or a doc), if it has one. */
export interface SidebarCategory {
  type: 'category';
  label: string;
  href?: string;
  collapsible: boolean;
  /** Initial state when the active page is not inside it. */
  collapsed: boolean;
  items: SidebarNode[];
}

export type SidebarNode = SidebarLink | SidebarCategory;

/** A generated-index category page to create, found while resolving a sidebar. */
export interface GeneratedIndex {
  slug: string;
  title: string;
  description?: string;
  category: SidebarCategory;
}

/** What `resolveSidebar` needs to know about the version it resolves. */
export interface ResolveContext {
  /** Label of a doc: its sidebar_label or title; throws for unknown ids (validated earlier). */
  docLabel: (id: string) => string;
  docHref: (id: string) => string;
  categoryHref: (slug: string) => string;
}

/** Doc ids a sidebar names (items and category links), in order, for validation. */
export function sidebarDocIds(items: SidebarItemInput[]): string[] {
  return items.flatMap((item): string[] => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc') return [item.id];
    if (item.type === 'category') {
      const own = item.link?.type === 'doc' ? [item.link.id] : [];
      return [...own, ...sidebarDocIds(item.items)];
    }
    return [];
  });
}

/**
 * The items without those naming a doc `known` rejects (a category linking to one keeps its items
 * but loses the link), so a develop server can show the rest of a sidebar with a bad id in it.
 */
export function withoutUnknownDocs(items: SidebarItemInput[], known: (id: string) => boolean): SidebarItemInput[] {
  return items.flatMap((item): SidebarItemInput[] => {
    if (typeof item === 'string') return known(item) ? [item] : [];
    if (item.type === 'doc') return known(item.id) ? [item] : [];
    if (item.type !== 'category') return [item];
    const { link, ...rest } = item;
    const keptLink = link && (link.type !== 'doc' || known(link.id)) ? { link } : {};
    return [{ ...rest, ...keptLink, items: withoutUnknownDocs(item.items, known) }];
  });
}

/** Resolves authored items into labelled links; collects the generated-index pages on the way. */
export function resolveSidebar(
  items: SidebarItemInput[],
  ctx: ResolveContext,
  indexes: GeneratedIndex[] = []
): { tree: SidebarNode[]; indexes: GeneratedIndex[] } {
  const tree = items.map((item): SidebarNode => {
    if (typeof item === 'string') return docLink(item, undefined, ctx);
    if (item.type === 'doc') return docLink(item.id, item.label, ctx);
    if (item.type === 'link') return { type: 'link', label: item.label, href: item.href };
    const category: SidebarCategory = {
      type: 'category',
      label: item.label,
      collapsible: item.collapsible ?? true,
      collapsed: item.collapsed ?? true,
      items: [],
    };
    if (item.link?.type === 'doc') category.href = ctx.docHref(item.link.id);
    if (item.link?.type === 'generated-index') {
      const slug = item.link.slug?.replace(/^\/?(category\/)?/, '') || slugify(item.label);
      category.href = ctx.categoryHref(slug);
      indexes.push({
        slug,
        title: item.link.title ?? item.label,
        description: item.link.description,
        category,
      });
    }
    category.items = resolveSidebar(item.items, ctx, indexes).tree;
    return category;
  });
  return { tree, indexes };
}

function docLink(id: string, label: string | undefined, ctx: ResolveContext): SidebarLink {
  return { type: 'link', label: label ?? ctx.docLabel(id), href: ctx.docHref(id), docId: id };
}

/** Every page a reader can step through, in reading order (a category page before its items). */
export function flattenSidebar(tree: SidebarNode[]): SidebarLink[] {
  return tree.flatMap((node): SidebarLink[] =>
    node.type === 'link'
      ? isInternal(node.href)
        ? [node]
        : []
      : [
          ...(node.href ? [{ type: 'link' as const, label: node.label, href: node.href }] : []),
          ...flattenSidebar(node.items),
        ]
  );
}

/** Previous and next pages around `href` in reading order. */
export function findPrevNext(
  tree: SidebarNode[],
  href: string
): { previous?: SidebarLink; next?: SidebarLink } {
  const flat = flattenSidebar(tree);
  const index = flat.findIndex((link) => link.href === href);
  if (index === -1) return {};
  return { previous: flat[index - 1], next: flat[index + 1] };
}

/** One step of a breadcrumb trail. */
export interface Crumb {
  label: string;
  href?: string;
}

/** The categories that lead to `href`, then the page itself; empty when it is not in the tree. */
export function findBreadcrumbs(tree: SidebarNode[], href: string): Crumb[] {
  for (const node of tree) {
    if (node.type === 'link') {
      if (node.href === href) return [{ label: node.label, href: node.href }];
      continue;
    }
    if (node.href === href) return [{ label: node.label, href: node.href }];
    const inner = findBreadcrumbs(node.items, href);
    if (inner.length) return [{ label: node.label, href: node.href }, ...inner];
  }
  return [];
}

/** True when `category` or anything below it links to `pathname`. */
export function containsPath(category: SidebarCategory, pathname: string): boolean {
  const path = normalizePathname(pathname);
  return (
    category.href === path ||
    category.items.some((node) =>
      node.type === 'link' ? node.href === path : containsPath(node, path)
    )
  );
}

/** True when a link points at the current page. */
export const isActiveLink = (href: string | undefined, pathname: string): boolean =>
  href !== undefined && href === normalizePathname(pathname);

/** "/docs/intro/" and "/docs/intro/index.html" -> "/docs/intro" (the site's canonical form). */
export function normalizePathname(pathname: string): string {
  const path = pathname.replace(/\/index\.html?$/, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** Internal links start with a single "/"; everything else opens elsewhere. */
export const isInternal = (href: string): boolean => /^\/(?!\/)/.test(href);
