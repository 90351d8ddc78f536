import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPageAction, type GatsbyStore } from '../../../testing/gatsbyStore';

/**
 * Which page components Gatsby's develop bundle imports (`dist/bootstrap/requires-writer.js` and
 * `dist/redux/reducers/visited-page.js`, patched: patches/README.md). Every doc has a component of its
 * own, and with 5,000 added docs each develop compilation resolved all their imports again. A doc's
 * component is imported once a browser's page loader has asked for it (the develop server's
 * `/__page-component` route dispatches `CREATE_CLIENT_VISITED_PAGE`); a template without a content
 * file always is. Here
 * Gatsby's real store and requires-writer write async-requires for such pages.
 */
const require_ = createRequire(import.meta.url);
const cwd = process.cwd();
const command = process.env.gatsby_executing_command;
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-requires-'));

let store: GatsbyStore;
let writeAll: (state: unknown) => Promise<boolean>;

beforeAll(() => {
  process.chdir(site);
  process.env.GATSBY_LOGGER = 'yurnalist';
  process.env.gatsby_executing_command = 'develop';
  store = (require_('gatsby/dist/redux') as { store: GatsbyStore }).store;
  writeAll = (require_('gatsby/dist/bootstrap/requires-writer') as { writeAll: typeof writeAll }).writeAll;
  store.dispatch({ type: 'SET_PROGRAM', payload: { directory: site, _: ['develop'] } });
  fs.mkdirSync(path.join(site, '.cache'), { recursive: true });
  // Loading Gatsby's store takes seconds, and on a busy machine more than the default 10 s.
}, 120_000);

afterAll(() => {
  process.chdir(cwd);
  if (command === undefined) delete process.env.gatsby_executing_command;
  else process.env.gatsby_executing_command = command;
  fs.rmSync(site, { recursive: true, force: true });
});

const TEMPLATE = path.join(site, 'src/templates/DocPage/index.tsx');
const docComponent = (doc: string) => `${TEMPLATE}?__contentFilePath=${path.join(site, 'content/docs', `${doc}.mdx`)}`;

/** The chunk names async-requires imports a component for. */
async function imported(): Promise<string[]> {
  await writeAll(store.getState());
  const text = fs.readFileSync(path.join(site, '.cache', 'async-requires.js'), 'utf8');
  const components = text.slice(0, text.indexOf('exports.head'));
  return [...components.matchAll(/"([^"]+)": \(\) => import\(/g)].map((match) => match[1]!);
}

it('imports a doc page component once a browser has asked for the page, and templates always', async () => {
  store.dispatch(createPageAction('/docs/intro', docComponent('intro'), 'component---doc-intro'));
  store.dispatch(createPageAction('/docs/rules', docComponent('rules'), 'component---doc-rules'));
  store.dispatch(createPageAction('/docs/category/components', path.join(site, 'src/templates/CategoryPage/index.tsx'), 'component---category'));

  expect(await imported()).toEqual(['component---category']);

  store.dispatch({ type: 'CREATE_CLIENT_VISITED_PAGE', payload: { componentChunkName: 'component---doc-rules' } });
  expect(await imported()).toEqual(['component---category', 'component---doc-rules']);

  // A build imports every component, as Gatsby does.
  process.env.gatsby_executing_command = 'build';
  expect(await imported()).toEqual(['component---category', 'component---doc-intro', 'component---doc-rules']);
});
