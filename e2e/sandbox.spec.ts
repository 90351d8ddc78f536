/**
 * "Open in StackBlitz" and "Open in CodeSandbox" (issue 59, part 3): live examples, live builders, the
 * demo and /sandbox post a project pinned to the page's exact release to each service's POST API.
 * The form goes to a new tab (or, from /sandbox, this one); the tests catch its request before it
 * leaves the machine and read its fields. src/lib/sandbox/project.build.test.ts builds and runs
 * such projects.
 */
import { decompressFromBase64 } from 'lz-string';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';
import { LATEST, SITE_URL, versionOfMajor } from './data';
import { openLive } from './support/liveCode';

const V5 = versionOfMajor(5);
const STACKBLITZ = 'https://stackblitz.com/run';
const CODESANDBOX = 'https://codesandbox.io/api/v1/sandboxes/define';

interface Sent {
  url: string;
  fields: URLSearchParams;
  /** The project's files by path (CodeSandbox's decompressed from `parameters`), line ends as written. */
  files: Record<string, string>;
}

/** Catches the next form post to either service (answered here, never sent), as the service would read it. */
function catchPost(context: BrowserContext): Promise<Sent> {
  return new Promise((resolve) => {
    void context.route(/^https:\/\/(stackblitz\.com|codesandbox\.io)\//, async (route) => {
      const request = route.request();
      const fields = new URLSearchParams(request.postData() ?? '');
      // A form sends its line ends as CRLF.
      const text = (value: string) => value.replace(/\r\n/g, '\n');
      let files: Record<string, string> = {};
      if (fields.has('parameters')) {
        const json = decompressFromBase64(fields.get('parameters')!.replace(/-/g, '+').replace(/_/g, '/'));
        files = Object.fromEntries(
          Object.entries((JSON.parse(json) as { files: Record<string, { content: string }> }).files).map(([path, file]) => [path, text(file.content)])
        );
      } else {
        for (const [name, value] of fields) {
          const path = /^project\[files\]\[(.+)\]$/.exec(name)?.[1];
          if (path) files[path] = text(value);
        }
      }
      resolve({ url: request.url(), fields, files });
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>caught</title>' });
    });
  });
}

const dependencies = (sent: Sent) => (JSON.parse(sent.files['package.json']!) as { dependencies: Record<string, string> }).dependencies;

/** Clicks a service's button and returns what its form posted; the method was POST, in a new tab. */
async function openIn(page: Page, scope: Locator, service: 'StackBlitz' | 'CodeSandbox'): Promise<Sent> {
  const sent = catchPost(page.context());
  const tab = page.context().waitForEvent('page');
  await scope.getByRole('button', { name: `Open in ${service}` }).click();
  await (await tab).close();
  return sent;
}

