import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { Admonition } from '../../components/mdx/Admonition';
import { ADMONITION_NAMES } from '../../config/admonitions';
import { docsMdxPlugins } from './mdxOptions';
import { analyzeDoc, docText } from './analyzeDoc';
import { listMdx } from '../../testing/checkExamples';
import { docPageMarkdown, docToMarkdown, pageMarkdown, resolveMarkdown, shownCode, type MarkdownDraft } from './docMarkdown';

/** The admonition headings a reader sees on the page: the MDX compiled as the site does, rendered with the site's component. */
async function pageTitles(source: string): Promise<string[]> {
  const file = path.resolve('content/versioned_docs/version-6/sample.mdx');
  const { default: Content } = await evaluate(new VFile({ value: docText(source), path: file }), { ...runtime, ...(docsMdxPlugins() as object) });
  const html = renderToStaticMarkup(React.createElement(Content, { components: { admonition: Admonition, Admonition } }));
  return [...html.matchAll(/role="note"[^>]*aria-label="([^"]*)"[\s\S]*?<span>([^<]*)<\/span><\/p>/g)].flatMap(([, label, heading]) => [label!, heading!]);
}

/** The admonition headings in the page's `.md` copy. */
const markdownTitles = (source: string) => [...docToMarkdown(source, 'page.mdx').matchAll(/^> \*\*(.*)\*\*$/gm)].map(([, title]) => title!);

