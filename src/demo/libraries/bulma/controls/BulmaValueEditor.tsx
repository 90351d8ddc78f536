import * as React from 'react';
import { parseNumber, useValueEditor, type ValueEditorProps } from 'react-querybuilder';
import { BulmaBetweenEditor } from './BulmaBetweenEditor';
import { BulmaCheckbox } from './BulmaCheckbox';
import { BulmaRadioGroup } from './BulmaRadioGroup';
import { BulmaValueSelector } from './BulmaValueSelector';
import { joinClassNames } from './utils';

/**
 * Value editor with Bulma form elements, mirroring react-querybuilder's `ValueEditor`:
 * - nothing for the "null"/"notNull" operators;
 * - two editors joined by `separator` for "between"/"notBetween" when the type is "text"
 *   or "select" (`valueSource: 'field'` arrives as "select"), see {@link BulmaBetweenEditor};
 * - "select"/"multiselect" through `selectorComponent` (default {@link BulmaValueSelector});
 * - "textarea" as `textarea is-small`; "checkbox"/"switch" as a Bulma `checkbox`;
 *   "radio" as Bulma `radio` labels;
 * - anything else as `input is-small` with the field's `inputType` ("text" for "in"/"notIn").
 */
export const BulmaValueEditor = (allProps: ValueEditorProps) => {
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
    selectorComponent: SelectorComponent = BulmaValueSelector,
    ...props
  } = allProps;

  // Runs the value-reset effect (e.g. a list value left over from "between" or "in").
  const { parseNumberMethod } = useValueEditor({ ...allProps, skipHook });

  if (operator === 'null' || operator === 'notNull') {
    return null;
  }

  const placeholder = fieldData?.placeholder ?? '';
  const inputTypeCoerced = ['in', 'notIn'].includes(operator) ? 'text' : inputType || 'text';

  if ((operator === 'between' || operator === 'notBetween') && (type === 'select' || type === 'text')) {
    return <BulmaBetweenEditor {...allProps} selectorComponent={SelectorComponent} />;
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
        <textarea
          data-testid={testID}
          placeholder={placeholder}
          value={value ?? ''}
          title={title}
          rows={2}
          className={joinClassNames('textarea', 'is-small', className)}
          disabled={disabled}
          onChange={(e) => handleOnChange(e.target.value)}
        />
      );

    case 'switch':
    case 'checkbox':
      return (
        <BulmaCheckbox
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
        <BulmaRadioGroup
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
    <input
      data-testid={testID}
      type={inputTypeCoerced}
      placeholder={placeholder}
      value={value ?? ''}
      title={title}
      className={joinClassNames('input', 'is-small', className)}
      disabled={disabled}
      onChange={(e) => handleOnChange(parseNumber(e.target.value, { parseNumbers: parseNumberMethod }))}
    />
  );
};

BulmaValueEditor.displayName = 'BulmaValueEditor';
