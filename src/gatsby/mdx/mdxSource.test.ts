import { describe, expect, it } from 'vitest';
import { mdx1Compat, mdxSource } from './mdxSource.cjs';
import { ADMONITION_NAMES } from '../../config/admonitions';

const compat = (text: string) => mdx1Compat(text, ADMONITION_NAMES);

describe("Docusaurus's MDX 1 forms, read before MDX 3 parses a doc", () => {
  it('turns HTML comments into MDX comments, also across lines, but not in code', () => {
    expect(compat('Text <!-- a note --> more')).toBe('Text {/* a note */} more');
    expect(compat('<!--\nTODO: expand\n-->\nBody')).toBe('{/*\nTODO: expand\n*/}\nBody');
    expect(compat('Write `<!-- x -->` in HTML.')).toBe('Write `<!-- x -->` in HTML.');
    const fenced = '```html\n<!-- kept -->\n```\n<!-- gone -->';
    expect(compat(fenced)).toBe('```html\n<!-- kept -->\n```\n{/* gone */}');
  });

  it('reads `:::tip Title` as `:::tip[Title]`, for admonition names only', () => {
    expect(compat(':::tip Before you start\n\nBody\n\n:::')).toBe(':::tip[Before you start]\n\nBody\n\n:::');
    expect(compat('  :::warning Careful [really]')).toBe('  :::warning[Careful \\[really\\]]');
    expect(compat(':::tip[Already new]')).toBe(':::tip[Already new]');
    expect(compat(':::tip{title="x"}')).toBe(':::tip{title="x"}');
    expect(compat(':::custom Not an admonition')).toBe(':::custom Not an admonition');
  });

  it('escapes a heading id so MDX reads it as text, outside code only', () => {
    expect(compat('## Custom ids {#my-id}')).toBe('## Custom ids \\{#my-id}');
    expect(compat('```md\n## In code {#kept}\n```')).toBe('```md\n## In code {#kept}\n```');
    expect(compat('Not a heading {#x}')).toBe('Not a heading {#x}');
  });

  it('keeps every line where it was, frontmatter included', () => {
    const source = '---\ntitle: T\n---\n<!--\nnote\n-->\n:::note Title\n\n## H {#h}\n';
    expect(mdxSource(source, ADMONITION_NAMES).split('\n')).toHaveLength(source.split('\n').length);
  });
});
