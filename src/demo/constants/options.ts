/** The demo's options panel: every QueryBuilder flag worth trying, with its default and docs. */

export type DemoOptionKey =
  | 'addRuleToNewGroups'
  | 'autoSelectField'
  | 'autoSelectOperator'
  | 'showCombinatorsBetweenRules'
  | 'debugMode'
  | 'disabled'
  | 'enableDragAndDrop'
  | 'independentCombinators'
  | 'justifiedLayout'
  | 'listsAsArrays'
  | 'resetOnFieldChange'
  | 'resetOnOperatorChange'
  | 'showNotToggle'
  | 'showBranches'
  | 'showCloneButtons'
  | 'showLockButtons'
  | 'validateQuery';

export type DemoOptions = Record<DemoOptionKey, boolean>;

export interface DemoOptionInfo {
  key: DemoOptionKey;
  label: string;
  default: boolean;
  /** Where the option is documented (6.x docs). */
  href?: string;
  help: string;
}

const qb = (anchor: string) => `/docs/components/querybuilder#${anchor}`;

export const OPTION_INFO: DemoOptionInfo[] = [
  { key: 'addRuleToNewGroups', label: 'Add rule to new groups', default: false, href: qb('addruletonewgroups'), help: 'New groups start with one rule.' },
  { key: 'autoSelectField', label: 'Auto-select field', default: true, href: qb('autoselectfield'), help: 'New rules get the first field instead of a blank choice.' },
  { key: 'autoSelectOperator', label: 'Auto-select operator', default: true, href: qb('autoselectoperator'), help: 'New rules get the first operator instead of a blank choice.' },
  { key: 'showCombinatorsBetweenRules', label: 'Combinators between rules', default: false, href: qb('showcombinatorsbetweenrules'), help: 'Show the group combinator between each pair of rules.' },
  { key: 'debugMode', label: 'Debug mode', default: false, href: '/docs/components/querybuilder#debugging', help: 'Log every action to the browser console.' },
  { key: 'disabled', label: 'Disabled', default: false, href: qb('disabled'), help: 'Make the whole query read-only.' },
  { key: 'enableDragAndDrop', label: 'Drag-and-drop enabled', default: false, href: qb('enabledraganddrop'), help: 'Move rules and groups by dragging their handle.' },
  { key: 'independentCombinators', label: 'Independent combinators', default: false, href: qb('independent-combinators'), help: 'Choose a combinator between each pair of rules.' },
  { key: 'justifiedLayout', label: 'Justified layout', default: false, help: 'Push the clone, lock and remove buttons to the right edge (demo CSS).' },
  { key: 'listsAsArrays', label: 'Lists as arrays', default: false, href: qb('listsasarrays'), help: 'Store list values as arrays instead of comma-separated strings.' },
  { key: 'resetOnFieldChange', label: 'Reset on field change', default: true, href: qb('resetonfieldchange'), help: 'Reset the operator and value when the field changes.' },
  { key: 'resetOnOperatorChange', label: 'Reset on operator change', default: false, href: qb('resetonoperatorchange'), help: 'Reset the value when the operator changes.' },
  { key: 'showNotToggle', label: 'Show "not" toggle', default: false, href: qb('shownottoggle'), help: 'Let groups be negated.' },
  { key: 'showBranches', label: 'Show branches', default: false, href: '/docs/styling/overview#branches', help: 'Draw tree lines between groups and rules.' },
  { key: 'showCloneButtons', label: 'Show clone buttons', default: false, href: qb('showclonebuttons'), help: 'Add a button that copies a rule or group.' },
  { key: 'showLockButtons', label: 'Show lock buttons', default: false, href: qb('showlockbuttons'), help: 'Add a button that locks a rule or group.' },
  { key: 'validateQuery', label: 'Use validation', default: false, href: '/docs/utils/validation', help: 'Validate rules (empty values are invalid) and style invalid ones.' },
].sort((a, b) => a.label.localeCompare(b.label)) as DemoOptionInfo[];

export const DEFAULT_OPTIONS = Object.fromEntries(OPTION_INFO.map((o) => [o.key, o.default])) as DemoOptions;

/** "Select all": everything on except the two that change what the builder is for. */
export const ALL_OPTIONS = Object.fromEntries(
  OPTION_INFO.map((o) => [o.key, o.key !== 'disabled' && o.key !== 'independentCombinators'])
) as DemoOptions;

export const isOptionKey = (key: string): key is DemoOptionKey => OPTION_INFO.some((o) => o.key === key);
