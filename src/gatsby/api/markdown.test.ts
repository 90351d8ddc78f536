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
        '**@example**',
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

  it('sums an entry up in its first sentence, as plain text', () => {
    expect(summaryLine(symbol)).toBe('Picks a Field by its name.');
    expect(summaryLine({ ...symbol, doc: undefined })).toBeUndefined();
  });
});
