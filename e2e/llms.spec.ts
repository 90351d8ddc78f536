/**
 * The docs for programs: each doc's Markdown copy, llms.txt and llms-full.txt per version, and the
 * "Copy page" button and its menu, which hand a reader (or an assistant) the same Markdown. Every one of
 * them names the release it documents.
 */
import { expect, gotoHydrated, test } from './fixtures';
import { LATEST, SITE_URL, VERSIONS, versionOfMajor } from './data';

/** The first line of a Markdown copy or llms.txt: the release, this version's index, the others'. */
function expectReleaseLine(text: string, version: (typeof VERSIONS)[number]) {
  const line = text.split('\n')[0]!;
  expect(line).toMatch(/^> Documents /);
  expect(line).toContain(`react-querybuilder@${version.release}`);
  expect(line).toContain(`Index of this version: ${SITE_URL}${version.base}/llms.txt.`);
  for (const other of VERSIONS.filter((v) => v !== version)) expect(line).toContain(`](${SITE_URL}${other.base}/llms.txt)`);
}

test.describe('docs as Markdown', () => {
  test('a doc page has a Markdown copy at its path plus .md', async ({ request }) => {
    const res = await request.get('/docs/5/api/export.md');
    expect(res.status()).toBe(200);
    const md = await res.text();
    expectReleaseLine(md, versionOfMajor(5));
    expect(md.split('\n\n')[1]).toMatch(/^# /);
    expect(md).toContain('```ts');
    expect(md).toContain('formatQuery');
    // MDX is gone outside code blocks: no imports, no JSX components, no admonition fences.
    const prose = md.replace(/^```[\s\S]*?^```/gm, '');
    expect(prose).not.toMatch(/^import .* from /m);
    expect(prose).not.toMatch(/^<(Tabs|TabItem|LiveBuilder|Admonition)\b/m);
    expect(prose).not.toMatch(/^:::/m);
  });

  test("each version's llms.txt names its release and lists its docs; /llms.txt is the latest's", async ({ request }) => {
    for (const version of VERSIONS) {
      const txt = await (await request.get(`${version.base}/llms.txt`)).text();
      expectReleaseLine(txt, version);
      expect(txt).toContain(`\n# React Query Builder ${version.label}`);
      for (const doc of version.pages) expect(txt, doc).toContain(`](${SITE_URL}${doc}.md)`);
      expect(txt).toContain(`${SITE_URL}${version.base}/llms-full.txt`);
      for (const other of VERSIONS.filter((v) => v !== version)) expect(txt).not.toContain(`](${SITE_URL}${other.pages[0]}.md)`);
    }
    expect(await (await request.get('/llms.txt')).text()).toBe(await (await request.get(`${LATEST.base}/llms.txt`)).text());
  });

  test('llms-full.txt holds every doc of its version', async ({ request }) => {
    for (const version of VERSIONS) {
      const full = await (await request.get(`${version.base}/llms-full.txt`)).text();
      expectReleaseLine(full, version);
      for (const doc of version.pages) expect(full, doc).toContain(`Source: ${SITE_URL}${doc}\n`);
    }
  });

  test('each API entry has a Markdown copy, and an llms.txt and a full file per version list the entries', async ({ request }) => {
    const md = await (await request.get('/api/5/react-querybuilder/functions/formatQuery.md')).text();
    expectReleaseLine(md, versionOfMajor(5));
    expect(md.split('\n\n')[1]).toBe('# formatQuery');
    expect(md).toContain("import { formatQuery } from 'react-querybuilder'");
    expect(md).toContain('```ts\nfunction formatQuery(ruleGroup: RuleGroupTypeAny): string\n```');
    expect(md).toMatch(/^\| `options` \| `/m);
    for (const version of VERSIONS.filter((v) => v.apiRoot)) {
      const txt = await (await request.get(`${version.base}/llms.txt`)).text();
      expect(txt).toContain(`](${SITE_URL}${version.apiRoot}/llms.txt)`);
      const api = await (await request.get(`${version.apiRoot}/llms.txt`)).text();
      expectReleaseLine(api, version);
      expect(api).toContain(`- [formatQuery](${SITE_URL}${version.apiRoot}/react-querybuilder/functions/formatQuery.md)`);
      expect(api).toContain(`${SITE_URL}${version.apiRoot}/llms-full.txt`);
    }
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
    expectReleaseLine(copied, LATEST);
    await page.getByRole('button', { name: 'More ways to get this page' }).click();
    await expect(page.getByRole('button', { name: 'More ways to get this page' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/docs/utils/export.md');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveCount(0);
  });

  test("a 5.x page names 5.4.1 in its head, its copy, its version's llms.txt and the assistant links of its menu", async ({ page, context }) => {
    const v5 = versionOfMajor(5);
    const doc = `${v5.base}/intro`;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, doc);
    const tag = `react-querybuilder@${v5.release}`;
    await expect(page.locator('head meta[name="docs:release"]')).toHaveAttribute('content', tag);
    const md = await (await page.request.get(`${doc}.md`)).text();
    expect(md.split('\n')[0]).toContain(`Documents ${v5.label}, an older version: ${tag}.`);
    expect((await (await page.request.get(`${v5.base}/llms.txt`)).text()).split('\n')[0]).toBe(md.split('\n')[0]);

    await page.getByRole('button', { name: 'More ways to get this page' }).click();
    for (const [name, address] of [
      ['Open in ChatGPT', 'https://chatgpt.com/'],
      ['Open in Claude', 'https://claude.ai/new'],
    ]) {
      const link = page.getByRole('link', { name });
      const href = new URL((await link.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe(address);
      const prompt = href.searchParams.get('q')!;
      expect(prompt).toContain(`Read ${SITE_URL}${doc}.md.`);
      expect(prompt).toContain(`It documents ${tag} (docs ${v5.label}).`);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await page.getByRole('button', { name: 'Copy link to Markdown' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link to the Markdown copied' })).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE_URL}${doc}.md`);
  });
});
