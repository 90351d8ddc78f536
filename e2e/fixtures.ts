/**
 * The `test` every spec uses: fails a test on any console error or uncaught page error, the way
 * a reader would notice a broken page. A test that provokes an error on purpose (a 404, blocked
 * scripts) names the messages it expects with `test.use({ expectedConsoleErrors: /.../ })`.
 * Analytics requests are answered locally (no internet here).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { HYDRATED_TOGGLE } from './support/pageTypes';

/** Measurement id the e2e build uses (package.json build:e2e). */
export const E2E_GTAG_ID = 'G-E2ETEST000';

export const test = base.extend<{ expectedConsoleErrors: RegExp; consoleErrors: string[]; offlineAnalytics: void }>({
  // One pattern (combine alternatives with |): Playwright would read an array as [value, options].
  expectedConsoleErrors: [/$^/, { option: true }],
  // The e2e build reports page views with a test id; this machine has no internet, so the gtag
  // library is answered locally (page views still go through window.gtag into dataLayer).
  offlineAnalytics: [
    async ({ context }, use) => {
      await context.route(/googletagmanager\.com/, (route) => route.fulfill({ contentType: 'application/javascript', body: '' }));
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const record = (text: string) => {
        if (!expectedConsoleErrors.test(text)) errors.push(text);
      };
      page.on('console', (message) => {
        if (message.type() === 'error') record(`console.error: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => record(`page error: ${error.message}`));
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Opens `url` and waits until the app has hydrated (the colour-mode toggle is enabled only then),
 * so clicks go through the client-side router, as they do for a reader after the first second.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // Located by attribute: on mobile the toggle sits in the closed drawer, outside the a11y tree.
  await expect(page.locator(HYDRATED_TOGGLE).first()).toBeEnabled();
}

/**
 * Waits until the page has loaded everything it loads by itself, so a test can check that something
 * was not loaded: the console tools come last, at the first idle moment plus 4 s
 * (src/gatsby/browser/loadConsoleTools.ts), after prefetching and every lazy part of the page.
 */
export async function waitForPageSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof (window as unknown as { formatQuery?: unknown }).formatQuery === 'function', undefined, { timeout: 30_000 });
}

export { expect };