describe('Markdown copies of docs', () => {
  it("reads a Docusaurus folder's MDX 1 forms as the page does: no comment, the legacy admonition title, the heading without its id", () => {
    const source = ['## Setup {#install}', '', '<!-- hidden -->', '', ':::tip Before you start', '', 'Body.', '', ':::'].join('\n');
    expect(docToMarkdown(source, 'page.mdx')).toBe('## Setup\n\n> **Before you start**\n>\n> Body.');
  });

  it('turns each MDX part into its Markdown meaning and copies the rest as written', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-'));
    fs.writeFileSync(path.join(dir, '_shared.mdx'), 'Shared text from a partial.\n');
    const file = path.join(dir, 'page.mdx');
    const source = [
      '---',
      'title: Page',
      '---',
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      "import Shared from './_shared.mdx';",
      '',
      'Intro with `code` and a [link](./other.mdx).',
      '',
      '{/* a comment */}',
      '',
      ':::caution[Mind this]',
      '',
      'Careful.',
      '',
      ':::',
      '',
      ':::tip',
      '',
      'Two lines',
      'here.',
      '',
      ':::',
      '',
      '```bash npm2yarn',
      'npm install react-querybuilder',
      '```',
      '',
      '<Tabs>',
      '  <TabItem value="a" label="First">',
      '',
      'One.',
      '',
      '  </TabItem>',
      '  <TabItem value="b">',
      '',
      '```ts title="b.ts"',
      'const b = 2; // highlight-next-line',
      '```',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
      '```ts',
      'const hidden = 1;',
      '// ---cut---',
      '// highlight-next-line',
      'const shown = hidden + 1;',
      '//    ^?',
      '```',
      '',
      '<LiveBuilder version="6" fields={[{ name: "a", label: "A" }]} show="sql" />',
      '',
      '<Shared />',
      '',
      '<details>',
      '<summary>More</summary>',
      '',
      'Hidden text.',
      '',
      '</details>',
    ].join('\n');
    expect(docPageMarkdown(source, file, 'Page')).toBe(
      [
        '# Page',
        '',
        'Intro with `code` and a [link](./other.mdx).',
        '',
        '> **Mind this**',
        '>',
        '> Careful.',
        '',
        '> **Tip**',
        '>',
        '> Two lines',
        '> here.',
        '',
        '**npm**',
        '',
        '```bash',
        'npm install react-querybuilder',
        '```',
        '',
        '**Bun**',
        '',
        '```bash',
        'bun add react-querybuilder',
        '```',
        '',
        '**Yarn**',
        '',
        '```bash',
        'yarn add react-querybuilder',
        '```',
        '',
        '**pnpm**',
        '',
        '```bash',
        'pnpm add react-querybuilder',
        '```',
        '',
        '**First**',
        '',
        'One.',
        '',
        '**b**',
        '',
        '```ts title="b.ts"',
        'const b = 2; // highlight-next-line',
        '```',
        '',
        '```ts',
        'const shown = hidden + 1;',
        '```',
        '',
        '```tsx title="Live example"',
        '<QueryBuilder fields={[{ name: "a", label: "A" }]} />',
        '```',
        '',
        'Shared text from a partial.',
        '',
        '**More**',
        '',
        'Hidden text.',
        '',
      ].join('\n')
    );
  });

  it("fills partials in from the analyses' drafts, quoted where the partial stands in an admonition, nested ones too", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-'));
    const write = (name: string, text: string) => {
      fs.writeFileSync(path.join(dir, name), text);
      return path.join(dir, name);
    };
    const inner = write('_inner.mdx', 'Inner line one.\n\nInner line two.\n');
    const outer = write('_outer.mdx', "import Inner from './_inner.mdx';\n\nOuter text.\n\n<Inner />\n");
    const file = write('page.mdx', ["import Outer from './_outer.mdx';", '', ':::note', '', '<Outer />', '', ':::', '', '<Outer />'].join('\n'));
    const expected = [
      '# Page',
      '',
      '> **Note**',
      '>',
      '> Outer text.',
      '>',
      '> Inner line one.',
      '>',
      '> Inner line two.',
      '',
      'Outer text.',
      '',
      'Inner line one.',
      '',
      'Inner line two.',
      '',
    ].join('\n');
    // Parsed here, partials read from disk:
    expect(docPageMarkdown(fs.readFileSync(file, 'utf8'), file, 'Page')).toBe(expected);
    // From the drafts the analyses kept, no file read again: the same copy.
    const drafts = new Map<string, MarkdownDraft>([file, outer, inner].map((f) => [f, analyzeDoc(fs.readFileSync(f, 'utf8'), f).markdown]));
    // An empty partial leaves no block, in a quote or not.
    const empty = write('_empty.mdx', '');
    const sparse = write('sparse.mdx', ["import Empty from './_empty.mdx';", '', 'Before.', '', ':::note', '', '<Empty />', '', 'After.', '', ':::', '', '<Empty />', '', 'End.'].join('\n'));
    expect(docPageMarkdown(fs.readFileSync(sparse, 'utf8'), sparse, 'Page')).toBe('# Page\n\nBefore.\n\n> **Note**\n>\n> After.\n\nEnd.\n');
    drafts.set(empty, analyzeDoc('', empty).markdown);
    fs.rmSync(dir, { recursive: true });
    expect(pageMarkdown(drafts.get(file)!, file, 'Page', (f) => drafts.get(f))).toBe(expected);
  });

  it('titles an admonition in the copy as its box is titled on the page, `warning` included', async () => {
    const warning = ':::warning\n\nBody.\n\n:::\n\n<Admonition type="warning">\n\nBody.\n\n</Admonition>\n';
    // Each box is read twice on the page: its accessible name, then its visible heading.
    expect(await pageTitles(warning)).toEqual(['Warning', 'Warning', 'Warning', 'Warning']);
    expect(markdownTitles(warning)).toEqual(['Warning', 'Warning']);
    for (const name of ADMONITION_NAMES) {
      const source = `:::${name}\n\nBody.\n\n:::\n\n:::${name}[Own title]\n\nBody.\n\n:::\n\n<Admonition type="${name}">\n\nBody.\n\n</Admonition>\n`;
      const onPage = (await pageTitles(source)).filter((_, i) => i % 2 === 1);
      expect(onPage, name).toHaveLength(3);
      expect(markdownTitles(source), name).toEqual(onPage);
    }
  });

  it('keeps every code block of every doc as its page shows it: read back, the copy holds the same code, in order', () => {
    let blocks = 0;
    for (const file of listMdx(path.resolve('content'))) {
      const analysis = analyzeDoc(fs.readFileSync(file, 'utf8'), file);
      // The copy as a build writes it (src/gatsby/node/llms.ts): from the draft the analysis holds.
      const copied = analyzeDoc(resolveMarkdown(analysis.markdown, file), file).codeBlocks.map((block) => block.value);
      let from = 0;
      for (const block of analysis.codeBlocks) {
        // A block inside a list or quote is copied with its container, as written.
        const at = Math.max(copied.indexOf(shownCode(block), from), copied.indexOf(block.value, from));
        expect(at, `${path.relative(process.cwd(), file)}:${block.line}`).toBeGreaterThanOrEqual(0);
        from = at + 1;
        blocks++;
      }
    }
    expect(blocks).toBeGreaterThan(600);
  });
});
