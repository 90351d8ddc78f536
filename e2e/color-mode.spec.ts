import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(27, 27, 29)';

test.describe('colour mode', () => {
  test('light by default; the toggle switches, persists in localStorage "theme" and survives a reload', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    expect(await theme(page)).toBe('light');
    expect(await background(page)).toBe(LIGHT_BG);
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode \(currently light mode\)/ });
    await toggle.click();
    await expect(page.getByRole('button', { name: /currently dark mode/ })).toBeVisible();
    expect(await theme(page)).toBe('dark');
    expect(await background(page)).toBe(DARK_BG);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await theme(page)).toBe('dark');
    await expect(page.getByRole('button', { name: /currently dark mode/ })).toBeVisible();
  });

  test('follows the system preference while nothing is stored, and a stored choice wins', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    expect(await theme(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => theme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => theme(page)).toBe('dark');
    await page.getByRole('button', { name: /currently dark mode/ }).click();
    await page.reload();
    expect(await theme(page)).toBe('light');
    await context.close();
  });

  test('picks up a change made in another tab', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await gotoHydrated(first, '/docs/intro');
    await gotoHydrated(second, '/docs/5/intro');
    await first.getByRole('button', { name: /currently light mode/ }).click();
    await expect.poll(() => theme(second)).toBe('dark');
    await expect(second.getByRole('button', { name: /currently dark mode/ })).toBeVisible();
  });

  test.describe('before any script file runs', () => {
    test.use({ expectedConsoleErrors: /Failed to load resource: net::ERR_FAILED/ });

    test('never paints the wrong mode: the inline script applies the stored mode', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      // Block every script file: only the inline pre-paint script can set the mode.
      await page.route(/\.js($|\?)/, (route) => route.abort());
      await page.goto('/docs/intro', { waitUntil: 'domcontentloaded' });
      expect(await theme(page)).toBe('dark');
      expect(await background(page)).toBe(DARK_BG);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });

  test('with JavaScript off the page is readable in the default light mode', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/docs/intro');
    expect(await background(page)).toBe(LIGHT_BG);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started');
    await context.close();
  });
});
