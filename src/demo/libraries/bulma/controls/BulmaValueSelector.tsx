import * as React from 'react';
import { toOptions, useSelectElementChangeHandler, useValueSelector, type VersatileSelectorProps } from 'react-querybuilder';
import { joinClassNames } from './utils';

/**
 * Selector for combinators, fields, operators, value sources and "select"/"multiselect"
 * values: a native `<select>` inside Bulma's `select is-small` wrapper (`is-multiple`
 * when `multiple` is set).
 *
 * Option groups become `<optgroup>` elements. With `multiple`, the value is read as a
 * list and reported back as an array or a comma-separated string according to
 * `listsAsArrays`, via react-querybuilder's `useValueSelector` hook.
 *
 * The react-querybuilder `className` goes on the wrapper (the flex item in the rule row);
 * `title`, `disabled` and `testID` (as `data-testid`) go on the `<select>` itself.
 */
export const BulmaValueSelector = ({ className, handleOnChange, options, title, value, multiple, listsAsArrays, disabled, testID }: VersatileSelectorProps) => {
  const { onChange, val } = useValueSelector({ handleOnChange, listsAsArrays, multiple, value });
  const selectElementChangeHandler = useSelectElementChangeHandler({ multiple, onChange });

  return (
    <div className={joinClassNames('select', 'is-small', multiple && 'is-multiple', className)}>
      <select data-testid={testID} title={title} value={val} disabled={disabled} multiple={!!multiple} onChange={selectElementChangeHandler}>
        {toOptions(options)}
      </select>
    </div>
  );
};

BulmaValueSelector.displayName = 'BulmaValueSelector';
