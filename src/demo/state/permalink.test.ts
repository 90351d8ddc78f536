import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_EXPORT } from '../constants/formats';
import { DEFAULT_OPTIONS } from '../constants/options';
import { DEFAULT_SETTINGS } from '../constants/settings';
import { initialQuery, initialQueryIC } from '../constants/initialQuery';
import { decodeHash, encodeState, type DemoState } from './permalink';

// Vitest does not load `?inline` stylesheets (it gives ''): the theme's variable names come from the installed file.
vi.mock('react-querybuilder/dist/query-builder.css?inline', async () => {
  const { readFileSync } = await import('node:fs');
  return { default: readFileSync('node_modules/react-querybuilder/dist/query-builder.css', 'utf8') };
});

const state: DemoState = {
  query: { ...initialQuery, rules: [...initialQuery.rules, { field: 'description', operator: 'contains', value: 'ünïcode ✓ "quotes" & <tags>' }] },
  queryIC: initialQueryIC,
  options: { ...DEFAULT_OPTIONS, showNotToggle: true, validateQuery: true },
  style: 'bulma',
  export: { tab: 'sql', variants: { sql: 'parameterized_named', cypher: 'gql' }, preset: 'mssql', parseNumbers: true },
  theme: {},
  settings: { maxLevels: 2, parseNumbers: 'enhanced-limited' },
};
const themed: DemoState = { ...state, theme: { '--rqb-spacing': '1.5rem', '--rqb-border-color': '#ff0000' } };

describe('demo permalink', () => {
  it('round-trips the whole state exactly, compressed', () => {
    const encoded = encodeState(state);
    expect(encoded).toMatch(/^s=[A-Za-z0-9+$-]+$/);
    expect(encoded.length).toBeLessThan(JSON.stringify(state).length);
    expect(decodeHash(`#${encoded}`)).toEqual({ state, overrides: {} });
  });

  it('reads plain option overrides, alone or with a state', () => {
    expect(decodeHash('#showNotToggle=true&disabled=false&nonsense=true&debugMode=maybe')).toEqual({
      overrides: { showNotToggle: true, disabled: false },
    });
    const withState = decodeHash(`#${encodeState(state)}&showCloneButtons=true`);
    expect(withState.overrides).toEqual({ showCloneButtons: true });
    expect(withState.state?.style).toBe('bulma');
  });

  it('reports a damaged, truncated or foreign hash instead of throwing', () => {
    const encoded = encodeState(state);
    expect(decodeHash(`#${encoded.slice(0, 40)}`).error).toBe('The link is damaged or incomplete.');
    expect(decodeHash('#s=@@@').error).toBe('The link is damaged or incomplete.');
    const foreign = encodeState({ ...state, style: 'tailwind' as never });
    expect(decodeHash(`#${foreign}`).error).toBe('The link holds a state this demo does not understand.');
    const badOption = encodeState({ ...state, options: { ...state.options, evil: true } as never });
    expect(decodeHash(`#${badOption}`).state).toBeUndefined();
    expect(decodeHash('')).toEqual({ overrides: {} });
  });

  it('opens links from before the export choices, and refuses choices the demo does not offer', () => {
    const { export: _choices, ...old } = state;
    expect(decodeHash(`#${encodeState(old)}`)).toEqual({ state: old, overrides: {} });
    expect(decodeHash(`#${encodeState({ ...state, export: DEFAULT_EXPORT })}`).state?.export).toEqual(DEFAULT_EXPORT);
    for (const bad of [
      { ...DEFAULT_EXPORT, tab: 'excel' },
      { ...DEFAULT_EXPORT, variants: { sql: 'gql' } },
      { ...DEFAULT_EXPORT, preset: 'db2' },
      { ...DEFAULT_EXPORT, parseNumbers: 'yes' },
    ]) {
      expect(decodeHash(`#${encodeState({ ...state, export: bad as never })}`).error).toBe('The link holds a state this demo does not understand.');
    }
  });

  it('round-trips a theme, and opens a link from before themes with none', () => {
    expect(decodeHash(`#${encodeState(themed)}`)).toEqual({ state: themed, overrides: {} });
    const { theme: _, ...old } = state;
    const oldLink = `s=${compressToEncodedURIComponent(JSON.stringify(old))}`;
    expect(decodeHash(`#${oldLink}`)).toEqual({ state: { ...old, theme: {} }, overrides: {} });
  });

  it('opens a link from before the settings with the defaults, and refuses settings the demo does not offer', () => {
    const { settings: _, ...old } = state;
    const oldLink = `s=${compressToEncodedURIComponent(JSON.stringify(old))}`;
    expect(decodeHash(`#${oldLink}`)).toEqual({ state: { ...old, settings: DEFAULT_SETTINGS }, overrides: {} });
    for (const bad of [
      { maxLevels: 7, parseNumbers: false },
      { maxLevels: 0, parseNumbers: 'loose' },
      { maxLevels: 0, parseNumbers: false, extra: 1 },
      { maxLevels: '2', parseNumbers: false },
    ]) {
      expect(decodeHash(`#${encodeState({ ...state, settings: bad as never })}`).error).toBe('The link holds a state this demo does not understand.');
    }
  });

  it('refuses a theme with an unknown variable or a value that could leave its declaration', () => {
    const refused = { overrides: {}, error: 'The link holds a state this demo does not understand.' };
    expect(decodeHash(`#${encodeState({ ...state, theme: { '--rqb-nonsense': '1px' } })}`)).toEqual(refused);
    expect(decodeHash(`#${encodeState({ ...state, theme: { '--rqb-spacing': '1px; } body { display: none' } })}`)).toEqual(refused);
    expect(decodeHash(`#${encodeState({ ...state, theme: { '--rqb-spacing': 2 } as never })}`)).toEqual(refused);
    expect(decodeHash(`#${encodeState({ ...state, theme: 'dark' as never })}`)).toEqual(refused);
  });
});
