import { describe, expect, it } from 'vitest';
import { ALL_OPTIONS, DEFAULT_OPTIONS } from '../constants/options';
import { generateCode, installCommand } from './generateCode';
import { typecheckApps } from './typecheckApp';

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

  it('switches the query type for independent combinators (8.x reads it from the query: no prop)', () => {
    const code = generateCode({ ...DEFAULT_OPTIONS, independentCombinators: true }, plain);
    expect(code).toContain('const initialQuery: RuleGroupTypeIC = { rules: [] };');
    expect(code).not.toMatch(/^\s+independentCombinators$/m);
  });

  it('wraps the builder in QueryBuilderHistory for undo and redo, and emits the 8.x props', () => {
    const code = generateCode({ ...DEFAULT_OPTIONS, showMuteButtons: true, autoSelectValue: false }, plain);
    expect(code).toContain(`import { QueryBuilderHistory } from 'react-querybuilder/history';`);
    expect(code).toMatch(/<QueryBuilderHistory>\n\s+<QueryBuilder\n/);
    expect(code).toContain('showMuteButtons');
    expect(code).toContain('autoSelectValue={false}');
    expect(generateCode({ ...DEFAULT_OPTIONS, showUndoRedo: false }, plain)).not.toContain('QueryBuilderHistory');
  });

  // Each set compiles against the installed release: a prop or import it lacks fails here.
  const sets = {
    defaults: [DEFAULT_OPTIONS, plain],
    'everything, with Material': [ALL_OPTIONS, material],
    'independent combinators': [{ ...ALL_OPTIONS, independentCombinators: true }, plain],
    'read-only, no standard classnames': [{ ...DEFAULT_OPTIONS, disabled: true, suppressStandardClassnames: true, showUndoRedo: false }, plain],
    'every default turned around': [Object.fromEntries(Object.entries(DEFAULT_OPTIONS).map(([k, on]) => [k, !on])) as typeof DEFAULT_OPTIONS, material],
  } as const;
  it('the App.tsx of each of five option sets type-checks against the installed packages (and a bad prop fails)', () => {
    const sources = Object.fromEntries(Object.entries(sets).map(([name, [options, library]]) => [name, generateCode(options, library)]));
    const bad = generateCode(DEFAULT_OPTIONS, plain).replace('fields={fields}', 'fields={fields}\n        showFancyButtons');
    const results = typecheckApps({ ...sources, bad });
    expect(results).toEqual({ ...Object.fromEntries(Object.keys(sets).map((name) => [name, []])), bad: [expect.stringContaining('showFancyButtons')] });
  });
});
