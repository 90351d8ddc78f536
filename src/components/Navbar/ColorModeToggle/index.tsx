import React from 'react';
import { useColorMode } from '../../../providers/colorMode';
import { Icon } from '../../Icon';
import * as styles from './styles.module.css';

/**
 * Switches light/dark. Both icons are in the HTML and CSS shows the one for <html data-theme>,
 * so the right icon shows before hydration.
 */
export function ColorModeToggle() {
  const { colorMode, toggle } = useColorMode();
  const label = `Switch between dark and light mode${colorMode ? ` (currently ${colorMode} mode)` : ''}`;
  return (
    <button type="button" className={styles.toggle} onClick={toggle} aria-label={label} title={label} disabled={!colorMode}>
      <Icon name="sun" className={styles.sun} />
      <Icon name="moon" className={styles.moon} />
    </button>
  );
}
