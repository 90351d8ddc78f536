import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

/**
 * axe-core over every page type in both colour modes: no serious or critical violation of
 * WCAG 2.1 A/AA (colour contrast of the code themes included: each page below shows highlighted
 * code). axe's "best-practice" rules are not part of the bar: one of them, label-title-only,
 * flags every control of react-querybuilder 6, which are named by their title attribute.
 */
/**
 * Known upstream gap, excluded narrowly and listed in the closing note of the performance issue:
 * the value editors of @react-querybuilder/material 6.5.5 render their own Select and Checkbox
 * without passing the title on, so those inputs have no accessible name. (The antd demo names its
 * value editors itself: src/demo/libraries/antd/AntdValueEditor.tsx.) (Their field,
 * operator and combinator selectors are named by src/demo/libraries/namedSelectors.tsx.)
 */
const UPSTREAM_GAPS: Record<string, string> = {
  'demo/material': '.rqb-material .rule-value',
};

const PAGES: Array<{ name: string; path: string; ready?: (page: Page) => Promise<void> }> = [
  { name: 'home', path: '/', ready: async (page) => void (await page.locator('.queryBuilder').first().waitFor()) },
  { name: 'doc', path: '/docs/components/querybuilder' },
  { name: 'doc with a live builder', path: '/docs/styling/overview', ready: async (page) => {
    const live = page.getByRole('region', { name: 'Live example' }).first();
    await live.scrollIntoViewIfNeeded();
    await live.locator('.queryBuilder').waitFor();
  } },
  { name: 'doc with an open live editor', path: '/docs/next/components/querybuilder', ready: async (page) => {
    await page.getByRole('button', { name: 'Edit and run' }).first().click();
    await page.getByRole('status').filter({ hasText: 'Ran with react-querybuilder' }).waitFor();
    await page.getByRole('region', { name: 'Example output' }).locator('.queryBuilder').waitFor();
  } },
  { name: 'category', path: '/docs/category/components' },
  { name: 'versioned doc (5.x)', path: '/docs/5/intro' },
  { name: 'unreleased doc (Next)', path: '/docs/next/utils/export' },
  { name: 'search page', path: '/search?q=query', ready: async (page) => void (await page.getByRole('status').filter({ hasText: 'documents found' }).waitFor()) },
  { name: 'markdown page', path: '/markdown-page' },
  { name: 'not found', path: '/no-such-page' },
  { name: 'demo', path: '/demo', ready: async (page) => void (await page.locator('.queryBuilder').first().waitFor()) },
  ...['antd', 'bootstrap', 'bulma', 'chakra', 'fluent', 'mantine', 'material'].map((lib) => ({
    name: `demo/${lib}`,
    path: `/demo/${lib}`,
    ready: async (page: Page) => void (await page.locator('.queryBuilder .rule').first().waitFor()),
  })),
];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility (${mode} mode)`, () => {
    test.use({ colorScheme: mode, expectedConsoleErrors: /status of 404/ });
    for (const { name, path, ready } of PAGES) {
      test(`${name}: no serious or critical axe violations`, async ({ page }) => {
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        if (ready) await ready(page);
        let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
        if (UPSTREAM_GAPS[name]) axe = axe.exclude(UPSTREAM_GAPS[name]);
        const results = await axe.analyze();
        const bad = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`).join('\n')}`);
        expect(bad, bad.join('\n')).toEqual([]);
      });
    }
  });
}

test.describe('landmarks, forms and names', () => {
  test('the docs sidebar is a named landmark; admonitions are notes, so repeated titles are no landmarks', async ({ page }) => {
    await gotoHydrated(page, '/docs/utils/export');
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toContainText('Getting started');
    await expect(page.getByRole('note', { name: 'Caution' })).toHaveCount(3);
    // Only the version notice and the sidebar are complementary landmarks on a doc page.
    await expect(page.getByRole('complementary')).toHaveCount(1);
    const results = await new AxeBuilder({ page }).withRules(['landmark-unique', 'landmark-complementary-is-top-level', 'landmark-no-duplicate-main', 'region']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('every input of the antd demo has a name: the two dates of a range, the value selects, the checkbox', async ({ page }) => {
    await gotoHydrated(page, '/demo/antd');
    await expect(page.getByRole('textbox', { name: 'Value (from)' })).toHaveValue('1954-10-03');
    await expect(page.getByRole('textbox', { name: 'Value (to)' })).toHaveValue('1960-06-06');
    const unnamed = await page.locator('.queryBuilder input:not([type="hidden"]), .queryBuilder [role="combobox"]').evaluateAll((inputs) =>
      inputs
        .filter((input) => !(input.getAttribute('aria-label') || input.getAttribute('title') || (input.id && document.querySelector(`label[for="${CSS.escape(input.id)}"]`)) || input.closest('label')))
        .map((input) => input.outerHTML.slice(0, 120))
    );
    expect(unnamed).toEqual([]);
  });

  test('the search page form has a submit button', async ({ page }) => {
    await gotoHydrated(page, '/search');
    const form = page.getByRole('search');
    await form.getByRole('searchbox', { name: 'Search docs' }).fill('formatQuery');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'documents found' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=formatQuery/);
  });
});
