import * as React from 'react';
import { Switch } from '@fluentui/react-components';
import type { NotToggleProps } from 'react-querybuilder';

/**
 * The group's "Not" toggle as a Fluent `Switch` labelled with the translation's label.
 * `className` goes on the Switch root; `title`, `disabled` and `testID` (as
 * `data-testid`) on its native checkbox input.
 */
export const FluentNotToggle = ({ className, handleOnChange, title, label, checked, disabled, testID }: NotToggleProps) => (
  <Switch
    data-testid={testID}
    className={className}
    title={title}
    label={{ children: label }}
    checked={!!checked}
    disabled={disabled}
    onChange={(_e, data) => handleOnChange(data.checked)}
  />
);

FluentNotToggle.displayName = 'FluentNotToggle';
