import * as React from 'react';
import { Input, Textarea } from '@fluentui/react-components';
import { parseNumber, useValueEditor, ValueEditor, type ValueEditorProps } from 'react-querybuilder';
import { FluentBetweenEditor } from './FluentBetweenEditor';
import { FluentCheckbox } from './FluentCheckbox';
import { FluentRadioGroup } from './FluentRadioGroup';
import { FluentValueSelector } from './FluentValueSelector';
import { nonTextEditorTypes, toFluentInputType, toInputValue } from './utils';

/**
 * Value editor with Fluent UI v9 components, mirroring react-querybuilder's `ValueEditor`:
 * - nothing for the "null"/"notNull" operators;
 * - two editors joined by `separator` for "between"/"notBetween" when the type is "text"
 *   or "select" (`valueSource: 'field'` arrives as "select"), see {@link FluentBetweenEditor};
 * - "select"/"multiselect" through `selectorComponent` (default {@link FluentValueSelector});
 * - "textarea" → `Textarea`, "switch" → `Switch`, "checkbox" → `Checkbox`,
 *   "radio" → `RadioGroup`/`Radio`;
 * - anything else → a small `Input` with the field's `inputType` ("text" for "in"/"notIn").
 *   Input types Fluent's `Input` does not support (e.g. "range", "color") fall back to
 *   react-querybuilder's own `ValueEditor`, which renders a native `<input>` of that type.
 */
export const FluentValueEditor = (allProps: ValueEditorProps) => {
  const {
    operator,
    value,
    handleOnChange,
    title,
    className,
    type = 'text',
    inputType = 'text',
    values = [],
    listsAsArrays,
    parseNumbers: _parseNumbers,
    fieldData,
    disabled,
    separator: _separator,
    skipHook = false,
    testID,
    selectorComponent: SelectorComponent = FluentValueSelector,
    ...props
  } = allProps;

  // Runs the value-reset effect (e.g. a list value left over from "between" or "in").
  const { parseNumberMethod } = useValueEditor({ ...allProps, skipHook });

  if (operator === 'null' || operator === 'notNull') {
    return null;
  }

  const placeholder = fieldData?.placeholder ?? '';
  const inputTypeCoerced = ['in', 'notIn'].includes(operator) ? 'text' : inputType || 'text';
  const fluentInputType = toFluentInputType(inputTypeCoerced);

  if (!fluentInputType && !nonTextEditorTypes.has(type)) {
    return <ValueEditor {...allProps} skipHook selectorComponent={SelectorComponent} />;
  }

  if ((operator === 'between' || operator === 'notBetween') && (type === 'select' || type === 'text')) {
    return <FluentBetweenEditor {...allProps} selectorComponent={SelectorComponent} />;
  }

  switch (type) {
    case 'select':
    case 'multiselect':
      return (
        <SelectorComponent
          {...props}
          testID={testID}
          className={className}
          title={title}
          handleOnChange={handleOnChange}
          disabled={disabled}
          value={value}
          options={values}
          multiple={type === 'multiselect'}
          listsAsArrays={listsAsArrays}
        />
      );

    case 'textarea':
      return (
        <Textarea
          size="small"
          data-testid={testID}
          className={className}
          title={title}
          placeholder={placeholder}
          value={toInputValue(value)}
          disabled={disabled}
          onChange={(_e, data) => handleOnChange(data.value)}
        />
      );

    case 'switch':
    case 'checkbox':
      return (
        <FluentCheckbox
          testID={testID}
          className={className}
          title={title}
          disabled={disabled}
          checked={value}
          isSwitch={type === 'switch'}
          handleOnChange={handleOnChange}
        />
      );

    case 'radio':
      return (
        <FluentRadioGroup
          testID={testID}
          className={className}
          title={title}
          disabled={disabled}
          value={value}
          options={values}
          handleOnChange={handleOnChange}
        />
      );
  }

  return (
    <Input
      size="small"
      type={fluentInputType}
      data-testid={testID}
      className={className}
      title={title}
      placeholder={placeholder}
      value={toInputValue(value)}
      disabled={disabled}
      onChange={(_e, data) => handleOnChange(parseNumber(data.value, { parseNumbers: parseNumberMethod }))}
    />
  );
};

FluentValueEditor.displayName = 'FluentValueEditor';
