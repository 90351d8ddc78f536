import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

/**
 * The site's inputs from outside: the search query (URL and modal), the demo's hash
 * and imported text, and the announcement state in localStorage. Script-looking input must show
 * as text and never run. (The /search?q= and demo-hash cases live in search.spec and demo.spec.)
 */
const PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';

/** Counts dialogs and checks that no payload ran. */
async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}

test('a script-looking query in the search modal is shown as text', async ({ page }) => {
  await gotoHydrated(page, '/docs/intro');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search docs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const box = dialog.getByRole('combobox', { name: 'Search docs' });
  // Some of its words are in the docs ("script", "window"): hits are listed, highlighted as text.
  await box.fill(PAYLOAD);
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await expect(dialog.getByRole('listbox').locator('img, script')).toHaveCount(0);
  await expectNothingRan(page);
  // One that matches nothing is quoted back as text.
  const unknown = '<zqxjv onzqxjv="zqxjv()">zqxjv</zqxjv>';
  await box.fill(unknown);
  await expect(dialog.getByText('No results for')).toContainText(`"${unknown}"`);
  await expect(page.locator('zqxjv')).toHaveCount(0);
  // Opening the first hit of the first query saves it as a recent search, shown as text there too.
  await box.fill(PAYLOAD);
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search docs' }).click();
  await expect(dialog.getByRole('group', { name: 'Recent' }).getByRole('option')).toHaveCount(1);
  await expectNothingRan(page);
});

test('script-looking SQL imported into the demo stays text in the builder and the export', async ({ page }) => {
  await gotoHydrated(page, '/demo');
  await page.getByRole('button', { name: 'Import SQL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import SQL' });
  await dialog.getByRole('textbox').fill(`firstName = '<img src=x onerror=window.__xss=1>'`);
  await dialog.getByRole('button', { name: 'Import SQL' }).click();
  await expect(page.locator('.queryBuilder input.rule-value').first()).toHaveValue('<img src=x onerror=window.__xss=1>');
  await page.getByRole('tab', { name: 'SQL' }).click();
  await expect(page.getByLabel('SQL result', { exact: true })).toHaveText("(firstName = '<img src=x onerror=window.__xss=1>')");
  await page.getByRole('tab', { name: 'JSON', exact: true }).click();
  await expect(page.getByLabel('JSON (no identifiers) result', { exact: true })).toContainText('<img src=x onerror=window.__xss=1>');
  await expectNothingRan(page);
});

test('a tampered announcement id in localStorage is only compared, never rendered', async ({ page }) => {
  await page.addInitScript((payload) => {
    localStorage.setItem('docusaurus.announcement.id', `</script>${payload}`);
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  }, PAYLOAD);
  await gotoHydrated(page, '/');
  // A different id from the configured one: the bar shows, with its configured text.
  await expect(page.getByRole('region', { name: 'Announcement' })).toContainText('If React Query Builder saves you time');
  await expectNothingRan(page);
});
