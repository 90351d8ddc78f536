/**
 * The one door to localStorage: safe during SSR (no window), tolerant of blocked storage
 * (Safari private mode, sandboxed iframes throw on access), values validated on read, and
 * change notifications within the tab as well as from other tabs (the `storage` event).
 */

const SAME_TAB_EVENT = 'rqb:storage';

function getStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Reads `key`; returns null when absent, unreadable, or rejected by `isValid`. */
export function readStorage<T extends string>(key: string, isValid: (value: string) => value is T): T | null;
export function readStorage(key: string, isValid?: (value: string) => boolean): string | null;
export function readStorage(key: string, isValid?: (value: string) => boolean): string | null {
  try {
    const value = getStorage()?.getItem(key) ?? null;
    return value !== null && (!isValid || isValid(value)) ? value : null;
  } catch {
    return null;
  }
}

/** Writes (or, with null, removes) `key`; returns false when storage is unavailable. */
export function writeStorage(key: string, value: string | null): boolean {
  const storage = getStorage();
  if (!storage) return false;
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    return false;
  }
  window.dispatchEvent(new CustomEvent(SAME_TAB_EVENT, { detail: key }));
  return true;
}

/**
 * Calls `onChange` whenever `key` changes, in this tab (through writeStorage) or in another
 * tab (the browser's `storage` event). Returns the unsubscribe function.
 */
export function subscribeStorage(key: string, onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    // event.key is null when another tab called localStorage.clear().
    if (event.key === key || event.key === null) onChange();
  };
  const onSameTab = (event: Event) => {
    if ((event as CustomEvent<string>).detail === key) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SAME_TAB_EVENT, onSameTab);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SAME_TAB_EVENT, onSameTab);
  };
}
