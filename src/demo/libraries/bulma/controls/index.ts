/**
 * Bulma 0.9 compatibility controls for react-querybuilder 6.5.5, shaped like the official
 * `@react-querybuilder/*` compat packages (so this folder can be swapped for
 * `@react-querybuilder/bulma` later). Bulma is CSS only: the page must load Bulma's styles.
 */
import { getCompatContextProvider, type Classnames, type Controls, type FullField } from 'react-querybuilder';
import { BulmaActionElement } from './BulmaActionElement';
import { BulmaNotToggle } from './BulmaNotToggle';
import { BulmaValueEditor } from './BulmaValueEditor';
import { BulmaValueSelector } from './BulmaValueSelector';

export { BulmaActionElement, BulmaNotToggle, BulmaValueEditor, BulmaValueSelector };

/** Control elements to pass as `controlElements` to `<QueryBuilder>` (or use {@link QueryBuilderBulma}). */
export const bulmaControlElements: Partial<Controls<FullField, string>> = {
  addGroupAction: BulmaActionElement,
  addRuleAction: BulmaActionElement,
  cloneGroupAction: BulmaActionElement,
  cloneRuleAction: BulmaActionElement,
  lockGroupAction: BulmaActionElement,
  lockRuleAction: BulmaActionElement,
  removeGroupAction: BulmaActionElement,
  removeRuleAction: BulmaActionElement,
  combinatorSelector: BulmaValueSelector,
  fieldSelector: BulmaValueSelector,
  operatorSelector: BulmaValueSelector,
  valueSourceSelector: BulmaValueSelector,
  notToggle: BulmaNotToggle,
  valueEditor: BulmaValueEditor,
};

/**
 * Bulma colour modifiers for the action buttons. The components add the base classes
 * (`button is-small`, `select is-small`, `input is-small`, ...) themselves, so these are
 * only the per-action accents.
 */
export const bulmaControlClassnames: Partial<Classnames> = {
  addRule: 'is-primary',
  addGroup: 'is-primary is-light',
  cloneRule: 'is-info is-light',
  cloneGroup: 'is-info is-light',
  lockRule: 'is-light',
  lockGroup: 'is-light',
  removeRule: 'is-danger is-light',
  removeGroup: 'is-danger is-light',
};

/**
 * Context provider that gives a child `<QueryBuilder>` the Bulma control elements and
 * class names, merged with any outer `QueryBuilderContext` and with its own
 * `controlElements`/`controlClassnames` props (which win), as the official compat
 * packages do via react-querybuilder's `getCompatContextProvider`.
 */
export const QueryBuilderBulma = getCompatContextProvider({
  controlClassnames: bulmaControlClassnames,
  controlElements: bulmaControlElements,
});
