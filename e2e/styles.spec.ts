import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

/** The stylesheets a page's HTML inlines, by the file each one came from. */
const inlinedStylesheets = (page: Page) => page.locator('head style[data-href]').evaluateAll((styles) => styles.map((s) => s.getAttribute('data-href')!));

/** The stylesheets the page fetched after it loaded (mini-css-extract adds a <link> per lazily loaded chunk). */
const fetchedStylesheets = (page: Page) =>
  page
    .locator('head link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname).filter((p) => /\.css$/.test(p)));

test.describe('each page carries the styles it uses (src/gatsby/overrides/css/sharedStylesheet.ts)', () => {
  test("a doc page inlines neither the home page's styles nor the /search page's", async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const doc = await inlinedStylesheets(page);
    expect(doc.length).toBeGreaterThan(1);
    for (const href of doc) expect(href).not.toMatch(/component---src-pages-(index|search)-tsx/);
    await gotoHydrated(page, '/');
    expect(await inlinedStylesheets(page)).toContainEqual(expect.stringMatching(/component---src-pages-index-tsx/));
    await gotoHydrated(page, '/search');
    expect(await inlinedStylesheets(page)).toContainEqual(expect.stringMatching(/component---src-pages-search-tsx/));
  });

  test('the search dialog opened on a doc page is styled without fetching a stylesheet, and dims the whole page behind it', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search docs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    // Its styles come with the page (src/components/Search/SearchButton): its first search fetches code and index only.
    expect(await fetchedStylesheets(page)).toEqual([]);
    // Its backdrop is fixed over the whole viewport, and the dialog no wider than 640px.
    const backdrop = await dialog.evaluate((el) => {
      const style = getComputedStyle(el.parentElement!);
      const box = el.parentElement!.getBoundingClientRect();
      return { position: style.position, width: box.width, height: box.height };
    });
    const viewport = page.viewportSize()!;
    expect(backdrop).toEqual({ position: 'fixed', width: viewport.width, height: viewport.height });
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(640);
  });

  test("the home page reached from a doc page's navbar has the home page's styles", async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    // In the doc, h1 is the doc's title; the home page's hero centres its title.
    await expect(heading).toHaveCSS('text-align', 'start');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /React Query Builder/ })
      .first()
      .click();
    await expect(page).toHaveURL('/');
    await expect(heading).toHaveText('React Query Builder');
    await expect(heading).toHaveCSS('text-align', 'center');
    expect(await fetchedStylesheets(page)).toContainEqual(expect.stringMatching(/component---src-pages-index-tsx/));
  });
});
