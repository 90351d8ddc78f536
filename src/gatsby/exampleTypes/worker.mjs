/**
 * The worker thread of typeInBackground (./index.ts): computes and caches the type facts of the
 * batches it is given, [packageDir, inputs][], one TypeScript program per batch.
 */
import { workerData } from 'node:worker_threads';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { exampleTypesFor } = await jiti.import('./index.ts');
for (const [packageDir, inputs] of workerData.batches) exampleTypesFor(inputs, packageDir);
