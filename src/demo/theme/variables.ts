/**
 * The demo's theme editor works on react-querybuilder's `--rqb-*` CSS variables. Their names and
 * defaults are read from the installed stylesheet's `:root { ... }` block (the same file the
 * builder injects, src/demo/components/Builder), so a release that adds or changes one updates
 * the editor without an edit here. A theme is the variables the reader changed, name -> value;
 * it travels in the permalink (../state/permalink.ts), is applied to the builder's wrapper
 * (themeStyle) and shown as CSS to copy (themeCss).
 *
 * The server bundle gets an empty string for `?inline` stylesheets (src/gatsby/webpack/
 * inlineStylesheets.ts), so the list is empty there; the demo renders only in the browser.
 */
import rqbCss from 'react-querybuilder/dist/query-builder.css?inline';

/** One `--rqb-*` variable of the stylesheet. */
export interface ThemeVariable {
  /** The custom property's name, `--rqb-spacing`. */
  name: string;
  /** Its value on `:root` in the stylesheet, as written (`0.5rem`, `var(--rqb-border-color)`). */
  defaultValue: string;
  /** How the editor asks for it: a colour picker where the default is a plain hex colour, else text. */
  input: 'color' | 'text';
}

/** The changed variables: name -> value (only names of THEME_VARIABLES). */
export type Theme = Record<string, string>;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The `--rqb-*` declarations of the first `:root` block of a stylesheet, in their order. */
export function parseRootVariables(css: string): ThemeVariable[] {
  const block = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return block.split(';').flatMap((declaration) => {
    const [, name, defaultValue] = /^\s*(--rqb-[\w-]+)\s*:\s*(.*?)\s*$/s.exec(declaration) ?? [];
    if (!name || defaultValue === undefined) return [];
    return [{ name, defaultValue, input: HEX.test(defaultValue) ? 'color' : 'text' } as const];
  });
}

/** The variables of the installed react-querybuilder stylesheet. */
export const THEME_VARIABLES: readonly ThemeVariable[] = parseRootVariables(rqbCss);

const BY_NAME = new Map(THEME_VARIABLES.map((variable) => [variable.name, variable]));

/** Whether `name` is one of the stylesheet's variables. */
export const isThemeVariable = (name: string): boolean => BY_NAME.has(name);

/** A value that cannot end its declaration or the style block (it is pasted into CSS and set as a style). */
export const isThemeValue = (value: unknown): value is string => typeof value === 'string' && !/[;{}<>]/.test(value);

/** Whether a decoded value is a theme: known variable names with safe string values. */
export function isTheme(value: unknown): value is Theme {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([name, v]) => isThemeVariable(name) && isThemeValue(v));
}

/** `#693` -> `#669933`, `#AABBCC` -> `#aabbcc`; null for anything but a hex colour (what `<input type="color">` takes). */
export function toHexInput(value: string): string | null {
  if (!HEX.test(value.trim())) return null;
  const hex = value.trim().slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

/** The theme with `name` set to `value`, or without it for null or the default (a colour compared as hex). */
export function withThemeVar(theme: Theme, name: string, value: string | null): Theme {
  const variable = BY_NAME.get(name);
  if (!variable) return theme;
  const next = { ...theme };
  delete next[name];
  if (value === null || value === variable.defaultValue) return next;
  const hex = toHexInput(value);
  return hex && hex === toHexInput(variable.defaultValue) ? next : { ...next, [name]: value };
}

/** The changed variables in the stylesheet's order, an emptied field left out (it shows the default). */
const changed = (theme: Theme) => THEME_VARIABLES.filter(({ name }) => theme[name]?.trim()).map(({ name }) => [name, theme[name]!.trim()] as const);

/** The CSS a reader pastes into their app: `:root { --rqb-x: value; }` of the changed variables, or '' for none. */
export function themeCss(theme: Theme): string {
  const lines = changed(theme).map(([name, value]) => `  ${name}: ${value};`);
  return lines.length ? `:root {\n${lines.join('\n')}\n}\n` : '';
}

/**
 * The inline style of the builder's wrapper: once anything changed, EVERY variable (changed values
 * over the defaults). A variable defined by another (`--rqb-branch-color: var(--rqb-border-color)`)
 * is resolved where it is declared, on `:root`, so it follows a change on the wrapper only if it
 * is declared there again. Undefined while nothing changed.
 */
export function themeStyle(theme: Theme): Record<string, string> | undefined {
  const values = new Map(changed(theme));
  if (!values.size) return undefined;
  return Object.fromEntries(THEME_VARIABLES.map(({ name, defaultValue }) => [name, values.get(name) ?? defaultValue]));
}
