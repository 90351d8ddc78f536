import { expect, gotoHydrated, test } from './fixtures';
import { FIRST_LOAD_SHARED_JS, versionOfMajor } from './data';
import { distinctDocRoutesWith, docRoutesWith } from './support/docSources';
import { fetchedScripts, firstLoadJs } from './support/firstLoadJs';
import { openLive } from './support/liveCode';

/** The examples below are 7.x's, run on its release wherever 7.x is served. */
const V7 = versionOfMajor(7);

test.describe('live code examples', () => {
  test('an edit that changes the output shows the new output (7.x runs its release)', async ({ page }) => {
    await gotoHydrated(page, `${V7.base}/utils/export`);
    const { editor, status, output } = await openLive(page, "format: 'natural_language', fields, parseNumbers: true");
    await expect(status).toHaveText(`Ran with react-querybuilder ${V7.release}`);
    await expect(output.getByRole('figure', { name: 'Result' })).toHaveText("ResultFirst name starts with 'Stev', and Age is greater than or equal to 18");
    // As a reader would: select the value in the code and type another one.
    await editor.getByText("'Stev'").first().dblclick();
    await page.keyboard.type('Al');
    await expect(output.getByRole('figure', { name: 'Result' })).toContainText("First name starts with 'Al', and Age");
  });

  test('a 4.x page runs 4.5.3, and its builder works', async ({ page }) => {
    await gotoHydrated(page, '/docs/4/api/querybuilder');
    const { status, output } = await openLive(page, 'export const App');
    await expect(status).toHaveText('Ran with react-querybuilder 4.5.3');
    await expect(output.locator('.queryBuilder')).toBeVisible();
    const rules = await output.locator('.rule').count();
    await output.getByRole('button', { name: '+Rule' }).click();
    await expect(output.locator('.rule')).toHaveCount(rules + 1);
  });

  test("an example sees only its imports, never the page's globals (4.x page, after the console tools arrived)", async ({ page }) => {
    await gotoHydrated(page, '/docs/4/api/querybuilder');
    // Once the page has idled, the site puts its own release's formatQuery on window for console experiments.
    await page.waitForFunction(() => typeof (window as unknown as { formatQuery?: unknown }).formatQuery === 'function');
    const { editor, status, output } = await openLive(page, 'export const App');
    await expect(status).toHaveText('Ran with react-querybuilder 4.5.3');
    const result = output.getByRole('figure', { name: 'Result' });
    const replaceCode = async (code: string) => {
      await editor.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(code);
    };
    await replaceCode('typeof formatQuery;');
    await expect(result).toHaveText('Resultundefined');
    // Imported, it is the page's release, not the function on window.
    await replaceCode("import { formatQuery } from 'react-querybuilder';\n[typeof formatQuery, formatQuery === window.formatQuery];");
    await expect(result).toHaveText(/^Result\[\s*"function",\s*false\s*\]$/);
    await expect(status).toHaveText('Ran with react-querybuilder 4.5.3');
  });

  test('while the editor loads, the example says so, and the button waits', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/live-editor.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, `${V7.base}/utils/export`);
    const button = page.getByRole('button', { name: 'Edit and run' }).first();
    await button.click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the editor…' })).toBeVisible();
    await expect(button).toBeDisabled();
    release();
    await expect(page.getByRole('textbox', { name: /^Code editor/ })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the editor…' })).toHaveCount(0);
  });

  test('nothing of the editor loads with the page: the first-load JS is what it was', { tag: '@overrides' }, async ({ page }) => {
    const route = `${V7.base}/components/querybuilder`;
    const { bytes, scripts } = firstLoadJs(route);
    expect(scripts.filter((script) => /live-(editor|runtime)/.test(script))).toEqual([]);
    // The page's own content chunk comes at the reader's first input (e2e/article-hydration.spec.ts):
    // the first load is what every doc shares.
    expect(scripts.filter((script) => script.includes('component---src-templates-doc-page'))).toEqual([]);
    expect(bytes).toBeLessThanOrEqual(FIRST_LOAD_SHARED_JS.bytes + 1024);
    // The browser hydrates with exactly that: it fetched every script of the set, and no editor.
    await gotoHydrated(page, route);
    const fetched = await fetchedScripts(page);
    expect(fetched).toEqual(expect.arrayContaining(scripts));
    expect(fetched.filter((script) => /live-(editor|runtime)/.test(script))).toEqual([]);
  });
});

test.describe('a live example with an error', () => {
  // React reports an error its boundary caught on the console, as it does in any app.
  test.use({ expectedConsoleErrors: /Error: boom/ });
  test('broken code shows its error inline, the page keeps working, and Reset restores the example', async ({ page }) => {
    await gotoHydrated(page, `${V7.base}/components/querybuilder`);
    const { editor, status, output } = await openLive(page, 'The smallest useful builder');
    await expect(status).toHaveText(`Ran with react-querybuilder ${V7.release}`);
    await expect(output.locator('.queryBuilder')).toBeVisible();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\nconst broken = ;');
    await expect(status).toContainText('Error: SyntaxError');
    await expect(output).toContainText('Error');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(editor).not.toContainText('broken');
    await expect(status).toHaveText(`Ran with react-querybuilder ${V7.release}`);
    // A component that throws while rendering: the error stays inside the example.
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type("\nexport default function Boom(): JSX.Element { throw new Error('boom'); }");
    await expect(output).toContainText('Error while rendering');
    await expect(output).toContainText('Error: boom');
    await expect(page.getByRole('heading', { level: 1, name: 'QueryBuilder' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(editor).not.toContainText('Boom');
    await expect(editor).toContainText("import { QueryBuilder, formatQuery } from 'react-querybuilder';");
    await expect(status).toHaveText(`Ran with react-querybuilder ${V7.release}`);
    await expect(output.locator('.queryBuilder')).toBeVisible();
  });
});

test.describe('every live example runs without an error', () => {
  test.describe.configure({ timeout: 180_000 });
  const liveBlocks = (source: string) => [...source.matchAll(/^```\w+ (?:.* )?live(?: [^\n]*)?\n([\s\S]*?)^```/gm)].map((m) => m[1] as string);
  const pages = docRoutesWith((source) => liveBlocks(source).length);
  // Each distinct example once per release: Next and the latest share their examples and release after a release.
  const runs = distinctDocRoutesWith(liveBlocks);
  test('there are at least 20 across 6.x and Next, and each runs on some page', () => {
    const count = pages.filter(([route]) => !/^\/docs\/[45]\//.test(route)).reduce((sum, [, n]) => sum + n, 0);
    expect(count).toBeGreaterThanOrEqual(20);
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.length).toBeLessThanOrEqual(pages.length);
  });
  for (const [route, count] of runs) {
    test(`${route} (${count})`, async ({ page }) => {
      await gotoHydrated(page, route);
      for (let i = 0; i < count; i++) {
        // An opened example leaves the list, so the next one is always the first button.
        await page.getByRole('button', { name: 'Edit and run' }).first().click();
        const status = page
          .getByRole('status')
          .filter({ hasText: /react-querybuilder|Error/ })
          .nth(i);
        // The first example of a page loads the editor, the compiler and the release: slow on a busy machine.
        await expect(status).toHaveText(/^Ran with react-querybuilder \d/, { timeout: 30_000 });
        await expect(page.getByRole('region', { name: 'Example output' }).nth(i)).not.toContainText('Error');
      }
      await expect(page.getByRole('button', { name: 'Edit and run' })).toHaveCount(0);
    });
  }
});
