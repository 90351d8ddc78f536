import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsConfig } from '../../config/docs';
import { siteConfig } from '../../config/site';
import { docHref } from '../../lib/docsVersions';
import type { CategoryPageContext, DocPageContext, RedirectPageContext } from '../../lib/pageContext';
import { copyContent, planFromDisk, sidebarOf } from '../../testing/testContent';
import { loadContent } from './loadContent';

const plan = await planFromDisk(path.resolve('content'));
const page = (p: string) => plan.pages.find((x) => x.path === p);
const context = <T,>(p: string) => page(p)?.context as T;

describe('route plan of the real content', () => {
  it('creates a doc page for every doc id of every version, and moved pages (a <Redirect>) as redirects', () => {
    const expected: Array<[string, string]> = [];
    for (const version of loadContent(path.resolve('content'), docsConfig).versions) {
      for (const [id, file] of version.docFiles) {
        const moved = /<Redirect\s/.test(fs.readFileSync(path.resolve('content', file), 'utf8'));
        expected.push([docHref(version.settings.path, id), moved ? 'redirect' : 'doc']);
      }
    }
    expect(expected.map(([p]) => [p, page(p)?.template])).toEqual(expected);
    expect(plan.pages.filter((p) => p.template === 'doc')).toHaveLength(expected.filter(([, template]) => template === 'doc').length);
    expect(expected.some(([, template]) => template === 'redirect')).toBe(true);
    expect(plan.warnings).toEqual([]);
  });

  it('sends moved pages and version roots to their new home', () => {
    expect(context<RedirectPageContext>('/docs/api/querybuilder')).toMatchObject({ kind: 'redirect', to: '/docs/components/querybuilder', title: 'QueryBuilder' });
    expect(context<RedirectPageContext>('/docs/next/umd').to).toBe('/docs/next/buildless');
    expect(context<RedirectPageContext>('/docs/next/tips/styling').to).toBe('/docs/next/styling/overview');
    expect(context<RedirectPageContext>('/docs/5').to).toBe('/docs/5/intro');
    expect(page('/docs/5/api/querybuilder')?.template).toBe('doc');
  });

  it('lists every redirect once, the site\'s own first: one list for createPages, _redirects and the link checks', () => {
    const site = siteConfig.redirects.map(({ from, to }) => ({ from, to }));
    expect(plan.redirects.slice(0, site.length)).toEqual(site);
    expect(context<RedirectPageContext>(siteConfig.redirects[0]!.from)).toEqual({ kind: 'redirect', to: siteConfig.redirects[0]!.to, title: siteConfig.redirects[0]!.title });
    expect(plan.redirects).toContainEqual({ from: '/docs/api/querybuilder', to: '/docs/components/querybuilder' });
    expect(plan.redirects).toContainEqual({ from: '/docs/5', to: '/docs/5/intro' });
    const redirectPages = plan.pages.filter((p) => p.template === 'redirect');
    expect(plan.redirects.map((r) => r.from)).toEqual(redirectPages.map((p) => p.path));
    expect(new Set(plan.redirects.map((r) => r.from)).size).toBe(plan.redirects.length);
  });

  it('creates the category index pages of each version, the moved-API listing included', () => {
    const categories = plan.pages.filter((p) => p.template === 'category').map((p) => p.path);
    for (const base of ['/docs', '/docs/next']) {
      for (const slug of ['components', 'styling', 'utilities', 'tips--tricks', 'api']) expect(categories).toContain(`${base}/category/${slug}`);
    }
    for (const base of ['/docs/5', '/docs/4']) {
      expect(categories.filter((c) => c.startsWith(`${base}/category/`)).sort()).toEqual([`${base}/category/api`, `${base}/category/tips--tricks`]);
    }
    const api = context<CategoryPageContext>('/docs/category/api');
    expect(api.cards.map((c) => c.href)).toContain('/docs/components/querybuilder');
    expect(sidebarOf(plan, '/docs/category/api')).toBeNull();
    expect(context<CategoryPageContext>('/docs/5/category/api').cards.map((c) => c.label)).toContain('Export');
  });

  it("names each page's sidebar by a file that the pages of its category share, among the files the plan writes", () => {
    const file = (p: string) => context<DocPageContext>(p).sidebarTree;
    expect(file('/docs/utils/export')).toMatch(/^\/static\/sidebars\/[0-9a-f]{20}\.json$/);
    expect(file('/docs/utils/export')).toBe(file('/docs/utils/validation'));
    expect(file('/docs/utils/export')).not.toBe(file('/docs/components/rule'));
    expect(file('/docs/utils/export')).not.toBe(file('/docs/next/utils/export'));
    const written = new Set(plan.sharedSidebars.map((shared) => shared.path));
    const named = plan.pages.flatMap((page) => (page.template !== 'redirect' && page.context.sidebarTree ? [page.context.sidebarTree] : []));
    expect(named.filter((path) => !written.has(path))).toEqual([]);
  });

  it('gives each doc its sidebar, breadcrumbs, pagination, banner link and edit URL', () => {
    const doc = context<DocPageContext>('/docs/5/api/export');
    expect(sidebarOf(plan, '/docs/5/api/export')).not.toBeNull();
    expect(doc.breadcrumbs.map((c) => c.label)).toEqual(['API', 'Export']);
    expect([doc.previous?.href, doc.next?.href]).toEqual(['/docs/5/api/classnames', '/docs/5/api/import']);
    const latest = plan.globalData.versions.find((v) => v.name === plan.globalData.lastVersion)!;
    expect(doc.latest).toEqual({ href: '/docs/utils/export', label: latest.label });
    expect(doc.editUrl).toBe('https://github.com/react-querybuilder/react-querybuilder/edit/main/website/versioned_docs/version-5/api/export.mdx');
    expect(context<DocPageContext>('/docs/4/intro').latest.href).toBe('/docs/intro');
    expect(context<DocPageContext>('/docs/intro').toc?.map((h) => h.id)).toEqual(['installation', 'basics', 'exporting-queries', 'where-next']);
  });

  it('gives every doc and category page the main doc of its version as home link', () => {
    for (const p of plan.pages) {
      if (p.template === 'redirect') continue;
      const version = plan.globalData.versions.find((v) => v.name === p.context.version.name)!;
      expect(p.context.homeHref, p.path).toBe(`${version.path}/${version.mainDocId}`);
    }
    expect(context<DocPageContext>('/docs/5/api/export').homeHref).toBe('/docs/5/intro');
    expect(context<CategoryPageContext>('/docs/next/category/components').homeHref).toBe('/docs/next/intro');
  });
});

