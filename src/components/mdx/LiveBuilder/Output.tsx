import React from 'react';
import * as styles from './styles.module.css';

/** The live export under a builder: strings as they are, objects as JSON. */
export function Output({ format, value }: { format: string; value: unknown }) {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return (
    <figure className={styles.output}>
      <figcaption className={styles.outputTitle}>formatQuery(query, &apos;{format}&apos;)</figcaption>
      <pre className={styles.outputCode} tabIndex={0}>
        <code>{text}</code>
      </pre>
    </figure>
  );
}
