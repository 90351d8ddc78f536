import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStorage, subscribeStorage, writeStorage } from './storage';

/** A minimal browser: window with localStorage and events. */
function fakeWindow(blocked = false) {
  const data = new Map<string, string>();
  const target = new EventTarget();
  const localStorage = {
    getItem: (k: string) =>
      blocked
        ? (() => {
            throw new Error('SecurityError');
          })()
        : (data.get(k) ?? null),
    setItem: (k: string, v: string) => {
      if (blocked) throw new Error('QuotaExceededError');
      data.set(k, v);
    },
    removeItem: (k: string) => void data.delete(k),
  };
  const win = Object.assign(target, { localStorage });
  vi.stubGlobal('window', win);
  return { data, win };
}

const isMode = (v: string): v is 'light' | 'dark' => v === 'light' || v === 'dark';

describe('storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is null and harmless without a window (SSR)', () => {
    expect(readStorage('theme')).toBeNull();
    expect(writeStorage('theme', 'dark')).toBe(false);
    expect(subscribeStorage('theme', () => {})).toBeTypeOf('function');
  });

  it('validates values on read', () => {
    const { data } = fakeWindow();
    data.set('theme', 'purple');
    expect(readStorage('theme', isMode)).toBeNull();
    data.set('theme', 'dark');
    expect(readStorage('theme', isMode)).toBe('dark');
  });

  it('tolerates blocked storage', () => {
    fakeWindow(true);
    expect(readStorage('theme')).toBeNull();
    expect(writeStorage('theme', 'dark')).toBe(false);
  });

  it('notifies subscribers of writes in this tab and storage events from other tabs', () => {
    const { win } = fakeWindow();
    const onChange = vi.fn();
    const unsubscribe = subscribeStorage('theme', onChange);
    writeStorage('theme', 'dark');
    writeStorage('other', 'x');
    const event = new Event('storage') as Event & { key: string };
    Object.defineProperty(event, 'key', { value: 'theme' });
    win.dispatchEvent(event);
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    writeStorage('theme', 'light');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
