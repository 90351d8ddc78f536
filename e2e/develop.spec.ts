/**
 * The authors' loop, as an author lives it: `gatsby develop` on a copy of the site, a doc open in
 * Chromium, files saved. Edits show up in the open page without a reload; a broken file is named
 * in the page and the site keeps working; fixing it recovers. Not timed: the speed is the bench's
 * job (npm run bench -- --dev).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { prepareTempSite } from '../scripts/temp-site.mjs';
import { versionOfMajor } from './data';
import { expect, test } from './fixtures';
import { assertPortFree, stopGroup } from './support/childServer';

const PORT = Number(process.env.E2E_DEVELOP_PORT ?? 9200);
const BASE = `http://127.0.0.1:${PORT}`;
/** Kept between runs (one per checkout), so a second local run starts from a warm cache. */
const SITE = path.join(os.tmpdir(), `rqb-e2e-develop-${crypto.createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8)}`);
/** The 6.x docs, whose files this spec opens and edits: served at /docs/6 (a release moves /docs on). */
const V6 = versionOfMajor(6).base;
const DOC = 'content/versioned_docs/version-6/components/rule.mdx';
const SIDEBAR = 'content/versioned_sidebars/version-6-sidebars.json';

let server: ChildProcess | undefined;
let log = '';

/** Saves `file` of the develop site with `edit` applied to its text. */
function edit(file: string, change: (text: string) => string): void {
  const full = path.join(SITE, file);
  fs.writeFileSync(full, change(fs.readFileSync(full, 'utf8')));
}

/** Opens a page and marks the window, so a later check can tell a hot update from a reload. */
async function openMarked(page: Page, route: string): Promise<void> {
  await page.goto(`${BASE}${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 120_000 });
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
}

const reloaded = (page: Page) => page.evaluate(() => !(window as { __noReload?: boolean }).__noReload);

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test.beforeAll(async () => {
  test.setTimeout(600_000);
  await assertPortFree(PORT, 'E2E_DEVELOP_PORT');
  prepareTempSite(SITE, process.cwd());
  // As `npm run develop` starts it (scripts/develop.mjs), in the temp site, and as it runs on an author's
  // machine: Gatsby turns query-on-demand off where CI is set, and then every link in view prefetches its
  // page data, a 404 when a sidebar edit has just renamed that page (2026-12-02, on a busy machine).
  server = spawn(process.execPath, [path.resolve('scripts/develop.mjs'), '--host', '127.0.0.1', '--port', String(PORT)], {
    cwd: SITE,
    detached: true,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NO_COLOR: '1', CI: '1', GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: '1' },
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + 540_000;
  while (
    !/Building development bundle/.test(log) ||
    !(await fetch(`${BASE}/`)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    if (server.exitCode !== null) throw new Error(`gatsby develop exited:\n${log.slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`gatsby develop did not start:\n${log.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  // The page data every test's first load asks for: the doc, and the 404 page Gatsby's dev loader
  // preloads. gatsby develop answers 404 to a page-data request whose query has not run within 15 s
  // (gatsby/dist/utils/get-page-data.js), which a busy machine reaches while the server compiles on
  // its first requests; asking until each is answered leaves the tests a server that has run them.
  for (const pageData of ['docs/components/rule', '404.html']) {
    const url = `${BASE}/page-data/${pageData}/page-data.json`;
    while (
      !(await fetch(url)
        .then((r) => r.ok)
        .catch(() => false))
    ) {
      if (Date.now() > deadline) throw new Error(`gatsby develop did not answer ${url}:\n${log.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
});

// Playwright reads the fixtures a hook uses from its first parameter, which must be a pattern.
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => {
  // What the server said, printed with a failure (the trace has only the page's side). Attached to
  // every test: a failure found by the console-error fixture comes after this hook has run.
  // Blank lines left out: Gatsby's progress bars write whole screens of them, which filled the attachment
  // of the CI run of 2026-12-03 with nothing but spaces.
  const said = log
    .split(/\r?\n|\r/)
    .filter((line) => line.trim())
    .join('\n');
  await testInfo.attach('gatsby develop log (last 8000 characters)', { body: said.slice(-8000), contentType: 'text/plain' });
  // The reporter shows only the start of an attachment, and a CI run keeps only its output: the end of
  // the log goes there too when a test fails.
  if (testInfo.status !== testInfo.expectedStatus) console.log(`gatsby develop, its last lines:\n${said.split('\n').slice(-60).join('\n')}`);
});

test.afterAll(() => {
  stopGroup(server);
});

test('another doc, reached from the open page, compiles when asked for: the bundle holds only the docs a browser opened', async ({ page }) => {
  // Each doc has a page component of its own; the develop bundle imports one only once a browser
  // asks for its page (the Gatsby patch, patches/README.md), and the dev loader waits for it.
  const imported = () => fs.readFileSync(path.join(SITE, '.cache', 'async-requires.js'), 'utf8');
  const valueSelector = /version-6-components-valueselector-mdx": \(\) => import\(/;
  await openMarked(page, `${V6}/components/rule`);
  expect(imported()).toMatch(/version-6-components-rule-mdx": \(\) => import\(/);
  expect(imported()).not.toMatch(valueSelector);

  const link = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'ValueSelector', exact: true });
  await link.hover();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'ValueSelector' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('main')).toContainText('select');
  expect(await reloaded(page)).toBe(false);
  expect(imported()).toMatch(valueSelector);
});

