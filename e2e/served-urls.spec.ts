/**
 * No address the site once served answers 404. Each file of ./served-urls/ lists the paths of an
 * earlier build's sitemap (before-v8.txt: the last build with 6.x as the latest version and 7.x as
 * Next). Each must answer with its page, or with a redirect to a page: a release moves the latest
 * version's docs to /docs/<major> and its API entries to /api/<major>, and the roots that follow
 * the releases (/docs, /api, /docs/next, /api/next) keep every address they had
 * (src/gatsby/api/pages.ts: fallbackRedirects).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

const LISTS = path.join(__dirname, 'served-urls');
const served = fs
  .readdirSync(LISTS)
  .filter((file) => file.endsWith('.txt'))
  .flatMap((file) =>
    fs
      .readFileSync(path.join(LISTS, file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((url) => ({ file, url }))
  );

/** The target of a static redirect page (`<meta http-equiv="refresh" content="0; url=…">`), if the HTML is one. */
const refreshTarget = (html: string) => /<meta [^>]*http-equiv="refresh" content="0; ?url=([^"]+)"/i.exec(html)?.[1];

/** Where `url` ends up: its status, and the redirect pages passed on the way. */
async function follow(request: APIRequestContext, url: string): Promise<{ status: number; hops: string[] }> {
  const hops: string[] = [];
  let at = url;
  for (;;) {
    const response = await request.get(at);
    const target = response.ok() ? refreshTarget(await response.text()) : undefined;
    if (!target || hops.length === 3) return { status: response.status(), hops };
    hops.push(target);
    at = new URL(target, `http://site${at}`).pathname;
  }
}

test.describe('every address of an earlier build', () => {
  test(`answers with its page or a redirect to one (${served.length} addresses)`, async ({ request }) => {
    expect(served.length).toBeGreaterThan(1000);
    const failures: string[] = [];
    for (let i = 0; i < served.length; i += 16) {
      const batch = served.slice(i, i + 16);
      const results = await Promise.all(batch.map(({ url }) => follow(request, url)));
      results.forEach(({ status, hops }, j) => {
        const { file, url } = batch[j]!;
        if (status !== 200) failures.push(`${file}: ${url}${hops.map((hop) => ` -> ${hop}`).join('')} answers ${status}`);
        else if (hops.length > 1) failures.push(`${file}: ${url} takes ${hops.length} redirects (${hops.join(' -> ')})`);
      });
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  test('a 6.x API entry that the latest release no longer exports opens at its version, keeping the query', async ({ page, request }) => {
    const moved: string[] = [];
    for (const { url } of served.filter((s) => /^\/api\/react-querybuilder\//.test(s.url))) {
      if (refreshTarget(await (await request.get(url)).text())?.startsWith('/api/6/')) moved.push(url);
      if (moved.length) break;
    }
    expect(moved, 'an entry of /api that now redirects to /api/6').toHaveLength(1);
    const name = moved[0]!.split('/').pop()!;
    await page.goto(`${moved[0]}?ref=old-link`);
    await expect(page).toHaveURL(`${moved[0]!.replace(/^\/api\//, '/api/6/')}?ref=old-link`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByText('Version: v6.x').first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${name} \\(v6\\.x API\\)`));
  });
});
