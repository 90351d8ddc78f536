import { expect, gotoHydrated, test } from './fixtures';

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
