/**
 * The build served with its own public/_headers applied, as Netlify or Cloudflare Pages would:
 * every page type runs under the Content-Security-Policy with no violation, and the caching and
 * security headers are what the file says.
 */
import fs from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_PAGES, versionOfMajor } from './data';
import { expect, gotoHydrated, test, waitForPageSettled } from './fixtures';
import { builtFile } from './support/publicDir';

type Rules = Array<[string, Record<string, string>]>;

function readHeadersFile(): Rules {
  const rules: Rules = [];
  for (const line of fs.readFileSync(builtFile('/_headers'), 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push([line.trim(), {}]);
    else {
      const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line)!;
      rules[rules.length - 1]![1][name!.toLowerCase()] = value!;
    }
  }
  return rules;
}

/** The headers of every rule that matches, as those hosts combine them (`*` matches anything). */
function headersFor(rules: Rules, pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [pattern, headers] of rules) {
    const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    if (re.test(pathname)) Object.assign(out, headers);
  }
  return out;
}

/** The Cache-Control a fetch from the page gets for `url`. */
const cacheControlOf = (page: Page) => (url: string) => page.evaluate((u) => fetch(u).then((r) => r.headers.get('cache-control')), url);

/** Serves the site through the _headers rules, and records CSP violations in the page. */
async function applyHeaders(context: BrowserContext) {
  const rules = readHeadersFile();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== origin) return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), ...headersFor(rules, url.pathname) } });
  });
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective}: ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`));
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

test.describe('served with public/_headers', () => {
  test.beforeEach(async ({ context }) => applyHeaders(context));
  // A request still in flight when a test ends (a favicon, a prefetch) must not fail that test.
  test.afterEach(async ({ context }) => context.unrouteAll({ behavior: 'ignoreErrors' }));

  test('the headers: CSP and security headers on pages, immutable hashed assets, revalidated page-data', async ({ page }) => {
    // The app's scripts load after the first paint (src/gatsby/overrides/inline-scripts/deferScripts.ts), possibly after the load event.
    const appResponse = page.waitForResponse((r) => /\/app-[0-9a-f]+\.js$/.test(r.url()));
    const res = await page.goto('/docs/intro');
    const headers = res!.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain('https://www.googletagmanager.com');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cache-control'] ?? '').not.toContain('immutable');
    const app = (await appResponse).url();
    const cacheControl = cacheControlOf(page);
    expect(await cacheControl(app)).toBe('public, max-age=31536000, immutable');
    expect(await cacheControl('/page-data/docs/intro/page-data.json')).toBe('public, max-age=0, must-revalidate');
    // The page's own component chunk is immutable through the one rule all page components share,
    // and the file stays within the 100 rules Cloudflare Pages reads.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/component---[^/]*\.js$/.test(e.name)))).toBe(true);
    const component = await page.evaluate(() => performance.getEntriesByType('resource').find((e) => /\/component---[^/]*\.js$/.test(e.name))!.name);
    expect(await cacheControl(component)).toBe('public, max-age=31536000, immutable');
    expect(readHeadersFile().length).toBeLessThanOrEqual(100);
  });

  test("the chunk map's own file is named by its content and cached for good", { tag: '@overrides' }, async ({ page }) => {
    await page.goto('/docs/intro');
    // src/gatsby/overrides/chunk-map/chunkMapFile.ts: Gatsby's map, out of the page.
    const chunkMap = await page.locator('script#gatsby-chunk-mapping').getAttribute('data-file');
    expect(chunkMap).toMatch(/^\/chunk-map-[0-9a-f]{20}\.js$/);
    expect(await cacheControlOf(page)(chunkMap!)).toBe('public, max-age=31536000, immutable');
  });

  const PAGES: Array<[string, string, (page: Page) => Promise<void>]> = [
    ['home', '/', async (page) => void (await page.locator('.queryBuilder').first().waitFor())],
    [
      'doc with a live builder',
      '/docs/styling/overview',
      async (page) => {
        const live = page.getByRole('region', { name: 'Live example' }).first();
        await live.scrollIntoViewIfNeeded();
        await live.locator('.queryBuilder').waitFor();
      },
    ],
    [
      'live code example (blob: script)',
      `${versionOfMajor(7).base}/components/querybuilder`,
      async (page) => {
        await page.getByRole('button', { name: 'Edit and run' }).first().click();
        await expect(page.getByRole('status').filter({ hasText: /react-querybuilder|Error/ })).toHaveText(
          `Ran with react-querybuilder ${versionOfMajor(7).release}`
        );
        await page.getByRole('region', { name: 'Example output' }).locator('.queryBuilder').waitFor();
      },
    ],
    [
      'search modal',
      '/docs/intro',
      async (page) => {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search docs' }).click();
        await page.getByRole('combobox', { name: 'Search docs' }).fill('formatQuery');
        await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('option').first()).toBeVisible();
      },
    ],
    ['search page', '/search?q=query', async (page) => void (await page.getByRole('status').filter({ hasText: 'documents found' }).waitFor())],
    ['category', '/docs/category/components', async () => {}],
    ['versioned doc', '/docs/4/intro', async () => {}],
    ['markdown page', '/markdown-page', async () => {}],
    ...DEMO_PAGES.map((address): [string, string, (page: Page) => Promise<void>] => [
      address.slice(1),
      address,
      async (page) => {
        await page.locator('.queryBuilder .rule').first().waitFor();
        // Adding a rule makes the library render (and style) new controls at run time.
        await page.locator('.ruleGroup-addRule').first().click();
      },
    ]),
  ];

  for (const [name, url, use] of PAGES) {
    test(`${name} runs under the CSP with no violation`, async ({ page }) => {
      await gotoHydrated(page, url);
      await use(page);
      await waitForPageSettled(page);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('"Open in CodeSandbox" and /sandbox post their forms under the CSP (form-action names both services)', async ({ page, context }) => {
    // Answered here: the request never leaves the machine.
    await context.route(/^https:\/\/(stackblitz\.com|codesandbox\.io)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>caught</title>' })
    );
    await gotoHydrated(page, '/demo');
    const tab = context.waitForEvent('page');
    await page.getByRole('navigation', { name: 'Demo' }).getByRole('button', { name: 'Open in CodeSandbox' }).click();
    await expect(await tab).toHaveTitle('caught');
    expect(await violations(page)).toEqual([]);
    // From /sandbox the form goes out in the same tab: blocked, the page would stay.
    await page.goto('/sandbox?t=bootstrap&p=sb');
    await expect(page).toHaveTitle('caught');
  });

  test('a moved page and a .htm variant still redirect', async ({ page }) => {
    await page.goto('/docs/api/querybuilder');
    await expect(page).toHaveURL('/docs/components/querybuilder');
    await page.goto('/docs/intro.htm');
    await expect(page).toHaveURL('/docs/intro');
    expect(await violations(page)).toEqual([]);
  });
});