describe('route plan errors', () => {
  const write = (dir: string, file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);

  it('honours hide_table_of_contents, hide_title, pagination overrides and displayed_sidebar: null', async () => {
    const dir = copyContent();
    write(
      dir,
      'docs/compat.mdx',
      '---\ntitle: Compat\nhide_table_of_contents: true\nhide_title: true\npagination_next: null\npagination_prev: intro\n---\n\n## A heading\n'
    );
    write(dir, 'docs/typescript.mdx', '---\ntitle: TS\ndisplayed_sidebar: null\n---\n\n## Types\n\n### Deep\n\n#### Deeper\n');
    const routes = await planFromDisk(dir);
    const ctx = (p: string) => routes.pages.find((x) => x.path === p)!.context as DocPageContext;
    const compat = ctx('/docs/next/compat');
    expect([compat.toc, compat.hideTitle, compat.next, compat.previous?.href]).toEqual([null, true, undefined, '/docs/next/intro']);
    const ts = ctx('/docs/next/typescript');
    expect(sidebarOf(routes, '/docs/next/typescript')).toBeNull();
    expect(ts.toc?.map((h) => h.value)).toEqual(['Types', 'Deep']);
  });

  it('stops on frontmatter naming an unknown sidebar', async () => {
    const dir = copyContent();
    write(dir, 'docs/compat.mdx', '---\ntitle: Compat\ndisplayed_sidebar: mainSidebar\n---\n\nText.\n');
    await expect(planFromDisk(dir)).rejects.toThrowError(/compat\.mdx: frontmatter "displayed_sidebar" names the unknown sidebar "mainSidebar"[\s\S]*Nearest valid sidebar ids: "mySidebar"/);
  });

  it('stops on a misspelt frontmatter key, naming its line and the key it resembles', async () => {
    const dir = copyContent();
    write(dir, 'docs/compat.mdx', '---\ntitle: Compat\nsidebar_lable: Oops\n---\n\nText.\n');
    await expect(planFromDisk(dir)).rejects.toThrowError(/compat\.mdx:3: unknown frontmatter key "sidebar_lable"\.\n\s*Did you mean "sidebar_label"\? Supported keys: /);
  });

  it('keeps custom frontmatter keys out of the way, as Docusaurus does, and stops on the Docusaurus keys it does not support', async () => {
    const dir = copyContent();
    write(dir, 'docs/compat.mdx', '---\ntitle: Compat\nreviewed_by: docs team\nlast_update:\n  date: 2024-01-02\n---\n\nText.\n');
    expect((await planFromDisk(dir)).pages.find((p) => p.path === '/docs/next/compat')?.template).toBe('doc');
    write(dir, 'docs/compat.mdx', '---\ntitle: Compat\n\nformat: md\n---\n\nText.\n');
    await expect(planFromDisk(dir)).rejects.toThrowError(/compat\.mdx:4: frontmatter "format" is not supported: every \.md and \.mdx file is read as MDX/);
  });

  it('puts a doc with a slug, and a category index, where Docusaurus puts them, in every link to it', async () => {
    const dir = copyContent();
    write(dir, 'docs/compat.mdx', '---\ntitle: Compat\nslug: /compatibility\n---\n\nText.\n');
    fs.mkdirSync(path.join(dir, 'docs/guides'));
    write(dir, 'docs/guides/index.md', '# Guides\n');
    write(dir, 'docs/moved.mdx', "import { Redirect } from '@docusaurus/router';\n\n<Redirect to=\"./compatibility\" />\n");
    const routes = await planFromDisk(dir);
    const at = (p: string) => routes.pages.find((x) => x.path === p);
    expect(at('/docs/next/compatibility')?.template).toBe('doc');
    expect(at('/docs/next/compat')).toBeUndefined();
    expect(at('/docs/next/guides')?.template).toBe('doc');
    expect((at('/docs/next/moved')?.context as RedirectPageContext).to).toBe('/docs/next/compatibility');
    const next = routes.globalData.versions.find((v) => v.name === 'current')!;
    expect(next.paths).toEqual({ compat: '/compatibility', 'guides/index': '/guides' });
    const sidebarHrefs = JSON.stringify(sidebarOf(routes, '/docs/next/intro'));
    expect(sidebarHrefs).toContain('"href":"/docs/next/compatibility"');
    // Versions without such docs carry no `paths` at all: the browser data of the site stays as it was.
    expect(routes.globalData.versions.filter((v) => v.paths).map((v) => v.name)).toEqual(['current']);
  });

  it('serves a doc with `slug: /` at its version root instead of the redirect to the main doc', async () => {
    const dir = copyContent();
    write(dir, 'versioned_docs/version-5/intro.mdx', `---\nslug: /\n${fs.readFileSync(path.join(dir, 'versioned_docs/version-5/intro.mdx'), 'utf8').replace(/^---\n/, '')}`);
    const routes = await planFromDisk(dir);
    expect(routes.pages.filter((p) => p.path === '/docs/5').map((p) => p.template)).toEqual(['doc']);
    expect((routes.pages.find((p) => p.path === '/docs/5/api/export')?.context as DocPageContext).homeHref).toBe('/docs/5');
  });

  it("labels previous/next links with the target's pagination_label", async () => {
    const dir = copyContent();
    write(dir, 'docs/compat.mdx', '---\ntitle: Compat\npagination_prev: intro\npagination_next: typescript\n---\n\nText.\n');
    write(dir, 'docs/typescript.mdx', '---\ntitle: TypeScript\npagination_label: Types, next\n---\n\nText.\n');
    const compat = (await planFromDisk(dir)).pages.find((p) => p.path === '/docs/next/compat')!.context as DocPageContext;
    expect([compat.previous?.label, compat.next?.label]).toEqual(['Getting started', 'Types, next']);
  });

  it('stops on a doc without a title', async () => {
    const dir = copyContent();
    write(dir, 'versioned_docs/version-4/compat.mdx', 'No title and no heading.\n');
    await expect(planFromDisk(dir)).rejects.toThrowError(/version-4\/compat\.mdx: doc "compat" has no title/);
  });

  it('stops on a moved page whose target does not exist', async () => {
    const dir = copyContent();
    write(dir, 'docs/umd.mdx', '<Redirect to="./buildles" />\n');
    await expect(planFromDisk(dir)).rejects.toThrowError(/docs\/umd\.mdx: <Redirect to="\.\/buildles"> points at \/docs\/next\/buildles[\s\S]*"buildless"/);
  });

  it('stops on an MDX syntax error with file and line', async () => {
    const dir = copyContent();
    write(dir, 'versioned_docs/version-6/compat.mdx', '---\ntitle: Compat\n---\n\n<div>\n\nUnclosed.\n');
    await expect(planFromDisk(dir)).rejects.toThrowError(/version-6\/compat\.mdx:\d+:\d+: MDX syntax error/);
  });
});