test('a prose edit shows in the open page without a reload, keeping the scroll position', async ({ page }) => {
  await openMarked(page, `${V6}/components/rule`);
  const heading = page.getByRole('heading', { level: 2 }).nth(2);
  await heading.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  const marker = `Saved by the develop test ${Date.now()}.`;
  const logAt = log.length;
  edit(DOC, (text) => text.replace(/\n\n([A-Z][^\n]+\.)\n/, `\n\n$1 ${marker}\n`));
  await expect(page.getByText(marker)).toBeAttached({ timeout: 60_000 });
  expect(await reloaded(page)).toBe(false);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(200);
  // The server's cycle for the save ends with createPages (./src/gatsby/node/createPages.ts reports
  // its pages); a prose edit changes no field of any type, so it builds no GraphQL schema (the
  // Gatsby patch, patches/README.md). The first edit after the start did, for the pages' SitePage nodes.
  await expect.poll(() => /Created \d+ pages/.test(log.slice(logAt)), { timeout: 60_000 }).toBe(true);
  expect(log.slice(logAt)).not.toMatch(/building schema/);
});

test('an example shows its types while developing: hovering a name, and a `// ^?` added to the open page', async ({ page }) => {
  await openMarked(page, `${V6}/components/rule`);
  // The first pointer on a block asks the dev server for its hover file, typed then.
  const block = page.locator('pre').filter({ hasText: 'useRule(props)' }).first();
  await block.hover({ position: { x: 4, y: 4 } });
  const name = block.locator('[data-info]', { hasText: /^useRule$/ }).first();
  await expect(name).toBeVisible({ timeout: 60_000 });
  await name.hover();
  await expect(page.getByRole('tooltip')).toContainText('const useRule: (props: RuleProps) =>');

  // A new block with a query: shown as written at once, then with its result, in the same page.
  const original = fs.readFileSync(path.join(SITE, DOC), 'utf8');
  const query = `const developTest${Date.now()} = defaultCombinators[0];`;
  try {
    edit(DOC, (text) => `${text}\n\n\`\`\`ts\nimport { defaultCombinators } from 'react-querybuilder';\n${query}\n//    ^?\n\`\`\`\n`);
    const added = page.locator('pre').filter({ hasText: query });
    await expect(added).toBeVisible({ timeout: 60_000 });
    await expect(added.locator('.twoslash-query')).toContainText(/const developTest\d+: \S/, { timeout: 60_000 });
    await expect(added).not.toContainText('^?');
    expect(await reloaded(page)).toBe(false);
  } finally {
    fs.writeFileSync(path.join(SITE, DOC), original);
  }
});

