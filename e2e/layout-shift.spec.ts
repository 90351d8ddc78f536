import type { Page } from '@playwright/test';
import { versionOfMajor } from './data';
import { expect, gotoHydrated, test, waitForPageSettled } from './fixtures';

/** A long doc with many code blocks, as 6.x writes it. */
const QUERYBUILDER_6 = `${versionOfMajor(6).base}/components/querybuilder`;

/**
 * Nothing on a page moves while it loads: the sum of layout shifts (Chromium's layout-shift
 * entries, the figure behind Lighthouse's CLS) stays near zero through hydration and until the
 * network is idle. Both pages below used to shift: a doc re-wrapped its text when the table of
 * contents was parsed (0.11–0.15), /search moved its footer when the app replaced the server form
 * and again when the version facet arrived (0.2), /demo moved its footer when the demo replaced its
 * placeholder and painted its builder before the builder's stylesheet was in (0.14).
 */
async function layoutShiftOf(page: Page, url: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await gotoHydrated(page, url);
  await waitForPageSettled(page);
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

test('a long doc page does not shift while it loads (desktop, with the table of contents)', async ({ page }) => {
  await page.setViewportSize({ width: 1350, height: 940 });
  const shift = await layoutShiftOf(page, QUERYBUILDER_6);
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  expect(shift).toBeLessThan(0.01);
});

test('/search does not shift while the search app takes over from the server form and results arrive (phone)', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const shift = await layoutShiftOf(page, '/search?q=rule');
  await expect(page.getByRole('status')).toContainText('documents found');
  expect(shift).toBeLessThan(0.01);
});

test('/demo does not shift while the demo replaces its placeholder and its builder gets its styles (desktop)', async ({ page }) => {
  await page.setViewportSize({ width: 1350, height: 940 });
  const shift = await layoutShiftOf(page, '/demo');
  await expect(page.locator('.queryBuilder .rule').first()).toBeVisible();
  expect(shift).toBeLessThan(0.01);
});

test('a code block keeps its height when it scrolls into view and is first rendered', async ({ page }) => {
  // Code blocks far from the viewport are not laid out (content-visibility) and stand at a
  // reserved height until they near it: that height must be their real one, or the text below
  // jumps as the reader scrolls (and a click can land beside the button it aimed at).
  await page.setViewportSize({ width: 1350, height: 940 });
  await gotoHydrated(page, QUERYBUILDER_6);
  const blocks = page.locator('main pre');
  const count = await blocks.count();
  expect(count).toBeGreaterThan(10);
  const changed: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const block = blocks.nth(i);
    const reserved = await block.evaluate((el) => el.getBoundingClientRect().height);
    await block.scrollIntoViewIfNeeded();
    const rendered = await block.evaluate(
      (el) => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(el.getBoundingClientRect().height))))
    );
    if (Math.abs(rendered - reserved) > 1) changed.push(`block ${i + 1}: ${reserved.toFixed(1)} px reserved, ${rendered.toFixed(1)} px rendered`);
  }
  expect(changed).toEqual([]);
});
