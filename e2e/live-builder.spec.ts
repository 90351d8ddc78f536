import { versionOfMajor } from './data';
import { expect, gotoHydrated, test } from './fixtures';
import { distinctDocRoutesWith } from './support/docSources';

/** The intro of 6.x and of 7.x each embeds a live builder of its major. */
const V6 = versionOfMajor(6);
const V7 = versionOfMajor(7);

test.describe('live query builder embedded in a doc', () => {
  for (const [path, version] of [
    [`${V6.base}/intro`, '6'],
    [`${V7.base}/intro`, '7'],
  ] as const) {
    test(`${path}: a real v${version} builder loads near the viewport, works and exports live`, async ({ page }) => {
      await gotoHydrated(page, path);
      const live = page.getByRole('region', { name: 'Live example' });
      await expect(page.locator(`style[data-injected="react-querybuilder-${version}"]`)).toHaveCount(0);
      await live.scrollIntoViewIfNeeded();
      const output = live.getByRole('figure', { name: "formatQuery(query, 'sql')" });
      await expect(output).toContainText("(firstName like 'Ste%')");
      await expect(page.locator(`style[data-injected="react-querybuilder-${version}"]`)).toHaveCount(1);
      await live
        .getByRole('button', { name: /\+ ?Rule/ })
        .first()
        .click();
      await expect(output).toContainText("(firstName like 'Ste%' and firstName = '')");
      await live.getByRole('textbox').first().fill('Al');
      await expect(output).toContainText("(firstName like 'Al%' and firstName = '')");
    });
  }

  test('its stylesheet leaves with it on client-side navigation', async ({ page }) => {
    await gotoHydrated(page, `${V6.base}/intro`);
    const live = page.getByRole('region', { name: 'Live example' });
    await live.scrollIntoViewIfNeeded();
    await expect(live.getByRole('figure')).toBeVisible();
    await expect(page.locator('style[data-injected]')).toHaveCount(1);
    await page.getByRole('main').getByRole('link', { name: 'Compatibility packages' }).click();
    await expect(page).toHaveURL(`${V6.base}/compat`);
    await expect(page.locator('style[data-injected]')).toHaveCount(0);
  });
});

test('every embedded live builder renders, in every documented major', async ({ page }) => {
  test.setTimeout(180_000);
  // A doc identical to one already visited, at the same release (Next and the latest, right after a
  // release), renders the same builders: each distinct file is visited once.
  const routes = distinctDocRoutesWith((source) => (source.includes('<LiveBuilder') ? [source] : [])).map(([route]) => route);
  expect(routes.filter((r) => r.startsWith('/docs/4/')).length).toBeGreaterThan(0);
  expect(routes.filter((r) => r.startsWith('/docs/5/')).length).toBeGreaterThan(0);
  for (const route of routes) {
    await gotoHydrated(page, route);
    const regions = page.getByRole('region', { name: 'Live example' });
    const count = await regions.count();
    expect(count, route).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await regions.nth(i).scrollIntoViewIfNeeded();
      await expect(regions.nth(i).getByRole('button', { name: /Rule/ }).first(), route).toBeVisible();
    }
  }
});

test('the limit-groups example stops adding groups at level 2', async ({ page }) => {
  await gotoHydrated(page, '/docs/next/tips/limit-groups');
  const live = page.getByRole('region', { name: 'Live example' });
  await live.scrollIntoViewIfNeeded();
  const addGroup = live.getByRole('button', { name: /\+ ?Group/ });
  await expect(addGroup).toHaveCount(2);
  await addGroup.nth(1).click();
  await expect(live.getByRole('button', { name: /\+ ?Group/ })).toHaveCount(2);
  await expect(live.getByRole('button', { name: /\+ ?Rule/ })).toHaveCount(3);
});
