/**
 * What the docs' prose says is deprecated is what the `@deprecated` tags of the documented
 * release's .d.ts files say, both ways (src/testing/checkDeprecations.ts has the rules,
 * deprecatedExports.ts reads the tags). DOCS_CHECK=<path prefix> limits the run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKAGES } from '../../testing/checkExamples';
import { checkDeprecations, claimsOf, sentences, type Token } from '../../testing/checkDeprecations';
import { releaseExports } from '../../testing/deprecatedExports';
import { copyContent, lineOf, plant, shown } from '../../testing/testContent';

const only = process.env.DOCS_CHECK;
const release = (docsDir: string) => releaseExports(path.resolve('node_modules', EXAMPLE_PACKAGES[docsDir]!));

/** Markdown-ish text as tokens: backticks delimit code spans. */
const tokens = (text: string): Token[] =>
  text
    .split('`')
    .map((part, i): Token => (i % 2 ? { code: part, line: 1 } : { text: part, line: 1 }))
    .filter((t) => t.code !== undefined || t.text);
/** The claims of a one-sentence text, as [names, negative]. */
const claims = (text: string, subject: string[] = []) =>
  claimsOf(
    tokens(text),
    subject.map((name) => ({ name, line: 1 }))
  ).map((c) => [c.names.map((n) => n.name), c.negative]);

describe('deprecation claims match the release’s type definitions', () => {
  it('every claim holds, and every version whose release deprecates something has some', () => {
    const report = checkDeprecations(path.resolve('content'), only);
    console.info(`deprecation claims checked: ${JSON.stringify(report.checked)}`);
    expect(report.failures, report.failures.join('\n\n')).toEqual([]);
    if (only) return;
    for (const [docsDir, count] of Object.entries(report.checked)) {
      const deprecates = [...release(docsDir).exports.values()].some((e) => e.deprecated === 'all');
      if (deprecates) expect(count, docsDir).toBeGreaterThan(0);
    }
  });
});

describe('the deprecated exports of a release', () => {
  it('follow 8.x’s re-export of @react-querybuilder/core to the tagged declaration, with its note', () => {
    const exports = release('versioned_docs/version-8').exports;
    expect(exports.get('uniqByName')).toEqual({
      deprecated: 'all',
      note: 'Renamed to uniqByIdentifier.',
      file: expect.stringMatching(/node_modules[\\/]react-querybuilder[\\/]node_modules[\\/]@react-querybuilder[\\/]core[\\/]/),
    });
    expect(exports.get('defaultValueProcessor')?.deprecated).toBe('all');
    // Some overloads only: the string-returning 'mongodb' format.
    expect(exports.get('formatQuery')?.deprecated).toBe('some');
    expect(exports.get('prepareOptionList')?.deprecated).toBe('none');
  });

  it('read every entry point (7.x’s parseSQL subpath) and differ by release', () => {
    const exports = release('versioned_docs/version-7').exports;
    expect(exports.get('parseSQL')?.deprecated).toBe('none');
    expect(exports.get('defaultValueProcessor')?.deprecated).toBe('none');
    expect(exports.get('defaultCELValueProcessor')?.deprecated).toBe('all');
  });
});

describe('the claims a sentence makes', () => {
  it('cover the names before "deprecated", not what it is compared with', () => {
    expect(claims('`a` and `b()` are deprecated in favour of `c`.')).toEqual([[['a', 'b'], false]]);
    expect(claims('`NameLabelPair` is a deprecated alias of `Option`.')).toEqual([[['NameLabelPair'], false]]);
    expect(claims('Exported but deprecated: it is `prepareOptionList` wrapped in `useMemo`.')).toEqual([[[], false]]);
  });

  it('cover the list right after "deprecated", and only it after "the"', () => {
    expect(claims('Use `d` or the deprecated `a`, `<B />` and `c`, not `e`.')).toEqual([[['a', 'B', 'c'], false]]);
    expect(claims('Pass `Rule` rather than the deprecated props.')).toEqual([[[], false]]);
  });

  it('cover a name alone when "(deprecated)" follows it', () => {
    expect(claims('`useFields`, `useOptionListProp` (deprecated), `usePrevious`')).toEqual([[['useOptionListProp'], false]]);
  });

  it('are negative after "not", "no longer" or "never", a word apart at most, each from the previous claim on', () => {
    expect(claims('`a` is deprecated, but `b` is not deprecated.')).toEqual([
      [['a'], false],
      [['b'], true],
    ]);
    expect(claims('`x` is not marked deprecated in 7.7.1.')).toEqual([[['x'], true]]);
    expect(claims('`x` is no longer deprecated.')).toEqual([[['x'], true]]);
  });

  it('in a table cell that names nothing before it, cover the row’s first cell', () => {
    expect(claims('Deprecated name of `uniqByIdentifier`.', ['uniqByName'])).toEqual([[['uniqByName'], false]]);
    expect(claims('`field`, already deprecated in 5.x, is optional.', ['RuleProps'])).toEqual([[['field'], false]]);
  });

  it('are read sentence by sentence', () => {
    const split = sentences(tokens('It renders `<QueryBuilder />` with DevTools. It is also deprecated (e.g. `x` warns).'));
    expect(split.map((s) => s.map((t) => t.code ?? t.text).join('|'))).toEqual(['It renders |<QueryBuilder />| with DevTools. ', 'It is also deprecated (e.g. |x| warns).']);
  });
});

