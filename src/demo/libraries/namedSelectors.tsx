/**
 * Some compatibility packages put a control's `title` on a wrapper, so the focusable element
 * inside has no accessible name (axe: "label", "aria-input-field-name"). `namedSelectors` makes
 * the five selector slots of `controlElements` pass extra props (e.g. `aria-label`) built from
 * the title to the library's own selector, which spreads them onto its select component.
 */
import React from 'react';
import type { Controls, FullField, ValueSelectorProps } from 'react-querybuilder';

const SLOTS = ['combinatorSelector', 'fieldSelector', 'operatorSelector', 'valueSourceSelector', 'valueSelector'] as const;

export function namedSelectors(
  Selector: React.ComponentType<ValueSelectorProps>,
  extraProps: (title: string) => Record<string, unknown>
): Partial<Controls<FullField, string>> {
  const Named = (props: ValueSelectorProps) => <Selector {...props} {...extraProps(props.title ?? '')} />;
  // Every selector slot receives ValueSelectorProps plus slot-specific extras it passes through.
  return Object.fromEntries(SLOTS.map((slot) => [slot, Named])) as Partial<Controls<FullField, string>>;
}
