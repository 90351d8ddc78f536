import fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { isTheme, parseRootVariables, THEME_VARIABLES, themeCss, themeStyle, toHexInput, withThemeVar } from './variables';

// Vitest does not load `?inline` stylesheets (it gives ''): the webpack build's import is given the installed file instead.
vi.mock('react-querybuilder/dist/query-builder.css?inline', async () => {
  const { readFileSync } = await import('node:fs');
  return { default: readFileSync('node_modules/react-querybuilder/dist/query-builder.css', 'utf8') };
});

const installedCss = fs.readFileSync('node_modules/react-querybuilder/dist/query-builder.css', 'utf8');
const defaultOf = (name: string) => THEME_VARIABLES.find((v) => v.name === name)?.defaultValue;

describe('theme variables', () => {
  it('reads the 22 --rqb-* variables of the installed stylesheet, with their defaults', () => {
    const parsed = parseRootVariables(installedCss);
    expect(parsed).toHaveLength(22);
    expect(THEME_VARIABLES).toEqual(parsed);
    expect(new Set(parsed.map((v) => v.name)).size).toBe(22);
    expect(parsed[0]).toEqual({ name: '--rqb-spacing', defaultValue: '0.5rem', input: 'text' });
    expect(defaultOf('--rqb-branch-color')).toBe('var(--rqb-border-color)');
    expect(defaultOf('--rqb-background-color')).toBe('color-mix(in srgb, transparent, #004bb8 20%)');
  });

  it('asks for a colour where the default is a plain hex colour, for text otherwise', () => {
    const colours = THEME_VARIABLES.filter((v) => v.input === 'color').map((v) => v.name);
    expect(colours).toEqual(['--rqb-base-color', '--rqb-border-color', '--rqb-dnd-drop-indicator-copy-color', '--rqb-dnd-drop-indicator-group-color']);
    expect(toHexInput('#693')).toBe('#669933');
    expect(toHexInput('#ABCDEF')).toBe('#abcdef');
    expect(toHexInput('rebeccapurple')).toBeNull();
  });

  it('parses a formatted stylesheet too, and only the first :root block', () => {
    const css = ':root {\n  --rqb-spacing: 1rem;\n  --other: 1px;\n  --rqb-border-color:#fff\n}\n:root { --rqb-late: 0 }';
    expect(parseRootVariables(css)).toEqual([
      { name: '--rqb-spacing', defaultValue: '1rem', input: 'text' },
      { name: '--rqb-border-color', defaultValue: '#fff', input: 'color' },
    ]);
    expect(parseRootVariables('.x { color: red }')).toEqual([]);
  });

  it('keeps only changes: a default value or null removes the variable', () => {
    const theme = withThemeVar({}, '--rqb-spacing', '1.5rem');
    expect(theme).toEqual({ '--rqb-spacing': '1.5rem' });
    expect(withThemeVar(theme, '--rqb-spacing', null)).toEqual({});
    expect(withThemeVar(theme, '--rqb-spacing', '0.5rem')).toEqual({});
    // The colour picker gives #669933 for the default #693.
    expect(withThemeVar(theme, '--rqb-dnd-drop-indicator-copy-color', '#669933')).toEqual(theme);
    expect(withThemeVar(theme, '--rqb-unknown', '1px')).toBe(theme);
  });

  it('shows the changes as :root CSS, in the stylesheet order', () => {
    expect(themeCss({})).toBe('');
    expect(themeCss({ '--rqb-border-color': '#ff0000', '--rqb-spacing': '1.5rem', '--rqb-border-width': ' ' })).toBe(
      ':root {\n  --rqb-spacing: 1.5rem;\n  --rqb-border-color: #ff0000;\n}\n'
    );
  });

  it('declares every variable on the wrapper once anything changed, so those defined by others follow', () => {
    expect(themeStyle({})).toBeUndefined();
    const style = themeStyle({ '--rqb-border-color': '#ff0000' })!;
    expect(Object.keys(style)).toHaveLength(22);
    expect(style['--rqb-border-color']).toBe('#ff0000');
    expect(style['--rqb-branch-color']).toBe('var(--rqb-border-color)');
    expect(style['--rqb-spacing']).toBe('0.5rem');
  });

  it('accepts known names with safe values only', () => {
    expect(isTheme({ '--rqb-spacing': '1rem' })).toBe(true);
    expect(isTheme({})).toBe(true);
    expect(isTheme({ '--rqb-nope': '1rem' })).toBe(false);
    expect(isTheme({ '--rqb-spacing': '1rem; } body { display: none' })).toBe(false);
    expect(isTheme({ '--rqb-spacing': '</style>' })).toBe(false);
    expect(isTheme({ '--rqb-spacing': 1 })).toBe(false);
    expect(isTheme(['--rqb-spacing'])).toBe(false);
    expect(isTheme(null)).toBe(false);
  });
});
