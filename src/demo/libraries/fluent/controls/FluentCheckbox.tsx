import * as React from 'react';
import { Checkbox, Switch } from '@fluentui/react-components';

/** Props of {@link FluentCheckbox}. */
export interface FluentCheckboxProps {
  /** Class names from react-querybuilder, put on the Fluent root. */
  className?: string;
  /** Title of the native checkbox (its accessible name, as in the default editor). */
  title?: string;
  /** Rendered as `data-testid` on the native checkbox. */
  testID?: string;
  disabled?: boolean;
  /** Any truthy value checks the box. */
  checked?: unknown;
  /** Renders a Fluent `Switch` (the "switch" editor type) instead of a `Checkbox`. */
  isSwitch?: boolean;
  /** Called with the new checked state. */
  handleOnChange: (checked: boolean) => void;
}

/**
 * The "checkbox" and "switch" value editors: a Fluent `Checkbox` or `Switch`, both of
 * which wrap a native checkbox input. Internal to the Fluent value editor.
 */
export const FluentCheckbox = ({ isSwitch, checked, handleOnChange, testID, ...rest }: FluentCheckboxProps) =>
  isSwitch ? (
    <Switch {...rest} data-testid={testID} checked={!!checked} onChange={(e) => handleOnChange(e.target.checked)} />
  ) : (
    <Checkbox {...rest} data-testid={testID} checked={!!checked} onChange={(e) => handleOnChange(e.target.checked)} />
  );

FluentCheckbox.displayName = 'FluentCheckbox';
