/**
 * What each page of a sidebar tree gets from it, worked out at build time (src/gatsby/content/routes.ts):
 * the sidebar a reader on the page sees, the part of it the page carries, its previous and next
 * pages and its breadcrumbs. Each tree's answers are worked out once (a version can have thousands
 * of pages on one tree). The tree itself and what the browser reads of it are in ./navigation.ts.
 */
import { flattenSidebar, isActiveLink, normalizePathname, type Crumb, type SidebarCategory, type SidebarLink, type SidebarNode } from './navigation';

/**
 * The sidebar as a reader on `href` sees it, as in Docusaurus: links to unlisted docs only on
 * their own page, and a category only while it has items or a page of its own.
 */
export function visibleSidebar(tree: SidebarNode[], href: string): SidebarNode[] {
  // Every doc page of a version asks for its tree: without unlisted links the answer is the same for
  // each, so it is worked out once (a large docs folder has thousands of pages on one tree).
  const facts = treeFacts(tree);
  if (facts.visibleToAll) return facts.visibleToAll;
  const visible = visibleNodes(tree, href);
  if (!facts.hasUnlisted) facts.visibleToAll = visible;
  return visible;
}

/**
 * What every page of a tree asks of it, worked out once per tree: its reading order
 * (flattenSidebar), whether it has an unlisted link, and then visibleSidebar's answer, the same
 * on every page when it has none, and the place and breadcrumb trail of each address. A version
 * with thousands of docs would otherwise search its whole tree for every page.
 */
function treeFacts(tree: SidebarNode[]): TreeFacts {
  let facts = factsOfTree.get(tree);
  if (!facts) {
    const order = flattenSidebar(tree);
    factsOfTree.set(tree, (facts = { order, hasUnlisted: order.some((link) => link.unlisted) }));
  }
  return facts;
}

interface TreeFacts {
  order: SidebarLink[];
  hasUnlisted: boolean;
  visibleToAll?: SidebarNode[];
  /** findPrevNext's places of each address in `order`, made on its first call. */
  placesOf?: Map<string, number[]>;
  /** findBreadcrumbs' trail to each address, made on its first call. */
  trails?: Map<string, Crumb[]>;
}

const factsOfTree = new WeakMap<SidebarNode[], TreeFacts>();

function visibleNodes(tree: SidebarNode[], href: string): SidebarNode[] {
  return tree.flatMap((node): SidebarNode[] => {
    if (node.type === 'link') return node.unlisted && !isActiveLink(node.href, href) ? [] : [node];
    if (node.type !== 'category') return [node];
    const items = visibleNodes(node.items, href);
    return items.length || node.href ? [items.length === node.items.length ? node : { ...node, items }] : [];
  });
}

/**
 * The sidebar a page shows, for a tree of `keyCategories`: its open path in full, and a collapsed
 * category that does not lead to the page as its label alone, its items left to the version's
 * shared sidebar file (`sharedSidebar`), fetched once when a reader opens one. So a page's sidebar
 * grows with its open path, not with the number of docs; and the pages of one category share it,
 * in a file of its own (src/gatsby/content/sidebarPlan.ts `openPathFile`), not in each page's data.
 */
export function pageSidebar(tree: SidebarNode[], href: string): SidebarNode[] {
  // The answer depends only on which categories hold the page, so the pages of one category share
  // it: worked out once for them, and one object in every page's context.
  const path = normalizePathname(href);
  const open = openCategories(tree, path).map(categoryId).join(' ');
  let answers = sidebarsOfTree.get(tree);
  if (!answers) sidebarsOfTree.set(tree, (answers = new Map()));
  let sidebar = answers.get(open);
  if (!sidebar) answers.set(open, (sidebar = sidebarFor(tree, path)));
  return sidebar;
}

function sidebarFor(tree: SidebarNode[], path: string): SidebarNode[] {
  return tree.map((node) => {
    if (node.type !== 'category') return node;
    const { key, ...category } = node;
    if (key !== undefined && category.collapsible && category.collapsed && category.items.length && !pathsBelow(node).has(path))
      return { ...category, items: [], deferred: key };
    return { ...category, items: sidebarFor(category.items, path) };
  });
}