test.describe('a broken file', () => {
  test.use({ expectedConsoleErrors: /MDX does not compile|\[HMR\]/ });

  test('is named in the page and in the problems panel; the rest of the site works; a fix recovers', async ({ page }) => {
    await openMarked(page, `${V6}/components/rule`);
    const original = fs.readFileSync(path.join(SITE, DOC), 'utf8');
    edit(DOC, (text) => `${text}\n\nA value such as {broken is code in MDX.\n`);
    const inPage = page.getByRole('alert').filter({ hasText: 'This page does not compile' });
    await expect(inPage).toContainText(`${DOC}:`, { timeout: 60_000 });
    // The panel follows Gatsby's own cycle (source nodes, pages, queries), which ends after the page's compilation.
    const panel = page.getByRole('alert').filter({ hasText: '1 content problem' });
    await expect(panel).toContainText(DOC, { timeout: 60_000 });
    await expect(panel).toContainText('MDX syntax error');
    expect(await reloaded(page)).toBe(false);

    // The rest of the site keeps working meanwhile.
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'RuleGroup' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'RuleGroup' })).toBeVisible({ timeout: 60_000 });
    await expect(panel).toBeVisible();

    fs.writeFileSync(path.join(SITE, DOC), original);
    await expect(panel).toBeHidden({ timeout: 60_000 });
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Rule', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rule' })).toBeVisible();
    await expect(page.getByText('This page does not compile')).toHaveCount(0);
  });

  test('a sidebar naming an unknown doc is named with its line and the nearest ids; the sidebar keeps the rest', async ({ page }) => {
    await openMarked(page, `${V6}/components/rule`);
    const original = fs.readFileSync(path.join(SITE, SIDEBAR), 'utf8');
    edit(SIDEBAR, (text) => text.replace('"components/valueeditor"', '"components/valueeditr"'));
    const panel = page.getByRole('alert').filter({ hasText: '1 content problem' });
    await expect(panel).toContainText(new RegExp(`${SIDEBAR.replace(/[./]/g, '\\$&')}:\\d+`), { timeout: 60_000 });
    await expect(panel).toContainText('names the unknown doc id "components/valueeditr"');
    await expect(panel).toContainText('Nearest valid doc ids: "components/valueeditor"');
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Rule', exact: true })).toBeVisible();
    fs.writeFileSync(path.join(SITE, SIDEBAR), original);
    await expect(panel).toBeHidden({ timeout: 60_000 });
  });
});

test('a sidebar edit shows in the open page without a restart or a reload', async ({ page }) => {
  await openMarked(page, `${V6}/components/rule`);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByText('Components', { exact: true })).toBeVisible();
  edit(SIDEBAR, (text) => text.replace('"label": "Components"', '"label": "Building blocks"'));
  await expect(sidebar.getByText('Building blocks', { exact: true })).toBeVisible({ timeout: 60_000 });
  expect(await reloaded(page)).toBe(false);
  edit(SIDEBAR, (text) => text.replace('"label": "Building blocks"', '"label": "Components"'));
  await expect(sidebar.getByText('Components', { exact: true })).toBeVisible({ timeout: 60_000 });
});

