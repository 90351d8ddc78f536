/**
 * What the build leaves for the next one: Gatsby renders again only the pages whose data or
 * template changed, unless the renderer used a tracked Node builtin (gatsby-ssr.tsx reads the
 * sidebar files through Node's own fs for that reason).
 */
import fs from 'node:fs';
import v8 from 'node:v8';
import { expect, test } from './fixtures';

test("the build's server render reads no file through Gatsby's tracked fs, so the next build renders only changed pages", () => {
  // Gatsby keeps its state between builds in .cache/redux; `npm run build:e2e` wrote it before the tests.
  const state = v8.deserialize(fs.readFileSync('.cache/redux/redux.rest.state')) as { html: { unsafeBuiltinWasUsedInSSR: boolean } };
  expect(state.html.unsafeBuiltinWasUsedInSSR).toBe(false);
});
