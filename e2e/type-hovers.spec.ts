/**
 * Types in examples (src/gatsby/exampleTypes/, src/components/mdx/CodeBlock/typeHovers.ts): every
 * name of a typed example shows its type at the page's own release, by pointer, touch and keyboard,
 * and `// ^?` results are printed under their line.
 */
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { FIRST_LOAD_SHARED_JS, versionOfMajor } from './data';
import { expect, gotoHydrated, test } from './fixtures';
import { wcagAxe } from './support/axe';
import { firstLoadJs } from './support/firstLoadJs';
import { builtFile } from './support/publicDir';
import { settledAnimations } from './support/pageTypes';

/** Each test names the major whose examples and types it checks, served wherever that major is. */
const V4 = versionOfMajor(4);
const V6 = versionOfMajor(6);
const V7 = versionOfMajor(7);
const TYPESCRIPT_4 = `${V4.base}/typescript`;
const TYPESCRIPT_NEXT = `${V7.base}/typescript`;

/** The TypeScript page's example that formats a query with options. */
const formatExample = (page: Page) => page.locator('pre').filter({ hasText: 'const sql: string = formatQuery(query' });

/** A name of the example, once its types have loaded (the first pointer on the block loads them). */
async function nameIn(block: Locator, text: string, nth = 0): Promise<Locator> {
  await block.hover({ position: { x: 4, y: 4 } });
  const name = block.locator('[data-info]', { hasText: new RegExp(`^${text}$`) }).nth(nth);
  await expect(name).toBeVisible();
  return name;
}

test('hovering formatQuery shows each version its own signature, with its doc comment', async ({ page }) => {
  const signatures: Record<string, string> = {};
  for (const route of [TYPESCRIPT_4, TYPESCRIPT_NEXT]) {
    await gotoHydrated(page, route);
    // The second formatQuery of the block is a call (the first is its import).
    const name = await nameIn(formatExample(page), 'formatQuery', 1);
    await name.hover();
    const popover = page.getByRole('tooltip');
    await expect(popover).toBeVisible();
    await expect(popover).toContainText('formatQuery(ruleGroup: RuleGroupTypeAny, options:');
    await expect(popover.getByRole('paragraph')).not.toBeEmpty();
    signatures[route] = (await popover.locator('code').textContent())!;
  }
  // 4.5.3 types its options as FormatQueryOptions without "format", plus the format; 7.7.1 takes
  // FormatQueryOptions whole, and has two more overloads.
  expect(signatures[TYPESCRIPT_4]).toContain('(+6 overloads)');
  expect(signatures[TYPESCRIPT_NEXT]).toContain('options: FormatQueryOptions): string (+8 overloads)');
});

test('the popover stays while the pointer is on it, and its type names open their API entries', async ({ page }) => {
  await gotoHydrated(page, TYPESCRIPT_NEXT);
  const name = await nameIn(formatExample(page), 'formatQuery', 1);
  await name.hover();
  const popover = page.getByRole('tooltip');
  const link = popover.getByRole('link', { name: 'FormatQueryOptions' });
  await link.hover();
  await expect(popover).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`^[^?#]*${V7.apiRoot}/react-querybuilder/interfaces/FormatQueryOptions/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('FormatQueryOptions');
});

test('keyboard: the names are one tab stop, arrows move between them, Esc closes the popover', async ({ page }) => {
  await gotoHydrated(page, TYPESCRIPT_NEXT);
  const block = formatExample(page);
  await block.focus();
  const first = block.locator('[data-info]').first();
  await expect(first).toHaveAttribute('tabindex', '0');
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  const popover = page.getByRole('tooltip');
  await expect(popover).toBeVisible();
  // A screen reader reads the type as the name's description.
  await expect(first).toHaveAccessibleDescription(/import defaultRuleProcessorSQL/);
  await page.keyboard.press('ArrowRight');
  const second = block.locator('[data-info]').nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveAccessibleDescription(/import formatQuery/);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(second).toBeFocused();

  // Tab from a name with its popover open reaches the popover's links.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expect(popover).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(popover.getByRole('link').first()).toBeFocused();
  await expect(popover).toBeVisible();
});

test('axe finds nothing with a popover open, in either colour mode', async ({ page }) => {
  test.setTimeout(120_000); // two axe runs
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoHydrated(page, TYPESCRIPT_NEXT);
  const name = await nameIn(formatExample(page), 'formatQuery', 1);
  await name.hover();
  for (const mode of ['light', 'dark'] as const) {
    // The site follows the system's colour scheme live; the popover stays open under the pointer.
    await page.emulateMedia({ colorScheme: mode });
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(page.getByRole('tooltip')).toBeVisible();
    await page.evaluate(settledAnimations);
    const results = await wcagAxe(page).include('main').analyze();
    expect(results.violations.map((v) => `${mode}: ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  }
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });
  test('a tap on a name shows its type, a tap elsewhere hides it', async ({ page }) => {
    await gotoHydrated(page, TYPESCRIPT_NEXT);
    const block = formatExample(page);
    await block.scrollIntoViewIfNeeded();
    // The first tap loads the block's types.
    await block.tap({ position: { x: 4, y: 4 } });
    const name = block.locator('[data-info]', { hasText: /^query$/ }).last();
    await name.tap();
    const popover = page.getByRole('tooltip');
    await expect(popover).toContainText('const query: RuleGroupType');
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(popover).toBeHidden();
  });
});

