import { expect, gotoHydrated, test } from './fixtures';

test.describe('MDX authoring features', () => {
  test('code blocks are highlighted, titled, line-marked and copyable', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/docs/intro');
    const block = page.getByRole('figure', { name: 'App.tsx' }).first();
    await expect(block.getByText('App.tsx', { exact: true })).toBeVisible();

    // Keywords and strings get their own colours (build-time highlighting, no runtime tokenizer).
    const colours = await block.locator('pre').evaluate((pre) => {
      const leaf = (text: string) => [...pre.querySelectorAll('span')].find((s) => s.textContent === text && !s.children.length)!;
      return {
        keyword: getComputedStyle(leaf('import')).color,
        string: getComputedStyle(leaf("'react-querybuilder'")).color,
        plain: getComputedStyle(pre).color,
      };
    });
    expect(new Set(Object.values(colours)).size).toBe(3);
    // The theme's own colours, the keyword's from the later of its two rules (prism-theme.css: `.token:is(...)` keeps the cascade).
    expect(colours).toMatchObject({ keyword: 'rgb(0, 0, 159)', string: 'rgb(218, 16, 104)' });

    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("import { QueryBuilder, type Field } from 'react-querybuilder';");
    expect(copied).toContain('export const App = () => <QueryBuilder fields={fields} />;');
    expect(copied).not.toContain('highlight-');
  });

  test('magic comments mark lines and disappear from the code', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const stateBlock = page.locator('pre').filter({ hasText: 'useState<RuleGroupType>' });
    await expect(stateBlock).not.toContainText('highlight-next-line');
    // A marked line looks different: its background or its bar (the light theme uses the bar alone).
    const marked = await stateBlock.evaluate((pre) => {
      const lines = [...pre.querySelectorAll('.token-line')];
      const look = (l: Element) => `${getComputedStyle(l).backgroundColor} ${getComputedStyle(l).boxShadow}`;
      const base = look(lines[0]!);
      return lines.filter((l) => look(l) !== base).map((l) => l.textContent?.trim());
    });
    expect(marked).toEqual([expect.stringContaining('useState<RuleGroupType>')]);
  });

  test('npm2yarn blocks become synced, remembered tabs', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const tabs = page.getByRole('tablist').first();
    await expect(tabs.getByRole('tab')).toHaveText(['npm', 'Bun', 'Yarn', 'pnpm']);
    await expect(page.getByRole('tabpanel')).toHaveText(/npm install react-querybuilder/);
    await tabs.getByRole('tab', { name: 'Yarn' }).click();
    await expect(tabs.getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveText(/yarn add react-querybuilder/);
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'pnpm' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveText(/pnpm add react-querybuilder/);

    await gotoHydrated(page, '/docs/next/intro');
    await expect(page.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveText(/pnpm add react-querybuilder/);
  });

  test('admonitions with default and custom titles, and GFM tables', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await expect(page.getByRole('note', { name: 'Using a UI library?' })).toContainText('Compatibility packages render the builder');
    await expect(page.getByRole('note', { name: 'Note' })).toContainText('The export and import functions are plain functions of the query');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Format', 'Call', 'Result']);
    await expect(table.getByRole('row')).toHaveCount(5);
  });

  test('links between doc files resolve to routes and navigate in the app', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole('main').getByRole('link', { name: 'Compatibility packages' }).click();
    await expect(page).toHaveURL('/docs/compat');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});
