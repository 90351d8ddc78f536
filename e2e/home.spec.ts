import { expect, gotoHydrated, test, waitForPageSettled } from './fixtures';

test('home page: title, tagline and the two ways in', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page).toHaveTitle('React Query Builder | The Query Builder Component for React');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('React Query Builder');
  await expect(main.getByText('The Query Builder Component for React')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Try it out' })).toHaveAttribute('href', '/demo');
  await main.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL('/docs/intro');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started');
});

test('home page: the main builder exports as you edit, and the restyled builder shares its query', async ({ page }) => {
  await gotoHydrated(page, '/');
  const defaults = page.getByRole('region', { name: 'Sensible defaults' });
  const output = defaults.getByLabel('Export', { exact: true });
  await expect(output).toContainText("firstName like 'Stev%'");
  await expect(output).toContainText("birthdate between DATE '1954-10-03' and DATE '1960-06-06'");
  // Highlighted in the browser, with Prism's token classes that the code theme colours.
  await expect(output.locator('.token.keyword', { hasText: /^DATE$/ }).first()).toBeVisible();
  await expect(output.locator('.token.string', { hasText: "'Stev%'" })).toHaveCount(1);
  await expect(output.locator('.token.operator', { hasText: /^like$/ })).toHaveCount(1);

  await defaults.getByRole('combobox', { name: 'Export format' }).selectOption({ label: 'MongoDB' });
  await expect(output).toContainText('"$regex"');
  await expect(output.locator('.token.property', { hasText: '"$regex"' }).first()).toBeVisible();
  await defaults.getByRole('combobox', { name: 'Export format' }).selectOption({ label: 'JsonLogic' });
  await expect(output).toContainText('"startsWith"');

  const mainRules = defaults.locator('.queryBuilder .rule');
  await expect(mainRules).toHaveCount(7);
  await defaults.locator('.queryBuilder .rule-remove').first().click();
  await expect(mainRules).toHaveCount(6);
  await expect(output).not.toContainText('Stev');

  // The restyled builder loads as it nears the viewport and edits the same query.
  const styling = page.getByRole('region', { name: 'Flexible styling' });
  await styling.scrollIntoViewIfNeeded();
  const styledRules = styling.locator('.queryBuilder .rule');
  await expect(styledRules).toHaveCount(6);
  await expect(styling.getByTitle('Drag to move').first()).toBeVisible();
  await styling.locator('.queryBuilder .ruleGroup-addRule').first().click();
  await expect(styledRules).toHaveCount(7);
  await expect(mainRules).toHaveCount(7);
});

test('home page: custom value editors built on a date picker, a multi-select and a range slider', async ({ page }) => {
  await gotoHydrated(page, '/');
  const section = page.getByRole('region', { name: 'Extensible' });
  await section.scrollIntoViewIfNeeded();

  const dates = section.locator('figure', { hasText: 'react-datepicker' });
  await dates.getByRole('button', { name: /^Birth date: \d{4}-\d{2}-\d{2}$/ }).click();
  await page.locator('.react-datepicker__day--015:not(.react-datepicker__day--outside-month)').click();
  await expect(dates.locator('output')).toHaveText(/^\(birthdate = '\d{4}-\d{2}-15'\)$/);

  const select = section.locator('figure', { hasText: 'react-select' });
  await expect(select.locator('output')).toHaveText("(alsoPlays in ('Cowbell', 'More cowbell'))");
  await select.getByRole('combobox', { name: 'Also plays' }).fill('Banjo');
  await page.keyboard.press('Enter');
  await expect(select.locator('output')).toHaveText("(alsoPlays in ('Cowbell', 'More cowbell', 'Banjo'))");

  const slider = section.locator('figure', { hasText: 'react-slider' });
  await expect(slider.locator('output')).toHaveText('(age between 20 and 60)');
  await slider.getByRole('slider', { name: 'Lowest age' }).press('ArrowRight');
  await expect(slider.locator('output')).toHaveText('(age between 30 and 60)');
  await slider.getByRole('slider', { name: 'Highest age' }).press('ArrowLeft');
  await expect(slider.locator('output')).toHaveText('(age between 30 and 50)');
});

test('home page: a live builder below the fold loads only when the reader scrolls to it', async ({ page }) => {
  // The viewport `npm run bench` measures first-load JS at.
  await page.setViewportSize({ width: 1350, height: 940 });
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') chunks.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, '/');
  await waitForPageSettled(page);
  await expect(page.getByRole('region', { name: 'Sensible defaults' }).getByLabel('Export', { exact: true })).toContainText('firstName');
  expect(chunks.filter((path) => path.includes('home-main'))).not.toEqual([]);
  expect(chunks.filter((path) => path.includes('home-editors'))).toEqual([]);
  const section = page.getByRole('region', { name: 'Extensible' });
  await expect(section.getByText('Loading the query builder…')).toBeAttached();

  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('figure', { hasText: 'react-slider' }).locator('output')).toHaveText('(age between 20 and 60)');
  expect(chunks.filter((path) => path.includes('home-editors'))).not.toEqual([]);
});
