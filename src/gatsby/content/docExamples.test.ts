/**
 * Every ```ts / ```tsx example compiles against the version its docs folder documents, and at
 * most one block in five opts out with `nocheck`. DOCS_CHECK=<path prefix> limits the run to
 * some files (for authors working on a few pages).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkExamples, EXAMPLE_PACKAGES } from '../../testing/checkExamples';

const only = process.env.DOCS_CHECK;

describe('doc code examples type-check against their documented version', () => {
  for (const docsDir of Object.keys(EXAMPLE_PACKAGES)) {
    if (only && !path.join('content', docsDir).startsWith(only) && !only.startsWith(path.join('content', docsDir))) continue;
    it(`${docsDir} (${EXAMPLE_PACKAGES[docsDir]})`, () => {
      const report = checkExamples(path.resolve('content'), docsDir, only);
      expect(report.errors, report.errors.join('\n')).toEqual([]);
      expect(report.nocheck, `${report.nocheck} nocheck blocks of ${report.checked + report.nocheck}`).toBeLessThanOrEqual(
        Math.floor((report.checked + report.nocheck) / 5)
      );
    });
  }
});

describe('the example checker', () => {
  it('reports a wrong prop and an API of another major, with the MDX file and line', async () => {
    const { default: fs } = await import('node:fs');
    const { copyContent } = await import('../../testing/testContent');
    const dir = copyContent();
    const mdx = [
      '---', 'title: Broken', '---', '', 'Text.', '',
      '```tsx', "import { QueryBuilder } from 'react-querybuilder';", 'export const A = () => <QueryBuilder fieldz={[]} />;', '```', '',
      '```tsx', "import { ShiftActions } from 'react-querybuilder';", 'export { ShiftActions };', '```', '',
      '```tsx nocheck', 'fragment(', '```',
    ].join('\n');
    fs.writeFileSync(path.join(dir, 'versioned_docs/version-6/broken.mdx'), mdx);
    fs.writeFileSync(path.join(dir, 'docs/broken.mdx'), mdx);
    const v6 = checkExamples(dir, 'versioned_docs/version-6', path.relative(process.cwd(), path.join(dir, 'versioned_docs/version-6/broken')));
    expect(v6.errors).toEqual([
      expect.stringMatching(/broken\.mdx:9:\d+: TS2322 .*fieldz/s),
      expect.stringMatching(/broken\.mdx:13:\d+: TS\d+ Module '"react-querybuilder"' has no exported member 'ShiftActions'/),
    ]);
    expect([v6.checked, v6.nocheck]).toEqual([2, 1]);
    const next = checkExamples(dir, 'docs', path.relative(process.cwd(), path.join(dir, 'docs/broken')));
    expect(next.errors).toEqual([expect.stringMatching(/broken\.mdx:9:\d+: TS2322 .*fieldz/s)]);
  });

  it('fails a // ^? result that the release of another version types differently, with its file and line', async () => {
    const { default: fs } = await import('node:fs');
    const { copyContent } = await import('../../testing/testContent');
    const dir = copyContent();
    // Written for 6.x, where a comparator's candidate is a Field; 7.x passes a FullField.
    const mdx = [
      '---', 'title: Pinned', '---', '',
      '```ts',
      "import type { Field } from 'react-querybuilder';",
      "export const fields: Field[] = [{ name: 'a', label: 'A', comparator: (candidate) => candidate.name !== 'a' }];",
      '//                                                                    ^? (parameter) candidate: Field<string, string, string, Option<string>, Option<string>>',
      '```',
    ].join('\n');
    fs.writeFileSync(path.join(dir, 'versioned_docs/version-6/pinned.mdx'), mdx);
    fs.writeFileSync(path.join(dir, 'versioned_docs/version-7/pinned.mdx'), mdx);
    const only = (docs: string) => path.relative(process.cwd(), path.join(dir, docs, 'pinned'));
    expect(checkExamples(dir, 'versioned_docs/version-6', only('versioned_docs/version-6')).errors).toEqual([]);
    expect(checkExamples(dir, 'versioned_docs/version-7', only('versioned_docs/version-7')).errors).toEqual([
      expect.stringMatching(/version-7\/pinned\.mdx:8:71: \/\/ \^\? says "\(parameter\) candidate: Field<.*", and the types give "\(parameter\) candidate: FullField</),
    ]);
  });
});
