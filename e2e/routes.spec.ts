import { expect, test } from './fixtures';
import { LATEST, SITE_TITLE, VERSIONS } from './data';

test.describe('every docs route of every version', () => {
  for (const version of VERSIONS) {
    test(`${version.label}: docs and category pages answer 200 with their own h1, title and sidebar`, async ({ browser }) => {
      test.setTimeout(180_000);
      // Read as the server sends them, scripts off (as a static host's first paint, and a crawler,
      // see them): the heading, title and sidebar are in the HTML, and skipping hydration makes
      // each of the ~40 pages of a version cost a fraction of a full load.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      for (const path of [...version.pages, ...version.categories]) {
        const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
        expect(response?.status(), path).toBe(200);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1, path).toHaveCount(1);
        const heading = (await h1.textContent())!.trim();
        expect(heading.length, path).toBeGreaterThan(0);
        await expect(page, path).toHaveTitle(`${heading} | ${SITE_TITLE}`);
        // An index of moved pages belongs to no sidebar.
        await expect(page.getByRole('navigation', { name: 'Docs sidebar' }), path).toHaveCount(version.movedIndexes.includes(path) ? 0 : 1);
      }
      await context.close();
    });
  }
});

test.describe('moved pages', () => {
  for (const version of VERSIONS.filter((v) => Object.keys(v.moved).length > 0)) {
    test(`${version.label}: every moved page lands on its new home`, async ({ page }) => {
      for (const [from, to] of Object.entries(version.moved)) {
        await page.goto(from);
        await expect(page, from).toHaveURL(to);
        await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
      }
    });
  }

  test('moved pages redirect without JavaScript too, as on a plain static host', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // A moved page of the latest version (served at /docs), else of any.
    const [from, to] = Object.entries(LATEST.moved)[0] ?? Object.entries(VERSIONS.find((v) => Object.keys(v.moved).length)!.moved)[0]!;
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await context.close();
  });

  test('a moved page keeps the anchor and names its new home in the HTML', async ({ page, request }) => {
    const html = await (await request.get('/docs/next/api/validation')).text();
    expect(html).toMatch(/<link [^>]*rel="canonical" href="https:\/\/react-querybuilder\.js\.org\/docs\/next\/utils\/validation"/);
    expect(html).toMatch(/<meta [^>]*http-equiv="refresh" content="0; url=\/docs\/next\/utils\/validation"/);
    await page.goto('/docs/next/api/validation#top');
    await expect(page).toHaveURL('/docs/next/utils/validation#top');
  });

  test('moved pages are ordinary pages in 5.x and 4.x', async ({ page }) => {
    await page.goto('/docs/5/api/querybuilder');
    await expect(page).toHaveURL('/docs/5/api/querybuilder');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('<QueryBuilder />');
  });

  test('a version root opens its main doc', async ({ page }) => {
    await page.goto('/docs/4');
    await expect(page).toHaveURL('/docs/4/intro');
  });
});

test.describe('not found', () => {
  // The browser reports the 404 responses themselves; nothing else may go wrong.
  test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

  test('an unknown path shows "Page Not Found" with status 404 and a way back', async ({ page }) => {
    const response = await page.goto('/docs/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(`Page Not Found | ${SITE_TITLE}`);
    await page.getByRole('main').getByRole('link', { name: 'home page' }).click();
    await expect(page).toHaveURL('/');
  });
});
