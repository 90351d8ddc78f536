import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeDoc } from './analyzeDoc';
import { listMdx } from '../../testing/checkExamples';
import { docPageMarkdown, docToMarkdown } from './docMarkdown';

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
        '```bash',
        'npm install react-querybuilder',
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
        '```tsx',
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

  it('keeps every code block of every doc: read back, the copy holds the same code, in order', () => {
    let blocks = 0;
    for (const file of listMdx(path.resolve('content'))) {
      const source = fs.readFileSync(file, 'utf8');
      const copied = analyzeDoc(docToMarkdown(source, file), file).codeBlocks.map((block) => block.value);
      let from = 0;
      for (const block of analyzeDoc(source, file).codeBlocks) {
        const at = copied.indexOf(block.value, from);
        expect(at, `${path.relative(process.cwd(), file)}:${block.line}`).toBeGreaterThanOrEqual(0);
        from = at + 1;
        blocks++;
      }
    }
    expect(blocks).toBeGreaterThan(600);
  });
});
