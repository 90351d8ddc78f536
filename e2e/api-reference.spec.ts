/**
 * The API reference of each version with one (/api for the latest, /api/next, /api/5…), generated
 * from each release's own type definitions: a reader looks up a function, follows a type, switches
 * version, and arrives from a doc page's code span. Each test names the react-querybuilder major it
 * is about, and finds that major's version wherever it is served (e2e/support/contentPages.ts).
 */
import { LATEST, versionNamed, versionOfMajor } from './data';
import { expect, gotoHydrated, test } from './fixtures';
import { firstLoadJs } from './support/firstLoadJs';
import { expectGuideThenApiEntry, searchFromNavbar } from './support/searchModal';

const V3 = versionOfMajor(3);
const V4 = versionOfMajor(4);
const V5 = versionOfMajor(5);
const V6 = versionOfMajor(6);
const V7 = versionOfMajor(7);
const V8 = versionOfMajor(8);
const NEXT = versionNamed('current');
const FORMAT_QUERY_6 = `${V6.apiRoot}/react-querybuilder/functions/formatQuery`;
const FORMAT_QUERY_OPTIONS_6 = `${V6.apiRoot}/react-querybuilder/interfaces/FormatQueryOptions`;

test.describe('API reference', () => {
  test('a function page shows its signatures as code and its parameters in a table', async ({ page }) => {
    await gotoHydrated(page, FORMAT_QUERY_6);
    await expect(page.getByRole('heading', { level: 1, name: 'formatQuery' })).toBeVisible();
    await expect(page.getByText("import { formatQuery } from 'react-querybuilder'")).toBeVisible();
    const first = page.getByRole('region', { name: 'Signature 1', exact: true });
    await expect(first.locator('pre')).toHaveText('function formatQuery(ruleGroup: RuleGroupTypeAny): string');
    const parameters = first.getByRole('table', { name: 'Parameters' });
    await expect(parameters.getByRole('columnheader')).toHaveText(['Name', 'Type']);
    await expect(parameters.getByRole('rowheader')).toHaveText(['ruleGroup']);
    await expect(parameters.getByRole('row', { name: /ruleGroup/ }).getByRole('link', { name: 'RuleGroupTypeAny' })).toBeVisible();
    // The overload with options names the options type, which links to its own entry.
    const second = page.getByRole('region', { name: 'Signature 2' });
    await expect(second.getByRole('table', { name: 'Parameters' }).getByRole('rowheader')).toHaveText(['ruleGroup', 'options']);
    await expect(second.locator('pre').getByRole('link', { name: 'FormatQueryOptions' })).toHaveAttribute('href', FORMAT_QUERY_OPTIONS_6);
    // The entry lists the doc pages that talk about it.
    await expect(page.getByRole('region', { name: 'In the docs' }).getByRole('link', { name: 'Export' })).toHaveAttribute('href', `${V6.base}/utils/export`);
  });

  test('a type name in a signature leads to that type, whose properties are in a table', async ({ page }) => {
    await gotoHydrated(page, FORMAT_QUERY_6);
    await page.getByRole('region', { name: 'Signature 2' }).locator('pre').getByRole('link', { name: 'FormatQueryOptions' }).click();
    await expect(page).toHaveURL(FORMAT_QUERY_OPTIONS_6);
    await expect(page.getByRole('heading', { level: 1, name: 'FormatQueryOptions' })).toBeVisible();
    const properties = page.getByRole('table', { name: 'Properties' });
    await expect(properties.getByRole('rowheader', { name: /^format/ }).first()).toBeVisible();
    await expect(properties.getByRole('row', { name: /^parseNumbers/ })).toContainText('boolean');
    // A tag in a doc comment's prose stays on the page (it was read as HTML and dropped: "passed to , but").
    await expect(properties.getByRole('row', { name: /^fields/ })).toContainText('passed to <QueryBuilder />, but really');
    await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Docs', exact: true })).not.toHaveAttribute('aria-current', 'page');
  });

  test('5.x entries show the types the .d.ts names: type arguments of an import type, and a version read from package.json', async ({ page }) => {
    // TypeDoc dropped the arguments of `import("react").Context<…>`, and `../package.json` did not resolve (read as any).
    await gotoHydrated(page, `${V5.apiRoot}/react-querybuilder/variables/QueryBuilderContext`);
    const signature = page.getByRole('region', { name: 'Signature', exact: true }).locator('pre');
    await expect(signature).toHaveText('const QueryBuilderContext: React.Context<QueryBuilderContextProps>');
    await signature.getByRole('link', { name: 'QueryBuilderContextProps' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'QueryBuilderContextProps' })).toBeVisible();
    await gotoHydrated(page, `${V5.apiRoot}/react-querybuilder/variables/version`);
    await expect(page.getByRole('region', { name: 'Signature', exact: true }).locator('pre')).toHaveText('const version: string');
  });

  test('the version menu leads to the same export in another version, or to that version’s reference', async ({ page }) => {
    await gotoHydrated(page, FORMAT_QUERY_6);
    const dropdown = page.getByRole('button', { name: `Docs version: ${V6.label}` });
    await dropdown.click();
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('list');
    await expect(menu.getByRole('link', { name: V5.label, exact: true })).toHaveAttribute('href', `${V5.apiRoot}/react-querybuilder/functions/formatQuery`);
    await expect(menu.getByRole('link', { name: V4.label, exact: true })).toHaveAttribute('href', `${V4.apiRoot}/react-querybuilder/functions/formatQuery`);
    await menu.getByRole('link', { name: NEXT.label, exact: true }).click();
    await expect(page).toHaveURL(`${NEXT.apiRoot}/react-querybuilder/functions/formatQuery`);
    await expect(page.getByRole('heading', { level: 1, name: 'formatQuery' })).toBeVisible();
    await expect(page.getByText(`From the type definitions of react-querybuilder ${NEXT.release}.`)).toBeVisible();
  });

  test('"New in v7" marks an export that 6.5.5 does not have', async ({ page }) => {
    await gotoHydrated(page, `${V7.apiRoot}/react-querybuilder/variables/QueryBuilderStateProvider`);
    await expect(page.getByRole('heading', { level: 1, name: /QueryBuilderStateProvider/ })).toContainText('New in v7');
    // In 6.x there is no such entry: the menu leads to the 6.x reference, whose filter finds nothing.
    await page.getByRole('button', { name: `Docs version: ${V7.label}` }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('list').getByRole('link', { name: V6.label, exact: true }).click();
    await expect(page).toHaveURL(V6.apiRoot!);
    await page.getByRole('searchbox', { name: 'Filter by name' }).fill('QueryBuilderState');
    await expect(page.getByRole('status')).toHaveText(/^0 of \d+ exports$/);
    // An export both have is not marked new.
    await gotoHydrated(page, `${V7.apiRoot}/react-querybuilder/functions/formatQuery`);
    await expect(page.getByRole('heading', { level: 1, name: /formatQuery/ })).not.toContainText('New in v7');
  });

  test('an 8.x entry names every import that gives it, @react-querybuilder/core too, and "New in v8" marks QueryManager', async ({ page }) => {
    await gotoHydrated(page, `${V8.apiRoot}/react-querybuilder/functions/formatQuery`);
    await expect(page.getByText("import { formatQuery } from 'react-querybuilder'")).toBeVisible();
    const also = page.getByText(/^Also exported by/);
    await expect(also.getByRole('code')).toHaveText([
      'react-querybuilder/debug',
      'react-querybuilder/formatQuery',
      '@react-querybuilder/core',
      '@react-querybuilder/core/formatQuery',
    ]);
    await expect(page.getByRole('heading', { level: 1, name: /formatQuery/ })).not.toContainText('New in v8');
    // The React component is not in core.
    await gotoHydrated(page, `${V8.apiRoot}/react-querybuilder/variables/QueryBuilder`);
    await expect(page.getByText(/^Also exported by/).getByRole('code')).toHaveText(['react-querybuilder/debug']);
    await gotoHydrated(page, `${V8.apiRoot}/react-querybuilder/classes/QueryManager`);
    await expect(page.getByRole('heading', { level: 1, name: /QueryManager/ })).toContainText('New in v8');
    await expect(page.getByText(/^Also exported by/).getByRole('code')).toContainText(['@react-querybuilder/core']);
  });

  test('the index lists every kind and filters by name', async ({ page }) => {
    await gotoHydrated(page, V5.apiRoot!);
    await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toContainText(['Components', 'Functions', 'Interfaces', 'Types']);
    await page.getByRole('searchbox', { name: 'Filter by name' }).fill('parsesql');
    await expect(page.getByRole('status')).toHaveText(/^\d+ of \d+ exports$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'parseSQL', exact: true })).toHaveAttribute(
      'href',
      `${V5.apiRoot}/react-querybuilder/functions/parseSQL`
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'formatQuery', exact: true })).toHaveCount(0);
  });

  test('a code span that names an export in a doc links to its entry at the page’s version', async ({ page }) => {
    await gotoHydrated(page, `${V5.base}/api/export`);
    const link = page.getByRole('main').getByRole('link', { name: 'formatQuery', exact: true }).first();
    await expect(link).toHaveAttribute('href', `${V5.apiRoot}/react-querybuilder/functions/formatQuery`);
    await link.click();
    await expect(page).toHaveURL(`${V5.apiRoot}/react-querybuilder/functions/formatQuery`);
    await expect(page.getByText(`From the type definitions of react-querybuilder ${V5.release}.`)).toBeVisible();
  });

  test('search finds an export by the guide first and its API entry next, in their own groups', async ({ page }) => {
    const entry = await expectGuideThenApiEntry(await searchFromNavbar(page, `${LATEST.base}/intro`, 'parseSQL'), 'Import', 'parseSQL');
    await entry.click();
    await expect(page).toHaveURL(`${LATEST.apiRoot}/react-querybuilder/functions/parseSQL`);
    await expect(page.getByRole('heading', { level: 1, name: 'parseSQL' })).toBeVisible();
  });

  test("the navbar's API item leads to the reference of the page's version", async ({ page }) => {
    await gotoHydrated(page, `${V5.base}/intro`);
    const api = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true });
    await expect(api).toHaveAttribute('href', V5.apiRoot!);
    await api.click();
    await expect(page).toHaveURL(V5.apiRoot!);
    await expect(page.getByText(new RegExp(`^Every export of react-querybuilder ${V5.release.replaceAll('.', '\\.')}`))).toBeVisible();
    await expect(api).toHaveAttribute('aria-current', 'page');
    // 3.x has no reference of its own: its pages lead to the latest's.
    await gotoHydrated(page, `${V3.base}/intro`);
    await expect(api).toHaveAttribute('href', LATEST.apiRoot!);
  });

  test("an API page's first-load JS stays within a doc page's", { tag: '@overrides' }, () => {
    const api = firstLoadJs(FORMAT_QUERY_6).bytes;
    const doc = firstLoadJs(`${V6.base}/utils/export`).bytes;
    expect(api).toBeLessThanOrEqual(doc + 2048);
  });
});
