import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../constants/options';
import { initialQuery, initialQueryIC } from '../constants/initialQuery';
import { decodeHash, encodeState, type DemoState } from './permalink';

const state: DemoState = {
  query: { ...initialQuery, rules: [...initialQuery.rules, { field: 'description', operator: 'contains', value: 'ünïcode ✓ "quotes" & <tags>' }] },
  queryIC: initialQueryIC,
  options: { ...DEFAULT_OPTIONS, showNotToggle: true, validateQuery: true },
  style: 'bulma',
};

describe('demo permalink', () => {
  it('round-trips the whole state exactly, compressed', async () => {
    const encoded = await encodeState(state);
    expect(encoded).toMatch(/^s=[A-Za-z0-9_-]+$/);
    expect(encoded.length).toBeLessThan(JSON.stringify(state).length);
    expect(await decodeHash(`#${encoded}`)).toEqual({ state, overrides: {} });
  });

  it('reads plain option overrides, alone or with a state', async () => {
    expect(await decodeHash('#showNotToggle=true&disabled=false&nonsense=true&debugMode=maybe')).toEqual({
      overrides: { showNotToggle: true, disabled: false },
    });
    const withState = await decodeHash(`#${await encodeState(state)}&showCloneButtons=true`);
    expect(withState.overrides).toEqual({ showCloneButtons: true });
    expect(withState.state?.style).toBe('bulma');
  });

  it('reports a damaged, truncated or foreign hash instead of throwing', async () => {
    const encoded = await encodeState(state);
    expect((await decodeHash(`#${encoded.slice(0, 40)}`)).error).toBe('The link is damaged or incomplete.');
    expect((await decodeHash('#s=@@@')).error).toBe('The link is damaged or incomplete.');
    const foreign = await encodeState({ ...state, style: 'tailwind' as never });
    expect((await decodeHash(`#${foreign}`)).error).toBe('The link holds a state this demo does not understand.');
    const badOption = await encodeState({ ...state, options: { ...state.options, evil: true } as never });
    expect((await decodeHash(`#${badOption}`)).state).toBeUndefined();
    expect(await decodeHash('')).toEqual({ overrides: {} });
  });
});
