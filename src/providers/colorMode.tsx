/**
 * Colour mode: the mode on <html data-theme> is set before first paint by the inline script
 * (src/lib/colorMode.ts, injected in gatsby-ssr.tsx); this provider takes over after hydration:
 * toggling, persisting in localStorage "theme", following the system preference while nothing
 * is stored, and picking up a choice made in another tab.
 */
import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { COLOR_MODE_CONFIG, DARK_QUERY, isColorMode, resolveColorMode, type ColorMode } from '../lib/colorMode';
import { readStorage, subscribeStorage, writeStorage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storageKeys';

interface ColorModeValue {
  /** The mode shown; null until hydrated (the server cannot know it). */
  colorMode: ColorMode | null;
  setColorMode: (mode: ColorMode) => void;
  toggle: () => void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

const systemPrefersDark = () => typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches === true;

function applyToDocument(mode: ColorMode) {
  document.documentElement.setAttribute(COLOR_MODE_CONFIG.attribute, mode);
}

/** Provides the colour mode to the whole site (mounted by src/gatsby/wrap.tsx). */
export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  const [colorMode, setState] = useState<ColorMode | null>(null);

  useEffect(() => {
    const sync = () => {
      const mode = resolveColorMode(readStorage(STORAGE_KEYS.theme, isColorMode), systemPrefersDark());
      applyToDocument(mode);
      setState(mode);
    };
    sync();
    const unsubscribe = subscribeStorage(STORAGE_KEYS.theme, sync);
    const media = window.matchMedia?.(DARK_QUERY);
    media?.addEventListener('change', sync);
    return () => {
      unsubscribe();
      media?.removeEventListener('change', sync);
    };
  }, []);

  const setColorMode = useCallback((mode: ColorMode) => {
    applyToDocument(mode);
    setState(mode);
    writeStorage(STORAGE_KEYS.theme, mode);
  }, []);

  const value = useMemo<ColorModeValue>(
    () => ({ colorMode, setColorMode, toggle: () => setColorMode(colorMode === 'dark' ? 'light' : 'dark') }),
    [colorMode, setColorMode]
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

/** The colour mode and its setters; throws outside ColorModeProvider. */
export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode must be used inside <ColorModeProvider> (see src/gatsby/wrap.tsx).');
  return value;
}
