import * as React from 'react';
import { Radio, RadioGroup } from '@fluentui/react-components';
import type { Option } from 'react-querybuilder';
import { toInputValue } from './utils';

/** Props of {@link FluentRadioGroup}. */
export interface FluentRadioGroupProps {
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
 * The "radio" value editor: a horizontal Fluent `RadioGroup` (role "radiogroup", shared
 * generated `name`) with one labelled `Radio` per option. Internal to the Fluent value editor.
 */
export const FluentRadioGroup = ({ className, title, testID, disabled, value, options, handleOnChange }: FluentRadioGroupProps) => (
  <RadioGroup
    layout="horizontal"
    data-testid={testID}
    className={className}
    title={title}
    disabled={disabled}
    value={toInputValue(value)}
    onChange={(_e, data) => handleOnChange(data.value)}
  >
    {options.map((opt) => (
      <Radio key={opt.name} value={opt.name} label={opt.label} />
    ))}
  </RadioGroup>
);

FluentRadioGroup.displayName = 'FluentRadioGroup';
