import * as React from 'react';
import { useMemo } from 'react';
import { Dropdown } from '@fluentui/react-components';
import type { OptionList } from 'react-querybuilder';
import { flattenOptions, toFluentOptions } from './utils';

/** Props of {@link FluentMultiSelect}. */
export interface FluentMultiSelectProps {
  /** Class names from react-querybuilder, put on the Dropdown root. */
  className?: string;
  /** Title (and accessible name) of the combobox button. */
  title?: string;
  /** Rendered as `data-testid` on the combobox button. */
  testID?: string;
  disabled?: boolean;
  /** Names of the selected options. */
  selected: unknown[];
  options: OptionList;
  /** Called with the names of all selected options after each change. */
  onChange: (selected: string[]) => void;
}

/**
 * Multiple selection as a Fluent `Dropdown` with `multiselect` (check marks per option,
 * `OptionGroup`s for option groups). The button shows the selected labels, comma-separated.
 * Internal to {@link FluentValueSelector}, which turns the selection into an array or a
 * comma-separated string per `listsAsArrays`.
 */
export const FluentMultiSelect = ({ className, title, testID, disabled, selected, options, onChange }: FluentMultiSelectProps) => {
  const selectedOptions = useMemo(() => selected.map(String), [selected]);
  const text = useMemo(() => {
    const labels = new Map(flattenOptions(options).map((opt) => [opt.name, opt.label] as const));
    return selectedOptions.map((name) => labels.get(name) ?? name).join(', ');
  }, [options, selectedOptions]);

  return (
    <Dropdown
      multiselect
      size="small"
      data-testid={testID}
      className={className}
      title={title}
      aria-label={title}
      disabled={disabled}
      selectedOptions={selectedOptions}
      value={text}
      onOptionSelect={(_e, data) => onChange(data.selectedOptions)}
    >
      {toFluentOptions(options)}
    </Dropdown>
  );
};

FluentMultiSelect.displayName = 'FluentMultiSelect';
