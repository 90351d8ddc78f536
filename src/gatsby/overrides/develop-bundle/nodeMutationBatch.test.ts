import { createRequire } from 'node:module';
import { expect, it } from 'vitest';

/**
 * Gatsby's develop cycle after a saved file (`dist/utils/call-deferred-api.js`, patched:
 * patches/README.md). gatsby-source-filesystem's change of a File node reaches the store in a batch of node
 * mutations; the update deletes the File's Mdx child, and gatsby-plugin-mdx's onCreateNode makes it
 * again. The batch ended without waiting for that, so on a busy machine createPages ran while the doc
 * had no Mdx node: it missed the doc ("unknown doc components/rule", the develop e2e test of a doc and a
 * sidebar saved together, CI of 2026-12-03). The batch now ends when the work each mutation started
 * has ended: here the store's answer to the createNode stands for that work, still running.
 */
const require_ = createRequire(import.meta.url);
// Gatsby's reporter would draw with Ink, which needs a terminal.
process.env.GATSBY_LOGGER = 'yurnalist';
const { runMutationBatch } = require_('gatsby/dist/services/run-mutation-batch') as {
  runMutationBatch(context: { runningBatch: unknown[]; store: unknown }): Promise<unknown>;
};

const nextTurns = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise<void>((resolve) => setImmediate(resolve));
};

it('a batch of node mutations ends when the onCreateNode work of its createNode has ended', async () => {
  let finishNodeApis!: () => void;
  const nodeApis = new Promise<void>((resolve) => (finishNodeApis = resolve));
  // createNode's thunk, dispatched, answers with the promise of the onCreateNode calls it started.
  const store = { dispatch: () => nodeApis, getState: () => ({}) };
  const file = { id: 'file-1', internal: { type: 'File', contentDigest: 'b', owner: 'gatsby-source-filesystem' } };
  let ended = false;
  const batch = runMutationBatch({ runningBatch: [{ type: 'createNode', payload: [file, { name: 'gatsby-source-filesystem' }] }], store }).then(() => {
    ended = true;
  });
  await nextTurns(5);
  expect(ended).toBe(false);
  finishNodeApis();
  await batch;
  expect(ended).toBe(true);
});
