import type { Locator, Page } from '@playwright/test';
import { LATEST, VERSIONS, versionNamed, versionOfMajor } from './data';
import { expect, gotoHydrated, test } from './fixtures';

const V3 = versionOfMajor(3);
const V4 = versionOfMajor(4);
const V5 = versionOfMajor(5);
const V6 = versionOfMajor(6);
const NEXT = versionNamed('current');

const colour = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);
const bar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' });

test.describe('navbar', () => {
  test('logo, title and icon links', async ({ page }) => {
    await gotoHydrated(page, `${LATEST.base}/intro`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'React Query Builder' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'GitHub repository' })).toHaveAttribute('href', 'https://github.com/react-querybuilder/react-querybuilder');
    await expect(nav.getByRole('link', { name: 'Discord server' })).toHaveAttribute('href', '/discord');
    await expect(nav.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', '/demo');
  });

  test('"Docs" leads to QueryBuilder in the current version, else the latest', async ({ page }) => {
    const docs = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true });
    await gotoHydrated(page, '/');
    await expect(docs).toHaveAttribute('href', `${LATEST.base}/components/querybuilder`);
    await gotoHydrated(page, `${NEXT.base}/intro`);
    await expect(docs).toHaveAttribute('href', `${NEXT.base}/components/querybuilder`);
    // 5.x has no QueryBuilder page of that name.
    await gotoHydrated(page, `${V5.base}/intro`);
    await expect(docs).toHaveAttribute('href', `${LATEST.base}/components/querybuilder`);
  });

  test('version dropdown: same doc in each version, else its intro; the choice becomes the preferred version', async ({ page }) => {
    await gotoHydrated(page, `${V5.base}/api/export`);
    const dropdown = page.getByRole('button', { name: `Docs version: ${V5.label}` });
    await dropdown.click();
    await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('list');
    await expect(menu.getByRole('link')).toHaveText(VERSIONS.map((v) => v.label));
    await expect(menu.getByRole('link', { name: V4.label, exact: true })).toHaveAttribute('href', `${V4.base}/api/export`);
    await expect(menu.getByRole('link', { name: V3.label, exact: true })).toHaveAttribute('href', `${V3.base}/intro`);
    // 6.x moved the page: the menu knows where.
    await expect(menu.getByRole('link', { name: V6.label, exact: true })).toHaveAttribute('href', `${V6.base}/utils/export`);
    await page.keyboard.press('Escape');
    await expect(dropdown).toHaveAttribute('aria-expanded', 'false');
    await expect(dropdown).toBeFocused();

    await dropdown.click();
    await menu.getByRole('link', { name: NEXT.label, exact: true }).click();
    await expect(page).toHaveURL(`${NEXT.base}/utils/export`);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');

    await gotoHydrated(page, '/');
    await expect(page.getByRole('button', { name: `Docs version: ${NEXT.label}` })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute(
      'href',
      `${NEXT.base}/components/querybuilder`
    );
  });

  test("choosing another version keeps the page's ?query and #hash when it leads to the same doc", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 800 });
    await gotoHydrated(page, `${V5.base}/api/export?from=changelog#sql`);
    const dropdown = page.getByRole('button', { name: `Docs version: ${V5.label}` });
    const menu = bar(page).getByRole('list');
    await dropdown.click();
    await expect(menu.getByRole('link', { name: V6.label, exact: true })).toHaveAttribute('href', `${V6.base}/utils/export?from=changelog#sql`);
    await expect(menu.getByRole('link', { name: V3.label, exact: true })).toHaveAttribute('href', `${V3.base}/intro`);
    await page.keyboard.press('Escape');

    // The hash follows the reader through the page.
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'MongoDB' }).click();
    await expect(page).toHaveURL(`${V5.base}/api/export?from=changelog#mongodb`);
    await dropdown.click();
    await menu.getByRole('link', { name: V4.label, exact: true }).click();
    await expect(page).toHaveURL(`${V4.base}/api/export?from=changelog#mongodb`);
    await expect(page.getByRole('button', { name: `Docs version: ${V4.label}` })).toBeVisible();
  });

  test('the dropdown opens on hover and closes when the pointer leaves or clicks outside', async ({ page }) => {
    await gotoHydrated(page, `${LATEST.base}/intro`);
    const dropdown = page.getByRole('button', { name: `Docs version: ${LATEST.label}` });
    await dropdown.hover();
    await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(10, 500);
    await expect(dropdown).toHaveAttribute('aria-expanded', 'false');
    await dropdown.click();
    await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(dropdown).toHaveAttribute('aria-expanded', 'false');
  });

  test('the dropdown opens from the keyboard and closes when focus leaves it', async ({ page }) => {
    await gotoHydrated(page, `${LATEST.base}/intro`);
    const dropdown = page.getByRole('button', { name: `Docs version: ${LATEST.label}` });
    await dropdown.focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: VERSIONS[0]!.label, exact: true })).toBeFocused();
    // Past the menu's last version.
    for (let i = 0; i < VERSIONS.length; i++) await page.keyboard.press('Tab');
    await expect(dropdown).toHaveAttribute('aria-expanded', 'false');
  });

  test('footer columns', async ({ page }) => {
    await gotoHydrated(page, '/');
    const docs = page.getByRole('contentinfo').getByRole('navigation', { name: 'Docs' });
    await expect(docs.getByRole('link')).toHaveText(['Getting started', 'Components', 'Tips & Tricks', 'Showcase']);
    const external = page.getByRole('contentinfo').getByRole('navigation', { name: 'External' });
    await expect(external.getByRole('link')).toHaveText(['GitHub', 'Discord', 'npm', 'Support']);
  });
});

