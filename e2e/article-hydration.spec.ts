/**
 * A doc's first load hydrates the page around its article at once and the article at the reader's
 * first input (src/gatsby/overrides/hydration/deferredArticle.ts): the article's own chunk is not part of the
 * first load, and nothing the reader does in the article before it comes is lost.
 */
import type { Page, Request, Route } from '@playwright/test';
import { versionNamed, versionOfMajor } from './data';
import { expect, gotoHydrated, test, waitForPageSettled } from './fixtures';
import { fetchedScripts, firstLoadJs } from './support/firstLoadJs';

/** A 6.x doc with a live example, and a page it links to. */
const V6 = versionOfMajor(6);
const DOC = `${V6.base}/components/querybuilder`;
const EXPORT = `${V6.base}/utils/export`;
const NEXT = versionNamed('current');
/** The doc's own chunk (its compiled MDX), by the component name in its file name: Gatsby's kebab-case of its file. */
const ownChunk = new RegExp(`/component---src-templates-doc-page-index-tsx-content-file-path-${V6.files[DOC]!.replace(/[^a-z0-9]+/gi, '-')}-[0-9a-f]+\\.js$`);

/** Requests for the doc's own chunk, from now on. */
function ownChunkRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (ownChunk.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

/** Holds the doc's own chunk until `release` is called. */
async function holdOwnChunk(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ownChunk, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("a doc's article hydrates at the reader's first input", () => {
  test("the first load does not fetch the article's chunk; a pointer move does, and the article works", async ({ page }) => {
    const requests = ownChunkRequests(page);
    await gotoHydrated(page, DOC);
    await waitForPageSettled(page);
    expect(requests).toHaveLength(0);
    // The build's own count of what the page needs to hydrate leaves the chunk out too.
    expect(firstLoadJs(DOC).scripts.filter((script) => ownChunk.test(script))).toEqual([]);
    expect((await fetchedScripts(page)).filter((script) => ownChunk.test(script))).toEqual([]);
    // The article is there, from the server's HTML.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();

    await page.mouse.move(200, 300);
    await expect.poll(() => requests.length).toBe(1);
    await page.getByRole('button', { name: 'Edit and run' }).click();
    await expect(page.getByRole('textbox', { name: /^Code editor/ })).toBeFocused();
  });

  test('a button pressed before the article has hydrated does its work once it has', async ({ page }) => {
    const release = await holdOwnChunk(page);
    const requests = ownChunkRequests(page);
    await gotoHydrated(page, DOC);
    await page.getByRole('button', { name: 'Edit and run' }).click();
    await expect.poll(() => requests.length).toBe(1);
    await expect(page.getByRole('textbox', { name: /^Code editor/ })).toHaveCount(0);
    release();
    await expect(page.getByRole('textbox', { name: /^Code editor/ })).toBeFocused();
  });

  test('a link followed before the article has hydrated navigates in the app', async ({ page }) => {
    const release = await holdOwnChunk(page);
    await gotoHydrated(page, DOC);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole('article').getByRole('link', { name: 'export page' }).click();
    await expect(page).toHaveURL(DOC);
    release();
    await expect(page).toHaveURL(EXPORT);
    await expect(page.getByRole('heading', { level: 1, name: 'Export' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test("a reader who leaves the page before any input (a click with no pointer or key, as assistive technology may send) follows the next page's links at once", async ({
    page,
  }) => {
    await gotoHydrated(page, DOC);
    const rule = `${V6.base}/components/rule`;
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .locator(`a[href="${rule}"]`)
      .evaluate((link: HTMLElement) => link.click());
    await expect(page.getByRole('heading', { level: 1, name: 'Rule' })).toBeVisible();
    const next = page.getByRole('article').locator(`a[href^="${V6.base}/"]:not([href^="${rule}"])`).first();
    const href = (await next.getAttribute('href'))!;
    await next.click();
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
  });

  test('a heading reached from "On this page" before the article has hydrated: the article keeps its HTML, and the address reaches the app once it has', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 800 });
    const release = await holdOwnChunk(page);
    await gotoHydrated(page, DOC);
    const link = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').nth(1);
    const hash = await link.getAttribute('href');
    const heading = page.getByRole('article').getByRole('heading', { name: await link.innerText() });
    const serverNode = await heading.elementHandle();
    await link.click();
    await expect(page).toHaveURL(`${DOC}${hash}`);
    await expect(heading).toBeInViewport();
    // Gatsby's router hears of a new address an animation frame after the browser's popstate.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(heading).toBeVisible();
    release();
    await page.getByRole('button', { name: 'Edit and run' }).first().click();
    await expect(page.getByRole('textbox', { name: /^Code editor/ })).toBeFocused();
    // React hydrated the server's article in place, not rendered it anew (error #421, which the fixture would report).
    expect(await serverNode!.evaluate((node) => node.isConnected)).toBe(true);
    // The app has the page's address now: the version menu's link to the same doc keeps the hash.
    await page.getByRole('button', { name: `Docs version: ${V6.label}` }).click();
    await expect(page.getByRole('link', { name: NEXT.label, exact: true })).toHaveAttribute('href', `${NEXT.base}/components/querybuilder${hash}`);
  });

  test.describe("when the article's chunk cannot be loaded", () => {
    // The chunk's request fails, and the page reports the error it could not render the article with.
    test.use({ expectedConsoleErrors: /Failed to load resource: net::ERR_FAILED|ChunkLoadError|Loading chunk/ });

    test('a link followed before then still leads to its page', async ({ page }) => {
      await page.route(ownChunk, (route) => route.abort());
      await gotoHydrated(page, DOC);
      await page.getByRole('article').getByRole('link', { name: 'export page' }).click();
      await expect(page).toHaveURL(EXPORT);
      await expect(page.getByRole('heading', { level: 1, name: 'Export' })).toBeVisible();
    });
  });

  test('the keyboard reaches the article and works in it', async ({ page }) => {
    await gotoHydrated(page, DOC);
    const edit = page.getByRole('button', { name: 'Edit and run' });
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: /^Code editor/ })).toBeFocused();
  });
});
