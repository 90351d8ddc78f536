import { describe, expect, it } from 'vitest';
import { ALL_OPTIONS, DEFAULT_OPTIONS } from '../constants/options';
import { generateCode, installCommand } from './generateCode';

const plain = { packages: [] };
const material = {
  packages: ['@react-querybuilder/material', '@mui/material'],
  code: { imports: [`import { QueryBuilderMaterial } from '@react-querybuilder/material';`], open: '<QueryBuilderMaterial>', close: '</QueryBuilderMaterial>' },
};

describe('generated App.tsx', () => {
  it('with the defaults: a controlled builder and nothing else', () => {
    const code = generateCode(DEFAULT_OPTIONS, plain);
    expect(code).toContain(`import { QueryBuilder, type RuleGroupType } from 'react-querybuilder';`);
    expect(code).toContain(`const initialQuery: RuleGroupType = { combinator: 'and', rules: [] };`);
    expect(code).toMatch(/<QueryBuilder\n\s+fields=\{fields\}\n\s+query=\{query\}\n\s+onQueryChange=\{setQuery\}\n\s+\/>/);
    expect(installCommand(DEFAULT_OPTIONS, plain)).toBe('npm install react-querybuilder');
  });

  it('emits the options that differ from the defaults, wrappers nested in order', () => {
    const code = generateCode({ ...ALL_OPTIONS, autoSelectField: false }, material);
    for (const prop of ['showNotToggle', 'showCloneButtons', 'enableDragAndDrop', 'validator={defaultValidator}', 'autoSelectField={false}']) {
      expect(code).toContain(prop);
    }
    expect(code).not.toContain('justifiedLayout');
    const lines = code.split('\n').map((l) => l.trim());
    expect(lines.indexOf('<QueryBuilderMaterial>')).toBeLessThan(lines.indexOf('<QueryBuilderDnD dnd={{ ...ReactDnD, ...ReactDndHtml5Backend }}>'));
    expect(lines.indexOf('</QueryBuilderDnD>')).toBeLessThan(lines.indexOf('</QueryBuilderMaterial>'));
    expect(installCommand(ALL_OPTIONS, material)).toBe(
      'npm install react-querybuilder @react-querybuilder/dnd react-dnd react-dnd-html5-backend @react-querybuilder/material @mui/material'
    );
  });

  it('switches the query type for independent combinators', () => {
    const code = generateCode({ ...DEFAULT_OPTIONS, independentCombinators: true }, plain);
    expect(code).toContain('const initialQuery: RuleGroupTypeIC = { rules: [] };');
    expect(code).toContain('independentCombinators');
  });
});
