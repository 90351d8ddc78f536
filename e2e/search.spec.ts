import type { Page } from '@playwright/test';
import { LATEST, versionOfMajor } from './data';
import { expect, gotoHydrated, test, waitForPageSettled } from './fixtures';

/** The modal's tests search from 6.x pages, whose content the expected hits are from, served wherever 6.x is. */
const V6 = versionOfMajor(6);
const V5 = versionOfMajor(5);

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const input = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search docs' });
const button = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search docs' });
const options = (page: Page) => dialog(page).getByRole('option');
/** The index heads among fetched paths (/search/<tag>.json; a part is /search/<tag>.<hash>.json). */
const heads = (paths: string[]) => paths.filter((p) => /^\/search\/[^./]+\.json$/.test(p)).sort();
const partsOf = (paths: string[], tag: string) => paths.filter((p) => p.startsWith(`/search/${tag}.`) && !heads([p]).length);

async function search(page: Page, query: string) {
  await button(page).click();
  await input(page).fill(query);
  await expect(options(page).first()).toBeVisible();
}

test.describe('search modal (embedded index)', () => {
  test('opens from the button, closes on Escape and gives focus back to the button', async ({ page }) => {
    await gotoHydrated(page, `${V6.base}/intro`);
    await expect(button(page)).toContainText('Search docs');
    await expect(button(page).locator('kbd')).toHaveText(['Ctrl', 'K']);
    await button(page).click();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(button(page)).toBeFocused();
  });

  test('Ctrl+K toggles it, "/" opens it unless typing, and typing on the focused button starts the query', async ({ page }) => {
    await gotoHydrated(page, `${V6.base}/intro`);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toHaveCount(0);
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    const live = page.getByRole('region', { name: 'Live example' });
    await live.scrollIntoViewIfNeeded();
    await live.getByRole('textbox').first().focus();
    await page.keyboard.press('/');
    await expect(dialog(page)).toHaveCount(0);
    await button(page).focus();
    await page.keyboard.press('f');
    await expect(input(page)).toHaveValue('f');
  });

  test('loads nothing until used; the first query fetches only the page version index', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await gotoHydrated(page, '/docs/5/intro');
    await waitForPageSettled(page);
    expect(fetched.filter((p) => p.startsWith('/search/') || p.includes('search-modal'))).toEqual([]);
    await search(page, 'formatQuery');
    expect(heads(fetched)).toEqual(['/search/default.json', '/search/docs-default-5.json']);
    expect(fetched.filter((p) => p.startsWith('/search/')).every((p) => /^\/search\/(default|docs-default-5)\./.test(p))).toBe(true);
  });

  test('the first query fetches the parts of the index it reads; the others follow once the hits show', async ({ page }) => {
    const tag = `docs-default-${LATEST.name}`;
    const head = (await (await page.request.get(`/search/${tag}.json`)).json()) as { parts: Record<string, Array<[number, string]>> };
    const all = Object.values(head.parts).flat().length;
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    // Parts wait until released: until the query has its answer, only what it reads can be asked for.
    const held: Array<() => void> = [];
    let holding = true;
    await page.route(`**/search/${tag}.*.json`, async (route) => {
      if (holding) await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });
    await gotoHydrated(page, '/docs/intro');
    await button(page).click();
    await input(page).fill('formatQuery');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(held.length).toBeLessThan(all / 4);
    holding = false;
    held.forEach((release) => release());
    await expect(options(page).first()).toContainText('formatQuery');
    await expect.poll(() => new Set(partsOf(fetched, tag)).size).toBe(all);
    // Each part once, and the next query needs nothing more.
    expect(partsOf(fetched, tag)).toHaveLength(all);
    const before = fetched.length;
    await input(page).fill('parseSPARQL');
    await expect(options(page).first()).toContainText('parseSPARQL');
    expect(fetched.slice(before).filter((p) => p.startsWith('/search/'))).toEqual([]);
  });

  test('results follow the version of the page, else the preferred one, else the latest', async ({ page }) => {
    const urls = async () =>
      await options(page)
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    await gotoHydrated(page, '/docs/next/intro');
    await search(page, 'formatQuery');
    expect((await urls()).every((u) => u.startsWith('/docs/next/') || !u.startsWith('/docs/'))).toBe(true);
    await page.keyboard.press('Escape');
    await gotoHydrated(page, '/');
    await search(page, 'formatQuery');
    expect((await urls()).every((u) => !/^\/docs\/(next|\d)\//.test(u))).toBe(true);
    await page.keyboard.press('Escape');
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '4'));
    await gotoHydrated(page, '/');
    await search(page, 'formatQuery');
    expect((await urls()).every((u) => u.startsWith('/docs/4/') || !u.startsWith('/docs/'))).toBe(true);
  });

  test('hits are grouped by page under their section, with the matches highlighted', async ({ page }) => {
    await gotoHydrated(page, `${V6.base}/intro`);
    await search(page, 'parseSQL');
    const groups = dialog(page).getByRole('group');
    expect(await groups.count()).toBeGreaterThan(0);
    await expect(groups.first().locator('mark').first()).toHaveText(/parseSQL/i);
    // Pages keep the order of their best hit, so a section's heading comes again after another section's pages.
    await expect(dialog(page).getByRole('group', { name: 'Utilities' }).first()).toBeVisible();
  });

  test('arrow keys move through hits; Enter opens one, Ctrl+Enter opens it in a new tab', async ({ page, context }) => {
    await gotoHydrated(page, `${V6.base}/intro`);
    await search(page, 'validation');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    const second = await options(page).nth(1).getByRole('link').getAttribute('href');
    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await expect(popup).toHaveURL(new RegExp(`${second!.replace(/[?#]/g, '\\$&')}$`));
    await popup.close();
    await page.keyboard.press('ArrowUp');
    const first = await options(page).first().getByRole('link').getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(first!);
  });

  test('a page shows at most two hits before the next page; "N more from this page" unfolds the rest, by Enter or a click', async ({ page }) => {
    await gotoHydrated(page, `${V6.base}/intro`);
    await search(page, 'validation');
    /** Each row: the page of its link, or "more" for a fold row. */
    const rows = () =>
      options(page).evaluateAll((items) =>
        items.map((item) => item.querySelector('a')?.getAttribute('href')?.replace(/#.*$/, '') ?? `more:${item.textContent}`)
      );
    const perPage = (list: string[]) => list.filter((r) => !r.startsWith('more:')).reduce((m, p) => m.set(p, (m.get(p) ?? 0) + 1), new Map<string, number>());
    const before = await rows();
    expect(Math.max(...perPage(before).values())).toBeLessThanOrEqual(2);
    const fold = before.findIndex((r) => r.startsWith('more:'));
    expect(fold, 'a page with more than two hits').toBeGreaterThan(0);
    const foldedPage = before[fold - 1]!;
    const folded = Number(/^more:(\d+) more from this page$/.exec(before[fold]!)?.[1]);
    expect(folded).toBeGreaterThan(0);

    // Enter on the fold row: its hits take its place, the first of them active.
    for (let i = 0; i < fold; i++) await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(fold)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect.poll(async () => perPage(await rows()).get(foldedPage)).toBe(2 + folded);
    await expect(options(page).nth(fold)).toHaveAttribute('aria-selected', 'true');
    await expect(options(page).nth(fold).getByRole('link')).toHaveAttribute('href', new RegExp(`^${foldedPage}(#|$)`));

    // A click unfolds the next page that has more; a new query folds everything again.
    const next = dialog(page)
      .getByRole('button', { name: /more from this page/ })
      .first();
    if (await next.count()) {
      const remaining = (await rows()).filter((r) => r.startsWith('more:')).length;
      await next.click();
      await expect.poll(async () => (await rows()).filter((r) => r.startsWith('more:')).length).toBe(remaining - 1);
    }
    await input(page).fill('validator');
    await input(page).fill('validation');
    await expect.poll(async () => perPage(await rows()).get(foldedPage)).toBe(2);
  });

  test('footer shows the keys and "See all N results" leading to /search', async ({ page }) => {
    await gotoHydrated(page, `${V6.base}/intro`);
    await search(page, 'export');
    await expect(dialog(page).getByRole('list', { name: 'Keyboard shortcuts' })).toContainText('to select');
    const seeAll = dialog(page).getByRole('link', { name: /See all \d+ results/ });
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=export&version=docs-default-6$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "export"');
  });

  test("with the index loaded, a letter's hits are on screen in the frame after it is typed, never the last query's", async ({ page }) => {
    await gotoHydrated(page, `${V6.base}/intro`);
    // A query's answer brings the parts of the index it reads; the others load once the browser is
    // idle, which a busy machine puts off. So "validator" is answered once (its parts are then in),
    // and its last letter taken away and typed again.
    await search(page, 'validator');
    const seeAll = dialog(page).getByRole('link', { name: /^See all \d+ results$/ });
    await expect(seeAll).toBeVisible();
    await page.keyboard.press('Backspace');
    await expect(input(page)).toHaveValue('validato');
    await expect(seeAll).toBeVisible();
    // What the dialog shows in the first frame after the next input event ("See all" comes only with this query's answer).
    await page.evaluate(() => {
      const w = window as unknown as { firstFrame?: Promise<string> };
      w.firstFrame = new Promise((resolve) =>
        document.addEventListener('input', () => requestAnimationFrame(() => resolve(document.querySelector('[role="dialog"] footer')?.textContent ?? '')), {
          once: true,
        })
      );
    });
    await page.keyboard.press('r');
    await expect(input(page)).toHaveValue('validator');
    const firstFrame = await page.evaluate(() => (window as unknown as { firstFrame: Promise<string> }).firstFrame);
    expect(firstFrame).toMatch(/^See all \d+ results/);
  });

  test('recent searches (most recent first) and favourites, kept in localStorage', async ({ page }) => {
    await gotoHydrated(page, `${V6.base}/intro`);
    await search(page, 'ValueSelector');
    const firstHref = (await options(page).first().getByRole('link').getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(firstHref);
    await search(page, 'NotToggle');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await button(page).click();
    const recent = dialog(page).getByRole('group', { name: 'Recent' });
    await expect(recent.getByRole('option')).toHaveCount(2);
    await expect(recent.getByRole('option').first()).toContainText('NotToggle');
    await recent.getByRole('option').nth(1).getByRole('button', { name: 'Save this search' }).click();
    const favorite = dialog(page).getByRole('group', { name: 'Favorite' });
    await expect(favorite.getByRole('option')).toHaveCount(1);
    await expect(recent.getByRole('option')).toHaveCount(1);
    // A fresh load (hydrated before the click) reads them back from localStorage.
    await gotoHydrated(page, new URL(page.url()).pathname);
    await button(page).click();
    await expect(favorite.getByRole('option').getByRole('link')).toHaveAttribute('href', firstHref);
    await favorite.getByRole('button', { name: 'Remove this search from favorites' }).click();
    await expect(favorite).toHaveCount(0);
    await recent.getByRole('button', { name: 'Remove this search from history' }).click();
    await expect(dialog(page).getByText('No recent searches')).toBeVisible();
  });

  test('a stored search that points off the site is neither shown nor followed', async ({ page }) => {
    await gotoHydrated(page, `${V6.base}/intro`);
    await search(page, 'NotToggle');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    // What another script or an old version could have left in localStorage.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('__DOCSEARCH_RECENT_SEARCHES__'))!;
      const [real] = JSON.parse(localStorage.getItem(key)!);
      const forged = ['//evil.example/x', '/\\evil.example/x'].map((url, i) => ({
        ...real,
        objectID: `forged-${i}`,
        url,
        hierarchy: { ...real.hierarchy, lvl1: `Forged ${i}` },
      }));
      localStorage.setItem(key, JSON.stringify([...forged, real]));
    });
    await gotoHydrated(page, `${V6.base}/intro`);
    await button(page).click();
    const recent = dialog(page).getByRole('group', { name: 'Recent' });
    await expect(recent.getByRole('option')).toHaveCount(1);
    await expect(recent.getByRole('option')).toContainText('NotToggle');
    await expect(dialog(page).getByText(/Forged/)).toHaveCount(0);
  });

  test('no results: the query, suggestions and a way to report it', async ({ page }) => {
    await gotoHydrated(page, `${V6.base}/intro`);
    await button(page).click();
    await input(page).fill('zqxjv');
    await expect(dialog(page).getByText('No results for')).toContainText('"zqxjv"');
    await expect(dialog(page).getByText('Try searching for')).toBeVisible();
    // Its fields are checked in feedback.spec.ts.
    await expect(dialog(page).getByRole('link', { name: 'Tell us what you were looking for' })).toHaveAttribute(
      'href',
      /github\.com\/react-querybuilder\/react-querybuilder\/issues\/new\?title=/
    );
    await dialog(page).getByRole('button', { name: 'formatQuery' }).click();
    await expect(input(page)).toHaveValue('formatQuery');
    await expect(options(page).first()).toBeVisible();
  });

  test.describe('when the index cannot be fetched', () => {
    test.use({ expectedConsoleErrors: /Failed to load resource: net::ERR_FAILED/ });

    test('says so, and the page keeps working', async ({ page }) => {
      await page.route('**/search/*.json', (route) => route.abort());
      await gotoHydrated(page, `${V6.base}/intro`);
      await button(page).click();
      await input(page).fill('export');
      await expect(dialog(page).getByRole('alert')).toContainText('Unable to fetch results');
      await expect(dialog(page).getByRole('alert')).toContainText('You might want to check your network connection.');
      await page.keyboard.press('Escape');
      await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Buildless' }).click();
      await expect(page).toHaveURL(`${V6.base}/buildless`);
    });

    test('a part of the index that cannot be fetched says so too', async ({ page }) => {
      await page.route(`**/search/docs-default-${V6.name}.*.json`, (route) => route.abort());
      await gotoHydrated(page, `${V6.base}/intro`);
      await button(page).click();
      await input(page).fill('export');
      await expect(dialog(page).getByRole('alert')).toContainText('Unable to fetch results');
    });
  });
});

