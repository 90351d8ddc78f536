import { expect, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from '../fixtures';

/** Opens `route`, opens search from the navbar and types `query`: the search dialog. */
export async function searchFromNavbar(page: Page, route: string, query: string): Promise<Locator> {
  await gotoHydrated(page, route);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search docs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox', { name: 'Search docs' }).fill(query);
  return dialog;
}

/** The dialog lists a guide group first (its first hit on the page `guide`), then the API reference with `name` first: that entry. */
export async function expectGuideThenApiEntry(dialog: Locator, guide: string, name: string): Promise<Locator> {
  const groups = dialog.getByRole('group');
  await expect(groups.nth(1)).toHaveAccessibleName('API reference');
  await expect(groups.first()).not.toHaveAccessibleName('API reference');
  await expect(groups.first().getByRole('option').first()).toContainText(guide);
  const entry = groups.nth(1).getByRole('option').first();
  await expect(entry).toContainText(name);
  return entry;
}
