import * as React from 'react';
import { getFirstOption, standardClassnames, useValueEditor, type ValueEditorProps } from 'react-querybuilder';
import { BulmaValueSelector } from './BulmaValueSelector';
import { joinClassNames } from './utils';

/**
 * The two editors ("from" and "to") of the "between"/"notBetween" operators, joined by
 * `separator`: Bulma `input is-small` boxes for the "text" type, `selectorComponent`
 * (default {@link BulmaValueSelector}) for "select". Each edit updates one element of the
 * value list via `useValueEditor`'s `multiValueHandler`; the list is stored as an array or
 * a comma-separated string according to `listsAsArrays`.
 *
 * Internal to {@link BulmaValueEditor}, which has already run the hook's value-reset
 * effect, so the hook runs here with `skipHook`.
 */
export const BulmaBetweenEditor = (allProps: ValueEditorProps) => {
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
    selectorComponent: SelectorComponent = BulmaValueSelector,
    ...props
  } = allProps;
  const { valueAsArray, multiValueHandler } = useValueEditor({ ...allProps, skipHook: true });

  // Each input is named after the rule's value ("Value (from)", "Value (to)") for screen readers.
  const [from, to] = ['from', 'to'].map((key, i) =>
    type === 'text' ? (
      <input
        key={key}
        title={`${title ?? 'Value'} (${key})`}
        type={inputType || 'text'}
        placeholder={fieldData?.placeholder ?? ''}
        value={valueAsArray[i] ?? ''}
        className={joinClassNames('input', 'is-small', standardClassnames.valueListItem)}
        disabled={disabled}
        onChange={(e) => multiValueHandler(e.target.value, i)}
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

BulmaBetweenEditor.displayName = 'BulmaBetweenEditor';
