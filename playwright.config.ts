import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ALGOLIA_E2E } from './scripts/build-algolia-e2e.mjs';
import { OVERRIDES_OFF_E2E } from './scripts/build-overrides-off.mjs';
import { CHROME_ARGS } from './scripts/chromium.mjs';

/** Port of the production build served for the tests (npm start uses 9000). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9100);
/** Port of the Algolia-configured build (scripts/build-algolia-e2e.mjs). */
export const E2E_ALGOLIA_PORT = E2E_PORT + 1;
/** Port of the kill-switch build (scripts/build-overrides-off.mjs). */
export const E2E_OVERRIDES_OFF_PORT = E2E_PORT + 2;

/**
 * The specs about what the site does, run again on the kill-switch build (every override off,
 * Gatsby unpatched): each page, link and redirect, the doc page, the demo, search, live examples,
 * hovers, the API reference, headers; and overrides-off.spec.ts, that the overrides are off. Their tests tagged OVERRIDES_TAG check what an override buys
 * (bytes, what loads when) and are left out there.
 */
const OVERRIDES_OFF_SPECS =
  /(crawl|doc-page|demo|search|live-code|live-builder|routes|redirects|navbar|api-reference|type-hovers|headers|overrides-off)\.spec\.ts/;
const OVERRIDES_TAG = /@overrides/;

/** `gatsby serve` of the site in `dir` on `port`, if it has been built. */
function served(dir: string, port: number) {
  if (!fs.existsSync(path.join(dir, 'public')) && dir !== '.') return undefined;
  return {
    command: `npx gatsby serve --host 127.0.0.1 --port ${port}`,
    cwd: dir,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { GATSBY_TELEMETRY_DISABLED: '1' },
  };
}

/**
 * End-to-end tests against the production build (`gatsby build` runs first in `npm run test:e2e`),
 * served by `gatsby serve`, in Debian's Chromium: never a downloaded browser. A second build,
 * configured for Algolia, serves the search-algolia spec; a third, with every override off, serves
 * the `overrides-off` project.
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
    { name: 'site', testIgnore: /(search-algolia|overrides-off)\.spec\.ts/ },
    { name: 'algolia', testMatch: /search-algolia\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${E2E_ALGOLIA_PORT}` } },
    {
      name: 'overrides-off',
      testMatch: OVERRIDES_OFF_SPECS,
      testIgnore: /search-algolia\.spec\.ts/,
      grepInvert: OVERRIDES_TAG,
      use: { baseURL: `http://127.0.0.1:${E2E_OVERRIDES_OFF_PORT}` },
      // Where its specs read built files (e2e/support/publicDir.ts).
      metadata: { publicDir: path.join(OVERRIDES_OFF_E2E.dir, 'public') },
    },
  ],
  // The Algolia and kill-switch builds exist once `npm run build:e2e:algolia` and
  // `npm run build:e2e:overrides-off` ran (npm run test:e2e runs both).
  webServer: [served('.', E2E_PORT), served(ALGOLIA_E2E.dir, E2E_ALGOLIA_PORT), served(OVERRIDES_OFF_E2E.dir, E2E_OVERRIDES_OFF_PORT)].filter(
    (server) => server !== undefined
  ),
});
