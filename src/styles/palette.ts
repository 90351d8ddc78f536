/**
 * The colours of ./tokens.css that code needs as values, where a CSS variable cannot go: the social
 * cards (drawn by Satori, no stylesheet), the theme-color meta tag, the announcement bar's config,
 * the banner written before any stylesheet loads, and react-select's style functions on the home
 * page. Each key is its token's name (`primarySoft` is `--c-primary-soft`) in that colour mode;
 * palette.test.ts fails when a value differs from tokens.css.
 */
export const PALETTE = {
  light: {
    bg: '#ffffff',
    text: '#1c1e21',
    textMuted: '#4f5660',
    primary: '#1a5dc2',
    primaryStrong: '#134a9c',
    primarySoft: '#e6effc',
    onPrimary: '#ffffff',
    dangerBg: '#fdecec',
    dangerBorder: '#b3261e',
    controlActive: '#e6effc',
  },
  dark: {
    bgSoft: '#242526',
    text: '#e4e6ea',
    textMuted: '#b0b6be',
    controlBorder: '#5b5f66',
    controlActive: '#3a3d42',
  },
} as const;
