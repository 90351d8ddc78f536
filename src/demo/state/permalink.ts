/**
 * The demo's permalink: its whole state (query, independent-combinators query, options, style,
 * export choices, theme, settings) as JSON, compressed with lz-string (synchronous, URL-safe output) into `#s=`.
 * Plain `option=true|false` pairs in the hash override options (links from the docs use them).
 * Anything that does not decode to a valid state is reported, never thrown. A link from before
 * the theme editor has no `theme`, and one from before the settings none: each decodes with the defaults.
 */
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { isRuleGroupType, isRuleGroupTypeIC, type RuleGroupType, type RuleGroupTypeIC } from 'react-querybuilder';
import { isExportChoices, type ExportChoices } from '../constants/formats';
import { isOptionKey, type DemoOptions } from '../constants/options';
import { DEFAULT_SETTINGS, isBuilderSettings, type BuilderSettings } from '../constants/settings';
import { isStyleName, type StyleName } from '../constants/styles';
import { isTheme, type Theme } from '../theme/variables';

export interface DemoState {
  query: RuleGroupType;
  queryIC: RuleGroupTypeIC;
  options: DemoOptions;
  style: StyleName;
  /** The export panel's tab, variants, dialect and number parsing; links from before it have none. */
  export?: ExportChoices;
  /** The `--rqb-*` variables the reader changed (../theme/variables.ts). */
  theme: Theme;
  /** Max levels and number parsing (../constants/settings.ts). */
  settings: BuilderSettings;
}

export interface HashContents {
  /** The decoded state, when `s=` was present and valid. */
  state?: DemoState;
  /** Options set by plain `key=true|false` pairs. */
  overrides: Partial<DemoOptions>;
  /** Why `s=` was ignored. */
  error?: string;
}

/** `s=<the state's JSON, compressed by lz-string into URL-safe characters>`. */
export function encodeState(state: DemoState): string {
  return `s=${compressToEncodedURIComponent(JSON.stringify(state))}`;
}

/** A state as links hold it: `theme` and `settings` came later, so older links lack them. */
type LinkedState = Omit<DemoState, 'theme' | 'settings'> & { theme?: Theme; settings?: BuilderSettings };

function validState(value: unknown): value is LinkedState {
  const state = value as LinkedState;
  return (
    !!state &&
    isRuleGroupType(state.query) &&
    isRuleGroupTypeIC(state.queryIC) &&
    isStyleName(state.style) &&
    !!state.options &&
    Object.entries(state.options).every(([key, on]) => isOptionKey(key) && typeof on === 'boolean') &&
    (state.export === undefined || isExportChoices(state.export)) &&
    (state.theme === undefined || isTheme(state.theme)) &&
    (state.settings === undefined || isBuilderSettings(state.settings))
  );
}

/** Reads a location hash ("#s=...&showNotToggle=true"). */
export function decodeHash(hash: string): HashContents {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const overrides: Partial<DemoOptions> = {};
  for (const [key, value] of params) {
    if (isOptionKey(key) && (value === 'true' || value === 'false')) overrides[key] = value === 'true';
  }
  const encoded = params.get('s');
  if (!encoded) return { overrides };
  try {
    // lz-string's alphabet has "+", which URLSearchParams reads as a space.
    const state: unknown = JSON.parse(decompressFromEncodedURIComponent(encoded.replace(/ /g, '+')) ?? '');
    if (!validState(state)) return { overrides, error: 'The link holds a state this demo does not understand.' };
    return { state: { ...state, theme: state.theme ?? {}, settings: state.settings ?? DEFAULT_SETTINGS }, overrides };
  } catch {
    return { overrides, error: 'The link is damaged or incomplete.' };
  }
}
