import fs from 'node:fs';
import path from 'node:path';
import { ALGOLIA_E2E } from '../scripts/build-algolia-e2e.mjs';
import { expect, gotoHydrated, test } from './fixtures';
import { startAlgoliaStandIn, type StandIn } from './support/algoliaStandIn';
import { expectGuideThenApiEntry, searchFromNavbar } from './support/searchModal';

/** The same records the site would upload (npm run search:upload), served by the stand-in. */
const records = () => JSON.parse(fs.readFileSync(path.join(ALGOLIA_E2E.dir, '.cache/search/records.json'), 'utf8'));

test.describe('search through Algolia (a build with ALGOLIA_* set, against a local stand-in)', () => {
  test.describe.configure({ mode: 'serial' });
  let standIn: StandIn | undefined;
  test.beforeAll(async () => {
    standIn = await startAlgoliaStandIn(Number(ALGOLIA_E2E.host.split(':')[1]), { [ALGOLIA_E2E.indexName]: records() }, [ALGOLIA_E2E.searchKey]);
  });
  test.afterAll(async () => standIn?.close());

  test('results come from Algolia with the search-only key, filtered to the page version', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await gotoHydrated(page, '/docs/5/intro');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search docs' }).click();
    await page.getByRole('combobox', { name: 'Search docs' }).fill('formatQuery');
    const links = page.getByRole('dialog', { name: 'Search' }).getByRole('option').getByRole('link');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')!));
    expect(hrefs.every((h) => h.startsWith('/docs/5/') || !h.startsWith('/docs/'))).toBe(true);
    expect(fetched.some((u) => u.includes('/search/') && u.endsWith('.json'))).toBe(false);
    expect(standIn!.requests.some((r) => r.path === '/1/indexes/*/queries' && r.apiKey === ALGOLIA_E2E.searchKey)).toBe(true);
  });

  test('an export name lists the guide first and the API entry second, though Algolia ranks the entry first', async ({ page }) => {
    // Algolia ranks by attribute before any custom criterion, so the entry whose title is the name
    // comes first. The stand-in ranks as the embedded engine does: put the entry first, as Algolia would.
    let reordered = 0;
    await page.route(
      (url) => url.pathname === '/1/indexes/*/queries',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { results: Array<{ hits: Array<{ hierarchy: { lvl0: string; lvl1: string } }> }> };
        for (const { hits } of body.results) {
          const at = hits.findIndex(({ hierarchy }) => hierarchy.lvl0 === 'API reference' && hierarchy.lvl1 === 'parseSQL');
          if (at <= 0) continue;
          hits.unshift(...hits.splice(at, 1));
          reordered++;
        }
        await route.fulfill({ response, json: body });
      }
    );
    await expectGuideThenApiEntry(await searchFromNavbar(page, '/docs/intro', 'parseSQL'), 'Import', 'parseSQL');
    expect(reordered).toBeGreaterThan(0);
  });

  test.describe('when Algolia cannot be reached', () => {
    test.use({ expectedConsoleErrors: /Failed to load resource|ERR_CONNECTION_REFUSED|Unreachable hosts/ });

    test('shows "Unable to fetch results" and the page keeps working', async ({ page }) => {
      await standIn!.close();
      standIn = undefined;
      await gotoHydrated(page, '/docs/intro');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search docs' }).click();
      await page.getByRole('combobox', { name: 'Search docs' }).fill('export');
      const alert = page.getByRole('dialog', { name: 'Search' }).getByRole('alert');
      await expect(alert).toContainText('Unable to fetch results', { timeout: 20_000 });
      await expect(alert).toContainText('You might want to check your network connection.');
      await page.keyboard.press('Escape');
      await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Buildless' }).click();
      await expect(page).toHaveURL('/docs/buildless');
    });
  });
});
