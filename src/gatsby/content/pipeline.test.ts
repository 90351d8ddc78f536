/**
 * The content step as a develop server runs it: one pipeline, run again after each edit. A
 * problem is reported with its file and line, and the rest keeps its last good state.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { docsConfig } from '../../config/docs';
import type { SidebarCategory } from '../../lib/navigation';
import type { CategoryPageContext, DocPageContext } from '../../lib/pageContext';
import { searchRecords } from '../search/indexes';
import { ContentPipeline, type MdxFileInput } from './pipeline';
import { copyContent, sharedAnalyses, sidebarOf } from '../../testing/testContent';

function filesOf(dir: string): MdxFileInput[] {
  return ['docs', 'versioned_docs']
    .flatMap((sub) => fs.readdirSync(path.join(dir, sub), { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, sub, f)))
    .filter((f) => /\.mdx?$/.test(f))
    .map((absolutePath) => ({ absolutePath, frontmatter: matter(fs.readFileSync(absolutePath, 'utf8')).data }));
}

const docContext = (run: Awaited<ReturnType<ContentPipeline['run']>>, route: string) => run.plan.pages.find((p) => p.path === route)?.context as DocPageContext;

describe('the content step', () => {
  it('plans the same routes and redirects whatever order the MDX files arrive in (GraphQL gives no order)', async () => {
    const dir = copyContent();
    const files = filesOf(dir);
    const forward = await new ContentPipeline(dir, docsConfig, sharedAnalyses).run(files);
    const backward = await new ContentPipeline(dir, docsConfig, sharedAnalyses).run([...files].reverse());
    expect(backward.plan.redirects).toEqual(forward.plan.redirects);
    expect(backward.plan.pages.map((p) => p.path)).toEqual(forward.plan.pages.map((p) => p.path));
    expect(backward.plan.globalData).toEqual(forward.plan.globalData);
  });
});

describe('the content step, run again after each edit', () => {
  it('reports a bad sidebar id with its line and keeps the rest of that sidebar', async () => {
    const dir = copyContent();
    const pipeline = new ContentPipeline(dir, docsConfig, sharedAnalyses);
    expect((await pipeline.run(filesOf(dir))).errors).toEqual([]);
    const file = path.join(dir, 'versioned_sidebars/version-6-sidebars.json');
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, text.replace('"components/querybuilder",', '"components/querybuildr",'));
    const run = await pipeline.run(filesOf(dir));
    const line = text.split('\n').findIndex((l) => l.includes('"components/querybuilder"')) + 1;
    expect(run.errors.map((e) => e.message)).toEqual([expect.stringMatching(new RegExp(`version-6-sidebars\\.json:${line}: sidebar`))]);
    expect(run.errors.map((e) => e.message)).toEqual([expect.stringMatching(/sidebar "mySidebar" names the unknown doc id "components\/querybuildr"[\s\S]*Nearest valid doc ids: "components\/querybuilder"/)]);
    const components = sidebarOf(run.plan, '/docs/6/components/rule')!.find((n) => 'label' in n && n.label === 'Components') as SidebarCategory;
    expect(components.items.map((n) => ('label' in n ? n.label : null))).not.toContain('QueryBuilder');
    expect(components.items.map((n) => ('label' in n ? n.label : null))).toContain('Rule');
  });

  it('keeps the last good sidebars while a sidebars file does not parse, naming the line', async () => {
    const dir = copyContent();
    const pipeline = new ContentPipeline(dir, docsConfig, sharedAnalyses);
    const before = sidebarOf((await pipeline.run(filesOf(dir))).plan, '/docs/intro');
    fs.writeFileSync(path.join(dir, 'versioned_sidebars/version-6-sidebars.json'), '{\n  "mySidebar": [\n    "intro",\n');
    const run = await pipeline.run(filesOf(dir));
    expect(run.errors.map((e) => e.file)).toEqual([expect.stringMatching(/version-6-sidebars\.json:\d+$/)]);
    expect(run.errors[0]!.problem).toMatch(/^cannot read JSON/);
    expect(sidebarOf(run.plan, '/docs/intro')).toEqual(before);
  });

  it('keeps the title and headings of a doc while its MDX does not parse, and recovers', async () => {
    const dir = copyContent();
    const pipeline = new ContentPipeline(dir, docsConfig, sharedAnalyses);
    const good = docContext(await pipeline.run(filesOf(dir)), '/docs/components/rule');
    const file = path.join(dir, 'versioned_docs/version-6/components/rule.mdx');
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, `${text}\n\nAn {unclosed expression\n`);
    const broken = await pipeline.run(filesOf(dir));
    expect(broken.errors.map((e) => e.file)).toEqual([expect.stringMatching(/version-6\/components\/rule\.mdx:\d+:\d+$/)]);
    expect(docContext(broken, '/docs/components/rule')).toMatchObject({ title: good.title, toc: good.toc });
    // Fixed as MDX_HINT says; text no run has read yet, so it is parsed, and only it.
    fs.writeFileSync(file, `${text}\n\nAn \\{unclosed expression\n`);
    const fixed = await pipeline.run(filesOf(dir));
    expect(fixed.errors).toEqual([]);
    expect(fixed.parsed).toBe(1);
  });

  it('reports a bad frontmatter on every run until it is fixed, and reads unchanged docs from the last run', async () => {
    const dir = copyContent();
    let storeReads = 0;
    const store = { ...sharedAnalyses, get: (key: string) => (storeReads++, sharedAnalyses.get(key)) };
    const pipeline = new ContentPipeline(dir, docsConfig, store);
    const first = await pipeline.run(filesOf(dir));
    expect(first.errors).toEqual([]);
    storeReads = 0;
    const again = await pipeline.run(filesOf(dir));
    expect(again.parsed).toBe(0);
    expect(storeReads).toBe(0); // from the pipeline's own last run, not from the store
    expect(again.plan.pages.map((p) => p.context)).toEqual(first.plan.pages.map((p) => p.context));
    const file = path.join(dir, 'versioned_docs/version-6/components/rule.mdx');
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, text.replace(/^title:/m, 'titel:'));
    for (let run = 0; run < 2; run++) {
      const broken = await pipeline.run(filesOf(dir));
      expect(broken.errors.map((e) => e.message)).toEqual([expect.stringMatching(/rule\.mdx:\d+: unknown frontmatter key "titel"/)]);
      expect(docContext(broken, '/docs/components/rule').title).toBe(docContext(first, '/docs/components/rule').title);
    }
    fs.writeFileSync(file, text);
    expect((await pipeline.run(filesOf(dir))).errors).toEqual([]);
  });

  it("reads a doc's frontmatter from the file on disk while developing, not from a node of a half-written save", async () => {
    const dir = copyContent();
    const file = path.join(dir, 'versioned_docs/version-6/components/rule.mdx');
    // Gatsby's node still holds what it read while the editor had truncated the file.
    const files = filesOf(dir).map((input) => (input.absolutePath === file ? { ...input, frontmatter: {} } : input));
    const develop = await new ContentPipeline(dir, docsConfig, sharedAnalyses).run(files);
    expect(develop.errors).toEqual([]);
    expect(docContext(develop, '/docs/components/rule').title).toBe(matter(fs.readFileSync(file, 'utf8')).data.title);
    // A build reads Gatsby's nodes: there the stale node would be a doc without a title.
    const build = await new ContentPipeline(dir, docsConfig, sharedAnalyses, undefined, true).run(files);
    expect(build.errors.map((e) => e.message)).toEqual([expect.stringMatching(/has no title/)]);
  });

  it('checks links of a partial against the page that imports it, naming the partial and its line', async () => {
    const dir = copyContent();
    fs.writeFileSync(path.join(dir, 'docs/_partial.mdx'), 'Intro line.\n\nSee [export](./utils/export) and [nothing](./utils/nothing).\n');
    fs.appendFileSync(path.join(dir, 'docs/intro.mdx'), "\n\nimport Partial from './_partial.mdx';\n\n<Partial />\n");
    const run = await new ContentPipeline(dir, docsConfig, sharedAnalyses).run(filesOf(dir));
    expect(run.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/docs\/_partial\.mdx:3 \(imported by .*docs\/intro\.mdx\): broken link "\.\/utils\/nothing": no page at \/docs\/next\/utils\/nothing\.\n {2}Nearest valid pages: /),
    ]);
  });

  it('checks Markdown images: beside the file they are written in, or in static/, naming the line and the nearest file', async () => {
    const dir = copyContent();
    fs.mkdirSync(path.join(dir, 'docs/img'));
    fs.writeFileSync(path.join(dir, 'docs/img/dropdown.png'), 'not really a PNG');
    fs.writeFileSync(path.join(dir, 'docs/_shared.mdx'), 'Shared.\n\n![Menu](./img/dropdown.png)\n');
    fs.appendFileSync(
      path.join(dir, 'docs/intro.mdx'),
      "\n\n![Menu](./img/dropdown.png) ![Logo](/img/logo.svg) ![Remote](https://example.com/a.png)\n\n![Typo](./img/dropdwn.png)\n\n![Gone](/img/nothing.svg)\n\nimport Shared from './_shared.mdx';\n\n<Shared />\n"
    );
    const text = fs.readFileSync(path.join(dir, 'docs/intro.mdx'), 'utf8').split('\n');
    const lineOf = (needle: string) => text.findIndex((l) => l.includes(needle)) + 1;
    const run = await new ContentPipeline(dir, docsConfig, sharedAnalyses).run(filesOf(dir));
    expect(run.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(new RegExp(`docs/intro\\.mdx:${lineOf('dropdwn')}: image "\\./img/dropdwn\\.png" not found: no file at .*docs/img/dropdwn\\.png\\.\\n.*Nearest valid files in .*docs/img: "dropdown\\.png"`)),
      expect.stringMatching(new RegExp(`docs/intro\\.mdx:${lineOf('nothing.svg')}: image "/img/nothing\\.svg" not found: no file at static/img/nothing\\.svg\\.\\n.*Nearest valid files in static/img: "logo\\.svg"`)),
    ]);
  });

  it('gives a doc its frontmatter image as its social card, and names the line of one that is not in static/', async () => {
    const dir = copyContent();
    const withImage = (file: string, image: string) => {
      const full = path.join(dir, file);
      fs.writeFileSync(full, fs.readFileSync(full, 'utf8').replace(/^---\n/, `---\nimage: ${image}\n`));
    };
    withImage('docs/intro.mdx', 'img/social-card.png'); // Docusaurus's form: a static/ path without its "/"
    withImage('docs/components/rule.mdx', 'https://example.com/card.png');
    withImage('docs/components/rulegroup.mdx', '/img/social-crd.png');
    const run = await new ContentPipeline(dir, docsConfig, sharedAnalyses).run(filesOf(dir));
    expect(docContext(run, '/docs/next/intro').image).toBe('img/social-card.png');
    expect(docContext(run, '/docs/next/components/rule').image).toBe('https://example.com/card.png');
    expect(run.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/docs\/components\/rulegroup\.mdx:2: frontmatter "image" "\/img\/social-crd\.png" not found: no file at static\/img\/social-crd\.png\.\n.*Nearest valid files in static\/img: "social-card\.png"/),
    ]);
  });

  it('hides an unlisted doc from every list in a production build, and shows it like any doc in develop', async () => {
    const dir = copyContent();
    const file = path.join(dir, 'docs/components/rule.mdx');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('---\ntitle: "Rule"', '---\nunlisted: true\ntitle: "Rule"'));
    const production = await new ContentPipeline(dir, docsConfig, sharedAnalyses, undefined, true).run(filesOf(dir));
    expect(production.errors).toEqual([]);
    const rule = docContext(production, '/docs/next/components/rule');
    expect(rule.unlisted).toBe(true);
    const link = (tree: unknown) => JSON.stringify(tree).match(/\{[^{}]*"href":"\/docs\/next\/components\/rule"[^{}]*\}/)?.[0];
    expect(link(sidebarOf(production.plan, '/docs/next/components/rule'))).toContain('"unlisted":true');
    expect(link(sidebarOf(production.plan, '/docs/next/components/rulegroup'))).toBeUndefined();
    const components = production.plan.pages.find((p) => p.path === '/docs/next/category/components')!.context as CategoryPageContext;
    expect(components.cards.map((c) => c.label)).not.toContain('Rule');
    expect(components.cards.map((c) => c.label)).toContain('RuleGroup');
    const records = searchRecords(production.plan, production.sources, []).map((r) => r.url);
    expect(records).not.toContain('/docs/next/components/rule');
    expect(records).toContain('/docs/next/components/rulegroup');

    const develop = await new ContentPipeline(dir, docsConfig, sharedAnalyses).run(filesOf(dir));
    expect(docContext(develop, '/docs/next/components/rule').unlisted).toBeUndefined();
    expect(link(sidebarOf(develop.plan, '/docs/next/components/rule'))).not.toContain('unlisted');
  });

  describe('on a Docusaurus folder (e2e/docusaurus-folder), with versions the config does not name', () => {
    /** A copy of the fixture project: its content/ and its own src/components/. */
    function fixture(): { root: string; content: string; pipeline: ContentPipeline } {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-docusaurus-'));
      fs.cpSync(path.resolve('e2e/docusaurus-folder'), root, { recursive: true });
      const content = path.join(root, 'content');
      const pipeline = new ContentPipeline(content, docsConfig, sharedAnalyses, { root, pages: path.resolve('src/pages'), static: path.resolve('static') });
      return { root, content, pipeline };
    }
    const PAGE = 'versioned_docs/version-2.0/features/theme-components.mdx';

    it('passes the content step as it is', async () => {
      const { content, pipeline } = fixture();
      const run = await pipeline.run(filesOf(content));
      expect(run.errors).toEqual([]);
      expect(run.plan.globalData.versions.map((v) => [v.label, v.path, v.banner])).toEqual([
        ['2.0', '/docs', 'none'],
        ['1.0', '/docs/1.0', 'unmaintained'],
        ['Next', '/docs/next', 'unreleased'],
      ]);
    });

    it('opens a version without an "intro" doc at the first doc of its sidebar', async () => {
      const { content, pipeline } = fixture();
      fs.renameSync(path.join(content, 'versioned_docs/version-1.0/intro.md'), path.join(content, 'versioned_docs/version-1.0/getting-started.md'));
      fs.writeFileSync(path.join(content, 'versioned_sidebars/version-1.0-sidebars.json'), '{ "tutorialSidebar": ["getting-started"] }');
      const run = await pipeline.run(filesOf(content));
      expect(run.errors).toEqual([]);
      expect(run.plan.pages.find((p) => p.path === '/docs/1.0')?.context).toMatchObject({ to: '/docs/1.0/getting-started' });
      expect(run.plan.globalData.versions.find((v) => v.name === '1.0')?.mainDocId).toBe('getting-started');
      // The breadcrumbs' home link of its pages leads there too, not to a missing intro.
      expect(docContext(run, '/docs/1.0/getting-started').homeHref).toBe('/docs/1.0/getting-started');
      expect(docContext(run, '/docs/intro').homeHref).toBe('/docs/intro');
    });

    it('stops on a theme import the site does not provide, naming the file, the line and what is provided', async () => {
      const { content, pipeline } = fixture();
      const file = path.join(content, PAGE);
      const text = fs.readFileSync(file, 'utf8');
      fs.writeFileSync(file, text.replace("import Details from '@theme/Details';", "import Details from '@theme/DocCard';"));
      const line = text.split('\n').findIndex((l) => l.includes('@theme/Details')) + 1;
      const run = await pipeline.run(filesOf(content));
      expect(run.errors.map((e) => e.message)).toEqual([
        expect.stringMatching(new RegExp(`${PAGE.replace(/[./]/g, '\\$&')}:${line}: imports "@theme/DocCard", a Docusaurus module this site does not provide\\.\\n.*Provided: @theme/Tabs, @theme/TabItem, @theme/Details`)),
      ]);
    });

    it('stops on a bad relative link in a partial, read from the page that imports it', async () => {
      const { content, pipeline } = fixture();
      const partial = path.join(content, 'versioned_docs/version-2.0/_steps.mdx');
      fs.writeFileSync(partial, fs.readFileSync(partial, 'utf8').replace('[introduction](../intro)', '[introduction](../intr)'));
      const run = await pipeline.run(filesOf(content));
      expect(run.errors.map((e) => e.message)).toEqual([
        expect.stringMatching(/version-2\.0\/_steps\.mdx:3 \(imported by .*theme-components\.mdx\): broken link "\.\.\/intr": no page at \/docs\/intr\.\n {2}Nearest valid pages: "\/docs\/intro"/),
      ]);
    });
  });
});
