import * as React from 'react';
import { Select } from '@fluentui/react-components';
import { toOptions, useValueSelector, type VersatileSelectorProps } from 'react-querybuilder';
import { FluentMultiSelect } from './FluentMultiSelect';

/**
 * Selector for combinators, fields, operators, value sources and "select"/"multiselect"
 * values.
 *
 * - Single selection: a small Fluent `Select` (a styled native `<select>`); option groups
 *   become `<optgroup>`s.
 * - `multiple`: a Fluent multiselect `Dropdown` (see {@link FluentMultiSelect}); the
 *   value is read as a list and reported back as an array or a comma-separated string
 *   according to `listsAsArrays`, via react-querybuilder's `useValueSelector` hook.
 *
 * `className` goes on the Fluent root; `title`, `disabled` and `testID` (as `data-testid`)
 * on the native select / combobox button.
 */
export const FluentValueSelector = ({
  className,
  handleOnChange,
  options,
  title,
  value,
  multiple,
  listsAsArrays,
  disabled,
  testID,
}: VersatileSelectorProps) => {
  const { onChange, val } = useValueSelector({ handleOnChange, listsAsArrays, multiple, value });

  if (multiple) {
    return (
      <FluentMultiSelect
        testID={testID}
        className={className}
        title={title}
        disabled={disabled}
        selected={Array.isArray(val) ? val : []}
        options={options}
        onChange={onChange}
      />
    );
  }

  return (
    <Select size="small" data-testid={testID} className={className} title={title} value={val} disabled={disabled} onChange={(_e, data) => onChange(data.value)}>
      {toOptions(options)}
    </Select>
  );
};

FluentValueSelector.displayName = 'FluentValueSelector';
