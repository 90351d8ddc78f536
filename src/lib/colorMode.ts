/**
 * Colour mode rules shared by the pre-paint inline script (`colorModeScript`, injected by
 * gatsby-ssr.tsx) and the React provider (src/providers/colorMode.tsx). The script is built
 * from the same constants, and colorMode.test.ts runs it against `resolveColorMode` for every
 * combination of stored value and system preference, so the two cannot drift.
 */
import { STORAGE_KEYS } from './storageKeys';

export type ColorMode = 'light' | 'dark';

/** Light by default; when nothing is stored, the system preference (`prefers-color-scheme`) decides. */
export const COLOR_MODE_CONFIG = {
  defaultMode: 'light' as ColorMode,
  respectPrefersColorScheme: true,
  /** Attribute set on <html>; CSS tokens switch on it. */
  attribute: 'data-theme',
} as const;

export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Type guard for a stored value. */
export const isColorMode = (value: unknown): value is ColorMode => value === 'light' || value === 'dark';

/** The mode to show: the stored choice, else the system preference (if respected), else the default. */
export function resolveColorMode(stored: string | null, systemPrefersDark: boolean): ColorMode {
  if (isColorMode(stored)) return stored;
  if (COLOR_MODE_CONFIG.respectPrefersColorScheme) return systemPrefersDark ? 'dark' : 'light';
  return COLOR_MODE_CONFIG.defaultMode;
}

/** Source of the inline script that sets the colour-mode attribute on <html> before first paint. */
export function colorModeScript(): string {
  const { attribute, defaultMode, respectPrefersColorScheme } = COLOR_MODE_CONFIG;
  const json = JSON.stringify;
  return [
    '(function(){var s=null,d=false;',
    `try{s=localStorage.getItem(${json(STORAGE_KEYS.theme)})}catch(e){}`,
    respectPrefersColorScheme ? `try{d=window.matchMedia(${json(DARK_QUERY)}).matches}catch(e){}` : '',
    `var m=(s==='light'||s==='dark')?s:${respectPrefersColorScheme ? `(d?'dark':'light')` : json(defaultMode)};`,
    `document.documentElement.setAttribute(${json(attribute)},m)})();`,
  ].join('');
}
