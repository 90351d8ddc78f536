import React from 'react';
import { MAIN_CONTENT_ID } from '../Main';
import * as styles from './styles.module.css';

/** The first focusable element of every page: jumps past the navbar to the main content. */
export function SkipToContent() {
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
