import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPageAction, type GatsbyStore } from '../../../testing/gatsbyStore';

/**
 * Gatsby's page-data flush (`dist/utils/page-data.js`, patched: patches/README.md). A develop server
 * writes a page's page data, and tells the open browser, when a flush runs after the page's query.
 * At 5,000 added docs a flush walks 6,000 pending pages for about 0.2 s, and a query that finished
 * during it asked for a flush that Gatsby dropped: a sidebar saved with a doc did not show until the
 * next edit (the develop benchmark of 2026-11-29 logged the dropped flush). Here the real flush, with
 * Gatsby's real store, is asked again while it is writing: the page added meanwhile must be written.
 */
const require_ = createRequire(import.meta.url);
const cwd = process.cwd();
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-flush-'));

interface Store extends GatsbyStore {
  getState(): { pendingPageDataWrites: { pagePaths: Set<string> } };
}
interface PageData {
  flush(): Promise<void>;
  savePageQueryResult(pagePath: string, result: string): Promise<void>;
  waitUntilPageQueryResultsAreStored(): Promise<void>;
}
let store: Store;
let pageData: PageData;

beforeAll(() => {
  // Gatsby's store and its query-result cache live in the working directory's `.cache`.
  process.chdir(site);
  // Gatsby's reporter would draw with Ink, which needs a terminal.
  process.env.GATSBY_LOGGER = 'yurnalist';
  store = (require_('gatsby/dist/redux') as { store: Store }).store;
  pageData = require_('gatsby/dist/utils/page-data') as PageData;
  store.dispatch({ type: 'SET_PROGRAM', payload: { directory: site, _: ['build'] } });
});

afterAll(() => {
  process.chdir(cwd);
  fs.rmSync(site, { recursive: true, force: true });
});

const pageDataFile = (pagePath: string) => path.join(site, 'public', 'page-data', pagePath, 'page-data.json');
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A page whose query ran and whose result is stored; its page data is not yet asked for. */
async function queriedPage(pagePath: string) {
  store.dispatch(createPageAction(pagePath, '/site/Doc.tsx', 'component---doc'));
  await pageData.savePageQueryResult(pagePath, JSON.stringify({ data: { title: pagePath } }));
}

const askForPageData = (pagePath: string) => store.dispatch({ type: 'ADD_PENDING_PAGE_DATA_WRITE', payload: { path: pagePath } });

it('a flush asked for while another is writing writes the pages queried meanwhile', async () => {
  const pending = () => store.getState().pendingPageDataWrites.pagePaths;
  const first = Array.from({ length: 300 }, (_, i) => `/docs/scale/doc-${i}`);
  for (const pagePath of [...first, '/docs/open-page']) await queriedPage(pagePath);
  await pageData.waitUntilPageQueryResultsAreStored();
  first.forEach(askForPageData);

  const running = pageData.flush();
  // Wait until the flush has written some of its pages and not all: it is in the middle.
  while (pending().size === first.length) await nextTurn();
  expect(pending().size).toBeGreaterThan(0);
  // In the same turn, as a query that just finished does: the open page's data, and a flush.
  askForPageData('/docs/open-page');
  const asked = pageData.flush();
  await Promise.all([running, asked]);

  expect(fs.existsSync(pageDataFile('/docs/scale/doc-299'))).toBe(true);
  expect(JSON.parse(fs.readFileSync(pageDataFile('/docs/open-page'), 'utf8'))).toMatchObject({
    path: '/docs/open-page',
    result: { data: { title: '/docs/open-page' } },
  });
  expect(pending().size).toBe(0);
});
