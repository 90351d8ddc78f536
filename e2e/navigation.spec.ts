import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BUILD_INTERNALS_DIR } from '../src/gatsby/overrides/chunk-map/buildInternals';
import { versionOfMajor } from './data';
import { expect, gotoHydrated, test, waitForPageSettled } from './fixtures';
import { firstLoadJs } from './support/firstLoadJs';

/** The docs these tests walk through are 6.x's (its sidebar labels, its pages), served wherever 6.x is. */
const V6 = versionOfMajor(6);
/** A 7.x page with a heading the 6.x pages do not have. */
const V7 = versionOfMajor(7);

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
/** A marker that only survives client-side navigation. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 1);

test.describe('navigation behaviour', () => {
  test("a page's scripts are fetched after its HTML is parsed, not alongside it, and the page still becomes interactive", async ({ page }) => {
    await gotoHydrated(page, `${V6.base}/intro`);
    // Interactive: the search dialog opens from its button.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search docs' }).click();
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    const timing = await page.evaluate(() => ({
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
      painted: performance.getEntriesByName('first-contentful-paint').length,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.painted).toBe(1);
    expect(timing.scripts).toHaveLength(3);
    // The preload scanner used to request them while the HTML was still arriving.
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.parsed);
  });

  test('a new route starts at the top; back restores the previous position', async ({ page }) => {
    await page.setViewportSize({ width: 1300, height: 600 });
    await gotoHydrated(page, `${V6.base}/intro`);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
    await sidebar(page).getByRole('link', { name: 'Compatibility packages' }).click();
    await expect(page).toHaveURL(`${V6.base}/compat`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(`${V6.base}/intro`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  });

  test('a route with a hash scrolls to its target, on first load and in the app', async ({ page }) => {
    await page.goto(`${V6.base}/intro#exporting-queries`);
    await expect(page.getByRole('heading', { name: 'Exporting queries' })).toBeInViewport();
    await gotoHydrated(page, `${V6.base}/compat`);
    await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), `${V7.base}/intro#where-next`);
    await expect(page).toHaveURL(`${V7.base}/intro#where-next`);
    await expect(page.getByRole('heading', { name: 'Where next' })).toBeInViewport();
  });

  test('without a hash, focus moves to the main content and the new page is announced', async ({ page }) => {
    await gotoHydrated(page, `${V6.base}/intro`);
    await sidebar(page).getByRole('link', { name: 'TypeScript reference' }).click();
    await expect(page).toHaveURL(`${V6.base}/typescript`);
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page.locator('#gatsby-announcer')).toHaveText('Navigated to TypeScript reference');
  });

  test('the progress bar appears only when a route takes longer than 200 ms', async ({ page }) => {
    await gotoHydrated(page, `${V6.base}/intro`);
    await page.evaluate(() => {
      const w = window as unknown as { __barSeen: boolean };
      w.__barSeen = false;
      new MutationObserver(() => (w.__barSeen ||= !!document.getElementById('nprogress'))).observe(document.body, { childList: true });
    });
    const barSeen = () => page.evaluate(() => (window as unknown as { __barSeen: boolean }).__barSeen);
    // Fast: the page's resources are already here (as after the usual prefetch).
    await page.evaluate(
      (to) => (window as unknown as { ___loader: { loadPage: (p: string) => Promise<unknown> } }).___loader.loadPage(to),
      `${V6.base}/buildless`
    );
    await sidebar(page).getByRole('link', { name: 'Buildless' }).click();
    await expect(page).toHaveURL(`${V6.base}/buildless`);
    expect(await barSeen()).toBe(false);
    // Slow: the next page's data is held until the bar has shown.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/page-data${V6.base}/migrate/page-data.json`, async (route) => {
      await held;
      await route.continue();
    });
    await sidebar(page).getByRole('link', { name: 'Migrating to v6' }).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    release();
    await expect(page).toHaveURL(`${V6.base}/migrate`);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    expect(await barSeen()).toBe(true);
  });

  test.describe('preload failure', () => {
    // The aborted page-data request is the fault under test.
    test.use({ expectedConsoleErrors: /Failed to load resource: net::ERR_FAILED/ });

    test('when preloading a route fails, the browser loads the target URL in full', async ({ page }) => {
      await gotoHydrated(page, `${V6.base}/intro`);
      await mark(page);
      // The page data cannot be fetched until the browser itself requests the page.
      let fullLoad = false;
      page.on('request', (r) => r.isNavigationRequest() && r.url().endsWith(`${V6.base}/typescript`) && (fullLoad = true));
      await page.route(`**/page-data${V6.base}/typescript/page-data.json`, (route) => (fullLoad ? route.continue() : route.abort()));
      await sidebar(page).getByRole('link', { name: 'TypeScript reference' }).click();
      await expect(page).toHaveURL(`${V6.base}/typescript`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('TypeScript reference');
      expect(fullLoad).toBe(true);
      expect(await marked(page)).toBe(false);
    });
  });

  for (const [name, connection] of [
    ['on a 2g connection', { effectiveType: 'slow-2g', saveData: false }],
    ['with Save-Data on', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`links are not prefetched ${name}, but still work`, async ({ page }) => {
      await page.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c, configurable: true }), connection);
      const requested: string[] = [];
      page.on('request', (r) => /\/page-data\/docs\/|\/chunk-map-/.test(r.url()) && requested.push(new URL(r.url()).pathname));
      await gotoHydrated(page, `${V6.base}/intro`);
      // Links in view are prefetched on idle on a normal connection (next test); hovering would
      // load the page as intent, which is not prefetching, so the pointer stays away. Nor is the
      // chunk map fetched, which only prefetching reads.
      await waitForPageSettled(page);
      expect(requested.filter((p) => !p.startsWith(`/page-data${V6.base}/intro/`))).toEqual([]);
      await sidebar(page).getByRole('link', { name: 'Compatibility packages' }).click();
      await expect(page).toHaveURL(`${V6.base}/compat`);
    });
  }

  test('on a normal connection, linked pages in view are prefetched', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => r.url().includes(`/page-data${V6.base}/`) && requested.push(new URL(r.url()).pathname));
    await gotoHydrated(page, `${V6.base}/intro`);
    // Gatsby prefetches a few links in view at a time while the browser is idle.
    await expect.poll(() => requested.filter((p) => !p.startsWith(`/page-data${V6.base}/intro/`)).length).toBeGreaterThan(0);
  });

  test("the chunk map is a file of its own, and a linked page's component is still prefetched with its data", async ({ page, request }) => {
    // Every doc's component chunks, by the build's own map (the page no longer carries it).
    const chunkMap = JSON.parse(fs.readFileSync(path.join(BUILD_INTERNALS_DIR, 'chunk-map.json'), 'utf8')) as Record<string, string[]>;
    // Gatsby's own copy stays out of what is deployed.
    expect((await request.get('/chunk-map.json')).status()).toBe(404);
    expect((await request.get('/webpack.stats.json')).status()).toBe(404);
    const docChunks = new Set(Object.entries(chunkMap).flatMap(([name, files]) => (name.includes('content-file-path-content-') ? files : [])));
    const html = await (await request.get(`${V6.base}/intro`)).text();
    expect(html).not.toContain('component---');
    const prefetched: string[] = [];
    page.on('request', (r) => docChunks.has(new URL(r.url()).pathname) && prefetched.push(new URL(r.url()).pathname));
    await gotoHydrated(page, `${V6.base}/intro`);
    const own = chunkMap[(await (await request.get(`/page-data${V6.base}/intro/page-data.json`)).json()).componentChunkName as string]!;
    // A link in view is prefetched once the browser is idle: its page-data, and with the map, its component.
    await expect.poll(() => prefetched.filter((file) => !own.includes(file)).length).toBeGreaterThan(0);
  });
});

test("a page's first-load JS names no other page; a linked doc's component comes from its page data", async ({ page, request }) => {
  const target = (await (await request.get(`/page-data${V6.base}/compat/page-data.json`)).json()) as {
    componentChunkName: string;
    componentChunks: [moduleId: unknown, chunks: Array<[chunkId: unknown, file?: string]>];
  };
  // Its own chunk, the one that grows with the docs: the page data names its file.
  const ownFile = target.componentChunks[1].find(([, file]) => file?.startsWith(target.componentChunkName))![1]!;
  // The scripts the 6.x intro hydrates with: Gatsby's app and webpack's runtime used to list every page component.
  const { scripts } = firstLoadJs(`${V6.base}/intro`);
  for (const script of scripts) {
    const text = fs.readFileSync(`public${script}`, 'utf8');
    expect(text, script).not.toContain(target.componentChunkName);
    expect(text, script).not.toContain(ownFile);
  }
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await gotoHydrated(page, `${V6.base}/intro`);
  await mark(page);
  await sidebar(page).getByRole('link', { name: 'Compatibility packages' }).click();
  await expect(page).toHaveURL(`${V6.base}/compat`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compatibility packages');
  expect(await marked(page)).toBe(true);
  expect(fetched).toContain(`/${ownFile}`);
});

test("a doc's first-load JS holds no gatsby-script or Partytown, which the site does not use", () => {
  // Gatsby's internal Partytown plugin required both at the top of a file that only works in develop.
  for (const script of firstLoadJs(`${V6.base}/intro`).scripts) {
    const text = fs.readFileSync(`public${script}`, 'utf8');
    expect(text.includes('text/partytown'), script).toBe(false);
    expect(text.includes('__third-party-proxy'), script).toBe(false);
  }
});

test("the doc template's code is one chunk that every doc shares; going to another doc fetches only its content", async ({ page, request }) => {
  // The "Copy page" menu is the template's: its label is in one chunk of the build, not a copy in each doc's.
  const label = 'More ways to get this page';
  const holding = (route: string) => firstLoadJs(route).scripts.filter((script) => fs.readFileSync(`public${script}`, 'utf8').includes(label));
  const template = holding(`${V6.base}/intro`);
  expect(template).toHaveLength(1);
  expect(holding(`${V6.base}/compat`)).toEqual(template);
  const target = (await (await request.get(`/page-data${V6.base}/compat/page-data.json`)).json()) as {
    componentChunkName: string;
    componentChunks: [moduleId: unknown, chunks: Array<[chunkId: unknown, file?: string]>];
  };
  const ownFile = target.componentChunks[1].find(([, file]) => file?.startsWith(target.componentChunkName))![1]!;
  expect(fs.readFileSync(`public/${ownFile}`, 'utf8')).not.toContain(label);

  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await gotoHydrated(page, `${V6.base}/intro`);
  await sidebar(page).getByRole('link', { name: 'Compatibility packages' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compatibility packages');
  await expect(page.getByRole('button', { name: 'More ways to get this page' })).toBeVisible();
  // Its own chunk came (now or prefetched before the click); the template's, once for both pages.
  expect(fetched).toContain(`/${ownFile}`);
  expect(fetched.filter((file) => file === template[0])).toHaveLength(1);
});

test.describe('failures', () => {
  test.describe('a chunk that fails to load', () => {
    test.use({ expectedConsoleErrors: /Failed to load resource: net::ERR_FAILED|ChunkLoadError|Loading chunk/ });

    test('shows a red box with the error and a Retry button that loads it again', async ({ page }) => {
      let fail = true;
      await page.route(/live-runtime-6.*\.js$/, (route) => (fail ? route.abort() : route.continue()));
      await gotoHydrated(page, `${V6.base}/intro`);
      const live = page.getByRole('region', { name: 'Live example' });
      await live.scrollIntoViewIfNeeded();
      const alert = live.getByRole('alert');
      await expect(alert).toContainText('The live example could not load');
      await expect(alert).toHaveCSS('border-top-color', 'rgb(179, 38, 30)');
      fail = false;
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(live.getByRole('figure')).toContainText("(firstName like 'Ste%')");
    });
  });

  test.describe('a page that crashes while rendering', () => {
    test.use({ expectedConsoleErrors: /Rendering the test page failed|The above error occurred|Minified React error|Uncaught error/ });

    test('shows "This page crashed." with the cause chain inside the layout, and "Try again" renders it again', async ({ page }) => {
      await gotoHydrated(page, '/__e2e/crash');
      await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
      await expect(page.getByText('Error: Rendering the test page failed')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Causes' })).toHaveText('Cause: Error: The data it needed was missing');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await page.evaluate(() => ((window as unknown as { __e2eAllowRender: boolean }).__e2eAllowRender = true));
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Recovered' })).toBeVisible();
    });
  });

  test.describe('a site served under a path prefix it was not built for', () => {
    test.use({ expectedConsoleErrors: /Failed to load resource/ });

    test('shows a banner with the configured and the suggested prefix', async ({ page, baseURL }) => {
      // Serve the build under /mirror/: pages answer, but the root-relative scripts do not.
      await page.route('**/*', async (route) => {
        const url = new URL(route.request().url());
        if (url.origin !== baseURL) return route.continue();
        if (!url.pathname.startsWith('/mirror/')) return route.abort();
        const response = await route.fetch({ url: `${baseURL}${url.pathname.slice('/mirror'.length)}${url.search}` });
        return route.fulfill({ response });
      });
      await page.goto(`/mirror${V6.base}/intro`);
      const banner = page.getByRole('alert').filter({ hasText: 'This site did not load properly.' });
      await expect(banner).toBeVisible();
      await expect(banner.locator('[data-configured]')).toHaveText('/');
      await expect(banner.locator('[data-suggested]')).toHaveText('/mirror/');
    });

    test('stays hidden when the site loads normally', async ({ page }) => {
      await gotoHydrated(page, `${V6.base}/intro`);
      await page.waitForLoadState('load');
      await expect(page.getByText('This site did not load properly.')).toBeHidden();
    });
  });
});