test.describe('open an example elsewhere, at its exact release', () => {
  test.afterEach(async ({ context }) => context.unrouteAll({ behavior: 'ignoreErrors' }));

  test('a live example of a 5.x page, as edited: StackBlitz gets a node project pinned to 5.4.1', async ({ page }) => {
    await gotoHydrated(page, `${V5.base}/intro`);
    const { editor, status } = await openLive(page, "{ name: 'age', label: 'Age', inputType: 'number' }");
    await expect(status).toHaveText(`Ran with react-querybuilder ${V5.release}`);
    await editor.getByText("'First name'").first().dblclick();
    await page.keyboard.type('Given');
    const live = page.locator('div', { has: page.getByRole('region', { name: 'Example output' }) }).last();
    // The edit has reached the example once its report carries it.
    const report = live.getByRole('link', { name: 'Report a problem with this example' });
    await expect.poll(async () => new URL((await report.getAttribute('href'))!).searchParams.get('body')).toContain('Given name');

    const sent = await openIn(page, live, 'StackBlitz');
    expect(sent.url).toBe(`${STACKBLITZ}?file=src%2FApp.tsx`);
    expect(sent.fields.get('project[template]')).toBe('node');
    expect(sent.fields.get('project[title]')).toBe(`react-querybuilder ${V5.release}: App.tsx`);
    expect(sent.fields.get('project[description]')).toContain(`${SITE_URL}${V5.base}/intro`);
    expect(dependencies(sent)['react-querybuilder']).toBe(V5.release);
    expect(dependencies(sent).react).toMatch(/^18\.\d+\.\d+$/);
    expect(sent.files['src/App.tsx']).toContain("{ name: 'firstName', label: 'Given name' }");
    expect(sent.files['src/main.tsx']).toContain("import * as example from './App';");
  });

  test('the same example on CodeSandbox: the define API gets the files, opened at the example', async ({ page }) => {
    await gotoHydrated(page, `${V5.base}/intro`);
    const { status } = await openLive(page, "{ name: 'age', label: 'Age', inputType: 'number' }");
    await expect(status).toHaveText(`Ran with react-querybuilder ${V5.release}`);
    const live = page.locator('div', { has: page.getByRole('region', { name: 'Example output' }) }).last();
    const sent = await openIn(page, live, 'CodeSandbox');
    expect(sent.url).toBe(CODESANDBOX);
    expect(sent.fields.get('query')).toBe('file=/src/App.tsx');
    expect(dependencies(sent)['react-querybuilder']).toBe(V5.release);
    expect(sent.files['src/App.tsx']).toContain("{ name: 'firstName', label: 'First name' }");
  });

  test('a live builder opens as App.tsx with its query as it stands, and reports a problem with its release', async ({ page }) => {
    await gotoHydrated(page, `${V5.base}/intro`);
    const section = page.getByRole('region', { name: 'Live example' }).first();
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: /Rule/ }).first().click();
    const report = section.getByRole('link', { name: 'Report a problem with this example' });
    const body = new URL((await report.getAttribute('href'))!).searchParams.get('body')!;
    expect(body).toContain(`react-querybuilder: ${V5.release}\n`);
    expect(body).toContain('<QueryBuilder');

    const sent = await openIn(page, section, 'CodeSandbox');
    expect(dependencies(sent)['react-querybuilder']).toBe(V5.release);
    const app = sent.files['src/App.tsx']!;
    expect(app).toContain('"label": "First name"');
    expect(app).toContain('const output = formatQuery(query, "sql");');
    // The rule the page started with, and the one just added.
    expect(app).toContain('"value": "Ste"');
    expect(app.match(/"operator":/g)).toHaveLength(2);
  });

  test('the demo opens as it stands: its query, its library and add-on at the versions it runs', async ({ page }) => {
    await gotoHydrated(page, '/demo/mantine');
    await page.getByRole('button', { name: 'Import SQL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import SQL' });
    await dialog.getByRole('textbox', { name: 'SQL to import' }).fill("firstName = 'Sandboxed'");
    await dialog.getByRole('button', { name: 'Import SQL' }).click();
    await expect(dialog).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Demo' });
    const addOn = (await nav.getByText(/^@react-querybuilder\/mantine@/).textContent())!.replace(/^@react-querybuilder\/mantine@(\S+).*$/, '$1');

    const sent = await openIn(page, nav, 'StackBlitz');
    expect(sent.fields.get('project[title]')).toBe(`react-querybuilder ${LATEST.release} demo: Mantine`);
    const pkg = JSON.parse(sent.files['package.json']!) as { dependencies: Record<string, string>; overrides: Record<string, unknown> };
    expect(pkg.dependencies['react-querybuilder']).toBe(LATEST.release);
    expect(pkg.dependencies['@react-querybuilder/mantine']).toBe(addOn);
    expect(pkg.dependencies['@mantine/core']).toMatch(/^7\.\d+\.\d+$/);
    expect(pkg.overrides['@react-querybuilder/mantine']).toEqual({ 'react-querybuilder': '$react-querybuilder' });
    expect(sent.files['src/App.tsx']).toContain('<MantineProvider>');
    expect(sent.files['src/App.tsx']).toContain('"value": "Sandboxed"');
    expect(sent.files['src/fields.ts']).toContain('"name": "firstName"');

    const report = new URL((await nav.getByRole('link', { name: 'Report a problem with the demo' }).getAttribute('href'))!);
    expect(report.searchParams.get('body')).toContain(`react-querybuilder: ${LATEST.release}\n@react-querybuilder/mantine: ${addOn}\n`);
  });

  test('/sandbox?t=antd&p=sb, as upstream links it, posts the Ant Design demo to StackBlitz from this tab', async ({ page }) => {
    const sent = catchPost(page.context());
    await page.goto('/sandbox?t=antd&p=sb');
    const { url, fields, files } = await sent;
    expect(url).toBe(`${STACKBLITZ}?file=src%2FApp.tsx`);
    expect(fields.get('project[title]')).toBe(`react-querybuilder ${LATEST.release} demo: Ant Design`);
    expect(dependencies({ url, fields, files })['@react-querybuilder/antd']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(files['src/App.tsx']).toContain('<QueryBuilderAntD>');
    await expect(page).toHaveTitle('caught');
    // Back on /sandbox, it does not post again: it offers the link.
    await page.goBack();
    await expect(page).toHaveURL(/\/sandbox\/?\?t=antd&p=sb&sent=1$/);
    await expect(page.getByRole('button', { name: 'Open it on StackBlitz' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Sent the Ant Design example on StackBlitz');
  });

  test('/sandbox with an unknown template or service names the problem and lists the examples', async ({ page }) => {
    await gotoHydrated(page, '/sandbox?t=tremor');
    await expect(page.getByRole('alert')).toHaveText('There is no example called "tremor". The examples:');
    const antd = page.getByRole('link', { name: 'antd: Ant Design' });
    await expect(antd).toHaveAttribute('href', '?t=antd&p=csb');
    await expect(page.getByRole('link', { name: 'basic-ts: the plain builder' })).toBeVisible();
    // Upstream also sends native examples to Expo Snack, which this site does not offer.
    await gotoHydrated(page, '/sandbox?t=antd&p=snack');
    await expect(page.getByRole('alert')).toHaveText('"snack" is not a service examples open on here: choose StackBlitz or CodeSandbox. The examples:');
    await expect(page.getByRole('link', { name: 'antd: Ant Design' })).toHaveAttribute('href', '?t=antd&p=csb');
  });
});
