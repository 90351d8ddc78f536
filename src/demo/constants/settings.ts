/**
 * The demo's builder settings that are a small choice rather than on/off: QueryBuilder's
 * `maxLevels` and `parseNumbers`. They sit under the options' checkboxes, go into the permalink
 * (links from before have none: they open with the defaults) and into the Code tab's App.tsx.
 */
import type { ParseNumbersPropConfig } from 'react-querybuilder';

export interface BuilderSettings {
  /** How deep groups may be nested; 0 is the prop left out (no limit). */
  maxLevels: number;
  parseNumbers: ParseNumbersPropConfig;
}

export const DEFAULT_SETTINGS: BuilderSettings = { maxLevels: 0, parseNumbers: false };

/** A setting's choices: each value with the label the panel shows. */
interface Choice<T> {
  value: T;
  label: string;
}

export const MAX_LEVELS: Choice<number>[] = [
  { value: 0, label: 'No limit' },
  { value: 1, label: '1' },
  { value: 2, label: '2' },
  { value: 3, label: '3' },
];

export const PARSE_NUMBERS: Choice<ParseNumbersPropConfig>[] = [
  { value: false, label: 'Off' },
  { value: true, label: 'On' },
  // Each method, then the same limited to inputs of type "number".
  ...(['strict', 'enhanced', 'native'] as const).flatMap((method) => [
    { value: method, label: method },
    { value: `${method}-limited` as const, label: `${method}-limited` },
  ]),
];

/** Each setting's label, help and docs (src/demo/constants/docsLinks.test.ts checks the anchors). */
export const SETTING_INFO = {
  maxLevels: {
    label: 'Max levels',
    href: '/docs/components/querybuilder#maxlevels',
    help: 'How deep groups may be nested: deeper groups get no "add group" button.',
  },
  parseNumbers: {
    label: 'Parse numbers on input',
    href: '/docs/components/querybuilder#parsenumbers',
    help: 'Store typed numbers as numbers instead of strings, by the method chosen ("-limited": only in number inputs).',
  },
} as const satisfies Record<keyof BuilderSettings, { label: string; href: string; help: string }>;

/** Are `value` settings this demo offers (a permalink's)? */
export function isBuilderSettings(value: unknown): value is BuilderSettings {
  const settings = value as BuilderSettings;
  return (
    !!settings &&
    typeof settings === 'object' &&
    Object.keys(settings).length === 2 &&
    MAX_LEVELS.some((c) => c.value === settings.maxLevels) &&
    PARSE_NUMBERS.some((c) => c.value === settings.parseNumbers)
  );
}

/** The JSX attributes of the settings that differ from the defaults, as the Code tab writes them. */
export function settingProps({ maxLevels, parseNumbers }: BuilderSettings): string[] {
  return [
    ...(maxLevels ? [`maxLevels={${maxLevels}}`] : []),
    ...(parseNumbers === true ? ['parseNumbers'] : parseNumbers ? [`parseNumbers="${parseNumbers}"`] : []),
  ];
}
