/**
 * The docs for programs: each doc's Markdown copy, llms.txt and llms-full.txt per version, and the
 * "Copy page" button that hands a reader the same Markdown.
 */
import { expect, gotoHydrated, test } from './fixtures';
import { LATEST, SITE_URL, VERSIONS } from './data';

test.describe('docs as Markdown', () => {
  test('a doc page has a Markdown copy at its path plus .md', async ({ request }) => {
    const res = await request.get('/docs/5/api/export.md');
    expect(res.status()).toBe(200);
    const md = await res.text();
    expect(md.startsWith('# ')).toBe(true);
    expect(md).toContain('```ts');
    expect(md).toContain('formatQuery');
    // MDX is gone outside code blocks: no imports, no JSX components, no admonition fences.
    const prose = md.replace(/^```[\s\S]*?^```/gm, '');
    expect(prose).not.toMatch(/^import .* from /m);
    expect(prose).not.toMatch(/^<(Tabs|TabItem|LiveBuilder|Admonition)\b/m);
    expect(prose).not.toMatch(/^:::/m);
  });

  test('llms.txt lists every version, the latest first, each doc linking its Markdown copy', async ({ request }) => {
    const txt = await (await request.get('/llms.txt')).text();
    expect(txt.startsWith('# React Query Builder\n\n> ')).toBe(true);
    const sections = [...txt.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections[0]).toBe(`${LATEST.label} (latest)`);
    const others = VERSIONS.filter((v) => !v.latest).map((v) => (v.banner === 'unreleased' ? `${v.label} (unreleased)` : v.label));
    expect(sections).toEqual(expect.arrayContaining(others));
    for (const version of VERSIONS) {
      for (const doc of version.pages) expect(txt, doc).toContain(`](${SITE_URL}${doc}.md)`);
      expect(txt).toContain(`${SITE_URL}${version.base}/llms-full.txt`);
    }
  });

  test('llms-full.txt holds every doc of its version', async ({ request }) => {
    for (const version of VERSIONS) {
      const full = await (await request.get(`${version.base}/llms-full.txt`)).text();
      for (const doc of version.pages) expect(full, doc).toContain(`Source: ${SITE_URL}${doc}\n`);
    }
  });

  test('each API entry has a Markdown copy, and llms.txt and a full file per version list the entries', async ({ request }) => {
    const md = await (await request.get('/api/5/react-querybuilder/functions/formatQuery.md')).text();
    expect(md.startsWith('# formatQuery\n')).toBe(true);
    expect(md).toContain("import { formatQuery } from 'react-querybuilder'");
    expect(md).toContain('```ts\nfunction formatQuery(ruleGroup: RuleGroupTypeAny): string\n```');
    expect(md).toMatch(/^\| `options` \| `/m);
    const txt = await (await request.get('/llms.txt')).text();
    // The latest version's first, then the others in the version menu's order.
    const withApi = VERSIONS.filter((v) => v.apiRoot);
    expect([...txt.matchAll(/^### (.+)$/gm)].map((m) => m[1])).toEqual(
      [...withApi.filter((v) => v.latest), ...withApi.filter((v) => !v.latest)].map((v) => `${v.label} API reference`)
    );
    expect(txt).toContain(`- [formatQuery](${SITE_URL}/api/next/react-querybuilder/functions/formatQuery.md)`);
    const full = await (await request.get('/api/next/llms-full.txt')).text();
    expect(full).toContain(`Source: ${SITE_URL}/api/next/react-querybuilder/variables/QueryBuilderStateProvider\n`);
  });

  test('"Copy page" copies the Markdown copy; its menu links it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/docs/utils/export');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown' })).toBeAttached();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await page.request.get('/docs/utils/export.md')).text());
    await page.getByRole('button', { name: 'More ways to get this page' }).click();
    await expect(page.getByRole('button', { name: 'More ways to get this page' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/docs/utils/export.md');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveCount(0);
  });
});
