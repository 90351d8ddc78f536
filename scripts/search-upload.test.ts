import { afterEach, describe, expect, it } from 'vitest';
import { startAlgoliaStandIn, type StandIn } from '../e2e/support/algoliaStandIn';
import type { SearchRecord } from '../src/lib/search/types';
// @ts-expect-error: a plain ESM script without type declarations
import { INDEX_SETTINGS, uploadRecords } from './search-upload.mjs';

const record = (id: string, lvl1: string): SearchRecord => ({
  objectID: id,
  url: `/docs/${id}`,
  type: 'lvl1',
  hierarchy: { lvl0: 'Documentation', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
  language: 'en',
  docusaurus_tag: 'docs-default-6',
});

describe('npm run search:upload', () => {
  let standIn: StandIn | undefined;
  afterEach(() => standIn?.close());

  it('replaces the index with the records and sets the settings, with the admin key', async () => {
    standIn = await startAlgoliaStandIn(9341, { docs: [record('old', 'Old page')] });
    const count = await uploadRecords({
      appId: 'TESTAPP',
      adminKey: 'admin-key',
      indexName: 'docs',
      records: [record('intro', 'Getting started'), record('export', 'Export')],
      host: standIn.url,
    });
    expect(count).toBe(2);
    expect(standIn.indexes.get('docs')?.records.map((r) => r.objectID)).toEqual(['intro', 'export']);
    expect(standIn.indexes.get('docs')?.settings).toEqual(INDEX_SETTINGS);
    expect(new Set(standIn.requests.map((r) => r.apiKey))).toEqual(new Set(['admin-key']));
    expect([...standIn.indexes.keys()]).toEqual(['docs']);
  });
});
