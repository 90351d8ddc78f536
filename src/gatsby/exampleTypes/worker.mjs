/**
 * The worker thread of typeInBackground (./index.ts): computes and caches the type facts of a
 * TypingJob, one TypeScript program per package. Given docs folders, it reads their examples
 * itself (those marked nocheck or notypes left out), and types those the cache lacks. The blocks
 * that print results (`// ^?`, `// @errors`) come first, and it says so when they are done: the
 * pages that show them wait for them while they compile.
 *
 * With `serve` (gatsby develop: ./onRequest.ts), it stays, types each batch it is sent and answers
 * with the batch's id once it is cached.
 */
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { exampleTypesFor, missingTypes, readNotations } = await jiti.import('./index.ts');
const { examplesIn } = await jiti.import('./examples.ts');
const { isTypedBlock, parseCodeMeta } = await jiti.import('../mdx/codeMeta.ts');

if (workerData.serve) {
  parentPort.on('message', ({ id, packageDir, inputs }) => {
    try {
      exampleTypesFor(inputs, packageDir);
    } catch (error) {
      console.warn(`Example types could not be computed: ${error instanceof Error ? error.message : String(error)}`);
    }
    parentPort.postMessage(id);
  });
} else {
  let batches = workerData.batches ?? [];
  if (workerData.folders) {
    const wanted = new Map(
      workerData.folders.map(([folder, packageDir]) => [
        packageDir,
        examplesIn(path.resolve(folder))
          .filter((example) => isTypedBlock(example.lang, parseCodeMeta(example.meta)))
          .map(({ code, lang }) => ({ code, lang })),
      ])
    );
    batches = [...missingTypes(wanted)];
  }
  const withResults = batches.map(([packageDir, inputs]) => [packageDir, inputs.filter((input) => readNotations(input.code).hasResults)]);
  for (const [packageDir, inputs] of withResults) if (inputs.length) exampleTypesFor(inputs, packageDir);
  parentPort.postMessage('results');
  for (const [packageDir, inputs] of batches) exampleTypesFor(inputs, packageDir);
}
