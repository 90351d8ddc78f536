import * as React from 'react';
import type { ActionWithRulesProps } from 'react-querybuilder';
import { joinClassNames } from './utils';

/**
 * Action button (add/clone/lock/remove rule or group) as a Bulma `button is-small`.
 *
 * Same behaviour as react-querybuilder's default `ActionElement`: when the control is
 * disabled and a `disabledTranslation` is given (the lock buttons), the button stays
 * clickable and shows the "disabled" label and title instead.
 */
export const BulmaActionElement = ({ className, handleOnClick, label, title, disabled, disabledTranslation, testID }: ActionWithRulesProps) => {
  const showDisabledTranslation = !!disabled && !!disabledTranslation;
  return (
    <button
      type="button"
      data-testid={testID}
      className={joinClassNames('button', 'is-small', className)}
      title={showDisabledTranslation ? disabledTranslation?.title : title}
      disabled={disabled && !disabledTranslation}
      onClick={(e) => handleOnClick(e)}
    >
      {showDisabledTranslation ? disabledTranslation?.label : label}
    </button>
  );
};

BulmaActionElement.displayName = 'BulmaActionElement';
