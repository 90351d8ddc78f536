import { describe, expect, it } from 'vitest';
import { AnalysisCache, analysisCodeVersion } from './analysisCache';
import { analyzeDoc, docText } from './analyzeDoc';
import { tempFolder } from '../../testing/tempFolder';

const SAMPLE = `---
title: Sample
---

# Sample page

Intro with a [link](./other.mdx#usage) and a [reference][ref].

import { Thing } from './thing';

## Usage

<Link to="/docs/intro">Start</Link> and <a href="#usage-1">again</a>.

\`\`\`tsx title="App.tsx"
const x = 1;
\`\`\`

## Usage

| prop | type |
| --- | --- |
| fields | Field[] |

[ref]: https://example.com
`;

describe('analyzeDoc', () => {
  it('names the file, line and column of an MDX syntax error (frontmatter lines counted)', () => {
    const source = '---\ntitle: Broken\n---\n\nFine line.\n\nValues such as {a: 1 are code in MDX.\n';
    expect(() => analyzeDoc(source, 'content/docs/broken.mdx')).toThrowError(/content\/docs\/broken\.mdx:7:\d+: MDX syntax error/);
  });

  it('finds a Docusaurus <Redirect to>, the first paragraph and no title', () => {
    const result = analyzeDoc("import { Redirect } from '@docusaurus/router';\n\n<Redirect to=\"../utils/export\" />\n", 'x.mdx');
    expect(result.redirectTo).toBe('../utils/export');
    expect(result.h1).toBeUndefined();
  });

  it('reads title, headings with page ids, search sections, links, imports and code in one pass', () => {
    const a = analyzeDoc(SAMPLE, 'sample.mdx');
    expect(a.h1).toBe('Sample page');
    expect(a.firstParagraph).toBe('Intro with a link and a reference.');
    expect(a.headings).toEqual([
      { depth: 2, value: 'Usage', id: 'usage' },
      { depth: 2, value: 'Usage', id: 'usage-1' },
    ]);
    expect(a.sections).toEqual([
      ['content', null, null, null, 'Intro with a link and a reference.'],
      ['lvl2', 'Usage', null, 'usage', null],
      ['content', 'Usage', null, 'usage', 'Start and again.'],
      ['lvl2', 'Usage', null, 'usage-1', null],
      ['content', 'Usage', null, 'usage-1', 'prop · type'],
      ['content', 'Usage', null, 'usage-1', 'fields · Field[]'],
    ]);
    expect(a.links).toEqual([
      { url: './other.mdx#usage', line: 7 },
      { url: '/docs/intro', line: 13 },
      { url: '#usage-1', line: 13 },
      { url: 'https://example.com', line: 25 },
    ]);
    expect(a.imports).toEqual([{ url: './thing', line: 9 }]);
    expect(a.codeBlocks).toEqual([{ lang: 'tsx', meta: 'title="App.tsx"', value: 'const x = 1;', line: 16 }]);
  });

  it('gives a section the names its code uses, each once, without the language keywords', () => {
    const a = analyzeDoc("## Export\n\n```ts\nconst sql = formatQuery(query, 'sql');\nexport default formatQuery;\n```\n", 'x.mdx');
    expect(a.sections).toEqual([
      ['lvl2', 'Export', null, 'export', null],
      ['code', 'Export', null, 'export', 'sql formatQuery query'],
    ]);
  });

  it('gives a section the API names it defines: a paragraph or list item that opens with one, not a mention or a table cell', () => {
    const source = [
      '## Types',
      '',
      '`RuleGroupTypeIC<R, C>` is the group type for independent combinators.',
      '',
      '- `json_without_ids`: the query as JSON, without ids.',
      '',
      '`fields` is the list of fields.',
      '',
      'Pass the query through `prepareRuleGroup` first.',
      '',
      '| name | what |',
      '| --- | --- |',
      '| `formatQuery` | exports a query |',
      '',
    ].join('\n');
    expect(analyzeDoc(source, 'x.mdx').sections.filter(([type]) => type === 'defines')).toEqual([
      ['defines', 'Types', null, 'types', 'RuleGroupTypeIC'],
      ['defines', 'Types', null, 'types', 'json_without_ids'],
    ]);
  });

  it('parses a file again only when its text changes, and caches a syntax error like a result', async () => {
    const store = new Map<string, unknown>();
    const cache = new AnalysisCache({ get: async (k) => store.get(k), set: async (k, v) => store.set(k, v) });
    await cache.analyze('a.mdx', undefined, () => '# A\n');
    await cache.analyze('a.mdx', undefined, () => '# A\n');
    expect(cache.takeParsedCount()).toBe(1);
    await cache.analyze('a.mdx', undefined, () => '# A, edited\n');
    expect(cache.takeParsedCount()).toBe(1);
    // A new process with the same persistent store parses nothing it has seen.
    const restarted = new AnalysisCache({ get: async (k) => store.get(k), set: async (k, v) => store.set(k, v) });
    expect((await restarted.analyze('a.mdx', undefined, () => '# A\n')).h1).toBe('A');
    await expect(restarted.analyze('b.mdx', 'digest-1', () => '{oops\n')).rejects.toThrowError(/b\.mdx:\d+:\d+: MDX syntax error/);
    await expect(restarted.analyze('b.mdx', 'digest-1', () => 'never read')).rejects.toThrowError(/MDX syntax error/);
    expect(restarted.takeParsedCount()).toBe(1);
  });

  it('never reads an analysis stored by other analysis code (Gatsby keeps its cache when only src/ changes)', async () => {
    const store = new Map<string, unknown>();
    const persistent = { get: async (k: string) => store.get(k), set: async (k: string, v: unknown) => store.set(k, v) };
    await new AnalysisCache(persistent, 'code-1').analyze('a.mdx', 'digest-1', () => '# A\n');
    store.set([...store.keys()][0]!, { analysis: { h1: 'stale, from code-1' } });
    const same = new AnalysisCache(persistent, 'code-1');
    expect((await same.analyze('a.mdx', 'digest-1', () => '# A\n')).h1).toBe('stale, from code-1');
    const upgraded = new AnalysisCache(persistent, 'code-2');
    expect(await upgraded.analyze('a.mdx', 'digest-1', () => '# A\n')).toMatchObject({ h1: 'A', images: [] });
    expect(upgraded.takeParsedCount()).toBe(1);
    expect(analysisCodeVersion()).toMatch(/^[0-9a-f]{16}$/);
  });

  it('versions the analysis code with the config it reads: an admonition title is in the Markdown copy', () => {
    const site = (title: string) => tempFolder('rqb-code-', { 'src/config/admonitions.ts': `export const title = '${title}';\n` });
    expect(analysisCodeVersion(site('Note'))).not.toBe(analysisCodeVersion(site('Remark')));
    expect(analysisCodeVersion(site('Note'))).toBe(analysisCodeVersion(site('Note')));
  });

  it('reads a file by its place in the content folder wherever the folder sits, naming the file at hand in a stored error', async () => {
    const store = new Map<string, unknown>();
    const persistent = { get: async (k: string) => store.get(k), set: async (k: string, v: unknown) => store.set(k, v) };
    const original = new AnalysisCache(persistent, 'code-1');
    await expect(original.analyze('content/docs/a.mdx', undefined, () => '# A\n\n{oops\n', 'docs/a.mdx')).rejects.toThrowError(/^content\/docs\/a\.mdx:4:1: MDX syntax error/);
    await original.analyze('content/docs/b.mdx', undefined, () => '# B\n', 'docs/b.mdx');
    // A copy of the folder elsewhere (a test's broken copy of content/): nothing parsed again.
    const copy = new AnalysisCache(persistent, 'code-1');
    await expect(copy.analyze('../tmp/copy/docs/a.mdx', undefined, () => '# A\n\n{oops\n', 'docs/a.mdx')).rejects.toThrowError(/^\.\.\/tmp\/copy\/docs\/a\.mdx:4:1: MDX syntax error/);
    expect((await copy.analyze('../tmp/copy/docs/b.mdx', undefined, () => '# B\n', 'docs/b.mdx')).h1).toBe('B');
    expect(copy.takeParsedCount()).toBe(0);
    // The same text at another place is another file, and a changed text another analysis.
    await copy.analyze('../tmp/copy/docs/c.mdx', undefined, () => '# B\n', 'docs/c.mdx');
    expect((await copy.analyze('../tmp/copy/docs/b.mdx', undefined, () => '# B, edited\n', 'docs/b.mdx')).h1).toBe('B, edited');
    expect(copy.takeParsedCount()).toBe(2);
  });

  it('keeps line numbers when blanking frontmatter', () => {
    expect(docText('---\na: 1\n---\nbody').split('\n')).toHaveLength(4);
  });
});
