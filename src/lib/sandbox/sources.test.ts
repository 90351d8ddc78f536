import { describe, expect, it } from 'vitest';
import { demoSource, isPlainData, liveBuilderCode, packageName } from './sources';

describe('sandbox sources', () => {
  it('spells a live builder as App.tsx: its fields, its query in state, the shown format', () => {
    const code = liveBuilderCode({
      fields: [{ name: 'age', label: 'Age' }],
      defaultQuery: { combinator: 'and', rules: [] },
      show: 'sql',
      showNotToggle: true,
      debugMode: false,
    })!;
    expect(code).toContain(`import { QueryBuilder, formatQuery, type Field, type RuleGroupType } from 'react-querybuilder';`);
    expect(code).toContain('const fields: Field[] = [\n  {\n    "name": "age",');
    expect(code).toContain('const initialQuery: RuleGroupType = {\n  "combinator": "and",\n  "rules": []\n};');
    expect(code).toContain('  const output = formatQuery(query, "sql");');
    expect(code).toMatch(/ {8}fields=\{fields\}\n {8}query=\{query\}\n {8}onQueryChange=\{setQuery\}\n {8}showNotToggle\n {8}debugMode=\{false\}\n/);
  });

  it('gives up on props that are not plain data', () => {
    expect(liveBuilderCode({ fields: [], controlElements: { valueEditor: () => null } })).toBeUndefined();
    expect(isPlainData({ a: [1, 'b', null, { c: true }] })).toBe(true);
    expect(isPlainData({ a: new Date() })).toBe(false);
  });

  it('pins the demo packages installed here, leaves an add-on this site lacks unpinned, overrides every add-on', () => {
    const versions: Record<string, string> = { '@react-querybuilder/mantine': '8.14.0', '@mantine/core': '7.17.8' };
    const source = demoSource({
      app: 'A',
      fields: 'F',
      packages: ['@react-querybuilder/mantine', '@mantine/core@7', '@react-querybuilder/bulma'],
      release: '8.24.1',
      versionOf: (name) => versions[name],
      from: 'https://x.test/demo',
      label: 'Mantine',
    });
    expect(source.dependencies).toEqual({
      '@react-querybuilder/mantine': '8.14.0',
      '@mantine/core': '7.17.8',
      '@react-querybuilder/bulma': 'latest',
      'react-querybuilder': '8.24.1',
    });
    expect(source.overrides).toEqual({
      '@react-querybuilder/mantine': { 'react-querybuilder': '$react-querybuilder' },
      '@react-querybuilder/bulma': { 'react-querybuilder': '$react-querybuilder' },
    });
    expect(source.files).toEqual({ 'App.tsx': 'A', 'fields.ts': 'F' });
    expect(packageName('@mantine/core@7')).toBe('@mantine/core');
    expect(packageName('framer-motion@6')).toBe('framer-motion');
    expect(packageName('antd')).toBe('antd');
  });
});
