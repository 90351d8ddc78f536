import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';
import { versionOfMajor } from './data';
import { seriousViolations, wcagAxe } from './support/axe';
import { PAGE_TYPES, settledAnimations, type ReadyStep } from './support/pageTypes';

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

/** Brings the page into the state the checkers look at (see support/pageTypes.ts). */
async function makeReady(page: Page, steps: ReadyStep[] = []): Promise<void> {
  for (const step of steps) {
    if ('scrollTo' in step) await page.locator(step.scrollTo).first().scrollIntoViewIfNeeded();
    else if ('clickButton' in step) await page.getByRole('button', { name: step.clickButton }).first().click();
    else if ('waitFor' in step) await page.locator(step.waitFor).first().waitFor();
    else await page.getByText(step.waitForText).first().waitFor();
  }
}

test.describe('accessibility, in light and dark mode', () => {
  test.use({ colorScheme: 'light', expectedConsoleErrors: /status of 404/ });
  for (const { name, path, ready } of PAGE_TYPES) {
    test(`${name}: no serious or critical axe violations`, async ({ page }) => {
      test.setTimeout(120_000); // two axe runs, each up to 12 s on a 4,800-element doc on a quiet machine
      // One load checks both modes: the site follows the system's colour scheme live, so the dark
      // check sees what a reader who switches sees (color-mode.spec.ts tests the switch itself).
      await gotoHydrated(page, path);
      await makeReady(page, ready);
      for (const mode of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: mode });
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await page.evaluate(settledAnimations);
        let axe = wcagAxe(page);
        if (UPSTREAM_GAPS[name]) axe = axe.exclude(UPSTREAM_GAPS[name]);
        const bad = seriousViolations(await axe.analyze());
        expect(bad, `${mode} mode:\n${bad.join('\n')}`).toEqual([]);
      }
    });
  }
});

test.describe('landmarks, forms and names', () => {
  test('the docs sidebar is a named landmark; admonitions are notes, so repeated titles are no landmarks', async ({ page }) => {
    // The 6.x export page, which has three cautions (a release moves /docs to another version's page).
    await gotoHydrated(page, `${versionOfMajor(6).base}/utils/export`);
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toContainText('Getting started');
    await expect(page.getByRole('note', { name: 'Caution' })).toHaveCount(3);
    // Only the version notice (an older version's page has one) and the sidebar are complementary landmarks.
    await expect(page.getByRole('complementary')).toHaveCount(2);
    await expect(page.getByRole('complementary', { name: 'Version notice' })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .withRules(['landmark-unique', 'landmark-complementary-is-top-level', 'landmark-no-duplicate-main', 'region'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('every input of the antd demo has a name: the two dates of a range, the value selects, the checkbox, the clear buttons', async ({ page }) => {
    await gotoHydrated(page, '/demo/antd');
    await expect(page.getByRole('textbox', { name: 'Value (from)' })).toHaveValue('1954-10-03');
    await expect(page.getByRole('textbox', { name: 'Value (to)' })).toHaveValue('1960-06-06');
    const unnamed = await page
      .locator('.queryBuilder input:not([type="hidden"]), .queryBuilder [role="combobox"]')
      .evaluateAll((inputs) =>
        inputs
          .filter(
            (input) =>
              !(
                input.getAttribute('aria-label') ||
                input.getAttribute('title') ||
                (input.id && document.querySelector(`label[for="${CSS.escape(input.id)}"]`)) ||
                input.closest('label')
              )
          )
          .map((input) => input.outerHTML.slice(0, 120))
      );
    expect(unnamed).toEqual([]);
    // The pickers' clear buttons are spans with an icon only; each carries the text "Clear".
    const clear = page.locator('.queryBuilder .ant-picker-clear');
    await expect(clear).toHaveCount(2);
    for (const button of await clear.all()) await expect(button).toHaveAccessibleName('Clear');
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
