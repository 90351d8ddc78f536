import * as React from 'react';
import { Button, type ButtonProps } from '@fluentui/react-components';
import type { ActionWithRulesProps } from 'react-querybuilder';

/** Props of {@link FluentActionElement}: react-querybuilder's, plus a few Fluent `Button` looks. */
export type FluentActionProps = ActionWithRulesProps & Pick<ButtonProps, 'appearance' | 'shape' | 'size'>;

/**
 * Action button (add/clone/lock/remove rule or group) as a small Fluent `Button`.
 *
 * Same behaviour as react-querybuilder's default `ActionElement`: when the control is
 * disabled and a `disabledTranslation` is given (the lock buttons), the button stays
 * clickable and shows the "disabled" label and title instead.
 */
export const FluentActionElement = ({
  className,
  handleOnClick,
  label,
  title,
  disabled,
  disabledTranslation,
  testID,
  appearance,
  shape,
  size = 'small',
}: FluentActionProps) => {
  const showDisabledTranslation = !!disabled && !!disabledTranslation;
  return (
    <Button
      data-testid={testID}
      className={className}
      title={showDisabledTranslation ? disabledTranslation?.title : title}
      disabled={disabled && !disabledTranslation}
      appearance={appearance}
      shape={shape}
      size={size}
      onClick={(e) => handleOnClick(e)}
    >
      {showDisabledTranslation ? disabledTranslation?.label : label}
    </Button>
  );
};

FluentActionElement.displayName = 'FluentActionElement';
