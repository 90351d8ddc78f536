import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteConfig } from '../src/config/site';
import { cloudflareRedirectsProblem, HTM_RULE, placePageFiles } from '../src/gatsby/node/staticRedirects';
import { expect, test } from './fixtures';
import { HYDRATED_TOGGLE } from './support/pageTypes';

test.describe('redirects and special pages', () => {
  test('/react-querybuilder goes to /demo, with and without JavaScript', async ({ page, browser, request }) => {
    const html = await (await request.get('/react-querybuilder')).text();
    expect(html).toMatch(/<meta [^>]*http-equiv="refresh" content="0; url=\/demo"/);
    await page.goto('/react-querybuilder');
    // The demo then writes its state into the hash (its permalink).
    await expect(page).toHaveURL(/\/demo(#s=.*)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo' })).toBeVisible();
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto('/react-querybuilder');
    await expect(plain).toHaveURL('/demo');
    await expect(plain.getByRole('heading', { level: 1, name: 'Demo' })).toBeVisible();
    await noJs.close();
  });

  test('a moved doc keeps the query and hash of the old address, from the server and inside the app', async ({ page }) => {
    await page.goto('/docs/api/querybuilder?ref=old-link#props');
    await expect(page).toHaveURL('/docs/components/querybuilder?ref=old-link#props');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('QueryBuilder');
    // Inside the app, the redirect page's own effect sends the reader on: reach it by client navigation.
    // Only once the app has hydrated: hydration runs in a transition, and a navigation called before
    // the router has mounted changes the address without the router hearing of it. (A reader's click
    // cannot land there: React hydrates the page at once when a click arrives.)
    await expect(page.locator(HYDRATED_TOGGLE).first()).toBeEnabled();
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/docs/api/querybuilder?ref=app#props'));
    await expect(page).toHaveURL('/docs/components/querybuilder?ref=app#props');
  });

  test('x.html is a small redirect to x, with and without JavaScript', async ({ page, browser, request }) => {
    // The page is written once (x/index.html); x.html costs a few hundred bytes.
    const stub = await (await request.get('/docs/5/api/export.html')).text();
    expect(stub.length).toBeLessThan(1000);
    await page.goto('/docs/5/api/export.html?ref=old#parameterized-sql');
    await expect(page).toHaveURL('/docs/5/api/export?ref=old#parameterized-sql');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Export');
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto('/docs/5/api/export.html');
    await expect(plain).toHaveURL(/\/docs\/5\/api\/export\/?$/);
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Export');
    await noJs.close();
  });

  test('on a host that answers /x with x.html (GitHub Pages), that redirect goes on to x/ instead of to itself', async ({ page, request }) => {
    const stub = await (await request.get('/docs/intro.html')).text();
    const full = await (await request.get('/docs/intro')).text();
    const documents: string[] = [];
    page.on('request', (r) => r.isNavigationRequest() && documents.push(new URL(r.url()).pathname));
    // Such a host: /docs/intro is the file docs/intro.html, /docs/intro/ the file docs/intro/index.html.
    await page.route(/\/docs\/intro\/?$/, (route) =>
      route.fulfill({ contentType: 'text/html', body: new URL(route.request().url()).pathname.endsWith('/') ? full : stub })
    );
    await page.goto('/docs/intro');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started');
    expect(documents).toEqual(['/docs/intro', '/docs/intro/']);
  });

  test('with PAGE_FILES=html the page is x.html, and x/index.html redirects to x', async ({ page, request }) => {
    // What placePageFiles makes of the built page, served the way Cloudflare Pages serves such files.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-page-files-'));
    fs.mkdirSync(path.join(dir, 'docs/intro'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs/intro/index.html'), await (await request.get('/docs/intro')).text());
    expect(placePageFiles(dir, ['/docs/intro'], siteConfig.url)).toEqual(['/docs/intro']);
    await page.route(/\/docs\/intro(\/index\.html)?$/, (route) =>
      route.fulfill({
        contentType: 'text/html',
        path: path.join(dir, new URL(route.request().url()).pathname.endsWith('index.html') ? 'docs/intro/index.html' : 'docs/intro.html'),
      })
    );
    await page.goto('/docs/intro/index.html');
    await expect(page).toHaveURL('/docs/intro');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started');
  });

  test('x/index.html is normalised the same way', async ({ page }) => {
    await page.goto('/docs/intro/index.html');
    await expect(page).toHaveURL('/docs/intro');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started');
  });

  test('x.htm redirects to x, also on a plain static host without JavaScript', async ({ page, browser }) => {
    await page.goto('/docs/next/compat.htm');
    await expect(page).toHaveURL('/docs/next/compat');
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto('/docs/4/typescript.htm');
    await expect(plain).toHaveURL('/docs/4/typescript');
    await noJs.close();
  });

  test('_redirects sends the moves and every .htm with a 301 where the host reads it (Cloudflare Pages)', async ({ page, request }) => {
    const text = await (await request.get('/_redirects')).text();
    const lines = text.trim().split('\n');
    // Within what Cloudflare Pages reads (the build's own check, unit-tested against its limits), and the moves kept static.
    expect(cloudflareRedirectsProblem(lines)).toBeUndefined();
    expect(lines.at(-1)).toBe(HTM_RULE);
    const rules = lines.map((line) => line.split(' ') as [string, string, string]);
    // The host as Cloudflare's docs describe it: the first matching rule wins, a splat matches any characters.
    const answer = (pathname: string) => {
      for (const [from, to, status] of rules) {
        const match = new RegExp(`^${from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('*', '(?<splat>.*)')}$`).exec(pathname);
        if (match) return { status: Number(status), location: to.replace(':splat', match.groups?.splat ?? '') };
      }
      return undefined;
    };
    const statuses: number[] = [];
    await page.route(/\.htm$|\/docs\/api\/querybuilder$/, async (route) => {
      const moved = answer(new URL(route.request().url()).pathname);
      statuses.push(moved?.status ?? 404);
      await (moved ? route.fulfill({ status: moved.status, headers: { location: moved.location } }) : route.continue());
    });
    await page.goto('/docs/next/compat.htm');
    await expect(page).toHaveURL('/docs/next/compat');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compatibility packages');
    await page.goto('/docs/api/querybuilder');
    await expect(page).toHaveURL('/docs/components/querybuilder');
    expect(statuses).toEqual([301, 301]);
    expect(answer('/react-querybuilder')).toEqual({ status: 301, location: '/demo' });
  });

  test('/discord names the server, links the invite and forwards after 500 ms', async ({ page }) => {
    await page.route('https://discord.gg/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Discord invite</title>' }));
    // The page's timer runs on a controlled clock: on a loaded machine the real 500 ms could pass
    // before the assertions below ran, and the test would read the invite page instead.
    // Today's date: the page shows the year, and another one would not match the server HTML.
    await page.clock.install({ time: Date.now() });
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/discord');
    await expect(page.getByText('Redirecting to React Query Builder Discord server…')).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://discord.gg/MnAQWyUtEg' })).toHaveAttribute('href', 'https://discord.gg/MnAQWyUtEg');
    // The timer starts in an effect after hydration, which marks the page's DOM nodes as React's.
    // Hydration itself waits on the (paused) timers: move the clock on in small steps until it is done.
    const hydrated = () => page.evaluate(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber$')));
    for (let step = 0; step < 300 && !(await hydrated()); step++) await page.clock.runFor(10);
    expect(await hydrated()).toBe(true);
    await page.clock.runFor(450);
    await expect(page).toHaveURL(/\/discord$/);
    // An effect can run a moment after hydration: allow for it, but the page must forward.
    await page.clock.runFor(1000);
    await page.waitForURL('https://discord.gg/MnAQWyUtEg');
  });

  test('/markdown-page is a Markdown page in the site layout', async ({ page }) => {
    await page.goto('/markdown-page');
    await expect(page).toHaveTitle('Markdown page | React Query Builder');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Markdown page');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(0);
    await expect(page.getByRole('figure', { name: 'Example.tsx' })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Tip' })).toBeVisible();
  });
});
