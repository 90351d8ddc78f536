import * as React from 'react';
import { Input } from '@fluentui/react-components';
import { getFirstOption, standardClassnames, useValueEditor, type ValueEditorProps } from 'react-querybuilder';
import { FluentValueSelector } from './FluentValueSelector';
import { toFluentInputType, toInputValue } from './utils';

/**
 * The two editors ("from" and "to") of the "between"/"notBetween" operators, joined by
 * `separator`: small Fluent `Input`s for the "text" type, `selectorComponent` (default
 * {@link FluentValueSelector}) for "select". Each edit updates one element of the value
 * list via `useValueEditor`'s `multiValueHandler`; the list is stored as an array or a
 * comma-separated string according to `listsAsArrays`.
 *
 * Internal to {@link FluentValueEditor}, which has already run the hook's value-reset
 * effect (and only sends input types Fluent's `Input` supports), so the hook runs here
 * with `skipHook`.
 */
export const FluentBetweenEditor = (allProps: ValueEditorProps) => {
  const {
    operator: _operator,
    value: _value,
    handleOnChange: _handleOnChange,
    title,
    className,
    type = 'text',
    inputType = 'text',
    values = [],
    listsAsArrays,
    parseNumbers: _parseNumbers,
    fieldData,
    disabled,
    separator = null,
    skipHook: _skipHook,
    testID,
    selectorComponent: SelectorComponent = FluentValueSelector,
    ...props
  } = allProps;
  const { valueAsArray, multiValueHandler } = useValueEditor({ ...allProps, skipHook: true });

  // Each input is named after the rule's value ("Value (from)", "Value (to)") for screen readers.
  const [from, to] = ['from', 'to'].map((key, i) =>
    type === 'text' ? (
      <Input
        key={key}
        title={`${title ?? 'Value'} (${key})`}
        size="small"
        type={toFluentInputType(inputType || 'text')}
        placeholder={fieldData?.placeholder ?? ''}
        value={toInputValue(valueAsArray[i])}
        className={standardClassnames.valueListItem}
        disabled={disabled}
        onChange={(_e, data) => multiValueHandler(data.value, i)}
      />
    ) : (
      <SelectorComponent
        {...props}
        key={key}
        title={`${title ?? 'Value'} (${key})`}
        className={standardClassnames.valueListItem}
        handleOnChange={(v) => multiValueHandler(v, i)}
        disabled={disabled}
        value={valueAsArray[i] ?? getFirstOption(values)}
        options={values}
        listsAsArrays={listsAsArrays}
      />
    )
  );

  return (
    <span data-testid={testID} className={className} title={title}>
      {from}
      {separator}
      {to}
    </span>
  );
};

FluentBetweenEditor.displayName = 'FluentBetweenEditor';