test('a doc and a sidebar saved together both show in the open page', async ({ page }) => {
  // An author's editor can save two files in the same instant ("save all"): one develop cycle then
  // takes both changes, and neither may be lost.
  await openMarked(page, `${V6}/components/rule`);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByText('Components', { exact: true })).toBeVisible();
  const doc = fs.readFileSync(path.join(SITE, DOC), 'utf8');
  const sidebars = fs.readFileSync(path.join(SITE, SIDEBAR), 'utf8');
  try {
    fs.writeFileSync(path.join(SITE, DOC), `${doc}\nSaved together with the sidebar.\n`);
    fs.writeFileSync(path.join(SITE, SIDEBAR), sidebars.replace('"label": "Components"', '"label": "Parts"'));
    await expect(page.getByText('Saved together with the sidebar.')).toBeVisible({ timeout: 60_000 });
    await expect(sidebar.getByText('Parts', { exact: true })).toBeVisible({ timeout: 60_000 });
    expect(await reloaded(page)).toBe(false);
  } finally {
    fs.writeFileSync(path.join(SITE, DOC), doc);
    fs.writeFileSync(path.join(SITE, SIDEBAR), sidebars);
  }
  await expect(sidebar.getByText('Components', { exact: true })).toBeVisible({ timeout: 60_000 });
});

test.describe('pages while developing', () => {
  // A page that is gone answers 404, which the browser reports.
  test.use({ expectedConsoleErrors: /status of 404/ });

  test('a doc added while developing gets its page, and a deleted doc loses its page until it is back', async ({ page }) => {
    // The server creates the pages of its start once and later only what an edit changes
    // (src/gatsby/node/developPages.ts): a new doc must still appear, and a page of the start must go.
    const heading = page.getByRole('heading', { level: 1 });
    const shows = async (route: string, title: string) =>
      expect(async () => {
        await page.goto(`${BASE}${route}`);
        await expect(heading).toHaveText(title, { timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
    const added = 'content/versioned_docs/version-6/tips/saved-while-developing.mdx';
    fs.writeFileSync(path.join(SITE, added), '---\ntitle: A tip saved while developing\n---\n\nThis doc did not exist when the server started.\n');
    try {
      await shows(`${V6}/tips/saved-while-developing`, 'A tip saved while developing');
      await expect(page.getByText('This doc did not exist when the server started.')).toBeVisible();
    } finally {
      fs.rmSync(path.join(SITE, added));
    }
    await shows(`${V6}/tips/saved-while-developing`, 'Gatsby.js development 404 page');

    // A doc of the server's start that no sidebar and no doc links to.
    const umd = 'content/versioned_docs/version-6/umd.mdx';
    const text = fs.readFileSync(path.join(SITE, umd), 'utf8');
    await page.goto(`${BASE}${V6}/umd`);
    const title = (await heading.textContent()) ?? '';
    expect(title).not.toBe('');
    fs.rmSync(path.join(SITE, umd));
    try {
      await shows(`${V6}/umd`, 'Gatsby.js development 404 page');
    } finally {
      fs.writeFileSync(path.join(SITE, umd), text);
    }
    await shows(`${V6}/umd`, title);
  });
});

test('the API reference is served while developing, and a doc edit does not make it again', async ({ page }) => {
  const entry = '/api/react-querybuilder/functions/formatQuery';
  await page.goto(`${BASE}${entry}`);
  await expect(page.getByRole('heading', { level: 1, name: 'formatQuery' })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('region', { name: 'Signature 1', exact: true }).getByRole('table', { name: 'Parameters' })).toBeVisible();

  await openMarked(page, `${V6}/components/rule`);
  const marker = `Saved beside the API reference ${Date.now()}.`;
  edit(DOC, (text) => text.replace(/\n\n([A-Z][^\n]+\.)\n/, `\n\n$1 ${marker}\n`));
  await expect(page.getByText(marker)).toBeAttached({ timeout: 60_000 });
  await page.goto(`${BASE}${entry}`);
  await expect(page.getByRole('heading', { level: 1, name: 'formatQuery' })).toBeVisible({ timeout: 60_000 });
  // The server's terminal reports the reference once (./src/gatsby/node/sourceNodes.ts), at its start.
  expect(log.match(/API reference: /g)).toHaveLength(1);
});
