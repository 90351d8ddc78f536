import * as React from 'react';
import { Option as FluentOption, OptionGroup as FluentOptionGroup, type InputProps } from '@fluentui/react-components';
import { isOptionGroupArray, type Option, type OptionList, type ValueEditorType } from 'react-querybuilder';

/** The `type` values Fluent's `Input` accepts. */
export type FluentInputType = NonNullable<InputProps['type']>;

const fluentInputTypes: ReadonlySet<string> = new Set<FluentInputType>([
  'text',
  'email',
  'password',
  'search',
  'tel',
  'url',
  'date',
  'datetime-local',
  'month',
  'number',
  'time',
  'week',
]);

/**
 * Narrows a react-querybuilder `inputType` to one Fluent's `Input` supports; `undefined`
 * for the rest (e.g. "range", "color"), which the value editor hands to the default editor.
 */
export const toFluentInputType = (inputType: string): FluentInputType | undefined =>
  fluentInputTypes.has(inputType) ? (inputType as FluentInputType) : undefined;

/** Value editor types that render something other than a text `Input`. */
export const nonTextEditorTypes: ReadonlySet<ValueEditorType> = new Set<ValueEditorType>(['select', 'multiselect', 'textarea', 'switch', 'checkbox', 'radio']);

/** A controlled string for Fluent's `Input`/`Textarea`/`RadioGroup` (`null`/`undefined` → `''`). */
export const toInputValue = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Flattens an option list, option groups included, into its options. */
export const flattenOptions = (options: OptionList | undefined): Option[] =>
  isOptionGroupArray(options) ? options.flatMap((group) => group.options) : (options ?? []);

/**
 * Renders an option list as Fluent `Option`s for `Dropdown`/`Combobox`, with an
 * `OptionGroup` (labelled) for each react-querybuilder `OptionGroup`.
 */
export const toFluentOptions = (options: OptionList | undefined): React.ReactNode =>
  isOptionGroupArray(options)
    ? options.map((group) => (
        <FluentOptionGroup key={group.label} label={group.label}>
          {group.options.map((opt) => (
            <FluentOption key={opt.name} value={opt.name} text={opt.label}>
              {opt.label}
            </FluentOption>
          ))}
        </FluentOptionGroup>
      ))
    : (options ?? []).map((opt) => (
        <FluentOption key={opt.name} value={opt.name} text={opt.label}>
          {opt.label}
        </FluentOption>
      ));
