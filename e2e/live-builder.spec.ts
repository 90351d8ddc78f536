import { expect, gotoHydrated, test } from './fixtures';

test.describe('live query builder embedded in a doc', () => {
  for (const [path, version] of [
    ['/docs/intro', '6'],
    ['/docs/next/intro', '7'],
  ] as const) {
    test(`${path}: a real v${version} builder loads near the viewport, works and exports live`, async ({ page }) => {
      await gotoHydrated(page, path);
      const live = page.getByRole('region', { name: 'Live example' });
      await expect(page.locator(`style[data-injected="react-querybuilder-${version}"]`)).toHaveCount(0);
      await live.scrollIntoViewIfNeeded();
      const output = live.getByRole('figure', { name: "formatQuery(query, 'sql')" });
      await expect(output).toContainText("(firstName like 'Ste%')");
      await expect(page.locator(`style[data-injected="react-querybuilder-${version}"]`)).toHaveCount(1);
      await live.getByRole('button', { name: /\+ ?Rule/ }).first().click();
      await expect(output).toContainText("(firstName like 'Ste%' and firstName = '')");
      await live.getByRole('textbox').first().fill('Al');
      await expect(output).toContainText("(firstName like 'Al%' and firstName = '')");
    });
  }

  test('its stylesheet leaves with it on client-side navigation', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const live = page.getByRole('region', { name: 'Live example' });
    await live.scrollIntoViewIfNeeded();
    await expect(live.getByRole('figure')).toBeVisible();
    await expect(page.locator('style[data-injected]')).toHaveCount(1);
    await page.getByRole('main').getByRole('link', { name: 'Compatibility packages' }).click();
    await expect(page).toHaveURL('/docs/compat');
    await expect(page.locator('style[data-injected]')).toHaveCount(0);
  });
});
