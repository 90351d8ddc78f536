import { describe, expect, it } from 'vitest';
import { compareOutlines, htmlOutline, markdownOutline } from './agentReadiness';

const PAGE = [
  '<html><body><nav><h2>Docs sidebar</h2></nav><article class="markdown">',
  '<h1>Export</h1>',
  '<h2 id="usage">Usage<a href="#usage" aria-label="Direct link to Usage">#</a></h2>',
  '<pre data-language="ts"><code><span class="token-line">const a = 1;\n</span><span class="twoslash-note">  ^ const a: 1\n</span></code></pre>',
  '<section aria-label="Live example"><p>Loading the live query builder…</p></section>',
  '<table><tr><td><h3>Example</h3><pre><code>pick(f)</code></pre></td></tr></table>',
  '<h3>Returns &amp; more</h3>',
  '</article><footer><h2>More</h2></footer></body></html>',
].join('');

const COPY = [
  '> Documents v5.x, an older version: react-querybuilder@5.4.1.',
  '',
  '# Export',
  '',
  '## Usage',
  '',
  '```ts',
  'const a = 1;',
  '```',
  '',
  '```tsx title="Live example"',
  '<QueryBuilder />',
  '```',
  '',
  '| Name | Description |',
  '| --- | --- |',
  '| `f` | **Example** `pick(f)` |',
  '',
  '### Returns & more',
  '',
].join('\n');

describe('the agent-readiness outlines', () => {
  it("reads a page's headings, code and live builders inside its article, leaving out anchors, type notes and tables", () => {
    expect(htmlOutline(PAGE)).toEqual({ headings: ['# Export', '## Usage', '### Returns & more'], code: ['const a = 1;', '<Live example>'] });
  });

  it('finds the same outline in a faithful Markdown copy', () => {
    const copy = markdownOutline(COPY);
    expect(copy.unnamedFences).toEqual([]);
    expect(compareOutlines(copy, htmlOutline(PAGE))).toEqual([]);
  });

  it('fails a copy that lost a heading or a code block, or has them in another order', () => {
    const lostHeading = markdownOutline(COPY.replace('## Usage\n\n', ''));
    expect(compareOutlines(lostHeading, htmlOutline(PAGE))).toEqual(['the page has the heading "## Usage", the Markdown does not']);
    const changedCode = markdownOutline(COPY.replace('const a = 1;', 'const a = 2;'));
    expect(compareOutlines(changedCode, htmlOutline(PAGE))).toEqual([
      'the page has the code block starting "const a = 1;", the Markdown does not',
      'the Markdown has the code block starting "const a = 2;", the page does not',
    ]);
    const moved = markdownOutline(COPY.replace('## Usage\n\n', '').replace('### Returns & more', '### Returns & more\n\n## Usage'));
    expect(compareOutlines(moved, htmlOutline(PAGE))).toEqual(['the headings are in another order than on the page']);
  });

  it('reports the lines of fences that name no language (an indented block has none), footnotes as the heading GFM gives them', () => {
    const copy = markdownOutline('# A\n\nText.[^1]\n\n```\nplain\n```\n\n    indented, no fence\n\n[^1]: A note.\n');
    expect(copy.unnamedFences).toEqual([5]);
    expect(copy.code).toEqual(['plain', 'indented, no fence']);
    expect(copy.headings).toEqual(['# A', '## Footnotes']);
  });
});
