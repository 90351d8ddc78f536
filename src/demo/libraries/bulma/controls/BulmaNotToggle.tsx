import * as React from 'react';
import type { NotToggleProps } from 'react-querybuilder';
import { joinClassNames } from './utils';

/**
 * The group's "Not" toggle as a Bulma `checkbox` label wrapping a native checkbox.
 * (Bulma 0.9 has no switch element, so a checkbox it is, as in the default `NotToggle`.)
 */
export const BulmaNotToggle = ({ className, handleOnChange, title, label, checked, disabled, testID }: NotToggleProps) => (
  <label data-testid={testID} className={joinClassNames('checkbox', className)} title={title}>
    <input type="checkbox" onChange={(e) => handleOnChange(e.target.checked)} checked={!!checked} disabled={disabled} /> {label}
  </label>
);

BulmaNotToggle.displayName = 'BulmaNotToggle';
