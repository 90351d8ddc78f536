import { describe, expect, it } from 'vitest';
import { SearchEngine } from './engine';
import { allowedValues, matchesFacetFilters } from './facets';
import { buildIndexFile, synonymMap, vocabulary, wholeNamesOf } from './indexFile';
import { readIndexFile } from './readIndex';
import { oneEdit, wordMatches } from './match';
import { FIELD_WEIGHTS, isOptionalTerm, isStopTerm, TYPE_RANK } from './ranking';
import { indexTerms, joinedPairs, queryWords } from './text';
import type { RecordType, SearchRecord } from './types';

const record = (tag: string, url: string, lvl0: string, lvl1: string, type: RecordType, heading: string | null, content: string | null): SearchRecord => ({
  objectID: `${tag}-${url}`,
  url,
  type,
  hierarchy: { lvl0, lvl1, lvl2: type === 'lvl1' ? null : heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content,
  weight: { type: TYPE_RANK[type] },
  language: 'en',
  docusaurus_tag: tag,
});

const v6 = 'docs-default-6';
const V6_RECORDS = [
  record(v6, '/docs/utils/export', 'Utilities', 'Export', 'lvl1', null, 'Convert queries with formatQuery.'),
  record(
    v6,
    '/docs/utils/export#parameterized-sql',
    'Utilities',
    'Export',
    'lvl2',
    'Parameterized SQL',
    'The parameterized format returns SQL with placeholders and an array of params.'
  ),
  record(v6, '/docs/utils/export#mongodb', 'Utilities', 'Export', 'lvl2', 'MongoDB', 'Queries for a collection.'),
  record(v6, '/docs/components/querybuilder', 'Components', 'QueryBuilder', 'lvl1', null, 'The component.'),
  record(
    v6,
    '/docs/components/querybuilder#fields',
    'Components',
    'QueryBuilder',
    'lvl2',
    'fields',
    'The fields prop lists what people can filter on. <script>alert(1)</script>'
  ),
  record(v6, '/docs/components/querybuilder#shownottoggle', 'Components', 'QueryBuilder', 'lvl2', 'showNotToggle', 'Shows a checkbox that inverts a group.'),
  record(v6, '/docs/components/querybuilder#disabled', 'Components', 'QueryBuilder', 'lvl2', 'disabled', 'Nobody can change the query.'),
  record(v6, '/docs/styling/overview', 'Styling', 'Overview', 'lvl1', null, 'Drag handles and colours.'),
  { ...record(v6, '/docs/tips/limit-groups', 'Tips', 'Limiting groups', 'lvl1', null, 'Keep queries shallow.'), keywords: ['max depth'] },
  record(v6, '/docs/tips/limit-groups#related', 'Tips', 'Limiting groups', 'lvl2', 'Related pages', 'How deep a group may go: depth.'),
  record(v6, '/docs/migrate', 'Guides', 'Migrating to version 6', 'lvl1', null, 'What changed.'),
  record(v6, '/docs/migrate#export', 'Guides', 'Migrating to version 6', 'lvl2', 'Export', 'Export export export: new export formats.'),
  { ...record(v6, '/docs/tips/path', 'Tips', 'Paths', 'lvl1', null, 'Where a rule sits in the query.'), keywords: ['sql injection'] },
  record(v6, '/docs/typescript', 'Guides', 'TypeScript', 'lvl1', null, 'Types of the package.'),
  record(v6, '/docs/typescript#groups', 'Guides', 'TypeScript', 'lvl2', 'Groups', 'RuleGroupType is the usual shape.'),
  record(v6, '/docs/typescript#groups-ic', 'Guides', 'TypeScript', 'lvl2', 'Groups IC', 'RuleGroupTypeIC is the other shape.'),
  record(v6, '/docs/tips/path#sql-injection', 'Tips', 'Paths', 'lvl2', 'SQL injection', 'Values travel apart from the statement, so it cannot happen.'),
];
const NEXT_RECORDS = [record('docs-default-current', '/docs/next/utils/export', 'Utilities', 'Export', 'lvl1', null, null)];
const SYNONYMS = synonymMap([{ readers: ['read only'], docs: ['disabled'] }]);

function engine() {
  const e = new SearchEngine();
  // Through JSON, as the browser gets the files.
  e.addIndexFile(JSON.parse(JSON.stringify(buildIndexFile(v6, V6_RECORDS, SYNONYMS))));
  e.addIndexFile(buildIndexFile('docs-default-current', NEXT_RECORDS, SYNONYMS));
  return e;
}

const urls = (query: string) =>
  engine()
    .search({ query, facetFilters: [[`docusaurus_tag:${v6}`]] })
    .hits.map((h) => h.url);
const tags = (result: { hits: Array<{ docusaurus_tag: string }> }) => result.hits.map((h) => h.docusaurus_tag);

describe('embedded search engine', () => {
  it('reads every field of every record with its weight, though the file writes the headings once', () => {
    // What a record's words weigh, counted the plain way: every field of the record, ranking.ts's weights.
    const expected = (r: SearchRecord) => {
      const { lvl0, lvl1, lvl2 } = r.hierarchy;
      const fields: Array<[keyof typeof FIELD_WEIGHTS, string]> = [
        ['title', (r.type === 'lvl1' ? lvl1 : lvl2)!],
        ['parents', r.type === 'lvl1' ? '' : lvl1],
        ['category', lvl0],
        ['keywords', (r.keywords ?? []).join(' ')],
        ['content', r.content ?? ''],
      ];
      const counts = new Map<string, number>();
      for (const [field, text] of fields)
        for (const t of [...indexTerms(text), ...(field === 'title' ? joinedPairs(text, isOptionalTerm) : [])])
          if (!isStopTerm(t)) counts.set(t, (counts.get(t) ?? 0) + FIELD_WEIGHTS[field]);
      return counts;
    };
    const file = JSON.parse(JSON.stringify(buildIndexFile(v6, V6_RECORDS))) as ReturnType<typeof buildIndexFile>;
    const index = readIndexFile(file);
    const read = V6_RECORDS.map(() => new Map<string, number>());
    index.terms.forEach((term, t) => {
      for (let p = 0; p < index.postings[t]!.length; p += 2) read[index.postings[t]![p]!]!.set(term, index.postings[t]![p + 1]!);
    });
    V6_RECORDS.forEach((r, id) => expect(Object.fromEntries(read[id]!), r.url).toEqual(Object.fromEntries(expected(r))));
    // The headings' words are not in the written postings: "queryBuilder" is a page title and a category word alone.
    expect(vocabulary(file)).not.toContain('querybuild');
    expect(index.terms).toContain('querybuild');
  });

  it('reads back what the build wrote: pages, sections with their anchors, excerpts', () => {
    const index = readIndexFile(buildIndexFile(v6, V6_RECORDS));
    expect(index.pages[0]).toEqual(['/docs/utils/export', 'Utilities', 'Export']);
    expect(index.records[1]!.slice(0, 5)).toEqual([
      0,
      'Parameterized SQL',
      null,
      'parameterized-sql',
      'The parameterized format returns SQL with placeholders and an array of params.',
    ]);
    const hit = engine().search({ query: 'parameterized' }).hits[0]!;
    expect(hit).toMatchObject({
      url: '/docs/utils/export#parameterized-sql',
      type: 'lvl2',
      hierarchy: { lvl0: 'Utilities', lvl1: 'Export', lvl2: 'Parameterized SQL' },
    });
  });

  it('ranks the section that answers above its page, and a page title match first', () => {
    expect(urls('parameterized sql')[0]).toBe('/docs/utils/export#parameterized-sql');
    expect(urls('export')[0]).toBe('/docs/utils/export');
  });

  it('never needs every word: the most words first, stop words and version words optional', () => {
    // No record holds "mongodb" and "fields"; each holds one.
    expect(urls('mongodb fields').slice(0, 2).sort()).toEqual(['/docs/components/querybuilder#fields', '/docs/utils/export#mongodb']);
    expect(urls('how do i use the fields prop in v6')[0]).toBe('/docs/components/querybuilder#fields');
    expect(urls('zqxjv')).toEqual([]);
  });

  it("lists the page a query names by its title first, though a section's heading holds the word too", () => {
    expect(urls('export')[0]).toBe('/docs/utils/export');
    expect(urls('export').indexOf('/docs/migrate#export')).toBeGreaterThan(0);
    expect(urls('version 6 migrating to')[0]).toBe('/docs/migrate');
  });

  it('finds a page by its frontmatter keywords', () => {
    expect(urls('max depth')[0]).toBe('/docs/tips/limit-groups');
  });

  it('shows the section that answers before a page its keywords lifted, but not a section that holds less', () => {
    // The page record holds "sql injection" as keywords; its section is titled with both words.
    expect(urls('sql injection').slice(0, 2)).toEqual(['/docs/tips/path#sql-injection', '/docs/tips/path']);
    // "Related pages" holds "depth" only: the page, which holds both words, stays first.
    expect(urls('max depth').slice(0, 2)).toEqual(['/docs/tips/limit-groups', '/docs/tips/limit-groups#related']);
  });

  it('finds API names written as words, camelCase parts, and synonyms', () => {
    expect(urls('format query')[0]).toBe('/docs/utils/export');
    expect(urls('not toggle')[0]).toBe('/docs/components/querybuilder#shownottoggle');
    expect(urls('read only')[0]).toBe('/docs/components/querybuilder#disabled');
  });

  it('never stems an API name that ends in an acronym: RuleGroupTypeIC is not RuleGroupType', () => {
    expect(indexTerms('RuleGroupTypeIC')).toEqual(['rulegrouptypeic', 'rule', 'group', 'type', 'ic']);
    expect(indexTerms('RuleGroupType')[0]).toBe('rulegrouptyp');
    // Typed in full, the name is not on its way past RuleGroupType (match.ts): the section that holds only that name is not listed.
    expect(urls('RuleGroupTypeIC')).toEqual(['/docs/typescript#groups-ic']);
    expect(urls('rulegrouptypeic')).toEqual(['/docs/typescript#groups-ic']);
    expect(urls('rulegrouptyp')[0]).toBe('/docs/typescript#groups');
    expect(urls('RuleGroupTypeIC shape')).toEqual(['/docs/typescript#groups-ic', '/docs/typescript#groups']);
    expect(urls('RuleGroupType')[0]).toBe('/docs/typescript#groups');
  });

  it('undoes typos only in a word no index of the search holds: the site pages do not read "field" as "yield"', () => {
    const e = engine();
    e.addIndexFile(buildIndexFile('default', [record('default', '/demo', 'Pages', 'Demo', 'lvl1', null, 'A good yield of sample rules.')]));
    const search = (query: string) => e.search({ query, facetFilters: [[`docusaurus_tag:${v6}`, 'docusaurus_tag:default']] }).hits.map((h) => h.url);
    expect(search('field')).toEqual(['/docs/components/querybuilder#fields']);
    // A word that no index holds is still a typo in each: "yeild" finds the demo.
    expect(search('yeild')).toEqual(['/demo']);
  });

  it('stems (dragging finds drag), completes the last word, and undoes typos: a swap of two letters is one', () => {
    expect(urls('dragging')).toEqual(['/docs/styling/overview']);
    expect(urls('paramet')[0]).toBe('/docs/utils/export#parameterized-sql');
    expect(urls('fromatQuery')[0]).toBe('/docs/utils/export');
    expect(urls('mongdb')[0]).toBe('/docs/utils/export#mongodb');
    expect(urls('parameterzied sql')[0]).toBe('/docs/utils/export#parameterized-sql');
    expect([...oneEdit('ab')]).toContain('ba');
  });

  it('pays a match of two words written as one once, and never corrects a stop word into a word', () => {
    const index = readIndexFile(buildIndexFile(v6, V6_RECORDS, SYNONYMS));
    const quality = (query: string, i: number, term: string) =>
      [...wordMatches(index, queryWords(query), i, index.synonyms).values()].find((m) => index.terms[m.term] === term)?.quality;
    // "format query" is formatQuery, and "read only" means disabled: in full for the first word, a share for the second.
    for (const [query, term] of [
      ['format query', 'formatqueri'],
      ['read only', 'disabl'],
    ] as const) {
      expect(quality(query, 0, term), query).toBe(1);
      expect(quality(query, 1, term), query).toBeLessThan(1);
    }
    expect(urls('format query')[0]).toBe('/docs/utils/export');
    // "from" is a stop word, not a typo of "form" (a word one record holds).
    const withForm = new SearchEngine();
    withForm.addIndexFile(buildIndexFile(v6, [record(v6, '/docs/forms', 'Guides', 'Forms', 'lvl1', null, 'A form to fill in.')]));
    expect(withForm.search({ query: 'form' }).hits).toHaveLength(1);
    expect(withForm.search({ query: 'from' }).hits).toEqual([]);
  });

  it('filters by facets as DocSearch sends them (AND of ORs)', () => {
    const contextual = [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    expect(tags(engine().search({ query: 'export', facetFilters: contextual }))).toEqual(['docs-default-current']);
    expect(tags(engine().search({ query: 'export', facetFilters: ['-docusaurus_tag:docs-default-6'] }))).toEqual(['docs-default-current']);
    expect(allowedValues(contextual, 'docusaurus_tag')).toEqual(['default', 'docs-default-current']);
    expect(allowedValues([['language:en']], 'docusaurus_tag')).toBeNull();
    expect(matchesFacetFilters({ language: 'en' } as never, 'language:en')).toBe(true);
  });

  it('highlights with the request tags, escapes HTML, and snippets the excerpt', () => {
    const result = engine().search({ query: 'fields prop', highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
    const hit = result.hits[0] as unknown as {
      _highlightResult: { hierarchy: { lvl2: { value: string } } };
      _snippetResult: { content: { value: string; matchLevel: string } };
    };
    expect(hit._highlightResult.hierarchy.lvl2.value).toBe('<mark>fields</mark>');
    expect(hit._snippetResult.content.value).toContain('The <mark>fields</mark> <mark>prop</mark>');
    expect(hit._snippetResult.content.matchLevel).toBe('full');
    const escaped = engine().search({ query: 'script alert' }).hits[0] as unknown as { _snippetResult: { content: { value: string } } };
    expect(escaped._snippetResult.content.value).toContain('&lt;<em>script</em>&gt;');
  });

  it('pages, counts facets and answers an empty query with nothing', () => {
    const e = engine();
    // The Export pages, the sections under the 6.x one (its title is above them), and the migration guide's Export section.
    const page = e.search({ query: 'export', hitsPerPage: 1, page: 1, facets: ['docusaurus_tag'] });
    expect([page.nbHits, page.nbPages, page.page, page.hits.length]).toEqual([5, 5, 1, 1]);
    expect(page.facets).toEqual({ docusaurus_tag: { 'docs-default-6': 4, 'docs-default-current': 1 } });
    expect(e.search({ query: '  ' }).nbHits).toBe(0);
  });
});

describe('a word typed in lower case is the name the index holds whole, not its stem', () => {
  const RECORDS = [
    record(v6, '/docs/buildless', 'Guides', 'Buildless', 'lvl1', null, 'Load it from a CDN.'),
    record(v6, '/docs/buildless#builds', 'Guides', 'Buildless', 'lvl2', 'Builds', 'The package publishes ES module and CommonJS builds.'),
    record(v6, '/docs/export', 'Utilities', 'Export', 'lvl1', null, 'Convert queries.'),
    record(v6, '/docs/export#cel', 'Utilities', 'Export', 'lvl2', 'Common Expression Language', 'A common format for rules.'),
    record(v6, '/docs/rulegrouptype', 'Guides', 'RuleGroupType', 'lvl1', null, 'The usual shape of a query.'),
    record(v6, '/docs/typescript', 'Guides', 'TypeScript', 'lvl1', null, 'Types of the package.'),
    record(v6, '/docs/typescript#ic', 'Guides', 'TypeScript', 'lvl2', 'Independent combinators', 'RuleGroupTypeIC is the other shape.'),
    record(v6, '/docs/rules', 'Guides', 'Rules', 'lvl1', null, 'Rules and groups.'),
    record(v6, '/docs/rules#conditions', 'Guides', 'Rules', 'lvl2', 'Conditions', 'Each condition compares a field with a value.'),
    record(v6, '/docs/rules#shown', 'Guides', 'Rules', 'lvl2', 'Controls', 'Controls shown conditionally.'),
  ];
  const file = buildIndexFile(v6, RECORDS);
  const isWhole = (word: string) => wholeNamesOf(file).has(word);
  const search = (query: string, synonyms = {}) => {
    const e = new SearchEngine();
    e.addIndexFile(JSON.parse(JSON.stringify({ ...file, synonyms })));
    return e.search({ query }).hits.map((h) => h.url);
  };

  it('lists in the index the names it holds whole where stemming would change them, and nothing else', () => {
    expect(file.whole).toBe('commonjs rulegrouptypeic');
  });

  it('finds the section that says CommonJS by "commonjs", not the "Common …" heading', () => {
    for (const query of ['commonjs', 'commonjs ', 'CommonJS', 'comonjs']) expect(search(query)[0], query).toBe('/docs/buildless#builds');
  });

  it('ranks a RuleGroupTypeIC section above a page about RuleGroupType', () => {
    expect(search('rulegrouptypeic')[0]).toBe('/docs/typescript#ic');
    const both = search('rulegrouptypeic shape');
    expect(both.indexOf('/docs/typescript#ic')).toBe(0);
    expect(both).toContain('/docs/rulegrouptype');
    // RuleGroupType typed whole is still that page, first by its title.
    expect(search('rulegrouptype')[0]).toBe('/docs/rulegrouptype');
  });

  it('reads a plain word by its stem though the vocabulary holds it too: "condition" is the stem of "conditionally"', () => {
    expect(indexTerms('conditionally condition')).toEqual(['condition', 'condit']);
    expect(search('condition value')[0]).toBe('/docs/rules#conditions');
    expect(queryWords('condition commonjs', isWhole).map((w) => w.term)).toEqual(['condit', 'commonjs']);
  });

  it('resolves a synonym group that names a whole name in lower case to the term the index holds', () => {
    const groups = [{ readers: ['cjs'], docs: ['commonjs'] }];
    expect(synonymMap(groups)).toEqual({ cj: ['commonj'] });
    expect(synonymMap(groups, isWhole)).toEqual({ cj: ['commonjs'] });
    expect(search('cjs', synonymMap(groups, isWhole))[0]).toBe('/docs/buildless#builds');
  });
});
