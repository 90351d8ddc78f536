import fs from 'node:fs';
import path from 'node:path';
import { ALGOLIA_E2E } from '../scripts/build-algolia-e2e.mjs';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';
import { startAlgoliaStandIn, type StandIn } from './support/algoliaStandIn';
import { expectGuideThenApiEntry, searchFromNavbar } from './support/searchModal';

type AlgoliaHit = { url: string; hierarchy?: { lvl0?: string; lvl1?: string } };

/**
 * Moves the hit that `isHit` picks to the start (or the end) of each of Algolia's answers, as Algolia
 * may rank it where the stand-in (which ranks as the embedded engine does) would not: how many answers had it.
 */
async function moveInAlgoliaAnswers(page: Page, isHit: (hit: AlgoliaHit) => boolean, to: 'first' | 'last' = 'first'): Promise<() => number> {
  let count = 0;
  await page.route(
    (url) => url.pathname === '/1/indexes/*/queries',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { results: Array<{ hits: AlgoliaHit[] }> };
      for (const { hits } of body.results) {
        const at = hits.findIndex(isHit);
        if (at < 0) continue;
        const [hit] = hits.splice(at, 1);
        if (to === 'first') hits.unshift(hit!);
        else hits.push(hit!);
        count++;
      }
      await route.fulfill({ response, json: body });
    }
  );
  return () => count;
}

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
    const reordered = await moveInAlgoliaAnswers(page, (hit) => hit.hierarchy?.lvl0 === 'API reference' && hit.hierarchy.lvl1 === 'parseSQL');
    await expectGuideThenApiEntry(await searchFromNavbar(page, '/docs/intro', 'parseSQL'), 'Import', 'parseSQL');
    expect(reordered()).toBeGreaterThan(0);
  });

  test("a page's record that Algolia ranks above its sections comes after the section that answers", async ({ page }) => {
    // Algolia ranks records one by one, so a page record its keywords match can come first: make
    // sure the answer puts the Export page's record first, whatever order the stand-in gave.
    const pageFirst = await moveInAlgoliaAnswers(page, (hit) => hit.url === '/docs/utils/export');
    const dialog = await searchFromNavbar(page, '/docs/intro', 'sql injection');
    const links = dialog.getByRole('option').getByRole('link');
    await expect(links.first()).toHaveAttribute('href', '/docs/utils/export#parameterized-sql');
    await expect(links.nth(1)).toHaveAttribute('href', '/docs/utils/export');
    expect(pageFirst()).toBeGreaterThan(0);
  });

  test("a query that is a page's title lists that page first, wherever Algolia ranked it", async ({ page }) => {
    const moved = await moveInAlgoliaAnswers(page, (hit) => hit.url === '/docs/utils/export', 'last');
    const dialog = await searchFromNavbar(page, '/docs/intro', 'export');
    await expect(dialog.getByRole('option').getByRole('link').first()).toHaveAttribute('href', '/docs/utils/export');
    expect(moved()).toBeGreaterThan(0);
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
