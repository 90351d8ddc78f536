import { afterEach, describe, expect, it } from 'vitest';
import { startAlgoliaStandIn, type StandIn } from '../e2e/support/algoliaStandIn';
import {
  FIELD_ATTRIBUTES,
  FIELD_WEIGHTS,
  OPTIONAL_WORDS,
  STOP_WORDS,
  TYPE_RANK,
  TYPO_WORD_LENGTHS,
  algoliaSettings,
  algoliaSynonyms,
  type Field,
} from '../src/lib/search/ranking';
import type { SearchRecord } from '../src/lib/search/types';
// @ts-expect-error: a plain ESM script without type declarations
import { INDEX_SETTINGS, uploadRecords } from './search-upload.mjs';

const record = (id: string, lvl1: string): SearchRecord => ({
  objectID: id,
  url: `/docs/${id}`,
  type: 'lvl1',
  hierarchy: { lvl0: 'Documentation', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
  weight: { type: TYPE_RANK.lvl1 },
  language: 'en',
  docusaurus_tag: 'docs-default-6',
});

const GROUPS = [{ readers: ['read only'], docs: ['disabled'] }];

describe('npm run search:upload', () => {
  let standIn: StandIn | undefined;
  afterEach(() => standIn?.close());

  it('replaces the index with the records, and sets the settings and synonyms, with the admin key', async () => {
    standIn = await startAlgoliaStandIn(9341, { docs: [record('old', 'Old page')] });
    const count = await uploadRecords({
      appId: 'TESTAPP',
      adminKey: 'admin-key',
      indexName: 'docs',
      records: [record('intro', 'Getting started'), record('disabled', 'Disabled builders')],
      synonyms: algoliaSynonyms(GROUPS),
      host: standIn.url,
    });
    expect(count).toBe(2);
    const stored = standIn.indexes.get('docs')!;
    expect(stored.records.map((r) => r.objectID)).toEqual(['intro', 'disabled']);
    expect(stored.settings).toEqual(INDEX_SETTINGS);
    expect(stored.synonyms).toEqual([{ objectID: 'synonym-0-0', type: 'oneWaySynonym', input: 'read only', synonyms: ['disabled'] }]);
    expect(new Set(standIn.requests.map((r) => r.apiKey))).toEqual(new Set(['admin-key']));
    expect([...standIn.indexes.keys()]).toEqual(['docs']);
  });

  it("sends Algolia the embedded engine's ranking: one definition, read on both sides", () => {
    // What the upload sends is what the ranking definition says...
    expect(INDEX_SETTINGS).toEqual(algoliaSettings());
    // ...attributes in the order of the engine's field weights, heaviest first,
    const order = (Object.keys(FIELD_WEIGHTS) as Field[]).sort((a, b) => FIELD_WEIGHTS[b] - FIELD_WEIGHTS[a]).flatMap((f) => FIELD_ATTRIBUTES[f]);
    expect(INDEX_SETTINGS.searchableAttributes.map((a: string) => a.replace(/^unordered\((.*)\)$/, '$1'))).toEqual(order);
    expect(INDEX_SETTINGS.searchableAttributes).toEqual(expect.arrayContaining(['content', 'unordered(keywords)', 'unordered(hierarchy.lvl1)']));
    // ...the engine's typo thresholds and optional words,
    expect([INDEX_SETTINGS.minWordSizefor1Typo, INDEX_SETTINGS.minWordSizefor2Typos]).toEqual([TYPO_WORD_LENGTHS.oneTypo, TYPO_WORD_LENGTHS.twoTypos]);
    expect([...INDEX_SETTINGS.optionalWords, ...STOP_WORDS].sort()).toEqual([...OPTIONAL_WORDS].sort());
    expect(INDEX_SETTINGS.removeStopWords).toEqual(['en']);
    expect(INDEX_SETTINGS.removeWordsIfNoResults).toBe('allOptional');
    // ...and its tie-break: a section before its page's record, by the weight every record carries.
    expect(INDEX_SETTINGS.customRanking).toEqual(['desc(weight.type)']);
    expect(TYPE_RANK.lvl2).toBeGreaterThan(TYPE_RANK.lvl1);
  });

  it('the stand-in answers from what was uploaded, synonyms included', async () => {
    standIn = await startAlgoliaStandIn(9342);
    await uploadRecords({
      appId: 'A',
      adminKey: 'k',
      indexName: 'docs',
      records: [record('intro', 'Getting started'), record('disabled', 'Disabled builders')],
      synonyms: algoliaSynonyms(GROUPS),
      host: standIn.url,
    });
    const response = await fetch(`http://${standIn.url}/1/indexes/*/queries`, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName: 'docs', params: 'query=read%20only' }] }),
    });
    const { results } = (await response.json()) as { results: Array<{ hits: Array<{ url: string }> }> };
    expect(results[0]!.hits.map((h) => h.url)).toEqual(['/docs/disabled']);
  });
});
