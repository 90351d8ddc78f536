import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, subscribeStorage, writeStorage } from '../lib/storage';

/**
 * A localStorage value as React state, synced with other tabs and other components. Null during
 * SSR and hydration (the server cannot know it), so the first client render matches the HTML.
 */
export function useStoredValue<T extends string>(key: string, isValid: (value: string) => value is T): [T | null, (value: T | null) => void] {
  const value = useSyncExternalStore(
    useCallback((onChange) => subscribeStorage(key, onChange), [key]),
    () => readStorage(key, isValid),
    () => null
  );
  const set = useCallback((next: T | null) => void writeStorage(key, next), [key]);
  return [value, set];
}
