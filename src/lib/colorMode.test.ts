import { describe, expect, it } from 'vitest';
import { colorModeScript, resolveColorMode } from './colorMode';

/** Runs the inline script against a fake window and returns the attribute it set. */
function runScript(stored: string | null, systemDark: boolean, storageThrows = false) {
  const attrs: Record<string, string> = {};
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === 'theme' ? stored : null;
    },
  };
  const window = { matchMedia: (q: string) => ({ matches: systemDark && q.includes('dark') }) };
  const document = { documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) } };
  new Function('localStorage', 'window', 'document', colorModeScript())(localStorage, window, document);
  return attrs['data-theme'];
}

describe('colour mode', () => {
  it('defaults to light, follows the system when nothing is stored, and honours a stored choice', () => {
    expect(resolveColorMode(null, false)).toBe('light');
    expect(resolveColorMode(null, true)).toBe('dark');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
    expect(resolveColorMode('purple', false)).toBe('light');
  });

  it('the pre-paint script resolves exactly like the provider', () => {
    for (const stored of [null, 'light', 'dark', 'garbage']) {
      for (const systemDark of [false, true]) {
        expect(runScript(stored, systemDark)).toBe(resolveColorMode(stored, systemDark));
      }
    }
  });

  it('the pre-paint script survives blocked storage', () => {
    expect(runScript('dark', true, true)).toBe('dark');
    expect(runScript('dark', false, true)).toBe('light');
  });
});
