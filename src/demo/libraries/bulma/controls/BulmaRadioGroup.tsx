import * as React from 'react';
import { useId } from 'react';
import type { Option } from 'react-querybuilder';
import { joinClassNames } from './utils';

/** Props of {@link BulmaRadioGroup}. */
export interface BulmaRadioGroupProps {
  /** Class names from react-querybuilder (e.g. `rule-value`). */
  className?: string;
  /** Title of the whole group (the value editor's title). */
  title?: string;
  /** Rendered as `data-testid` on the group. */
  testID?: string;
  /** Disables every radio button. */
  disabled?: boolean;
  /** The selected option's `name`. */
  value?: unknown;
  /** One radio button per option. */
  options: Option[];
  /** Called with the chosen option's `name`. */
  handleOnChange: (value: string) => void;
}

/**
 * The "radio" value editor: Bulma `control` holding one `radio` label per option.
 * All buttons share a generated `name`, so arrow keys move between them natively.
 * Internal to the Bulma value editor.
 */
export const BulmaRadioGroup = ({ className, title, testID, disabled, value, options, handleOnChange }: BulmaRadioGroupProps) => {
  const name = useId();
  return (
    <div role="radiogroup" data-testid={testID} className={joinClassNames('control', className)} title={title}>
      {options.map((opt) => (
        <label key={opt.name} className="radio">
          <input type="radio" name={name} value={opt.name} disabled={disabled} checked={value === opt.name} onChange={(e) => handleOnChange(e.target.value)} />{' '}
          {opt.label}
        </label>
      ))}
    </div>
  );
};

BulmaRadioGroup.displayName = 'BulmaRadioGroup';
