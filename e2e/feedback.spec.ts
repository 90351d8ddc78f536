/**
 * Feedback with no backend (issue 59, part 2): the reader's answer is an analytics event, and what they could
 * not find, or what broke, becomes a GitHub issue whose fields the link fills in with the exact release.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';
import { SITE_URL, versionOfMajor } from './data';
import { openLive } from './support/liveCode';
import { searchFromNavbar } from './support/searchModal';

const REPO_ISSUES = 'https://github.com/react-querybuilder/react-querybuilder/issues/new';
const V5 = versionOfMajor(5);
const V7 = versionOfMajor(7);

/** The title and body a new-issue link fills in. */
async function issueOf(link: Locator): Promise<{ title: string; body: string }> {
  const href = new URL((await link.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe(REPO_ISSUES);
  await expect(link).toHaveAttribute('target', '_blank');
  return { title: href.searchParams.get('title')!, body: href.searchParams.get('body')! };
}

const feedbackEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((args) => args[0] === 'event' && args[1] === 'docs_feedback')
      .map((args) => args[2])
  );

test.describe('feedback', () => {
  test('"Was this page helpful?": each answer is an event; "No" offers an issue with the page, release, section and search', async ({ page }) => {
    const dialog = await searchFromNavbar(page, `${V5.base}/intro`, 'parseSQL');
    // The first hit on a doc page of the version (API entries have no feedback).
    const first = dialog
      .getByRole('option')
      .filter({ has: page.locator(`a[href^="${V5.base}/"]`) })
      .first();
    const path = new URL((await first.getByRole('link').getAttribute('href'))!, SITE_URL).pathname.replace(/\/$/, '');
    await first.click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => new URL(page.url()).pathname.replace(/\/$/, '')).toBe(path);

    const feedback = page.getByRole('group', { name: 'Was this page helpful?' });
    // At the end of the page, the section in view is the last heading above the top 100 px (under the navbar).
    await page.keyboard.press('End');
    await expect(feedback.getByRole('button', { name: 'No' })).toBeInViewport();
    let inView = '';
    for (const heading of await page.locator('article h2[id], article h3[id]').all())
      if ((await heading.boundingBox())!.y <= 100) inView = `${(await heading.textContent())!.replace(/#$/, '').trim()} (#${await heading.getAttribute('id')})`;
    expect(inView).not.toBe('');
    await feedback.getByRole('button', { name: 'No' }).click();
    await expect(feedback.getByRole('status')).toContainText('Thanks for telling us.');
    await expect(feedback.getByRole('button', { name: 'Yes' })).toHaveCount(0);
    await expect.poll(() => feedbackEvents(page)).toEqual([{ page: path, version: V5.name, helpful: 'no' }]);

    const { title, body } = await issueOf(feedback.getByRole('link', { name: /Tell us what was missing/ }));
    const h1 = await page.getByRole('heading', { level: 1 }).textContent();
    expect(title).toBe(`Docs: "${h1}" (${V5.label}) did not help`);
    expect(body).toContain(`Page: ${SITE_URL}${path}\n`);
    expect(body).toContain(`Version: react-querybuilder@${V5.release} (docs ${V5.label})\n`);
    expect(body).toContain(`Section in view: ${inView}\n`);
    expect(body).toContain('Search that led here: "parseSQL"\n');
  });

  test('"Yes" sends its event and offers no issue; a page reached without a search names none', async ({ page }) => {
    await gotoHydrated(page, `${V7.base}/intro`);
    const feedback = page.getByRole('group', { name: 'Was this page helpful?' });
    await feedback.getByRole('button', { name: 'Yes' }).click();
    await expect(feedback.getByRole('status')).toHaveText('Thanks for telling us.');
    await expect(feedback.getByRole('link')).toHaveCount(0);
    await expect.poll(() => feedbackEvents(page)).toEqual([{ page: `${V7.base}/intro`, version: V7.name, helpful: 'yes' }]);

    await gotoHydrated(page, `${V7.base}/intro`);
    await page.getByRole('group', { name: 'Was this page helpful?' }).getByRole('button', { name: 'No' }).click();
    const { body } = await issueOf(page.getByRole('link', { name: /Tell us what was missing/ }));
    expect(body).toContain('Search that led here: none\n');
  });

  test('a search that finds nothing, or whose results the reader went past, offers "Tell us what you were looking for"', async ({ page }) => {
    const dialog = await searchFromNavbar(page, `${V5.base}/intro`, 'zqxwvy');
    await expect(dialog.getByText('No results for')).toBeVisible();
    const fromModal = await issueOf(dialog.getByRole('link', { name: 'Tell us what you were looking for' }));
    expect(fromModal.title).toBe('Search: "zqxwvy" did not find what I was looking for');
    expect(fromModal.body).toContain(
      `Query: "zqxwvy"\nVersion searched: react-querybuilder@${V5.release} (docs ${V5.label})\nSearched from: ${SITE_URL}${V5.base}/intro\n`
    );
    // With hits, the link waits past the last of them.
    await dialog.getByRole('combobox', { name: 'Search docs' }).fill('parseSQL');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    const past = dialog.getByRole('link', { name: 'Tell us what you were looking for' });
    await past.scrollIntoViewIfNeeded();
    await expect(past).toBeVisible();
    expect((await issueOf(past)).title).toBe('Search: "parseSQL" did not find what I was looking for');

    await gotoHydrated(page, '/search?q=zqxwvy');
    const main = page.getByRole('main');
    await expect(main.getByText('No results for "zqxwvy"')).toBeVisible();
    expect((await issueOf(main.getByRole('link', { name: 'Tell us what you were looking for' }))).body).toContain('Query: "zqxwvy"\n');
  });

  test('a live example offers "Report a problem with this example", with the code as edited, the release and the browser', async ({ page }) => {
    await gotoHydrated(page, `${V7.base}/utils/export`);
    const { editor, status } = await openLive(page, "format: 'natural_language', fields, parseNumbers: true");
    await expect(status).toHaveText(`Ran with react-querybuilder ${V7.release}`);
    await editor.getByText("'Stev'").first().dblclick();
    await page.keyboard.type('Zed');
    const report = page.getByRole('link', { name: 'Report a problem with this example' });
    await expect.poll(async () => (await issueOf(report)).body).toContain("'Zed'");
    const { title, body } = await issueOf(report);
    expect(title).toContain(`on ${V7.base}/utils/export`);
    expect(body).toContain(`Page: ${SITE_URL}${V7.base}/utils/export\n`);
    expect(body).toContain(`react-querybuilder: ${V7.release}\n`);
    expect(body).toMatch(/\nreact: 18\.\d+\.\d+\n/);
    expect(body).toContain(`Browser: ${await page.evaluate(() => navigator.userAgent)}\n`);
    expect(body).toContain('```tsx\n');
  });
});
