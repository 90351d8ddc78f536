import { describe, expect, it } from 'vitest';
import { SearchEngine } from './engine';
import { allowedValues, matchesFacetFilters } from './facets';
import type { IndexFile } from './types';

const v6: IndexFile = {
  tag: 'docs-default-6',
  pages: [
    ['/docs/utils/export', 'Utilities', 'Export'],
    ['/docs/components/querybuilder', 'Components', 'QueryBuilder'],
  ],
  records: [
    [0, 'lvl1', null, null, null, 'Convert queries with formatQuery.'],
    [0, 'lvl2', 'Parameterized SQL', null, 'parameterized-sql', null],
    [0, 'content', 'Parameterized SQL', null, 'parameterized-sql', 'The parameterized format returns SQL with placeholders and an array of params.'],
    [1, 'lvl1', null, null, null, null],
    [1, 'content', 'Props', 'fields', 'fields', 'The fields prop lists what people can filter on. <script>alert(1)</script>'],
  ],
};
const next: IndexFile = {
  tag: 'docs-default-current',
  pages: [['/docs/next/utils/export', 'Utilities', 'Export']],
  records: [[0, 'lvl1', null, null, null, null]],
};

function engine() {
  const e = new SearchEngine();
  e.addIndexFile(v6);
  e.addIndexFile(next);
  return e;
}

const tags = (result: { hits: Array<{ docusaurus_tag: string }> }) => result.hits.map((h) => h.docusaurus_tag);

describe('embedded search engine', () => {
  it('ranks the page title above sections and paragraphs, with anchors in URLs', () => {
    const result = engine().search({ query: 'export', facetFilters: [['docusaurus_tag:docs-default-6']] });
    expect(result.hits[0]).toMatchObject({ url: '/docs/utils/export', type: 'lvl1', hierarchy: { lvl0: 'Utilities', lvl1: 'Export' } });
    const paramHit = engine().search({ query: 'parameterized' }).hits;
    expect(paramHit.map((h) => [h.type, h.url])).toEqual([['lvl2', '/docs/utils/export#parameterized-sql']]);
  });

  it('matches prefixes and tolerates typos', () => {
    expect(engine().search({ query: 'paramet' }).nbHits).toBe(1);
    expect(engine().search({ query: 'placehlders' }).hits[0]?.type).toBe('content');
    expect(engine().search({ query: 'querybuildr' }).hits[0]?.hierarchy.lvl1).toBe('QueryBuilder');
  });

  it('filters by facets as DocSearch sends them (AND of ORs)', () => {
    const contextual = [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    expect(tags(engine().search({ query: 'export', facetFilters: contextual }))).toEqual(['docs-default-current']);
    expect(tags(engine().search({ query: 'export', facetFilters: ['-docusaurus_tag:docs-default-6'] }))).toEqual(['docs-default-current']);
    expect(allowedValues(contextual, 'docusaurus_tag')).toEqual(['default', 'docs-default-current']);
    expect(allowedValues([['language:en']], 'docusaurus_tag')).toBeNull();
    expect(matchesFacetFilters({ language: 'en' } as never, 'language:en')).toBe(true);
  });

  it('highlights with the request tags, escapes HTML and snippets long content', () => {
    const result = engine().search({ query: 'fields prop', highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' });
    const hit = result.hits[0] as unknown as {
      _highlightResult: { hierarchy: { lvl3: { value: string } } };
      _snippetResult: { content: { value: string; matchLevel: string } };
    };
    expect(hit._highlightResult.hierarchy.lvl3.value).toBe('__ais-highlight__fields__/ais-highlight__');
    expect(hit._snippetResult.content.value).toContain('The __ais-highlight__fields__/ais-highlight__ __ais-highlight__prop__/ais-highlight__');
    expect(hit._snippetResult.content.value).toContain('&lt;script&gt;');
    expect(hit._snippetResult.content.matchLevel).toBe('full');
  });

  it('pages, counts facets and answers an empty query with nothing', () => {
    const e = engine();
    const page = e.search({ query: 'export', hitsPerPage: 1, page: 1, facets: ['docusaurus_tag'] });
    // One hit per URL: the Export page, its #parameterized-sql section (the heading outranks the
    // paragraph under it) and the Next Export page.
    expect([page.nbHits, page.nbPages, page.page, page.hits.length]).toEqual([3, 3, 1, 1]);
    expect(page.facets).toEqual({ docusaurus_tag: { 'docs-default-6': 2, 'docs-default-current': 1 } });
    expect(e.search({ query: '  ' }).nbHits).toBe(0);
  });
});
