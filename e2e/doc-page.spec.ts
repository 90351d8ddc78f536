import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test, waitForPageSettled } from './fixtures';
import { fetchedScripts, firstLoadJs } from './support/firstLoadJs';
import { builtFile } from './support/publicDir';
import { LATEST, versionNamed, versionOfMajor } from './data';

const V3 = versionOfMajor(3);
const V5 = versionOfMajor(5);
const V6 = versionOfMajor(6);
const NEXT = versionNamed('current');

/** The site path of a page's sidebar file (`sidebarTree`: its own sidebar; `sidebarFile`: the items it leaves out), from its page data. */
async function sidebarFileOf(page: Page, route: string, field: 'sidebarTree' | 'sidebarFile'): Promise<string> {
  const data = (await (await page.request.get(`/page-data${route}/page-data.json`)).json()) as { result: { pageContext: Record<string, string> } };
  return data.result.pageContext[field]!;
}

test.describe('doc page', () => {
  test('sidebar marks the current page and opens only the category that holds it', async ({ page }) => {
    await gotoHydrated(page, '/docs/next/utils/export');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Export', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Utilities'" })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', { name: 'QueryBuilder' })).toBeHidden();

    await sidebar.getByRole('button', { name: "Expand sidebar category 'Components'" }).click();
    await sidebar.getByRole('link', { name: 'QueryBuilder' }).click();
    await expect(page).toHaveURL('/docs/next/components/querybuilder');
    await expect(sidebar.getByRole('link', { name: 'QueryBuilder' })).toHaveAttribute('aria-current', 'page');

    await sidebar.getByRole('link', { name: 'Tips & tricks' }).click();
    await expect(page).toHaveURL('/docs/next/category/tips--tricks');
    await expect(sidebar.getByRole('link', { name: 'Common mistakes' })).toBeVisible();
  });

  test("the sidebar's items carry no class of their own, and keep their spacing", async ({ page, request }) => {
    // At a thousand docs an open category's list is most of a page's HTML: an item is its link and nothing more.
    const html = await (await request.get('/docs/next/utils/export')).text();
    const sidebarHtml = /<nav[^>]*aria-label="Docs sidebar"[^>]*>([\s\S]*?)<\/nav>/.exec(html)![1]!;
    expect(sidebarHtml).toMatch(/<li><a [^>]*href="\/docs\/next\/utils\/export"/);
    expect(sidebarHtml).not.toMatch(/<li class=/);
    // (Gatsby's Link writes an empty `class` on the current page's link.)
    expect(sidebarHtml).not.toMatch(/<a [^>]*class="[^"]/);
    expect(sidebarHtml).not.toMatch(/class="[^"]* "/);

    await gotoHydrated(page, '/docs/next/utils/export');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    // The list item the link is in (its category's item holds it too).
    const item = sidebar.getByRole('link', { name: 'Export', exact: true }).locator('xpath=parent::li');
    await expect(item).toHaveCSS('margin-top', '2px');
    await expect(item).toHaveCSS('margin-bottom', '2px');
  });

  test("a category's toggle draws its chevron with CSS (no SVG per category in the HTML): pointing right when closed and down when open, in forced colours too", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/docs/next/utils/export')).text();
    const sidebarHtml = /<nav[^>]*aria-label="Docs sidebar"[^>]*>([\s\S]*?)<\/nav>/.exec(html)![1]!;
    expect(sidebarHtml).toMatch(/<button [^>]*aria-label="Expand sidebar category &#x27;Components&#x27;"[^>]*><\/button>/);
    expect(sidebarHtml).not.toMatch(/<button[^>]*><svg/);

    for (const forcedColors of ['none', 'active'] as const) {
      await page.emulateMedia({ forcedColors });
      await gotoHydrated(page, '/docs/next/utils/export');
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
      const toggle = sidebar.getByRole('button', { name: "Expand sidebar category 'Components'" });
      /** The chevron's box and colours, and which way the toggle turns it. */
      const chevron = () =>
        toggle.evaluate((button) => {
          const before = getComputedStyle(button, '::before');
          return {
            size: [before.borderLeftWidth, before.borderRightWidth, before.borderTopWidth, before.borderBottomWidth],
            sides: [before.borderLeftColor, before.borderRightColor],
            point: before.borderTopColor === getComputedStyle(button).color,
            turn: getComputedStyle(button).transform,
          };
        });
      // A triangle: its top border in the toggle's colour, its sides transparent, turned a quarter to point right.
      expect(await chevron()).toEqual({
        size: ['4px', '4px', '4px', '0px'],
        sides: ['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)'],
        point: true,
        turn: expect.stringMatching(/^matrix\([-\de.]+, -1, 1, [-\de.]+, 0, 0\)$/),
      });
      await toggle.click();
      await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Components'" })).toHaveCSS('transform', 'none');
    }
  });

  test("a collapsed category is its label alone in the page's HTML and page data; opened by keyboard, its items come and are there to Tab to", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/docs/next/utils/export')).text();
    const sidebarHtml = /<nav[^>]*aria-label="Docs sidebar"[^>]*>([\s\S]*?)<\/nav>/.exec(html)![1]!;
    // The open path is there, link by link; the collapsed Components category has its label and no items.
    expect(sidebarHtml).toContain('href="/docs/next/utils/export"');
    expect(sidebarHtml).toContain('Expand sidebar category &#x27;Components&#x27;');
    expect(sidebarHtml).not.toContain('href="/docs/next/components/querybuilder"');
    // Nor does the page data: the items are in the sidebar's shared file, fetched when the category opens.
    // It holds no sidebar at all, only the name of the file its category's pages share (the open path).
    const pageData = await (await request.get('/page-data/docs/next/utils/export/page-data.json')).text();
    expect(pageData).toContain('"/docs/next/utils/export"');
    expect(pageData).not.toContain('"/docs/next/components/querybuilder"');
    expect(pageData).not.toContain('"/docs/next/utils/validation"');

    await gotoHydrated(page, '/docs/next/utils/export');
    const shared = page.waitForResponse((response) => /\/static\/sidebars\/[0-9a-f]+\.json$/.test(response.url()));
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const toggle = sidebar.getByRole('button', { name: "Expand sidebar category 'Components'" });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Components'" })).toHaveAttribute('aria-expanded', 'true');
    expect((await shared).ok()).toBe(true);
    await expect(sidebar.getByRole('link', { name: 'QueryBuilder' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(sidebar.getByRole('link', { name: 'QueryBuilder' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(sidebar.getByRole('link', { name: 'QueryBuilder' })).toHaveCount(0);
  });

  test("the pages of one category share their sidebar file: fetched once, on the first of them, and another category's on its first page", async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/static\/sidebars\//.test(request.url())) fetched.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, '/docs/next/utils/export');
    expect(fetched).toEqual([await sidebarFileOf(page, '/docs/next/utils/export', 'sidebarTree')]);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('link', { name: 'Validation' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Validation');
    await expect(sidebar.getByRole('link', { name: 'Validation' })).toHaveAttribute('aria-current', 'page');
    expect(fetched).toHaveLength(1);

    // Another category: its file comes with the page (opening Components fetched the items file first).
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Components'" }).click();
    await sidebar.getByRole('link', { name: 'QueryBuilder' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('QueryBuilder');
    await expect(sidebar.getByRole('link', { name: 'QueryBuilder' })).toHaveAttribute('aria-current', 'page');
    const components = await sidebarFileOf(page, '/docs/next/components/querybuilder', 'sidebarTree');
    await expect.poll(() => fetched).toContain(components);
    expect(fetched).toEqual([...new Set(fetched)]);
  });

  test('the sidebar hydrates with the page: its HTML holds no Suspense boundary for a first tap to throw away', async ({ page }) => {
    // React 18 hydrates a server-rendered Suspense boundary after the rest of the page, and a tap
    // whose update reached it first made React drop its HTML and log error #421 (the e2e run of
    // 2026-11-28, on a touch screen). React marks such a boundary in the HTML with <!--$-->.
    const html = await (await page.request.get('/docs/next/typescript/')).text();
    const column = html.slice(html.indexOf('<aside'), html.indexOf('</aside>'));
    expect(column).toContain('aria-label="Docs sidebar"');
    expect(column).not.toContain('<!--$-->');
    await gotoHydrated(page, '/docs/next/typescript');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Components'" }).click();
    await expect(sidebar.getByRole('link', { name: 'QueryBuilder' })).toBeVisible();
  });

  test.describe("when the page's sidebar file cannot be fetched", () => {
    // The page's HTML holds the sidebar its browser could not load: React reports the mismatch
    // (#418) and renders the page again in the browser (#423), with the sidebar's way to retry.
    test.use({ expectedConsoleErrors: /Failed to load resource: net::ERR_FAILED|Minified React error #4(18|22|23);/ });

    test('the sidebar says so and offers to try again; the page works meanwhile', async ({ page }) => {
      const tree = await sidebarFileOf(page, '/docs/next/utils/export', 'sidebarTree');
      let failing = true;
      await page.route(
        (url) => url.pathname === tree,
        (route) => (failing ? route.abort() : route.continue())
      );
      await gotoHydrated(page, '/docs/next/utils/export');
      const column = page.getByRole('complementary', { name: 'Sidebar' });
      await expect(column.getByRole('alert')).toHaveText('The sidebar could not be loaded. Try again');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Export');
      failing = false;
      await column.getByRole('button', { name: 'Try again' }).click();
      await expect(column.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Export', exact: true })).toHaveAttribute(
        'aria-current',
        'page'
      );
    });
  });

  test.describe('when the sidebar file cannot be fetched', () => {
    test.use({ expectedConsoleErrors: /Failed to load resource: net::ERR_FAILED/ });

    test('a collapsed category says its items could not be loaded, and the rest of the sidebar keeps working', async ({ page }) => {
      const items = await sidebarFileOf(page, '/docs/next/utils/export', 'sidebarFile');
      await page.route(
        (url) => url.pathname === items,
        (route) => route.abort()
      );
      await gotoHydrated(page, '/docs/next/utils/export');
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
      await sidebar.getByRole('button', { name: "Expand sidebar category 'Components'" }).click();
      await expect(sidebar.getByRole('alert')).toHaveText('The pages of this category could not be loaded.');
      await sidebar.getByRole('link', { name: 'Validation' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Validation');
    });
  });

  test('the sidebar stays as the reader left it from one doc to the next (open categories, scroll position)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await gotoHydrated(page, '/docs/next/utils/export');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Components'" }).click();
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Tips & tricks'" }).click();
    // The sidebar's <nav> is its own scroll box (sticky, max-height of the viewport).
    await sidebar.evaluate((nav) => nav.scrollTo(0, nav.scrollHeight));
    const scrolled = await sidebar.evaluate((nav) => nav.scrollTop);
    expect(scrolled).toBeGreaterThan(100);

    await sidebar.getByRole('link', { name: 'Common mistakes' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Common mistakes');
    // Same sidebar element, not a new one: a category opened by hand is still open, the list not scrolled back.
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Components'" })).toHaveAttribute('aria-expanded', 'true');
    expect(await sidebar.evaluate((nav) => nav.scrollTop)).toBe(scrolled);
  });

  test('category pages list their docs as links', async ({ page }) => {
    await gotoHydrated(page, '/docs/5/category/api');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('API');
    for (const name of ['<QueryBuilder />', '<ValueEditor />', 'CSS classes', 'Export', 'Import', 'Validation', 'Miscellaneous']) {
      await expect(main.getByRole('link', { name: new RegExp(`^${name.replace(/[<>/]/g, '\\$&')}`) })).toBeVisible();
    }
    await main.getByRole('link', { name: /^Import/ }).click();
    await expect(page).toHaveURL('/docs/5/api/import');
  });

  test('the moved API listing of 6.x links each former page to its new home', async ({ page }) => {
    await gotoHydrated(page, '/docs/category/api');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^QueryBuilder/ })
      .click();
    await expect(page).toHaveURL('/docs/components/querybuilder');
  });

  test('breadcrumbs, previous/next and the edit link', async ({ page }) => {
    await gotoHydrated(page, '/docs/5/api/export');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'API' })).toHaveAttribute('href', '/docs/5/category/api');
    await expect(crumbs.getByText('Export')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      'https://github.com/react-querybuilder/react-querybuilder/edit/main/website/versioned_docs/version-5/api/export.mdx'
    );
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await pager.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL('/docs/5/api/import');
    await page
      .getByRole('navigation', { name: 'Docs pages' })
      .getByRole('link', { name: /Previous/ })
      .click();
    await expect(page).toHaveURL('/docs/5/api/export');
  });

  test('table of contents lists h2/h3, jumps to a heading and follows the scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 700 });
    await gotoHydrated(page, '/docs/intro');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link')).toHaveText(['Installation', 'Basics', 'Exporting queries', 'Where next']);
    await toc.getByRole('link', { name: 'Exporting queries' }).click();
    await expect(page).toHaveURL('/docs/intro#exporting-queries');
    await expect(page.getByRole('heading', { name: 'Exporting queries' })).toBeInViewport();
    await expect(toc.getByRole('link', { name: 'Exporting queries' })).toHaveAttribute('aria-current', 'location');
    await page.evaluate(() => window.scrollTo(0, document.getElementById('basics')!.offsetTop - 80));
    await expect(toc.getByRole('link', { name: 'Basics' })).toHaveAttribute('aria-current', 'location');
  });

  test('version banners: Next is unreleased, old majors unmaintained, each linking to the latest', async ({ page }) => {
    await gotoHydrated(page, `${NEXT.base}/intro`);
    const notice = page.getByRole('complementary', { name: 'Version notice' });
    await expect(notice).toContainText(`This is unreleased documentation for React Query Builder ${NEXT.label}.`);
    await expect(page.getByText(`Version: ${NEXT.label}`, { exact: true })).toBeVisible();

    await gotoHydrated(page, `${V5.base}/api/export`);
    await expect(notice).toContainText(`This is documentation for React Query Builder ${V5.label}, which is no longer actively maintained.`);
    await notice.getByRole('link', { name: 'latest version' }).click();
    // The latest version's page of the same doc (moved to utils/ since 6.x).
    await expect(page).toHaveURL(`${LATEST.base}/utils/export`);
    await expect(notice).toHaveCount(0);
    await expect(page.getByText(`Version: ${LATEST.label}`, { exact: true })).toBeVisible();

    await gotoHydrated(page, `${V3.base}/intro`);
    await expect(notice).toContainText(`${V3.label}, which is no longer actively maintained`);
  });

  test('head: title, description, canonical, Open Graph, language and direction', async ({ page }) => {
    await gotoHydrated(page, `${V6.base}/intro`);
    await expect(page).toHaveTitle('Getting started | React Query Builder');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://react-querybuilder.js.org${V6.base}/intro`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Install react-querybuilder 6/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Getting started | React Query Builder');
  });

  test("head: the next page's after a client navigation, though the first page never loads Helmet", { tag: '@overrides' }, async ({ page }) => {
    const holdsHelmet = (script: string) => fs.readFileSync(builtFile(script), 'utf8').includes('data-react-helmet');
    // react-helmet is not among the scripts the first page hydrates with, nor fetched once it has settled.
    expect(firstLoadJs(`${V6.base}/intro`).scripts.filter(holdsHelmet)).toEqual([]);
    await gotoHydrated(page, `${V6.base}/intro`);
    await waitForPageSettled(page);
    expect((await fetchedScripts(page)).filter(holdsHelmet)).toEqual([]);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Compatibility packages' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compatibility packages');
    await expect(page).toHaveTitle('Compatibility packages | React Query Builder');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://react-querybuilder.js.org${V6.base}/compat`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Use Ant Design, Bootstrap, Chakra UI/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `https://react-querybuilder.js.org${V6.base}/compat`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await fetchedScripts(page)).filter(holdsHelmet)).toHaveLength(1);
    // The same page, not a reload; the head's tags replaced, not added to.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    // Back on the first page, its own head again.
    await page.goBack();
    await expect(page).toHaveTitle('Getting started | React Query Builder');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://react-querybuilder.js.org${V6.base}/intro`);
  });

  test('social card: the version and section card the build renders, or the frontmatter image; each is an image the site serves', async ({ page }) => {
    for (const [route, card] of [
      [`${V6.base}/intro`, `/img/social/${V6.name}-docs.png`],
      [`${V6.base}/utils/export`, `/img/social/${V6.name}-utilities.png`],
      [`${V5.base}/api/export`, `/img/social/${V5.name}-api.png`],
      [`${V6.apiRoot}/react-querybuilder/functions/formatQuery`, `/img/social/${V6.name}-api-reference.png`],
      // Next's export page names its own image in its frontmatter.
      [`${NEXT.base}/utils/export`, '/img/social-card-export.png'],
      ['/demo', '/img/social-card.png'],
    ] as const) {
      await gotoHydrated(page, route);
      for (const meta of [page.locator('meta[property="og:image"]'), page.locator('meta[name="twitter:image"]')]) {
        await expect(meta).toHaveAttribute('content', `https://react-querybuilder.js.org${card}`);
      }
      const served = await page.request.get(card);
      expect(served.status(), `${card} for ${route}`).toBe(200);
      expect(served.headers()['content-type']).toBe('image/png');
      const png = await served.body();
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      // Width and height from the PNG header.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], card).toEqual([1200, 630]);
    }
    // Cards differ by section.
    const [docs, utilities] = await Promise.all(
      ['/img/social/6-docs.png', '/img/social/6-utilities.png'].map(async (card) => (await page.request.get(card)).body())
    );
    expect(docs!.equals(utilities!)).toBe(false);
  });

  test('"Skip to main content" is the first focusable element and moves focus to main', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
