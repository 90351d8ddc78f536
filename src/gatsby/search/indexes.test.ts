/**
 * The search index against the pages it points into: every record's #anchor must be the id of a
 * heading on its page as the MDX pipeline renders it. The records come from the content analysis
 * (src/gatsby/content/analyzeDoc.ts); the ids here come from compiling each indexed page with the
 * site's remark plugins, so the test fails if the two ever number headings differently.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { runContent } from '../../testing/testContent';
import { docText } from '../content/analyzeDoc';
import { docsMdxPlugins } from '../content/mdxOptions';
import { SearchEngine } from '../../lib/search/engine';
import { partNames, partUrl } from '../../lib/search/indexParts';
import { TYPE_RANK } from '../../lib/search/ranking';
import { versionTag, type SearchRecord } from '../../lib/search/types';
import { buildIndexFiles, searchRecords, synonymTargetFinder, writeIndexFiles } from './indexes';
import { SEARCH_SITE_PAGES } from './sitePages';

const CONTENT = path.resolve('content');

/** Rehype plugin: keeps the ids of the page's heading elements in `file.data.headingIds`. */
const collectHeadingIds = () => (tree: Root, file: VFile) => {
  const ids = new Set<string>();
  visit(tree, 'element', (element: Element) => {
    if (/^h[1-6]$/.test(element.tagName) && typeof element.properties?.id === 'string') ids.add(element.properties.id);
  });
  file.data.headingIds = ids;
};

/** The heading ids of an MDX file as the site compiles it (gatsby-plugin-mdx drops the frontmatter first). */
async function headingIdsOf(file: string): Promise<Set<string>> {
  const vfile = new VFile({ value: docText(fs.readFileSync(file, 'utf8')), path: file });
  await compile(vfile, { remarkPlugins: docsMdxPlugins(CONTENT).remarkPlugins as never, rehypePlugins: [collectHeadingIds] });
  return vfile.data.headingIds as Set<string>;
}

describe('search index of the real content', () => {
  it('gives every record an anchor that is a heading id of its page, and indexes every doc page', async () => {
    const run = await runContent(CONTENT);
    const records = searchRecords(run.plan, run.sources, SEARCH_SITE_PAGES);
    const sourceOf = new Map<string, string | undefined>([
      ...run.plan.pages.flatMap((page) => (page.template === 'doc' ? [[page.path, page.contentFilePath] as const] : [])),
      ...SEARCH_SITE_PAGES.map((page) => [page.url, page.file] as const),
    ]);
    const anchorsByPage = new Map<string, Set<string>>();
    for (const record of records) {
      const [url, anchor] = record.url.split('#') as [string, string?];
      if (anchor !== undefined) anchorsByPage.set(url, (anchorsByPage.get(url) ?? new Set()).add(anchor));
    }
    const missing: string[] = [];
    let anchored = 0;
    for (const [url, anchors] of anchorsByPage) {
      const file = sourceOf.get(url);
      const ids = file ? await headingIdsOf(file) : new Set<string>();
      missing.push(...[...anchors].filter((anchor) => !ids.has(anchor)).map((anchor) => `${url}#${anchor}`));
      anchored += anchors.size;
    }
    expect(missing).toEqual([]);
    expect(anchored).toBeGreaterThan(0);
    const indexed = new Set(records.filter((r) => r.type === 'lvl1').map((r) => r.url));
    expect(run.plan.pages.filter((p) => p.template === 'doc' && !indexed.has(p.path)).map((p) => p.path)).toEqual([]);
  });
});

/** A record of the v8.x Buildless page: its own (no lvl2) or a section's. */
const record = (url: string, lvl2: string | null, content: string): SearchRecord => ({
  objectID: url,
  url,
  type: lvl2 ? 'lvl2' : 'lvl1',
  hierarchy: { lvl0: 'Guides', lvl1: 'Buildless', lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content,
  weight: { type: TYPE_RANK[lvl2 ? 'lvl2' : 'lvl1'] },
  language: 'en',
  docusaurus_tag: versionTag('8'),
});

describe('the synonyms of the index files', () => {
  const records = [record('/docs/buildless', null, 'Load it from a CDN.'), record('/docs/buildless#builds', 'Builds', 'ES module and CommonJS files.')];
  const files = buildIndexFiles(records, [{ readers: ['cjs', 'require'], docs: ['commonjs', 'Builds'] }]);

  it('read a docs word written in lower case as the name the docs hold whole ("commonjs" is CommonJS)', () => {
    expect(files[0]!.synonyms).toEqual({ cj: ['commonjs', 'build'], requir: ['commonjs', 'build'] });
    const engine = new SearchEngine();
    engine.addIndexFile(files[0]!);
    expect(engine.search({ query: 'cjs' }).hits[0]?.url).toBe('/docs/buildless#builds');
  });

  it('tell the build which docs words no index holds, by the same reading (headings included)', () => {
    const found = synonymTargetFinder(files);
    expect(['commonjs', 'CommonJS', 'builds', 'Builds', 'es module'].filter((word) => !found(word))).toEqual([]);
    expect(['commonj', 'esm'].filter((word) => !found(word))).toEqual(['commonj', 'esm']);
  });
});

describe('the written index files', () => {
  it('are heads and parts that answer as the whole files do, in place of the last build’s, beside the /search page', () => {
    const files = buildIndexFiles([record('/docs/buildless', null, 'Load it from a CDN.'), record('/docs/buildless#builds', 'Builds', 'ES modules.')], []);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
    fs.mkdirSync(path.join(dir, 'public/search'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'public/search/index.html'), '<h1>Search</h1>');
    fs.writeFileSync(path.join(dir, 'public/search/docs-default-8.0123456789ab.json'), '{}');
    const urls = writeIndexFiles(files, [], [], path.join(dir, 'public'), path.join(dir, 'cache'));
    expect(urls).toEqual({ [versionTag('8')]: '/search/docs-default-8.json' });
    const written = fs.readdirSync(path.join(dir, 'public/search')).sort();
    expect(written).toContain('index.html');
    expect(written).not.toContain('docs-default-8.0123456789ab.json');
    const read = (url: string) => JSON.parse(fs.readFileSync(path.join(dir, 'public', url), 'utf8'));
    const engine = new SearchEngine();
    const head = read(urls[versionTag('8')]!);
    engine.addIndexFile(head);
    for (const name of partNames(head)) engine.addPart(read(partUrl(head.tag, name)));
    expect(written).toHaveLength(2 + partNames(head).length);
    const whole = new SearchEngine();
    whole.addIndexFile(files[0]!);
    expect(engine.search({ query: 'es modules' }).hits).toEqual(whole.search({ query: 'es modules' }).hits);
    fs.rmSync(dir, { recursive: true });
  });
});
