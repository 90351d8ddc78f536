import { describe, expect, it } from 'vitest';
import { computeExampleTypes, plainDocs } from './compute';

const infoAt = (result: ReturnType<typeof computeExampleTypes>[number], line: number, character: number) => {
  const hover = result.hovers.find((h) => h.line === line && h.character <= character && character < h.character + h.length);
  return hover && result.infos[hover.info];
};

describe('computeExampleTypes', () => {
  const code = "import { formatQuery } from 'react-querybuilder';\nexport const sql = formatQuery({ combinator: 'and', rules: [] }, 'sql');";

  it("gives every name its quick info from the version's own release", () => {
    const [v4] = computeExampleTypes([{ code, lang: 'ts' }], 'rqb4');
    const [v7] = computeExampleTypes([{ code, lang: 'ts' }], 'rqb7');
    expect(infoAt(v4!, 1, 13)!.text).toBe('const sql: string');
    const call4 = infoAt(v4!, 1, 19)!;
    const call7 = infoAt(v7!, 1, 19)!;
    // The overload a 'sql' call resolves to, as each release declares it.
    expect(call4.text).toMatch(/^\(alias\) formatQuery\(ruleGroup: RuleGroupTypeAny, options: Exclude<ExportFormat, .*\): string \(\+6 overloads\)/);
    expect(call7.text).toMatch(/\): string \(\+8 overloads\)/);
    expect(call7.docs).toBeTruthy();
    expect(v7!.problems).toEqual([]);
  });

  it('reads the twoslash notations: a query under its line, cut lines, an expected error', () => {
    const [result] = computeExampleTypes(
      [
        {
          code: [
            "import type { Field } from 'react-querybuilder';",
            '// ---cut---',
            "const fields: Field[] = [{ name: 'a', label: 'A' }];",
            '//    ^?',
            '// @errors: 2322',
            'const count: number = fields.length > 0 ? "many" : 0;',
          ].join('\n'),
          lang: 'ts',
        },
      ],
      'rqb7'
    );
    expect(result!.code).toBe("const fields: Field[] = [{ name: 'a', label: 'A' }];\nconst count: number = fields.length > 0 ? \"many\" : 0;");
    expect(result!.queries).toEqual([expect.objectContaining({ line: 0, character: 6, length: 6, text: expect.stringMatching(/^const fields: Field/) })]);
    expect(result!.errors).toEqual([
      expect.objectContaining({ line: 1, code: 2322, message: expect.stringContaining("'string' is not assignable to type 'number'") }),
    ]);
    // Names of the cut line get no hovers; the shown ones are counted in the shown code.
    expect(infoAt(result!, 0, 6)!.text).toMatch(/^const fields: Field/);
    expect(result!.hovers.every((h) => h.line <= 1)).toBe(true);
    expect(result!.problems).toEqual([]);
  });

  it('reports, by line, an error the block does not expect, an expected one that did not occur, and unsupported flags', () => {
    const [unexpected, missing, flag] = computeExampleTypes(
      [
        { code: 'const a = 1;\nconst b: string = 2;', lang: 'ts' },
        { code: '// @errors: 2322\nconst c = 1;', lang: 'ts' },
        { code: '// @strict: false\nconst d = 1;', lang: 'ts' },
      ],
      'rqb7',
      { check: true }
    );
    expect(unexpected!.problems).toEqual([{ line: 1, character: 6, message: "TS2322 Type 'number' is not assignable to type 'string'." }]);
    expect(missing!.problems).toEqual([{ line: 0, character: 0, message: '// @errors names TS2322, and the example has no such error' }]);
    expect(flag!.problems).toEqual([expect.objectContaining({ line: 0, message: expect.stringContaining('// @strict is not supported') })]);
  });

  it('takes several codes on one // @errors line, and names a malformed one', () => {
    const [both, malformed] = computeExampleTypes(
      [
        { code: '// @errors: 2322 2304\nconst b: string = 2;\nconst c = notDeclared;', lang: 'ts' },
        { code: '// @errors: 2322,\nconst b: string = 2;', lang: 'ts' },
      ],
      'rqb7',
      { check: true }
    );
    expect(both!.problems).toEqual([]);
    expect(both!.errors.map((e) => e.code).sort()).toEqual([2304, 2322]);
    // `2322,` is no code, so the block's TS2322 is unexpected too.
    expect(malformed!.problems.map((p) => p.message)).toEqual([
      '// @errors takes TypeScript error codes separated by spaces: // @errors: 2322 2614',
      "TS2322 Type 'number' is not assignable to type 'string'.",
    ]);
  });

  it('checks a result written after // ^? against the types, and names a marker that points at no name', () => {
    const code =
      "import type { Field } from 'react-querybuilder';\nexport const f = (field: Field) => field;\n//                 ^? (parameter) field: Field<string, string, string, Option<string>, Option<string>>";
    const [v6] = computeExampleTypes([{ code, lang: 'ts' }], 'rqb6', { check: true });
    expect(v6!.problems).toEqual([]);
    expect(v6!.code).not.toContain('^?');
    const [v7] = computeExampleTypes([{ code: code.replace('Field<string', 'Field<number'), lang: 'ts' }], 'rqb7', { check: true });
    expect(v7!.problems).toEqual([
      {
        line: 2,
        character: 19,
        message: expect.stringMatching(/^\/\/ \^\? says "\(parameter\) field: Field<number.*", and the types give "\(parameter\) field: Field"$/),
      },
    ]);
    const [nowhere] = computeExampleTypes([{ code: 'const a = 1;\n//           ^?', lang: 'ts' }], 'rqb7', { check: true });
    expect(nowhere!.problems).toEqual([{ line: 1, character: 13, message: expect.stringContaining('points at no name') }]);
  });

  it('checks JSX without stray errors from asking for the types of tag names', () => {
    const [result] = computeExampleTypes([{ code: "export const A = () => <div className='x'><span /></div>;", lang: 'tsx' }], 'rqb7', { check: true });
    expect(result!.problems).toEqual([]);
    expect(result!.hovers.length).toBeGreaterThan(2);
  });
});

describe('plainDocs', () => {
  it('writes {@link} tags as their name or text, and keeps paragraphs', () => {
    const parts = [{ kind: 'text', text: 'Used by {@link \nQueryBuilder\n}.\n\nSee {@link FullField | full fields}.' }];
    expect(plainDocs(parts)).toBe('Used by QueryBuilder.\n\nSee full fields.');
    expect(plainDocs([])).toBeUndefined();
  });
});
