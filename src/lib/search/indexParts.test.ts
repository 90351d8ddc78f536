import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { embeddedSearchClient } from './client';
import { SearchEngine, type SearchParams } from './engine';
import { buildIndexFile, type IndexRecord } from './indexFile';
import { partNames, partUrl, splitIndexFile } from './indexParts';
import { TYPE_RANK } from './ranking';
import { indexUrl, type SearchRecord } from './types';

const tag = 'docs-default-8';
const TOPICS = ['export', 'import', 'validation', 'drag', 'styling', 'operators', 'fields', 'combinators', 'history', 'async', 'parsers', 'subqueries'];
const record = (url: string, lvl1: string, lvl2: string | null, content: string): SearchRecord => ({
  objectID: url,
  url,
  type: lvl2 ? 'lvl2' : 'lvl1',
  hierarchy: { lvl0: 'Guides', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content,
  weight: { type: TYPE_RANK[lvl2 ? 'lvl2' : 'lvl1'] },
  language: 'en',
  docusaurus_tag: tag,
});
// Twelve pages of three sections, each section naming its topic and a neighbour's.
const RECORDS = TOPICS.flatMap((topic, i) => {
  const other = TOPICS[(i + 1) % TOPICS.length]!;
  return [
    record(`/docs/${topic}`, `Working with ${topic}`, null, `How the builder handles ${topic}, and where ${other} comes in.`),
    ...['basics', 'options', 'pitfalls'].map((section) =>
      record(
        `/docs/${topic}#${section}`,
        `Working with ${topic}`,
        `${topic} ${section}`,
        `The ${section} of ${topic} in queries, next to ${other} settings number ${i}.`
      )
    ),
  ];
});
// An API entry: its title is its URL's last segment, which a head leaves out.
RECORDS.push(record('/api/react-querybuilder/functions/formatQuery', 'formatQuery', null, 'Function of react-querybuilder. Turns a query into text.'));
const WHOLE = buildIndexFile(tag, RECORDS);
const hash = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 12);
const SMALL = { postings: 60, excerpts: 120 };
const QUERIES = ['formatquery', 'export', 'styling pitfalls', 'subquery', 'validaton', 'option', 'settings number 7', 'drag import'];
const params = (query: string): SearchParams => ({ query, hitsPerPage: 5, facetFilters: [[`docusaurus_tag:${tag}`]] });

/** The split files served from memory, and the addresses fetched. */
function served(limits = SMALL) {
  const { head, parts } = splitIndexFile(WHOLE, hash, limits);
  const files = new Map<string, unknown>([[indexUrl(tag), head], ...parts.map(({ name, part }) => [partUrl(tag, name), part] as [string, unknown])]);
  const fetched: string[] = [];
  const fetchImpl = (url: string) => {
    fetched.push(url);
    const body = files.get(url);
    return Promise.resolve(new Response(JSON.stringify(body ?? null), { status: body ? 200 : 404 }));
  };
  return { head, parts, fetched, client: embeddedSearchClient([tag], fetchImpl as typeof fetch) };
}

describe('an index served as a head and parts', () => {
  it('answers every query as the whole file does, fetching only the parts the query reads', async () => {
    const whole = new SearchEngine();
    whole.addIndexFile(WHOLE);
    for (const query of QUERIES) {
      const { client, fetched, parts } = served();
      const { results } = await client.search([{ indexName: 'docs', params: params(query) }]);
      const expected = whole.search(params(query));
      expect(results[0]!.hits, query).toEqual(expected.hits);
      expect(results[0]!.nbHits, query).toBe(expected.nbHits);
      expect(fetched.length, query).toBeLessThan(parts.length);
    }
  });

  it('fetches the other parts once an answer is out, each once, so the next query needs no round trip', async () => {
    const { client, fetched, parts } = served();
    await client.search([{ indexName: 'docs', params: params('export') }]);
    await vi.waitFor(() => expect(fetched.length).toBe(parts.length + 1));
    expect(new Set(fetched).size).toBe(fetched.length);
    expect(client.searchNow!([{ indexName: 'docs', params: params('history pitfalls') }])!.results[0]!.hits.length).toBeGreaterThan(0);
  });

  it('asks for the postings of the words first, then the excerpts of the hits it answers, and says what it lacks', () => {
    const { head, parts } = splitIndexFile(WHOLE, hash, SMALL);
    const byName = new Map(parts.map(({ name, part }) => [name, part]));
    const engine = new SearchEngine();
    engine.addIndexFile(head);
    expect(() => engine.search(params('styling'))).toThrow(/postings of "style" are not loaded/);
    const postings = engine.missingParts(params('styling'));
    expect(postings.map(({ name }) => byName.get(name)!.kind)).toEqual(postings.map(() => 'postings'));
    for (const { name } of postings) engine.addPart(byName.get(name)!);
    const excerpts = engine.missingParts(params('styling'));
    expect(excerpts.length).toBeGreaterThan(0);
    expect(excerpts.map(({ name }) => byName.get(name)!.kind)).toEqual(excerpts.map(() => 'excerpts'));
    for (const { name } of excerpts) engine.addPart(byName.get(name)!);
    expect(engine.missingParts(params('styling'))).toEqual([]);
    expect(engine.search(params('styling')).hits[0]).toMatchObject({
      url: '/docs/styling#basics',
      content: 'The basics of styling in queries, next to operators settings number 4.',
    });
  });

  it('answers at once only when the head and the parts a query needs are there', async () => {
    const { client } = served();
    const request = [{ indexName: 'docs', params: params('fields') }];
    expect(client.searchNow!(request)).toBeNull();
    await client.search(request);
    expect(client.searchNow!(request)!.results[0]!.hits.length).toBeGreaterThan(0);
    expect(client.searchNow!([{ indexName: 'docs', params: params('history') }])).toBeNull();
  });

  it('names each part by what it holds, so a changed text changes only its part and the head', () => {
    const before = splitIndexFile(WHOLE, hash).head;
    expect(splitIndexFile(WHOLE, hash).head).toEqual(before);
    const edited = RECORDS.map((r) => (r.url === '/docs/history#pitfalls' ? { ...r, content: 'Undo and redo keep a list of past queries.' } : r));
    const after = splitIndexFile(buildIndexFile(tag, edited), hash).head;
    const changed = partNames(after).filter((name) => !partNames(before).includes(name));
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(partNames(after).length);
  });

  it('makes one part of each kind of a small file, and gives a head no excerpts or postings of its own', () => {
    const { head, parts } = splitIndexFile(buildIndexFile(tag, [...RECORDS.slice(0, 8), RECORDS.at(-1)!]), hash);
    expect(head.pages.at(-1)).toEqual(['/api/react-querybuilder/functions/formatQuery', 'Guides']);
    expect(head.records.at(-1)).toBe((WHOLE.records.at(-1) as IndexRecord)[5]);
    expect(parts.map(({ part }) => part.kind)).toEqual(['postings', 'excerpts']);
    expect(head.postings).toBe('');
    expect(head.records.every((r) => typeof r === 'number' || r[4] === '')).toBe(true);
  });
});
