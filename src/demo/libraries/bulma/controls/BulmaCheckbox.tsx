import * as React from 'react';
import { joinClassNames } from './utils';

/** Props of {@link BulmaCheckbox}. */
export interface BulmaCheckboxProps {
  /** Class names from react-querybuilder, put on the Bulma `checkbox` label. */
  className?: string;
  /** Title of the checkbox (its accessible name, as in the default editor). */
  title?: string;
  /** Rendered as `data-testid` on the `<input>`. */
  testID?: string;
  disabled?: boolean;
  /** Any truthy value checks the box. */
  checked?: unknown;
  /** Adds `role="switch"` (the "switch" value editor type). */
  isSwitch?: boolean;
  /** Called with the new checked state. */
  handleOnChange: (checked: boolean) => void;
}

/**
 * The "checkbox" and "switch" value editors: a native checkbox in a Bulma `checkbox`
 * label. Bulma 0.9 has no switch, so the switch is a checkbox with `role="switch"`.
 * Internal to the Bulma value editor.
 */
export const BulmaCheckbox = ({ className, title, testID, disabled, checked, isSwitch, handleOnChange }: BulmaCheckboxProps) => (
  // Bulma styles the box through a `checkbox` label around it; the input's title names it.
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- see above
  <label className={joinClassNames('checkbox', className)}>
    <input
      data-testid={testID}
      type="checkbox"
      role={isSwitch ? 'switch' : undefined}
      title={title}
      onChange={(e) => handleOnChange(e.target.checked)}
      checked={!!checked}
      disabled={disabled}
    />
  </label>
);

BulmaCheckbox.displayName = 'BulmaCheckbox';
