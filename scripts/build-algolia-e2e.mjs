#!/usr/bin/env node
/**
 * The e2e build of the Algolia path: the same site built with ALGOLIA_* set, so its search UI
 * uses algoliasearch against the stand-in server the e2e spec starts on ALGOLIA_E2E.host. Built
 * in its own folder (kept between runs for the build cache); Playwright serves its public/.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { prepareTempSite } from './temp-site.mjs';

// The project root: npm scripts and playwright.config.ts run from it. (Not import.meta: Playwright
// loads this file as CommonJS when its config imports it.)
const ROOT = process.cwd();
/** One build folder per checkout: two checkouts on one machine never share a build cache. */
const checkoutId = crypto.createHash('sha256').update(ROOT).digest('hex').slice(0, 8);

/** Settings shared with e2e/search-algolia.spec.ts and playwright.config.ts. */
export const ALGOLIA_E2E = {
  dir: path.join(os.tmpdir(), `rqb-e2e-algolia-site-${checkoutId}`),
  host: '127.0.0.1:9123',
  appId: 'E2EAPPID',
  searchKey: 'e2e-search-only-key',
  indexName: 'rqb-e2e',
};

if (process.argv[1] && path.resolve(process.argv[1]).endsWith('build-algolia-e2e.mjs')) {
  const { dir } = prepareTempSite(ALGOLIA_E2E.dir, ROOT);
  const result = spawnSync(path.join(dir, 'node_modules/.bin/gatsby'), ['build'], {
    cwd: dir,
    stdio: 'inherit',
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: '1',
      ALGOLIA_APP_ID: ALGOLIA_E2E.appId,
      ALGOLIA_SEARCH_API_KEY: ALGOLIA_E2E.searchKey,
      ALGOLIA_INDEX_NAME: ALGOLIA_E2E.indexName,
      ALGOLIA_HOST: ALGOLIA_E2E.host,
    },
  });
  process.exit(result.status ?? 1);
}
