/**
 * The package facts the docs state (versions, peer ranges, dependencies) are those of the exact
 * releases installed under node_modules, and every class a class table says the builder adds is
 * added by the code of the version it documents (src/testing/checkPackageFacts.ts and
 * checkClassFacts.ts: the facts comments that mark them). DOCS_CHECK=<path prefix> limits the run.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkClassFacts, classUse } from '../../testing/checkClassFacts';
import { checkPackageFacts } from '../../testing/checkPackageFacts';
import { installedPackages, parseClauses } from '../../testing/docFacts';
import { copyContent, lineOf, plant, shown } from '../../testing/testContent';

const only = process.env.DOCS_CHECK;
const installed = installedPackages();

describe('package facts match the installed releases', () => {
  it('every marked version, peer range and dependency holds, and every docs version has some', () => {
    const report = checkPackageFacts(path.resolve('content'), only, installed);
    console.info(`package facts checked: ${JSON.stringify(report.checked)}`);
    expect(report.failures, report.failures.join('\n\n')).toEqual([]);
    if (!only) for (const [docsDir, count] of Object.entries(report.checked)) expect(count, docsDir).toBeGreaterThan(0);
  });

  it('every class a class table says the builder adds is added by that version\u2019s code', () => {
    const report = checkClassFacts(path.resolve('content'), only, installed);
    console.info(`classes checked: ${JSON.stringify(report.checked)}`);
    expect(report.failures, report.failures.join('\n\n')).toEqual([]);
    // 3.x has no class table; every other version has.
    if (!only) for (const [docsDir, count] of Object.entries(report.checked)) if (!docsDir.endsWith('version-3')) expect(count, docsDir).toBeGreaterThan(0);
  });
});

describe('the package-fact check', () => {
  it('reads the clauses of a facts comment', () => {
    expect(parseClauses('peers of @a/b@1.2.3 c@4.0.0 except react; releases d@1.0.0; not applied: x y')).toEqual([
      { kind: 'peers', subjects: [{ name: '@a/b', version: '1.2.3' }, { name: 'c', version: '4.0.0' }], only: undefined, except: ['react'] },
      { kind: 'releases', subjects: [{ name: 'd', version: '1.0.0' }], only: undefined, except: [] },
      { kind: 'not applied', subjects: [], only: ['x', 'y'], except: [] },
    ]);
  });

  it('fails on a planted wrong peer range, naming the file, the line and the range the release declares', () => {
    const dir = copyContent();
    const file = plant(dir, 'versioned_docs/version-6/compat.mdx', '`bootstrap-icons` >=1.7.0', '`bootstrap-icons` >=1.8.0');
    const report = checkPackageFacts(dir, shown(file), installed);
    expect(report.failures).toEqual([
      `${shown(file)}:${lineOf(file, '>=1.8.0')}: \`bootstrap-icons\` >=1.8.0 is wrong: @react-querybuilder/bootstrap@6.5.5 declares >=1.7.0.`,
    ]);
  });

  it('fails on a left-out peer, a range for a release nobody checked, and a release that is not installed', () => {
    const dir = copyContent();
    const compat = plant(dir, 'versioned_docs/version-7/compat.mdx', ', `dayjs` >=1 |', ' |');
    plant(dir, 'versioned_docs/version-7/compat.mdx', '`antd`, `@ant-design/icons` and `dayjs`;', '`antd` >=5, `@ant-design/icons` >=5;');
    const migrate = plant(dir, 'versioned_docs/version-6/migrate.mdx', 'peers of @react-querybuilder/material@6.5.5:', 'peers of @react-querybuilder/material@6.5.4:');
    const compatReport = checkPackageFacts(dir, shown(compat), installed);
    expect(compatReport.failures).toEqual([
      `${shown(compat)}:${lineOf(compat, 'antd` >=5')}: \`antd\` >=5: no release of \`@react-querybuilder/antd\` is in the facts comment (line ${lineOf(compat, 'facts: peers of @react-querybuilder/bootstrap@7.7.1')}), so this row cannot show a range. Add its installed release to the comment, or leave the range out.`,
      expect.stringContaining('`@ant-design/icons` >=5: no release'),
      `${shown(compat)}:${lineOf(compat, '`@mantine/core` >=7')}: the text leaves out \`dayjs\` >=1, one of the peers of @react-querybuilder/mantine@7.7.1.`,
    ]);
    const migrateReport = checkPackageFacts(dir, shown(migrate), installed);
    // The missing release, then each range that no listed release can vouch for any more.
    expect(migrateReport.failures[0]).toMatch(/migrate\.mdx:\d+: @react-querybuilder\/material@6\.5\.4 is not installed \(installed: .*@react-querybuilder\/material@6\.5\.5.*\)\./);
    expect(migrateReport.failures.slice(1)).toEqual([
      expect.stringContaining('`@react-querybuilder/material` 6.5.5: no release in the facts comment declares'),
      expect.stringContaining('`react-querybuilder` ^6.5.5: no release in the facts comment declares'),
    ]);
  });
});

describe('installed releases', () => {
  it('include a release’s own @react-querybuilder packages where npm nests them: @react-querybuilder/core 8.24.1 under react-querybuilder', () => {
    const core = installed.get('@react-querybuilder/core@8.24.1');
    expect(core?.dir).toMatch(/node_modules[\\/]react-querybuilder[\\/]node_modules[\\/]@react-querybuilder[\\/]core$/);
  });
});

describe('the class-table check', () => {
  it('fails on a planted class that nothing applies, naming the nearest applied classes', () => {
    const dir = copyContent();
    const file = plant(dir, 'versioned_docs/version-5/api/classnames.mdx', '| `rule` | `rule` |', '| `fancy` | `rule-fancy` | a fancy rule |\n| `rule` | `rule` |');
    const report = checkClassFacts(dir, shown(file), installed);
    expect(report.failures).toEqual([
      `${shown(file)}:${lineOf(file, 'rule-fancy')}: \`rule-fancy\`: no code of react-querybuilder@5.4.1 or @react-querybuilder/dnd@5.4.1 applies this class (no standard class has this name). Nearest applied classes: rule-value, rule-lock, rule-fields. If nothing adds it, say so in the row and list it after "not applied:" in the facts comment (line ${lineOf(file, 'facts: classes')}).`,
    ]);
  });

  it('fails on a class that is only declared (dndCopy in 5.4.1) once the table says it is added', () => {
    const dir = copyContent();
    const file = plant(dir, 'versioned_docs/version-5/api/classnames.mdx', 'not applied: dndCopy queryBuilder-branches', 'not applied: queryBuilder-branches');
    const report = checkClassFacts(dir, shown(file), installed);
    expect(report.failures).toEqual([expect.stringContaining(`:${lineOf(file, '| `dndCopy` |')}: \`dndCopy\`: no code of react-querybuilder@5.4.1 or @react-querybuilder/dnd@5.4.1 applies this class (it is only an entry of standardClassnames). Nearest applied classes: dndOver`)]);
  });

  it('reads 8.x, whose classes come from @react-querybuilder/core’s tables, through every entry point', () => {
    const use = classUse([installed.get('react-querybuilder@8.24.1')!]);
    // Read from core's tables (ruleOuterConditions, ruleClassnameSources) and the ./async entry.
    for (const cls of ['rule-mute', 'queryBuilder-muted', 'ruleGroup-ungroup', 'rule-matchMode', 'queryBuilder-loading', 'queryBuilder']) expect(use.applied, cls).toContain(cls);
    // Only merged by mergeClassnames, or only defined.
    for (const cls of ['dndHidden', 'queryBuilder-branches', 'queryBuilder-justified']) expect(use.applied, cls).not.toContain(cls);
  });

  it('fails when a class listed as not applied is applied', () => {
    const dir = copyContent();
    const file = plant(dir, 'versioned_docs/version-7/styling/classnames.mdx', 'not applied: queryBuilder-branches', 'not applied: dndCopy queryBuilder-branches');
    const report = checkClassFacts(dir, shown(file), installed);
    expect(report.failures).toEqual([expect.stringContaining('`dndCopy` is applied by the code of react-querybuilder@7.7.1, but the facts comment')]);
  });
});
