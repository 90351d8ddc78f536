import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' });

test.describe('announcement bar', () => {
  test('shows until closed, stays closed after a reload with no flash, and returns for a new id', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(bar(page)).toContainText('give it a ★ on GitHub');
    await expect(bar(page).getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/react-querybuilder/react-querybuilder');
    await bar(page).getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar(page)).toHaveCount(0);
    const stored = await page.evaluate(() => [localStorage.getItem('docusaurus.announcement.dismiss'), localStorage.getItem('docusaurus.announcement.id')]);
    expect(stored).toEqual(['true', 'star-on-github-2026']);

    // Before any script file runs, the inline script already hides the closed bar.
    await page.route(/\.js($|\?)/, (route) => route.abort());
    await page.goto('/docs/intro', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
    await expect(bar(page)).toBeHidden();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // A different announcement id: the bar comes back and the stored state is reset.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await gotoHydrated(page, '/docs/intro');
    await expect(bar(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
  });
  test.use({ expectedConsoleErrors: /Failed to load resource: net::ERR_FAILED/ });
});

test.describe('mobile navbar (below 996 px)', () => {
  test.use({ viewport: { width: 800, height: 900 } });
  const drawer = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' });
  const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });

  test('on a doc page the drawer opens on the doc sidebar, with a way back to the main menu', async ({ page }) => {
    await gotoHydrated(page, '/docs/5/api/export');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Demo' })).toBeHidden();
    await toggle(page).click();
    await expect(drawer(page)).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect(drawer(page).getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Export' })).toHaveAttribute('aria-current', 'page');
    await drawer(page).getByRole('button', { name: '← Back to main menu' }).click();
    const menu = drawer(page).getByRole('list').first();
    await expect(menu.getByRole('link', { name: 'Docs' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Demo' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'GitHub repository' })).toBeVisible();
    await menu.getByRole('button', { name: 'Versions: v5.x' }).click();
    await expect(menu.getByRole('link', { name: 'v4.x' })).toHaveAttribute('href', '/docs/4/api/export');
  });

  test('closes on navigation, Escape (focus back on the toggle), backdrop click and a desktop-wide viewport', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await toggle(page).click();
    await drawer(page).getByRole('link', { name: 'Compatibility packages' }).click();
    await expect(page).toHaveURL('/docs/compat');
    await expect(drawer(page)).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await toggle(page).click();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toHaveCount(0);
    await expect(toggle(page)).toBeFocused();

    await toggle(page).click();
    await page.mouse.click(790, 450);
    await expect(drawer(page)).toHaveCount(0);

    await toggle(page).click();
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(drawer(page)).toHaveCount(0);
    await expect(toggle(page)).toBeHidden();
  });

  test('outside the docs the drawer opens on the main menu', async ({ page }) => {
    await gotoHydrated(page, '/');
    await toggle(page).click();
    await expect(drawer(page).getByRole('button', { name: '← Back to main menu' })).toHaveCount(0);
    await drawer(page).getByRole('link', { name: 'Docs' }).click();
    await expect(page).toHaveURL('/docs/components/querybuilder');
  });
});

test('the navbar hides while scrolling down and returns on scrolling up', async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 700 });
  await gotoHydrated(page, '/docs/intro');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await expect(navbar).toBeInViewport();
  await page.mouse.wheel(0, 900);
  await expect(navbar).not.toBeInViewport();
  await page.mouse.wheel(0, -200);
  await expect(navbar).toBeInViewport();
});
