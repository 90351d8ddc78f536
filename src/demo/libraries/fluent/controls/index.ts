/**
 * Fluent UI React v9 compatibility controls for react-querybuilder 6.5.5, shaped like the
 * official `@react-querybuilder/*` compat packages (so this folder can be swapped for
 * `@react-querybuilder/fluent` later). The page must render them inside a `FluentProvider`.
 */
import { getCompatContextProvider, type Controls, type FullField } from 'react-querybuilder';
import { FluentActionElement } from './FluentActionElement';
import { FluentDragHandle } from './FluentDragHandle';
import { FluentNotToggle } from './FluentNotToggle';
import { FluentValueEditor } from './FluentValueEditor';
import { FluentValueSelector } from './FluentValueSelector';

export type { FluentActionProps } from './FluentActionElement';
export { FluentActionElement, FluentDragHandle, FluentNotToggle, FluentValueEditor, FluentValueSelector };

/** Control elements to pass as `controlElements` to `<QueryBuilder>` (or use {@link QueryBuilderFluent}). */
export const fluentControlElements: Partial<Controls<FullField, string>> = {
  addGroupAction: FluentActionElement,
  addRuleAction: FluentActionElement,
  cloneGroupAction: FluentActionElement,
  cloneRuleAction: FluentActionElement,
  lockGroupAction: FluentActionElement,
  lockRuleAction: FluentActionElement,
  removeGroupAction: FluentActionElement,
  removeRuleAction: FluentActionElement,
  combinatorSelector: FluentValueSelector,
  fieldSelector: FluentValueSelector,
  operatorSelector: FluentValueSelector,
  valueSourceSelector: FluentValueSelector,
  dragHandle: FluentDragHandle,
  notToggle: FluentNotToggle,
  valueEditor: FluentValueEditor,
};

/**
 * Context provider that gives a child `<QueryBuilder>` the Fluent control elements,
 * merged with any outer `QueryBuilderContext` and with its own `controlElements` prop
 * (which wins), as the official compat packages do via react-querybuilder's
 * `getCompatContextProvider`. Fluent components carry their own styles, so no class
 * names are added; outer `controlClassnames` pass through unchanged.
 */
export const QueryBuilderFluent = getCompatContextProvider({
  controlElements: fluentControlElements,
});
