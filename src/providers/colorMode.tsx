/**
 * Colour mode: the mode on <html data-theme> is set before first paint by the inline script
 * (src/lib/colorMode.ts, injected in gatsby-ssr.tsx); this provider takes over after hydration:
 * toggling, persisting in localStorage "theme", following the system preference while nothing
 * is stored, and picking up a choice made in another tab.
 */
import React, { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { COLOR_MODE_CONFIG, DARK_QUERY, isColorMode, resolveColorMode, type ColorMode } from '../lib/colorMode';
import { readStorage, subscribeStorage, writeStorage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storageKeys';

interface ColorModeValue {
  /** The mode shown; null until hydrated (the server cannot know it). */
  colorMode: ColorMode | null;
  setColorMode: (mode: ColorMode) => void;
  toggle: () => void;
}

/** The mode shown, outside React's state: its context value never changes, so no change of it reaches every component below. */
interface ColorModeStore {
  get: () => ColorMode | null;
  subscribe: (listener: () => void) => () => void;
  set: (mode: ColorMode) => void;
}

const ColorModeContext = createContext<ColorModeStore | null>(null);

const systemPrefersDark = () => typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches === true;

function applyToDocument(mode: ColorMode) {
  document.documentElement.setAttribute(COLOR_MODE_CONFIG.attribute, mode);
}

/** Null until the first subscriber (after hydration); then the stored mode or the system's, kept in sync. */
function createColorModeStore(): ColorModeStore {
  let mode: ColorMode | null = null;
  const listeners = new Set<() => void>();
  const show = (next: ColorMode) => {
    applyToDocument(next);
    if (next === mode) return;
    mode = next;
    listeners.forEach((listener) => listener());
  };
  const sync = () => show(resolveColorMode(readStorage(STORAGE_KEYS.theme, isColorMode), systemPrefersDark()));
  let stop: (() => void) | undefined;
  return {
    get: () => mode,
    subscribe(listener) {
      listeners.add(listener);
      if (!stop) {
        const unsubscribe = subscribeStorage(STORAGE_KEYS.theme, sync);
        const media = window.matchMedia?.(DARK_QUERY);
        media?.addEventListener('change', sync);
        stop = () => {
          unsubscribe();
          media?.removeEventListener('change', sync);
        };
        sync();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stop?.();
        stop = undefined;
      };
    },
    set(next) {
      show(next);
      writeStorage(STORAGE_KEYS.theme, next);
    },
  };
}

const serverMode = () => null;
const keepSyncing = () => {};

/**
 * Provides the colour mode to the whole site (mounted by src/gatsby/wrap.tsx). Its context value is
 * a store that never changes: a doc's article may still be waiting to hydrate below it
 * (src/gatsby/overrides/hydration/deferredArticle.ts), and React drops the server HTML of such a part when a
 * context value above it changes (error 421). Components read the mode with useColorMode.
 */
export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  const [store] = useState(createColorModeStore);
  // In sync from hydration on, whether or not a component shows the mode.
  useEffect(() => store.subscribe(keepSyncing), [store]);
  return <ColorModeContext.Provider value={store}>{children}</ColorModeContext.Provider>;
}

/** The colour mode and its setters; throws outside ColorModeProvider. */
export function useColorMode(): ColorModeValue {
  const store = useContext(ColorModeContext);
  if (!store) throw new Error('useColorMode must be used inside <ColorModeProvider> (see src/gatsby/wrap.tsx).');
  const colorMode = useSyncExternalStore(store.subscribe, store.get, serverMode);
  const toggle = useCallback(() => store.set(store.get() === 'dark' ? 'light' : 'dark'), [store]);
  return { colorMode, setColorMode: store.set, toggle };
}