test.describe('search finds the answer (6.x)', () => {
  /**
   * The hits' addresses in the order the modal lists them; with `unfold`, after opening every
   * "N more from this page" row, so that each page lists all its hits (in rank order).
   */
  async function hitUrls(page: Page, query: string, unfold = false): Promise<string[]> {
    await gotoHydrated(page, `${V6.base}/intro`);
    await search(page, query);
    const more = dialog(page).getByRole('button', { name: /more from this page$/ });
    for (let n = await more.count(); unfold && n > 0; n--) {
      await more.first().click();
      await expect(more).toHaveCount(n - 1);
    }
    return options(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  }

  test('a question whose words no one section holds (once an empty list) leads to the section that answers it', async ({ page }) => {
    // "my" and "to" are in no section with the others, and "mongo" is the reader's word for MongoDB.
    expect((await hitUrls(page, 'export my query to mongo'))[0]).toBe(`${V6.base}/utils/export#mongodb`);
  });

  test("a reader's word finds the docs' word for it (content/search-synonyms.json)", async ({ page }) => {
    // No doc says "i18n".
    expect((await hitUrls(page, 'i18n'))[0]).toBe(`${V6.base}/components/querybuilder#translations`);
    // What the synonym matched is highlighted, as Algolia highlights a synonym.
    await expect(options(page).first().locator('mark').first()).toHaveText(/^translations$/i);
  });

  test('two swapped letters are one typo: the word is found as if spelt right', async ({ page }) => {
    const urls = await hitUrls(page, 'fromatQuery');
    expect(urls[0]).toMatch(new RegExp(`^${V6.base}/utils/export(#|$)`));
    await expect(options(page).first().locator('mark').first()).toHaveText(/formatQuery/i);
  });

  test('two words that spell one name count once: the section holding every word comes first', async ({ page }) => {
    // "field name" is fieldName, a section of its own on the export page; it must not outweigh getOperators.
    expect((await hitUrls(page, 'getOperators by field name'))[0]).toMatch(/#getoperators/);
  });

  test("words that name no subject ('different', 'else') do not pull up sections that hold only them", async ({ page }) => {
    // "Different" is rare in the docs, so it would outweigh "combinator" in sections about something else.
    // Within the first page's hits: the dialog shows two of a page before the next.
    const urls = await hitUrls(page, 'a different combinator', true);
    expect(urls.slice(0, 4)).toHaveLength(4);
    for (const url of urls.slice(0, 4)) expect(url).toMatch(/combinator/);
    // "Else" was required, and sections that held "else" but not "custom" came first.
    const custom = await hitUrls(page, 'custom combinators if then else');
    expect(custom.slice(0, 3)).toHaveLength(3);
    for (const url of custom.slice(0, 3)) expect(url).toMatch(/custom/);
  });

  test('an error message pasted as the query finds the section that quotes it', async ({ page }) => {
    // The 6.x migration guide quotes the error a build gives after the upgrade, package name and all.
    expect((await hitUrls(page, "Cannot find module '@react-querybuilder/ts'"))[0]).toBe(`${V6.base}/migrate#types-and-context-live-in-the-main-package`);
    await expect(options(page).first()).toContainText('Types and context live in the main package');
  });

  test('an API name finds the section that says what it is before one that only uses it, then its API entry', async ({ page }) => {
    // Miscellaneous lists it in a table and uses it in an example; the Compat section opens with it.
    expect((await hitUrls(page, 'getCompatContextProvider')).slice(0, 2)).toEqual([
      `${V6.base}/compat#build-your-own-provider`,
      `${V6.apiRoot}/react-querybuilder/variables/getCompatContextProvider`,
    ]);
  });

  test("a query that is a page's title lists that page first", async ({ page }) => {
    // The migration guide's "Export additions" and QueryBuilder's "validation" prop section came first.
    expect((await hitUrls(page, 'export'))[0]).toBe(`${V6.base}/utils/export`);
    expect((await hitUrls(page, 'validation'))[0]).toBe(`${V6.base}/utils/validation`);
  });

  test("a page's frontmatter keywords find it, though none of its text holds the word", async ({ page }) => {
    // "bookmark" is a keyword of the tip on adding and removing query properties, and no doc's text says it.
    expect((await hitUrls(page, 'bookmark'))[0]).toBe(`${V6.base}/tips/adding-removing-query-properties`);
  });

  test('a section that answers comes before a page its keywords lifted', async ({ page }) => {
    // The Export page has "sql injection" as keywords; its Parameterized SQL section is about exactly that.
    expect((await hitUrls(page, 'sql injection')).slice(0, 2)).toEqual([`${V6.base}/utils/export#parameterized-sql`, `${V6.base}/utils/export`]);
  });

  test('the section that answers comes before its page', async ({ page }) => {
    // The page's own hit is its fourth, folded under "more from this page" until opened.
    const urls = await hitUrls(page, 'mongodb export', true);
    expect(urls.indexOf(`${V6.base}/utils/export#mongodb`)).toBeGreaterThanOrEqual(0);
    expect(urls.indexOf(`${V6.base}/utils/export#mongodb`)).toBeLessThan(urls.indexOf(`${V6.base}/utils/export`));
  });
});

test.describe('/search page', () => {
  test('searches only the version shown, and says nothing about results until they are there', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // /search opens on the latest version.
    await page.route(`**/search/docs-default-${LATEST.name}.json`, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, '/search?q=formatQuery');
    await expect(page.getByRole('main').getByText('Searching…')).toBeVisible();
    await expect(page.getByText(/No results|documents? found/)).toHaveCount(0);
    release();
    await expect(page.getByRole('status')).toHaveText(/^\d+ documents found$/);
    expect(heads(fetched)).toEqual(['/search/default.json', `/search/docs-default-${LATEST.name}.json`]);
  });

  test('shows the query, a count, results with breadcrumbs and snippets, a version facet and "Load more"', async ({ page }) => {
    await gotoHydrated(page, '/search?q=query');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "query"');
    await expect(page.getByRole('status')).toHaveText(/^\d+ documents found$/);
    const results = page.getByRole('main').getByRole('listitem');
    await expect(results).toHaveCount(15);
    await expect(results.first().getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', /^\/docs\//);
    await expect(results.first()).toContainText(`${LATEST.label} ›`);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(results).toHaveCount(30);
    const version = page.getByRole('combobox', { name: /Version/ });
    await version.selectOption({ label: (await version.locator('option', { hasText: V5.label }).textContent())! });
    await expect(page).toHaveURL(new RegExp(`version=docs-default-${V5.name}`));
    await expect(results.first()).toContainText(`${V5.label} ›`);
  });

  test('the query lives in the URL: typing updates it, back and forward restore it', async ({ page }) => {
    await gotoHydrated(page, '/search?q=fields');
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search docs' });
    await expect(box).toHaveValue('fields');
    await box.fill('operators');
    await expect(page).toHaveURL(/q=operators/);
    await page.goBack();
    await expect(page).toHaveURL(/q=fields/);
    await expect(box).toHaveValue('fields');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "fields"');
    await page.goForward();
    await expect(box).toHaveValue('operators');
  });

  test('the query is shown as text, never as HTML', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (d) => (dialogs++, d.dismiss()));
    await gotoHydrated(page, `/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "<img src=x onerror=alert(1)>"');
    await expect(page.getByRole('main').locator('img')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });
});
