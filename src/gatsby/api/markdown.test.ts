import { describe, expect, it } from 'vitest';
import { summaryLine, symbolMarkdown } from './markdown';
import type { ApiSymbol, ApiVersionModel } from './model';

const symbol: ApiSymbol = {
  name: 'pick',
  kind: 'function',
  slug: 'pkg/functions/pick',
  package: 'pkg',
  exportedFrom: ['pkg'],
  doc: {
    summary: 'Picks a [Field](api:pkg/interfaces/Field#name) by {@link Field | its name}. More text.',
    tags: [{ tag: 'example', text: '```ts\npick(fields, "a");\n```' }],
  },
  signatures: [
    {
      text: 'function pick(fields: Field[], name: string): Field | undefined',
      parameters: [
        { name: 'fields', type: { text: 'Field[]' } },
        { name: 'name', type: { text: 'string' }, optional: true, default: '"a"', doc: { summary: 'The name | or not.' } },
      ],
      returns: { text: 'Field | undefined' },
    },
  ],
};
const model: ApiVersionModel = { version: '5', major: 5, packages: [{ name: 'pkg', version: '5.1.0' }], entryPoints: [], symbols: [symbol], removed: [] };

describe('API entries as Markdown', () => {
  it('has the import, the signature as code, absolute links and a parameters table', () => {
    const md = symbolMarkdown(symbol, model, 'https://site.test/api/5');
    expect(md).toBe(
      [
        '# pick',
        '',
        "Function of pkg 5.1.0: `import { pick } from 'pkg'`",
        '',
        'Picks a [Field](https://site.test/api/5/pkg/interfaces/Field#name) by {@link Field | its name}. More text.',
        '',
        '### Example',
        '',
        '```ts\npick(fields, "a");\n```',
        '',
        '```ts',
        'function pick(fields: Field[], name: string): Field | undefined',
        '```',
        '',
        'Parameters:',
        '',
        '| Name | Type | Default | Description |',
        '| --- | --- | --- | --- |',
        '| `fields` | `Field[]` |  |  |',
        '| `name` (optional) | `string` | `"a"` | The name \\| or not. |',
        '',
        'Returns `Field | undefined`',
        '',
      ].join('\n')
    );
  });

  it("says what the entry's page says beside the model: its badges, the docs that mention it; a fence names its language", () => {
    const withCode: ApiSymbol = {
      ...symbol,
      doc: { summary: 'Matches this:\n```\n/^a$/\n```' },
      signatures: [
        {
          ...symbol.signatures[0]!,
          parameters: [
            { name: 'name', type: { text: 'string' }, doc: { summary: 'A name.', tags: [{ tag: 'example', text: '```ts\npick(f,\n  "a")\n```' }] } },
          ],
        },
      ],
    };
    const md = symbolMarkdown(
      withCode,
      model,
      'https://site.test/api/5',
      { badges: [{ kind: 'new', text: 'New in v5' }], mentions: [{ label: 'Export', href: '/docs/5/export' }] },
      'https://site.test'
    );
    expect(md.split('\n').slice(0, 3)).toEqual(['# pick', '', '**New in v5**']);
    expect(md).toContain('Matches this:\n```text\n/^a$/\n```');
    // A cell holds no block: the example is inline code there, its tag bold text.
    expect(md).toContain('| `name` | `string` | A name. **Example** `pick(f, "a")` |');
    expect(md.trimEnd().endsWith('## In the docs\n\n- [Export](https://site.test/docs/5/export.md)')).toBe(true);
  });

  it('sums an entry up in its first sentence, as plain text', () => {
    expect(summaryLine(symbol)).toBe('Picks a Field by its name.');
    expect(summaryLine({ ...symbol, doc: undefined })).toBeUndefined();
  });
});
