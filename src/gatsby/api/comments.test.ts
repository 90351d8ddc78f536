import { describe, expect, it } from 'vitest';
import { partsToMarkdown, type CommentContext } from './comments';

const link = (text: string) => ({ kind: 'inline-tag' as const, tag: '@link' as const, text });

describe('doc comment links', () => {
  const warnings: string[] = [];
  const ctx: CommentContext = {
    resolveLink: (_target, written) => ({ QueryBuilder: 'pkg/variables/QueryBuilder', Field: 'pkg/interfaces/Field' })[written],
    warn: (message) => warnings.push(message),
    symbol: 'FullField',
  };

  it('reads `Name | text`, JSDoc’s `Name text`, and a package before `!` (8.x core names the main package’s exports so)', () => {
    const markdown = partsToMarkdown(
      [
        link('Field | its name'),
        { kind: 'text', text: ', ' },
        link('react-querybuilder!QueryBuilder QueryBuilder'),
        { kind: 'text', text: ', ' },
        link('react-querybuilder!QueryBuilder'),
      ],
      ctx
    );
    expect(markdown).toBe(
      '[its name](api:pkg/interfaces/Field), [QueryBuilder](api:pkg/variables/QueryBuilder), [QueryBuilder](api:pkg/variables/QueryBuilder)'
    );
    expect(warnings).toEqual([]);
  });

  it('shows a link to nothing the version exports as code, with a warning naming it', () => {
    expect(partsToMarkdown([link('other!Missing the missing one')], ctx)).toBe('`the missing one`');
    expect(warnings).toEqual([expect.stringMatching(/the doc comment of FullField has \{@link the missing one\}, which names nothing/)]);
  });

  it('keeps tags in prose as code (Markdown would read them as HTML, which the page drops)', () => {
    const text = (t: string) => ({ kind: 'text' as const, text: t });
    expect(partsToMarkdown([text('This can be the same Field[] passed to <QueryBuilder />, but really an Array<string> will do.')], ctx)).toBe(
      'This can be the same Field[] passed to `<QueryBuilder />`, but really an `Array<string>` will do.'
    );
    expect(partsToMarkdown([{ kind: 'code', text: '`<QueryBuilder />`' }, text(' and a < b > c')], ctx)).toBe('`<QueryBuilder />` and a < b > c');
  });
});