/** The categories of `tree`, at any depth, that lead to `path`. */
function openCategories(tree: SidebarNode[], path: string, into: SidebarCategory[] = []): SidebarCategory[] {
  for (const node of tree) {
    if (node.type !== 'category' || !pathsBelow(node).has(path)) continue;
    into.push(node);
    openCategories(node.items, path, into);
  }
  return into;
}

const sidebarsOfTree = new WeakMap<SidebarNode[], Map<string, SidebarNode[]>>();
/** A number for each category object pageSidebar has met, to name a set of open categories. */
const categoryIds = new WeakMap<SidebarCategory, number>();
let categoriesMet = 0;

function categoryId(category: SidebarCategory): number {
  let id = categoryIds.get(category);
  if (id === undefined) categoryIds.set(category, (id = categoriesMet++));
  return id;
}

/**
 * The addresses a category and everything below it link to (containsPath's answer for any page),
 * worked out once per category: pageSidebar asks it of every collapsed category for every page.
 */
function pathsBelow(category: SidebarCategory): Set<string> {
  let paths = pathsOfCategory.get(category);
  if (!paths) {
    paths = new Set(category.href === undefined ? [] : [category.href]);
    for (const node of category.items) {
      if (node.type === 'link') paths.add(node.href);
      else if (node.type === 'category') for (const below of pathsBelow(node)) paths.add(below);
    }
    pathsOfCategory.set(category, paths);
  }
  return paths;
}

const pathsOfCategory = new WeakMap<SidebarCategory, Set<string>>();

/** The shared sidebar file's tree: what a reader on no particular page sees, with the categories' keys. */
export const sharedSidebar = (tree: SidebarNode[]): SidebarNode[] => visibleSidebar(tree, '');

/**
 * Previous and next pages around `href` in reading order, among the links a reader there sees (an
 * unlisted doc's link only on its own page). The reading order of a tree is worked out once: every
 * doc page of a version asks for it.
 */
export function findPrevNext(tree: SidebarNode[], href: string): { previous?: SidebarLink; next?: SidebarLink } {
  const facts = treeFacts(tree);
  const links = facts.order;
  const shown = (i: number) => !links[i]!.unlisted || isActiveLink(links[i]!.href, href);
  facts.placesOf ??= placesOf(links);
  const index = facts.placesOf.get(href)?.find(shown) ?? -1;
  if (index === -1) return {};
  let previous = index - 1;
  while (previous >= 0 && !shown(previous)) previous--;
  let next = index + 1;
  while (next < links.length && !shown(next)) next++;
  return { previous: links[previous], next: links[next] };
}

/** The places of each address in a reading order. */
function placesOf(links: SidebarLink[]): Map<string, number[]> {
  const places = new Map<string, number[]>();
  links.forEach((link, i) => {
    const list = places.get(link.href);
    if (list) list.push(i);
    else places.set(link.href, [i]);
  });
  return places;
}

/** The categories that lead to `href`, then the page itself; empty when it is not in the tree. */
export function findBreadcrumbs(tree: SidebarNode[], href: string): Crumb[] {
  const facts = treeFacts(tree);
  facts.trails ??= trailsOf(tree);
  return [...(facts.trails.get(href) ?? [])];
}

/** The trail to each address of a tree: its first place in the tree, depth first, as a reader scans it. */
function trailsOf(tree: SidebarNode[], above: Crumb[] = [], into = new Map<string, Crumb[]>()): Map<string, Crumb[]> {
  for (const node of tree) {
    if (node.type === 'html') continue;
    const trail = [...above, { label: node.label, href: node.href }];
    if (node.href !== undefined && !into.has(node.href)) into.set(node.href, trail);
    if (node.type === 'category') trailsOf(node.items, trail, into);
  }
  return into;
}