test.describe('the navbar items in the drawer (below 996 px)', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test("the item of the page's section is marked current, in the colour the desktop bar uses", async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await gotoHydrated(page, `${V5.base}/api/export`);
    const barDocs = bar(page).getByRole('link', { name: 'Docs', exact: true });
    await expect(barDocs).toHaveAttribute('aria-current', 'page');
    await expect(bar(page).getByRole('link', { name: 'Demo' })).not.toHaveAttribute('aria-current');
    const marked = await colour(barDocs);
    expect(marked).not.toBe(await colour(bar(page).getByRole('link', { name: 'Demo' })));

    await page.setViewportSize({ width: 800, height: 900 });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await drawer(page).getByRole('button', { name: '← Back to main menu' }).click();
    const docs = drawer(page).getByRole('link', { name: 'Docs', exact: true });
    await expect(docs).toHaveAttribute('aria-current', 'page');
    await expect(docs).toHaveCSS('color', marked);
    const demo = drawer(page).getByRole('link', { name: 'Demo' });
    await expect(demo).not.toHaveAttribute('aria-current');
    expect(await colour(demo)).not.toBe(marked);

    await gotoHydrated(page, '/demo');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(drawer(page).getByRole('link', { name: 'Demo' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer(page).getByRole('link', { name: 'Demo' })).toHaveCSS('color', marked);
    await expect(drawer(page).getByRole('link', { name: 'Docs', exact: true })).not.toHaveAttribute('aria-current');
  });

  test("choosing another version in the drawer keeps the page's ?query and #hash", async ({ page }) => {
    await gotoHydrated(page, `${V5.base}/api/export?from=changelog#sql`);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await drawer(page).getByRole('button', { name: '← Back to main menu' }).click();
    await drawer(page)
      .getByRole('button', { name: `Versions: ${V5.label}` })
      .click();
    await expect(drawer(page).getByRole('link', { name: V3.label, exact: true })).toHaveAttribute('href', `${V3.base}/intro`);
    await drawer(page).getByRole('link', { name: V4.label, exact: true }).click();
    await expect(page).toHaveURL(`${V4.base}/api/export?from=changelog#sql`);
    await expect(drawer(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe(V4.name);
  });
});
