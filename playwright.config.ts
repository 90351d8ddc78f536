import { defineConfig } from '@playwright/test';

/** Port of the production build served for the tests (npm start uses 9000). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9100);

/**
 * End-to-end tests against the production build (`gatsby build` runs first in `npm run test:e2e`),
 * served by `gatsby serve`, in Debian's Chromium: never a downloaded browser.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npx gatsby serve --host 127.0.0.1 --port ${E2E_PORT}`,
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { GATSBY_TELEMETRY_DISABLED: '1' },
  },
});
