import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it, vi } from 'vitest';
import { VFile } from 'vfile';
import { analyzeDoc, docText } from '../content/analyzeDoc';
import { docToMarkdown } from '../content/docMarkdown';
import { docsMdxPlugins } from '../content/mdxOptions';
import { applyMagicComments, parseCodeMeta } from './codeMeta';
import { highlightLines, tokensToHtml } from './highlight';
import { convertCommand } from './remarkNpm2Yarn';
import { copyContent } from '../../testing/testContent';

const CONTENT = path.resolve('content');

/** Compiles MDX as the site does and returns the JSX output to inspect. */
async function render(source: string, file = path.join(CONTENT, 'versioned_docs/version-6/sample.mdx')) {
  const { remarkPlugins, rehypePlugins } = docsMdxPlugins(CONTENT);
  const out = await compile(new VFile({ value: source, path: file }), {
    remarkPlugins: remarkPlugins as never,
    rehypePlugins: rehypePlugins as never,
    jsx: true,
  });
  return String(out);
}

describe('MDX pipeline', () => {
  it('turns admonitions into the admonition element, with custom titles', async () => {
    const out = await render(':::tip[Use the *fields* prop]\n\nBody text.\n\n:::\n\n:::danger\n\nCareful.\n\n:::');
    expect(out).toContain('<_components.admonition type="tip" title="Use the fields prop">');
    expect(out).toContain('<_components.admonition type="danger">');
  });

  it("takes a title attribute as the title too, as the page's .md copy does", async () => {
    const source = ':::info{title="From the attribute"}\n\nBody.\n\n:::';
    expect(await render(source)).toContain('<_components.admonition type="info" title="From the attribute">');
    expect(docToMarkdown(source, 'doc.mdx')).toContain('**From the attribute**');
  });

  it("reads a Docusaurus folder's MDX 1 forms: legacy admonition titles, HTML comments, explicit heading ids", async () => {
    const source = '## Options {#opts}\n\n<!-- not shown -->\n\n:::note Read first\n\nBody.\n\n:::\n\n## Options\n';
    const out = await render(docText(source));
    expect(out).toContain('<_components.admonition type="note" title="Read first">');
    // An MDX comment: an empty expression in the JSX, its text only in a JavaScript comment.
    expect(out).toContain('/*not shown*/');
    expect(out).not.toMatch(/"[^"]*not shown/);
    expect(out).not.toContain('<!--');
    expect(out).toMatch(/<_components\.h2 id="opts">\{"Options"\}<\/_components\.h2>/);
    expect(out).toMatch(/<_components\.h2 id="options">/);
    const analysis = analyzeDoc(source, 'sample.mdx');
    expect(analysis.headings.map((h) => [h.id, h.value])).toEqual([
      ['opts', 'Options'],
      ['options', 'Options'],
    ]);
  });

  it('supports GFM footnotes, task lists and strikethrough', async () => {
    const out = await render('Claim.[^1]\n\n- [x] done\n- [ ] open\n\n~~old~~\n\n[^1]: The source.');
    expect(out).toContain('data-footnote-ref');
    expect(out).toContain('The source.');
    expect(out).toContain('type="checkbox"');
    expect(out).toContain('<_components.del>');
  });

  it('keeps stray text directives as text', async () => {
    const out = await render('A ratio of 16:9 and a time 10:30am.');
    expect(out).toContain('16:9');
    expect(out).toContain('10:30am');
  });

  it('expands npm2yarn blocks into synced tabs for npm, Bun, Yarn and pnpm', async () => {
    const out = await render('```bash npm2yarn\nnpm install react-querybuilder\n```');
    expect(out).toMatch(/<Tabs groupId="npm2yarn">/);
    for (const label of ['npm', 'Bun', 'Yarn', 'pnpm']) expect(out).toContain(`label="${label}"`);
    const text = out.replace(/<[^>]*>/g, '').replace(/\{"([^"]*)"\}/g, '$1');
    expect(text).toContain('yarn add react-querybuilder');
    expect(text).toContain('bun add react-querybuilder');
    expect(text).toContain('pnpm add react-querybuilder');
    expect(convertCommand('# comment\nnpm i -D typescript', 'yarn')).toBe('# comment\nyarn add --dev typescript');
  });

  it('highlights code at build time, with title, line ranges and magic comments', async () => {
    const source = '```tsx title="App.tsx" {1}\nconst a = 1;\n// highlight-next-line\nconst b = 2;\nconst c = 3;\n```';
    const out = await render(source);
    expect(out).toContain('data-title="App.tsx"');
    expect(out).toContain('data-language="tsx"');
    // The lines travel as one HTML string, not as a JSX element per token.
    // (JSX output: the attribute's quotes appear as &quot;)
    expect(out).toContain('data-code-html="<span class=&quot;token-line code-line-highlighted&quot;><span class=&quot;token keyword&quot;>const</span>');
    expect(out).not.toContain('<_components.span');
    expect(out).not.toContain('highlight-next-line');
    expect(out.match(/token-line code-line-highlighted/g)).toHaveLength(2);
    expect(out.match(/class=&quot;token-line&quot;/g)).toHaveLength(1);
  });

  it('renders unknown languages as plain lines', async () => {
    const out = await render('```\nplain text\n```');
    expect(out).toContain('language-text');
    expect(out).toContain('<span class=&quot;token-line&quot;>plain text');
    expect(out).not.toContain('class=&quot;token ');
  });

  it('escapes code, so markup in a code block stays text', () => {
    const html = tokensToHtml(highlightLines('<img src=x onerror="alert(1)"> & </code>', 'text')[0]!);
    expect(html).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;/code&gt;');
  });

  it('rewrites links to doc files and relative URLs to absolute routes, and warns about missing files', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const out = await render(
      '[a](./compat.mdx#install) [b](../version-6/utils/export.mdx) [c](./utils/import) [d](./missing.md) [e](https://x.dev) [f](#top)',
      path.join(CONTENT, 'versioned_docs/version-6/intro.mdx')
    );
    expect(out).toContain('href="/docs/6/compat#install"');
    expect(out).toContain('href="/docs/6/utils/export"');
    expect(out).toContain('href="/docs/6/utils/import"');
    expect(out).toContain('href="https://x.dev"');
    expect(out).toContain('href="#top"');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/intro\.mdx:1: broken Markdown link "\.\/missing\.md"/));
    warn.mockRestore();
  });

  it('links a doc file where Docusaurus puts it: number prefixes dropped, frontmatter id and slug, category index', async () => {
    const dir = copyContent();
    fs.mkdirSync(path.join(dir, 'docs/02-guides'));
    fs.writeFileSync(path.join(dir, 'docs/02-guides/01-setup.md'), '# Setup\n');
    fs.writeFileSync(path.join(dir, 'docs/02-guides/05-theming.md'), '---\nid: styling\n---\n\n# Theming\n');
    fs.writeFileSync(path.join(dir, 'docs/02-guides/07-deploy.md'), '---\nslug: /deployment\n---\n\n# Deploy\n');
    fs.writeFileSync(path.join(dir, 'docs/02-guides/index.md'), '# Guides\n');
    const { remarkPlugins } = docsMdxPlugins(dir);
    const source =
      '[a](./02-guides/01-setup.md) [b](./02-guides/05-theming.md#colours) [c](./utils/import) [d](./02-guides/07-deploy.md) [e](./02-guides/index.md)';
    const out = String(
      await compile(new VFile({ value: source, path: path.join(dir, 'docs/intro.mdx') }), { remarkPlugins: remarkPlugins as never, jsx: true })
    );
    expect(out).toContain('href="/docs/next/guides/setup"');
    expect(out).toContain('href="/docs/next/guides/styling#colours"');
    expect(out).toContain('href="/docs/next/deployment"');
    expect(out).toContain('href="/docs/next/guides"');
    // Relative URLs resolve against the page's own route, which a number prefix or an id changes too.
    const fromPrefixed = String(
      await compile(new VFile({ value: '[up](../utils/import)', path: path.join(dir, 'docs/02-guides/05-theming.md') }), {
        remarkPlugins: remarkPlugins as never,
        jsx: true,
      })
    );
    expect(fromPrefixed).toContain('href="/docs/next/utils/import"');
  });

  it('imports images beside the doc, so the build copies them; static/ and remote images stay as written', async () => {
    const out = await render('![Menu](./img/menu%20bar.png "The menu") ![Logo](/img/logo.svg) ![Remote](https://example.com/a.png)');
    expect(out).toContain('import __docImage0 from "./img/menu bar.png";');
    expect(out).toContain('<_components.img src={__docImage0} alt="Menu" title="The menu" />');
    expect(out).toContain('<_components.img src="/img/logo.svg" alt="Logo" />');
    expect(out).toContain('<_components.img src="https://example.com/a.png" alt="Remote" />');
    expect(out).not.toContain('__docImage1');
  });

  it('gives headings the same ids the table of contents links to', async () => {
    const source = '# Title\n\n## Usage\n\n### `query` prop\n\n## Usage\n\n## Tips & tricks';
    const out = await render(source);
    const analysis = analyzeDoc(source, 'sample.mdx');
    expect(analysis.h1).toBe('Title');
    expect(analysis.headings.map((h) => h.id)).toEqual(['usage', 'query-prop', 'usage-1', 'tips--tricks']);
    for (const heading of analysis.headings) expect(out).toContain(`id="${heading.id}"`);
  });
});

describe('code meta', () => {
  it('parses titles, ranges and flags', () => {
    const meta = parseCodeMeta('title="src/App.tsx" {1,3-5} showLineNumbers');
    expect(meta.title).toBe('src/App.tsx');
    expect([...meta.lines]).toEqual([1, 3, 4, 5]);
    expect(meta.showLineNumbers).toBe(true);
    expect(meta.live).toBe(false);
  });

  it('reads `live` as a flag, not as a word of the title', () => {
    expect(parseCodeMeta('live title="App.tsx"').live).toBe(true);
    expect(parseCodeMeta('title="A live demo"').live).toBe(false);
  });

  it('removes magic comments and marks their lines in every comment style', () => {
    const code = ['a', '// highlight-start', 'b', 'c', '// highlight-end', '# highlight-next-line', 'd', '{/* highlight-next-line */}', 'e'].join('\n');
    const result = applyMagicComments(code);
    expect(result.code).toBe('a\nb\nc\nd\ne');
    expect([...result.lines]).toEqual([2, 3, 4, 5]);
  });
});
