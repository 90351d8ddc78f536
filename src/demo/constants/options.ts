/** The demo's options panel: every QueryBuilder flag worth trying, with its default and docs. */

const qb = (anchor: string) => `/docs/components/querybuilder#${anchor}`;

/** An option as listed below. */
interface OptionRow {
  key: string;
  label: string;
  default: boolean;
  /** Where it is documented (latest docs), when not at the QueryBuilder prop of its name; null: nowhere. */
  docs?: string | null;
  help: string;
}

const OPTIONS = [
  { key: 'addRuleToNewGroups', label: 'Add rule to new groups', default: false, help: 'New groups start with one rule.' },
  { key: 'autoSelectField', label: 'Auto-select field', default: true, help: 'New rules get the first field instead of a blank choice.' },
  { key: 'autoSelectOperator', label: 'Auto-select operator', default: true, help: 'New rules get the first operator instead of a blank choice.' },
  { key: 'autoSelectValue', label: 'Auto-select value', default: true, help: 'Value lists start at their first value instead of a blank choice.' },
  { key: 'showCombinatorsBetweenRules', label: 'Combinators between rules', default: false, help: 'Show the group combinator between each pair of rules.' },
  { key: 'debugMode', label: 'Debug mode', default: false, docs: qb('debugging'), help: 'Log every action to the browser console.' },
  { key: 'disabled', label: 'Disabled', default: false, help: 'Make the whole query read-only.' },
  { key: 'enableDragAndDrop', label: 'Drag-and-drop enabled', default: false, help: 'Move rules and groups by dragging their handle.' },
  {
    key: 'independentCombinators',
    label: 'Independent combinators',
    default: false,
    docs: qb('independent-combinators'),
    help: 'Choose a combinator between each pair of rules.',
  },
  {
    key: 'justifiedLayout',
    label: 'Justified layout',
    default: false,
    docs: null,
    help: 'Push the clone, lock and remove buttons to the right edge (demo CSS).',
  },
  { key: 'listsAsArrays', label: 'Lists as arrays', default: false, help: 'Store list values as arrays instead of comma-separated strings.' },
  { key: 'resetOnFieldChange', label: 'Reset on field change', default: true, help: 'Reset the operator and value when the field changes.' },
  { key: 'resetOnOperatorChange', label: 'Reset on operator change', default: false, help: 'Reset the value when the operator changes.' },
  { key: 'showNotToggle', label: 'Show "not" toggle', default: false, help: 'Let groups be negated.' },
  {
    key: 'showBranches',
    label: 'Show branches',
    default: false,
    docs: '/docs/styling/overview#branch-lines',
    help: 'Draw tree lines between groups and rules.',
  },
  { key: 'showCloneButtons', label: 'Show clone buttons', default: false, help: 'Add a button that copies a rule or group.' },
  { key: 'showLockButtons', label: 'Show lock buttons', default: false, help: 'Add a button that locks a rule or group.' },
  { key: 'showMuteButtons', label: 'Show mute buttons', default: false, help: 'Add a button that leaves a rule or group out of the exports.' },
  { key: 'showShiftActions', label: 'Show shift actions', default: false, help: 'Add buttons that move a rule or group up or down.' },
  { key: 'showUngroupButtons', label: 'Show ungroup buttons', default: false, help: 'Add a button that puts a group’s children in its place.' },
  {
    key: 'showUndoRedo',
    label: 'Undo and redo',
    default: true,
    help: 'Record every change: Undo and Redo buttons, and Ctrl/⌘+Z, Shift+Ctrl/⌘+Z or Ctrl+Y in the builder.',
  },
  {
    key: 'suppressStandardClassnames',
    label: 'Suppress standard classnames',
    default: false,
    help: 'Leave out the builder’s own class names, and with them its standard styles.',
  },
  {
    key: 'validateQuery',
    label: 'Use validation',
    default: false,
    docs: '/docs/utils/validation',
    help: 'Validate rules (empty values are invalid) and style invalid ones.',
  },
] as const satisfies readonly OptionRow[];

/** The name of a demo option: a QueryBuilder prop, or a demo-only switch (justifiedLayout). */
export type DemoOptionKey = (typeof OPTIONS)[number]['key'];

/** Every option, on or off. */
export type DemoOptions = Record<DemoOptionKey, boolean>;

/** An option as the panel shows it. */
export interface DemoOptionInfo {
  key: DemoOptionKey;
  label: string;
  default: boolean;
  /** Where the option is documented (latest docs; src/demo/constants/docsLinks.test.ts checks the anchors). */
  href?: string;
  help: string;
}

/** The options in the panel's order (by label), each with its docs link. */
export const OPTION_INFO: DemoOptionInfo[] = OPTIONS.map(({ docs, ...option }: OptionRow) => ({
  ...(option as Omit<DemoOptionInfo, 'href'>),
  href: docs === undefined ? qb(option.key.toLowerCase()) : (docs ?? undefined),
})).sort((a, b) => a.label.localeCompare(b.label));

/** Each option at its QueryBuilder default (or the demo's). */
export const DEFAULT_OPTIONS = Object.fromEntries(OPTION_INFO.map((o) => [o.key, o.default])) as DemoOptions;

/**
 * Options "Select all" leaves off: they change what the builder is for (read-only, another query
 * type) or strip its styles, so the builder would no longer show what the others do.
 */
export const NOT_IN_ALL: readonly DemoOptionKey[] = ['disabled', 'independentCombinators', 'suppressStandardClassnames'];

/** "Select all": every option on except NOT_IN_ALL. */
export const ALL_OPTIONS = Object.fromEntries(OPTION_INFO.map((o) => [o.key, !NOT_IN_ALL.includes(o.key)])) as DemoOptions;

/** Is `key` the name of a demo option (a permalink's key)? */
export const isOptionKey = (key: string): key is DemoOptionKey => OPTION_INFO.some((o) => o.key === key);