describe('the deprecation check', () => {
  it('fails on a sentence that calls an export deprecated when its .d.ts does not', () => {
    const dir = copyContent();
    const file = plant(dir, 'versioned_docs/version-7/utils/export.mdx', 'is not deprecated in 7.7.1', 'is deprecated in 7.7.1');
    expect(checkDeprecations(dir, shown(file)).failures).toEqual([
      `${shown(file)}:${lineOf(file, 'the legacy-signature SQL processor')}: \`defaultValueProcessor\` is not deprecated in react-querybuilder 7.7.1 (its .d.ts has no @deprecated tag), but this sentence says it is.`,
    ]);
  });

  it('fails on a name in a "Deprecated" column that is not deprecated', () => {
    const dir = copyContent();
    const file = plant(dir, 'versioned_docs/version-5/migrate.mdx', '| `defaultValueProcessorSpELByRule` |', '| `defaultValueProcessorByRule` | itself |\n| `defaultValueProcessorSpELByRule` |');
    expect(checkDeprecations(dir, shown(file)).failures).toEqual([
      `${shown(file)}:${lineOf(file, '| `defaultValueProcessorByRule` |')}: \`defaultValueProcessorByRule\` is not deprecated in react-querybuilder 5.4.1 (its .d.ts has no @deprecated tag), but this column header says it is.`,
    ]);
  });

  it('fails on a sentence that says a deprecated export is not', () => {
    const dir = copyContent();
    const file = plant(dir, 'docs/utils/export.mdx', 'marked deprecated in favour of the rule processors.', 'marked deprecated in favour of the rule processors. `defaultValueProcessor` itself is not deprecated.');
    const [failure, ...rest] = checkDeprecations(dir, shown(file)).failures;
    expect(rest).toEqual([]);
    expect(failure).toMatch(
      new RegExp(`^${shown(file)}:${lineOf(file, 'itself is not')}: \`defaultValueProcessor\` is deprecated in react-querybuilder 8\\.24\\.1 \\(@deprecated in node_modules/react-querybuilder/.*\\), but this sentence says it is not\\.$`)
    );
  });

  it('fails on a list item about a deprecated export that does not say so', () => {
    const dir = copyContent();
    const file = plant(dir, 'docs/components/actionelement.mdx', '- `ActionWithRulesProps` is deprecated in 8.24.1 in favour of', '- `ActionWithRulesProps` is the same as');
    expect(checkDeprecations(dir, shown(file)).failures).toEqual([
      `${shown(file)}:${lineOf(file, '- `ActionWithRulesProps`')}: \`ActionWithRulesProps\` is deprecated in react-querybuilder 8.24.1 (@deprecated in ${path.join('node_modules', 'react-querybuilder', 'dist')}${path.sep}${fs.readdirSync('node_modules/react-querybuilder/dist').find((f) => /^barrel-.*\.d\.mts$/.test(f))}: "Use ActionProps instead."), but its list item does not say so: write "deprecated" there.`,
    ]);
  });

  it('fails on a table row and a section about a deprecated export that do not say so', () => {
    const dir = copyContent();
    const misc = plant(dir, 'versioned_docs/version-7/utils/misc.mdx', '| Deprecated name of `uniqByIdentifier`. |', '| Old name of `uniqByIdentifier`. |');
    expect(checkDeprecations(dir, shown(misc)).failures).toEqual([
      `${shown(misc)}:${lineOf(misc, '| `uniqByName` |')}: \`uniqByName\` is deprecated in react-querybuilder 7.7.1 (@deprecated in node_modules/rqb7/dist/types/utils/optGroupUtils.d.ts: "Renamed to uniqByIdentifier."), but its table row does not say so: write "deprecated" there.`,
    ]);
    const hooks = plant(dir, 'docs/utils/hooks.mdx', 'Exported in 8.x but already deprecated: it is', 'Exported in 8.x: it is');
    expect(checkDeprecations(dir, shown(hooks)).failures).toEqual([
      expect.stringMatching(
        new RegExp(`^${shown(hooks)}:${lineOf(hooks, '### useOptionListProp')}: \`useOptionListProp\` is deprecated in react-querybuilder 8\\.24\\.1 \\(.*"Memoize the result of \`prepareOptionList\` instead\\."\\), but the first paragraph of its section does not say so`)
      ),
    ]);
  });
});