test('// ^? results show under their line, and copying the block leaves them out', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const route = `${V7.base}/utils/export`;
  await gotoHydrated(page, route);
  const block = page.locator('pre').filter({ hasText: "const sql = formatQuery(query, 'sql');" }).first();
  await expect(block.locator('.twoslash-query')).toHaveText([/\^ const sql: string/, /\^ const parameterized: ParameterizedSQL/]);
  await expect(block).not.toContainText('^?');
  await block.locator('..').getByRole('button', { name: 'Copy code to clipboard' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("const sql = formatQuery(query, 'sql');\n// ...or the same format");
  expect(copied).not.toContain('const sql: string');

  // A 6.x page shows 6.5.5's types: its comparator gets a Field, 7.x's a FullField.
  await gotoHydrated(page, `${V6.base}/components/valueeditor`);
  await expect(page.locator('.twoslash-query').filter({ hasText: 'candidate' })).toHaveText(/\(parameter\) candidate: Field</);
  await gotoHydrated(page, `${V7.base}/components/valueeditor`);
  await expect(page.locator('.twoslash-query').filter({ hasText: 'candidate' })).toHaveText(/\(parameter\) candidate: FullField</);
});

test(
  'nothing of the hovers loads with the page: no hover script, no types file, shared first-load JS within budget',
  { tag: '@overrides' },
  async ({ page }) => {
    const { bytes, scripts } = firstLoadJs(TYPESCRIPT_NEXT);
    expect(scripts.filter((script) => /typeHovers/i.test(script))).toEqual([]);
    // The page's own chunk comes at the reader's first input (e2e/article-hydration.spec.ts).
    expect(scripts.filter((script) => script.includes('component---src-templates-doc-page'))).toEqual([]);
    expect(bytes).toBeLessThanOrEqual(FIRST_LOAD_SHARED_JS.bytes + 1024);

    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await gotoHydrated(page, TYPESCRIPT_NEXT);
    expect(requested.filter((p) => p.startsWith('/types/'))).toEqual([]);
    // The hover file comes with the first pointer on a block, and it is a file of the build.
    const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/types/')), formatExample(page).hover()]);
    expect(response.status()).toBe(200);
    expect(fs.existsSync(builtFile(new URL(response.url()).pathname))).toBe(true);
  }
);

test('a live example keeps its hovers until the reader edits it', async ({ page }) => {
  await gotoHydrated(page, `${V7.base}/components/querybuilder`);
  const live = page
    .locator('div', { has: page.getByRole('button', { name: 'Edit and run' }) })
    .filter({ hasText: 'App.tsx' })
    .last();
  const name = await nameIn(live.locator('pre'), 'QueryBuilder', 1);
  await name.hover();
  await expect(page.getByRole('tooltip')).toContainText('QueryBuilder');
  await live.getByRole('button', { name: 'Edit and run' }).click();
  // The editor takes the block's place, with its code and without the hovers.
  const editor = page.getByRole('textbox', { name: /^Code editor/ });
  await expect(editor).toBeFocused();
  await expect(editor).toContainText('export const App = () =>');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});
