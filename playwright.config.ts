import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ALGOLIA_E2E } from './scripts/build-algolia-e2e.mjs';
import { CHROME_ARGS } from './scripts/chromium.mjs';

/** Port of the production build served for the tests (npm start uses 9000). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9100);
/** Port of the Algolia-configured build (scripts/build-algolia-e2e.mjs). */
export const E2E_ALGOLIA_PORT = E2E_PORT + 1;

/**
 * End-to-end tests against the production build (`gatsby build` runs first in `npm run test:e2e`),
 * served by `gatsby serve`, in Debian's Chromium: never a downloaded browser. A second build,
 * configured for Algolia, serves the search-algolia spec.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // A flake fails the run and gets fixed, never retried: CI and a newcomer's machine run the same way.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: CHROME_ARGS,
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'site', testIgnore: /search-algolia\.spec\.ts/ },
    { name: 'algolia', testMatch: /search-algolia\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${E2E_ALGOLIA_PORT}` } },
  ],
  webServer: [
    {
      command: `npx gatsby serve --host 127.0.0.1 --port ${E2E_PORT}`,
      url: `http://127.0.0.1:${E2E_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { GATSBY_TELEMETRY_DISABLED: '1' },
    },
    // The Algolia build exists once `npm run build:e2e:algolia` ran (npm run test:e2e runs it).
    ...(fs.existsSync(path.join(ALGOLIA_E2E.dir, 'public'))
      ? [
          {
            command: `npx gatsby serve --host 127.0.0.1 --port ${E2E_ALGOLIA_PORT}`,
            cwd: ALGOLIA_E2E.dir,
            url: `http://127.0.0.1:${E2E_ALGOLIA_PORT}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
            env: { GATSBY_TELEMETRY_DISABLED: '1' },
          },
        ]
      : []),
  ],
});
