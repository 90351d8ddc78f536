import { E2E_GTAG_ID, expect, gotoHydrated, test } from './fixtures';

type PageViews = Array<{ page_path?: string }>;
const pageViews = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => args[2] as { page_path?: string })
  ) as Promise<PageViews>;

test.describe('calls', () => {
  test('analytics: gtag is configured without IP anonymisation and reports a page view on every route change', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const config = await page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((e) => Array.from(e)).find((a) => a[0] === 'config')
    );
    expect(config?.[1]).toBe(E2E_GTAG_ID);
    expect((config?.[2] as { anonymize_ip?: boolean }).anonymize_ip).toBe(false);
    await expect.poll(() => pageViews(page)).toEqual([{ page_path: '/docs/intro' }]);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Buildless' }).click();
    await expect.poll(() => pageViews(page)).toEqual([{ page_path: '/docs/intro' }, { page_path: '/docs/buildless' }]);
  });

  test('/js/console.js loads on every page as a plain script and greets the console', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await gotoHydrated(page, '/docs/4/intro');
    const script = page.locator('script[src="/js/console.js"]');
    await expect(script).toHaveCount(1);
    expect(await script.evaluate((s) => (s as HTMLScriptElement).async || (s as HTMLScriptElement).defer)).toBe(false);
    await expect.poll(() => messages).toContainEqual(expect.stringContaining('React Query Builder'));
  });

  test('formatQuery, transformQuery and the parsers are on window once the page is idle', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await gotoHydrated(page, '/');
    await expect.poll(() => page.evaluate(() => typeof (window as unknown as { formatQuery?: unknown }).formatQuery), { timeout: 15_000 }).toBe('function');
    const sql = await page.evaluate(() => {
      const w = window as unknown as { parseSQL: (s: string) => unknown; formatQuery: (q: unknown, f: string) => string };
      return w.formatQuery(w.parseSQL("select * from t where firstName = 'Steve'"), 'sql');
    });
    expect(sql).toBe("(firstName = 'Steve')");
    expect(messages.some((m) => /formatQuery, transformQuery, parseSQL, parseCEL, parseJsonLogic, parseMongoDB/.test(m))).toBe(true);
  });
});
