/**
 * The kill-switch build (scripts/build-overrides-off.mjs), run by the `overrides-off` project only:
 * its pages are what Gatsby makes by itself. The other specs of that project check that the site
 * still works; these check that the switch turned the overrides off, so a switch that leaves them
 * on fails here (both fail on the e2e build).
 */
import { versionOfMajor } from './data';
import { expect, test } from './fixtures';

/** A doc whose article waits for the reader's first input on the e2e build (e2e/article-hydration.spec.ts). */
const DOC = `${versionOfMajor(6).base}/components/querybuilder`;

test("Gatsby's chunk map is inline in the page, not a file of its own (chunk-map off)", async ({ page }) => {
  await page.goto('/docs/intro');
  const map = page.locator('script#gatsby-chunk-mapping');
  await expect(map).toHaveCount(1);
  expect(await map.getAttribute('data-file')).toBeNull();
  expect(await map.evaluate((script) => script.textContent?.length ?? 0)).toBeGreaterThan(1000);
});

test("a doc's own component loads with the page, not at the reader's first input (hydration and page-components off)", async ({ page }) => {
  const own = page.waitForResponse((response) =>
    /\/component---src-templates-doc-page-index-tsx-content-file-path-[^/]*-version-6-components-querybuilder-mdx-[0-9a-f]+\.js$/.test(response.url())
  );
  await page.goto(DOC);
  expect((await own).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
