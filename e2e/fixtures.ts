/**
 * The `test` every spec uses: fails a test on any console error or uncaught page error, the way
 * a reader would notice a broken page. A test that provokes an error on purpose (a 404, blocked
 * scripts) lists the messages it expects with `test.use({ expectedConsoleErrors: [...] })`.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ expectedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const record = (text: string) => {
        if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
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

export { expect };
