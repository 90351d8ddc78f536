import React from 'react';
import * as styles from './styles.module.css';

/**
 * A code chunk that failed to load (offline, deploy replaced it...): a red box with the error
 * text and a "Retry" button that loads it again.
 */
export function ChunkError({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.box}>
      <p className={styles.text}>{error}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
