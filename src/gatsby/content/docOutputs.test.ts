/**
 * Every output the docs show next to their code is produced by running that code against the
 * version the docs folder documents (src/testing/checkOutputs.ts: the markings).
 * DOCS_CHECK=<path prefix> limits the run to some files, as for the type check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKAGES } from '../../testing/checkExamples';
import { checkOutputs } from '../../testing/checkOutputs';
import { copyContent } from '../../testing/testContent';

const only = process.env.DOCS_CHECK;

describe('doc outputs match what their code returns at the documented version', () => {
  const checked: Record<string, number> = {};
  for (const docsDir of Object.keys(EXAMPLE_PACKAGES)) {
    if (only && !path.join('content', docsDir).startsWith(only) && !only.startsWith(path.join('content', docsDir))) continue;
    it(`${docsDir} (${EXAMPLE_PACKAGES[docsDir]})`, () => {
      const report = checkOutputs(path.resolve('content'), docsDir, only);
      console.info(`${docsDir}: ${report.checked} outputs checked`);
      checked[docsDir] = report.checked;
      expect(report.failures, report.failures.join('\n\n')).toEqual([]);
    });
  }
  // Runs after the versions above (tests in a file run in order): the floor the docs keep.
  it.skipIf(!!only)('at least 200 outputs are checked across the versions', () => {
    const total = Object.values(checked).reduce((sum, n) => sum + n, 0);
    expect(total, JSON.stringify(checked)).toBeGreaterThanOrEqual(200);
  });
});

describe('the output checker', () => {
  it('fails on a wrong result comment and a wrong output block, with the file, the line, the shown and the real output', () => {
    const dir = copyContent();
    const mdx = [
      '---', 'title: Outputs', '---', '', 'Text.', '',
      '```ts',
      "import { formatQuery, isAncestor } from 'react-querybuilder';",
      "const query = { combinator: 'and', rules: [{ field: 'age', operator: '>', value: 30 }] };",
      'isAncestor([1], [1, 0]); // => true',
      'isAncestor([1], [1]); // => true — wrong on purpose',
      '```', '',
      "```sql output=\"formatQuery(query, 'sql')\"",
      '(age > 31)',
      '```', '',
      "```json output=\"formatQuery(query, 'parameterized')\"",
      '{ "sql": "(age > ?)", "params": [30] }',
      '```',
    ].join('\n');
    fs.writeFileSync(path.join(dir, 'versioned_docs/version-6/outputs.mdx'), mdx);
    const report = checkOutputs(dir, 'versioned_docs/version-6', path.relative(process.cwd(), path.join(dir, 'versioned_docs/version-6/outputs')));
    expect(report.checked).toBe(4);
    expect(report.failures).toEqual([
      expect.stringMatching(/outputs\.mdx:11: shown true\nbut the code gives false$/),
      expect.stringMatching(/outputs\.mdx:14: the block shows\n\(age > 31\)\nbut the code returns\n\(age > '30'\)$/),
    ]);
  });
});
