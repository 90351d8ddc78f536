/**
 * The content step as a develop server runs it: one pipeline, run again after each edit. A
 * problem is reported with its file and line, and the rest keeps its last good state.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { docsConfig } from '../../config/docs';
import type { SidebarCategory } from '../../lib/navigation';
import type { DocPageContext } from '../../lib/pageContext';
import { ContentPipeline, type MdxFileInput } from './pipeline';
import { copyContent } from './testContent';

function filesOf(dir: string): MdxFileInput[] {
  return ['docs', 'versioned_docs']
    .flatMap((sub) => fs.readdirSync(path.join(dir, sub), { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, sub, f)))
    .filter((f) => /\.mdx?$/.test(f))
    .map((absolutePath) => ({ absolutePath, frontmatter: matter(fs.readFileSync(absolutePath, 'utf8')).data }));
}

const docContext = (run: Awaited<ReturnType<ContentPipeline['run']>>, route: string) => run.plan.pages.find((p) => p.path === route)?.context as DocPageContext;

describe('the content step, run again after each edit', () => {
  it('reports a bad sidebar id with its line and keeps the rest of that sidebar', async () => {
    const dir = copyContent();
    const pipeline = new ContentPipeline(dir, docsConfig);
    expect((await pipeline.run(filesOf(dir))).errors).toEqual([]);
    const file = path.join(dir, 'versioned_sidebars/version-6-sidebars.json');
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, text.replace('"components/querybuilder",', '"components/querybuildr",'));
    const run = await pipeline.run(filesOf(dir));
    const line = text.split('\n').findIndex((l) => l.includes('"components/querybuilder"')) + 1;
    expect(run.errors.map((e) => e.message)).toEqual([expect.stringMatching(new RegExp(`version-6-sidebars\\.json:${line}: sidebar`))]);
    expect(run.errors.map((e) => e.message)).toEqual([expect.stringMatching(/sidebar "mySidebar" names the unknown doc id "components\/querybuildr"[\s\S]*Nearest valid doc ids: "components\/querybuilder"/)]);
    const components = docContext(run, '/docs/components/rule').sidebar!.find((n) => n.label === 'Components') as SidebarCategory;
    expect(components.items.map((n) => n.label)).not.toContain('QueryBuilder');
    expect(components.items.map((n) => n.label)).toContain('Rule');
  });

  it('keeps the last good sidebars while a sidebars file does not parse, naming the line', async () => {
    const dir = copyContent();
    const pipeline = new ContentPipeline(dir, docsConfig);
    const before = docContext(await pipeline.run(filesOf(dir)), '/docs/intro').sidebar;
    fs.writeFileSync(path.join(dir, 'versioned_sidebars/version-6-sidebars.json'), '{\n  "mySidebar": [\n    "intro",\n');
    const run = await pipeline.run(filesOf(dir));
    expect(run.errors.map((e) => e.file)).toEqual([expect.stringMatching(/version-6-sidebars\.json:\d+$/)]);
    expect(run.errors[0]!.problem).toMatch(/^cannot read JSON/);
    expect(docContext(run, '/docs/intro').sidebar).toEqual(before);
  });

  it('keeps the title and headings of a doc while its MDX does not parse, and recovers', async () => {
    const dir = copyContent();
    const pipeline = new ContentPipeline(dir, docsConfig);
    const good = docContext(await pipeline.run(filesOf(dir)), '/docs/components/rule');
    const file = path.join(dir, 'versioned_docs/version-6/components/rule.mdx');
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, `${text}\n\nAn {unclosed expression\n`);
    const broken = await pipeline.run(filesOf(dir));
    expect(broken.errors.map((e) => e.file)).toEqual([expect.stringMatching(/version-6\/components\/rule\.mdx:\d+:\d+$/)]);
    expect(docContext(broken, '/docs/components/rule')).toMatchObject({ title: good.title, toc: good.toc });
    fs.writeFileSync(file, text);
    const fixed = await pipeline.run(filesOf(dir));
    expect(fixed.errors).toEqual([]);
    expect(fixed.parsed).toBe(1);
  });

  it('checks links of a partial against the page that imports it, naming the partial and its line', async () => {
    const dir = copyContent();
    fs.writeFileSync(path.join(dir, 'docs/_partial.mdx'), 'Intro line.\n\nSee [export](./utils/export) and [nothing](./utils/nothing).\n');
    fs.appendFileSync(path.join(dir, 'docs/intro.mdx'), "\n\nimport Partial from './_partial.mdx';\n\n<Partial />\n");
    const run = await new ContentPipeline(dir, docsConfig).run(filesOf(dir));
    expect(run.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/docs\/_partial\.mdx:3 \(imported by .*docs\/intro\.mdx\): broken link "\.\/utils\/nothing": no page at \/docs\/next\/utils\/nothing\.\n {2}Nearest valid pages: /),
    ]);
  });
});
