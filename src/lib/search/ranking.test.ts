/** The ordering rules that follow relevance (ranking.ts `orderHits`), on hits of any shape, as both backends apply them. */
import { describe, expect, it } from 'vitest';
import { namedEntrySecond, sectionBeforePage, titleFirst } from './ranking';
import { queryWords } from './text';

describe('a query that is an export name: the best guide record first, its API entry second', () => {
  const entry = (name: string) => ({ name, api: true });
  const guide = (name: string) => ({ name, api: false });
  const titleOf = (hit: { name: string; api: boolean }) => (hit.api ? hit.name : undefined);
  const order = (hits: Array<{ name: string; api: boolean }>, query: string) => namedEntrySecond(hits, queryWords(query), titleOf).map((hit) => hit.name);

  it('moves the entry to second place from wherever it was (Algolia ranks it first, by its title)', () => {
    expect(order([entry('parseSQL'), guide('Import'), guide('Export')], 'parseSQL')).toEqual(['Import', 'parseSQL', 'Export']);
    expect(order([guide('Import'), guide('Export'), entry('parseSQL')], 'parsesql')).toEqual(['Import', 'parseSQL', 'Export']);
  });

  it('leaves the order alone for other queries, other entries and a lone hit', () => {
    const hits = [entry('parseSQL'), guide('Import')];
    expect(order(hits, 'parseSQL sql')).toEqual(['parseSQL', 'Import']);
    expect(order([entry('ParseOptions'), guide('Import')], 'parseSQL')).toEqual(['ParseOptions', 'Import']);
    expect(order([entry('parseSQL')], 'parseSQL')).toEqual(['parseSQL']);
  });
});

describe("a page's own record after its first section that answers as well", () => {
  type Hit = { url: string; score: number };
  const hit = (url: string, score: number): Hit => ({ url, score });
  const order = (hits: Hit[]) =>
    sectionBeforePage(
      hits,
      (h) => h.url.replace(/#.*$/, ''),
      (h) => !h.url.includes('#'),
      (section, page) => section.score >= page.score / 2
    ).map((h) => h.url);

  it('moves the first section of the page to where the page record was, and the page right after it', () => {
    expect(order([hit('/a', 10), hit('/b#x', 8), hit('/a#y', 6), hit('/a#z', 5)])).toEqual(['/a#y', '/a', '/b#x', '/a#z']);
  });

  it('leaves the page first when its section answers less, when no section matched, or when a section is first already', () => {
    expect(order([hit('/a', 10), hit('/a#y', 4)])).toEqual(['/a', '/a#y']);
    expect(order([hit('/a', 10), hit('/b#x', 8)])).toEqual(['/a', '/b#x']);
    expect(order([hit('/a#y', 10), hit('/a', 9), hit('/a#z', 8)])).toEqual(['/a#y', '/a', '/a#z']);
  });
});

describe("a query that is a page's title: that page's own record first", () => {
  type Hit = { title?: string; url: string };
  const order = (hits: Hit[], query: string) => titleFirst(hits, queryWords(query), (hit) => hit.title).map((hit) => hit.url);
  const hits: Hit[] = [
    { url: '/migrate#export' },
    { url: '/tips', title: 'Tips' },
    { url: '/export', title: 'Export' },
    { url: '/bind', title: 'Custom bind variables' },
  ];

  it('moves the page whose title has the words of the query, in any order, stop words aside', () => {
    expect(order(hits, 'export')).toEqual(['/export', '/migrate#export', '/tips', '/bind']);
    expect(order(hits, 'the variables of custom bind')).toEqual(['/bind', '/migrate#export', '/tips', '/export']);
  });

  it('leaves the order alone for a query with other words, or only stop words', () => {
    expect(order(hits, 'export to mongodb')).toEqual(hits.map((hit) => hit.url));
    expect(order(hits, 'the')).toEqual(hits.map((hit) => hit.url));
  });
});
