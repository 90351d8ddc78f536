import { describe, expect, it } from 'vitest';
import {
  containsPath,
  flattenSidebar,
  itemsByKey,
  keyCategories,
  normalizePathname,
  resolveSidebar,
  sidebarDocIds,
  type SidebarCategory,
  type SidebarItemInput,
} from './navigation';
import { findBreadcrumbs, findPrevNext, pageSidebar, sharedSidebar, visibleSidebar } from './pageNavigation';

const items: SidebarItemInput[] = [
  'intro',
  {
    type: 'category',
    label: 'Tips & tricks',
    link: { type: 'generated-index', description: 'Advice.' },
    items: ['tips/a', { type: 'doc', id: 'tips/b', label: 'B (custom)' }],
  },
  { type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides' }, items: ['guides/one'] },
  { type: 'link', label: 'GitHub', href: 'https://github.com' },
  'last',
];

const ctx = {
  docLabel: (id: string) => `Title of ${id}`,
  docHref: (id: string) => `/docs/${id}`,
  categoryHref: (slug: string) => `/docs/category/${slug}`,
};

describe('sidebar navigation', () => {
  const { tree, indexes } = resolveSidebar(items, ctx);

  it('lists every doc id a sidebar names, category links included', () => {
    expect(sidebarDocIds(items)).toEqual(['intro', 'tips/a', 'tips/b', 'guides', 'guides/one', 'last']);
  });

  it('labels docs with their title unless the item gives one, and slugs generated indexes like Docusaurus', () => {
    expect(tree[0]).toEqual({ type: 'link', label: 'Title of intro', href: '/docs/intro', docId: 'intro' });
    const tips = tree[1] as SidebarCategory;
    expect(tips.href).toBe('/docs/category/tips--tricks');
    expect(tips.items.map((i) => ('label' in i ? i.label : null))).toEqual(['Title of tips/a', 'B (custom)']);
    expect(indexes).toHaveLength(1);
    expect(indexes[0]).toMatchObject({ slug: 'tips--tricks', title: 'Tips & tricks', description: 'Advice.' });
    expect((tree[2] as SidebarCategory).href).toBe('/docs/guides');
  });

  it('steps through pages in reading order, category pages included, external links skipped', () => {
    expect(flattenSidebar(tree).map((l) => l.href)).toEqual([
      '/docs/intro',
      '/docs/category/tips--tricks',
      '/docs/tips/a',
      '/docs/tips/b',
      '/docs/guides',
      '/docs/guides/one',
      '/docs/last',
    ]);
    expect(findPrevNext(tree, '/docs/intro')).toEqual({ previous: undefined, next: expect.objectContaining({ href: '/docs/category/tips--tricks' }) });
    const around = findPrevNext(tree, '/docs/guides/one');
    expect([around.previous?.label, around.next?.label]).toEqual(['Guides', 'Title of last']);
    expect(findPrevNext(tree, '/docs/unknown')).toEqual({});
  });

  it('builds breadcrumbs through categories', () => {
    expect(findBreadcrumbs(tree, '/docs/tips/b')).toEqual([
      { label: 'Tips & tricks', href: '/docs/category/tips--tricks' },
      { label: 'B (custom)', href: '/docs/tips/b' },
    ]);
    expect(findBreadcrumbs(tree, '/docs/nowhere')).toEqual([]);
  });

  it('knows which category holds the current page, whatever form the URL takes', () => {
    const tips = tree[1] as SidebarCategory;
    expect(containsPath(tips, '/docs/tips/a/')).toBe(true);
    expect(containsPath(tips, '/docs/category/tips--tricks')).toBe(true);
    expect(containsPath(tips, '/docs/intro')).toBe(false);
    expect(normalizePathname('/docs/intro/index.html')).toBe('/docs/intro');
    expect(normalizePathname('/')).toBe('/');
  });
});

describe('unlisted docs (production builds)', () => {
  const unlisted = new Set(['tips/b', 'guides/one', 'solo']);
  const { tree } = resolveSidebar([...items, { type: 'category', label: 'Hidden', items: ['solo'] }], { ...ctx, docUnlisted: (id) => unlisted.has(id) });
  const hrefs = (nodes: ReturnType<typeof visibleSidebar>) => flattenSidebar(nodes).map((l) => l.href);

  it('are listed only on their own page; a category left empty without a page of its own goes too', () => {
    expect(hrefs(visibleSidebar(tree, '/docs/intro'))).toEqual(['/docs/intro', '/docs/category/tips--tricks', '/docs/tips/a', '/docs/guides', '/docs/last']);
    expect(visibleSidebar(tree, '/docs/intro').map((n) => ('label' in n ? n.label : null))).not.toContain('Hidden');
    expect(hrefs(visibleSidebar(tree, '/docs/tips/b/'))).toContain('/docs/tips/b');
    expect(hrefs(visibleSidebar(tree, '/docs/solo'))).toContain('/docs/solo');
  });

  it('are skipped by previous/next everywhere but on themselves', () => {
    expect(findPrevNext(tree, '/docs/tips/a')).toMatchObject({ previous: { href: '/docs/category/tips--tricks' }, next: { href: '/docs/guides' } });
    expect(findPrevNext(tree, '/docs/tips/b')).toMatchObject({ previous: { href: '/docs/tips/a' }, next: { href: '/docs/guides' } });
  });
});

describe("a page's sidebar and the shared file", () => {
  const nested: SidebarItemInput[] = [
    'intro',
    { type: 'category', label: 'Guides', items: ['guides/one', { type: 'category', label: 'Deep', items: ['guides/deep'] }] },
    { type: 'category', label: 'Open', collapsed: false, items: ['open/one', { type: 'category', label: 'Inner', items: ['open/inner'] }] },
    { type: 'category', label: 'Fixed', collapsible: false, items: ['fixed/one'] },
  ];
  const tree = keyCategories(resolveSidebar(nested, ctx).tree);
  const hrefs = (nodes: ReturnType<typeof pageSidebar>) => JSON.stringify(nodes).match(/\/docs\/[\w/]+/g);

  it("holds the page's open path, and a collapsed category elsewhere as its label and the key of its items", () => {
    const page = pageSidebar(tree, '/docs/guides/deep');
    expect(hrefs(page)).toEqual(['/docs/intro', '/docs/guides/one', '/docs/guides/deep', '/docs/open/one', '/docs/fixed/one']);
    const [, guides, open] = page as SidebarCategory[];
    expect(guides!.deferred).toBeUndefined();
    expect(open!.items[1]).toMatchObject({ label: 'Inner', items: [], deferred: '2.1' });
    // Only a deferred category says its key.
    expect(JSON.stringify(page).match(/"key"/g)).toBeNull();
    expect(hrefs(pageSidebar(tree, '/docs/intro'))).toEqual(['/docs/intro', '/docs/open/one', '/docs/fixed/one']);
  });

  it('is one object for the pages of one category, and its own for a page in another', () => {
    const pair = keyCategories(
      resolveSidebar(['intro', { type: 'category', label: 'Pair', items: ['pair/a', 'pair/b'] }, { type: 'category', label: 'Other', items: ['other/a'] }], ctx)
        .tree
    );
    expect(pageSidebar(pair, '/docs/pair/a')).toBe(pageSidebar(pair, '/docs/pair/b/'));
    expect(pageSidebar(pair, '/docs/other/a')).not.toBe(pageSidebar(pair, '/docs/pair/a'));
    expect(hrefs(pageSidebar(pair, '/docs/pair/b'))).toEqual(['/docs/intro', '/docs/pair/a', '/docs/pair/b']);
    expect(hrefs(pageSidebar(pair, '/docs/other/a'))).toEqual(['/docs/intro', '/docs/other/a']);
    expect(hrefs(pageSidebar(pair, '/docs/intro'))).toEqual(['/docs/intro']);
  });

  it("finds every deferred category's items in the shared file by its key", () => {
    const shared = itemsByKey(JSON.parse(JSON.stringify(sharedSidebar(tree))));
    for (const at of ['/docs/intro', '/docs/open/inner', '/docs/fixed/one']) {
      const deferred = JSON.stringify(pageSidebar(tree, at))
        .match(/"deferred":"[\d.]+"/g)!
        .map((m) => m.slice(12, -1));
      expect(deferred.length).toBeGreaterThan(0);
      for (const key of deferred) expect(shared.get(key)!.length, `${at} ${key}`).toBeGreaterThan(0);
    }
    expect(shared.get('1.1')).toEqual([expect.objectContaining({ href: '/docs/guides/deep' })]);
  });
});
