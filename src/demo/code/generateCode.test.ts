import { describe, expect, it } from 'vitest';
import { ALL_OPTIONS, DEFAULT_OPTIONS, OPTION_INFO } from '../constants/options';
import { DEFAULT_SETTINGS, SETTING_INFO } from '../constants/settings';
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
  const settingSets = {
    'max levels and parseNumbers': [DEFAULT_OPTIONS, plain, { maxLevels: 2, parseNumbers: 'native-limited' }],
    'parseNumbers on': [DEFAULT_OPTIONS, plain, { ...DEFAULT_SETTINGS, parseNumbers: true }],
  } as const;

  it('emits the settings that differ from the defaults', () => {
    const [options, library, settings] = settingSets['max levels and parseNumbers'];
    const code = generateCode(options, library, settings);
    expect(code).toMatch(/^\s+maxLevels=\{2\}$/m);
    expect(code).toMatch(/^\s+parseNumbers="native-limited"$/m);
    expect(generateCode(DEFAULT_OPTIONS, plain, { ...DEFAULT_SETTINGS, parseNumbers: true })).toMatch(/^\s+parseNumbers$/m);
    expect(generateCode(DEFAULT_OPTIONS, plain, DEFAULT_SETTINGS)).not.toMatch(/maxLevels|parseNumbers/);
  });
  // Flags and small choices of QueryBuilderProps the demo leaves out, and why.
  const NOT_OFFERED: Record<string, string> = {
    enableMountQueryChange: 'acts once, when the builder mounts: nothing to see in a running demo',
    preserveQueryStateOnUnmount: 'acts when a builder unmounts and another mounts under its qbId, which the demo fixes',
  };
  // Demo switches that are no prop of that name: a demo style, controlClassnames, the validator prop.
  const DEMO_ONLY = ['justifiedLayout', 'showBranches', 'validateQuery'];
  const checked = (() => {
    let result: ReturnType<typeof typecheckApps> | undefined;
    return () => {
      const sources = Object.fromEntries(
        [...Object.entries(sets), ...Object.entries(settingSets)].map(([name, [options, library, settings]]) => [
          name,
          generateCode(options, library, settings),
        ])
      );
      const bad = generateCode(DEFAULT_OPTIONS, plain).replace('fields={fields}', 'fields={fields}\n        showFancyButtons');
      return (result ??= typecheckApps({ ...sources, bad }));
    };
  })();

  it('the App.tsx of each option and settings set type-checks against the installed packages (and a bad prop fails)', () => {
    const names = [...Object.keys(sets), ...Object.keys(settingSets)];
    expect(checked().messages).toEqual({ ...Object.fromEntries(names.map((name) => [name, []])), bad: [expect.stringContaining('showFancyButtons')] });
  });

  it('offers every flag and small choice of the installed QueryBuilderProps, and nothing it lacks', () => {
    const { smallProps: names } = checked();
    const offered = [...OPTION_INFO.map((o) => o.key as string), ...Object.keys(SETTING_INFO)].filter((key) => !DEMO_ONLY.includes(key));
    expect(names).toContain('maxLevels');
    expect(names.filter((name) => !offered.includes(name) && !(name in NOT_OFFERED))).toEqual([]);
    expect(offered.filter((key) => !names.includes(key))).toEqual([]);
    expect(Object.keys(NOT_OFFERED).filter((key) => !names.includes(key))).toEqual([]);
  });
});
