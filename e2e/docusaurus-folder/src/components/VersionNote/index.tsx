import React from 'react';
import Admonition from '@theme/Admonition';
import styles from './styles.module.css';

/** The project's own component, imported by docs as @site/src/components/VersionNote. */
export default function VersionNote({ version }: { version: string }) {
  return (
    <Admonition type="note" title={`About version ${version}`}>
      <p className={styles.versionNote}>This note comes from the project&apos;s own components folder.</p>
    </Admonition>
  );
}
