import React, { useMemo } from 'react';
import { LazyOnView } from '../../LazyOnView';
import type { LiveBuilderProps } from './types';
import * as styles from './styles.module.css';

/** One module per documented major; each is its own chunk, fetched only by pages that embed it. */
const LOADERS = {
  '7': () => import(/* webpackChunkName: "live-builder-v7" */ './v7'),
  '6': () => import(/* webpackChunkName: "live-builder-v6" */ './v6'),
  '5': () => import(/* webpackChunkName: "live-builder-v5" */ './v5'),
  '4': () => import(/* webpackChunkName: "live-builder-v4" */ './v4'),
} as const;

type Version = keyof typeof LOADERS;

const unknownVersion = (version: string) => () => Promise.reject(new Error(`No live builder for version "${version}".`));

/**
 * `<LiveBuilder version="6" fields={...} show="sql" />` in MDX: a real QueryBuilder of the
 * documented major. Its code and stylesheet load when it nears the viewport, so the page's first
 * load does not grow; the server HTML holds a placeholder.
 */
export function LiveBuilder({ version, ...props }: LiveBuilderProps & { version: Version }) {
  const load = useMemo(() => LOADERS[version] ?? unknownVersion(version), [version]);
  return (
    <section className={styles.live} aria-label="Live example">
      <LazyOnView
        load={load}
        props={props}
        placeholder={<p className={styles.loading}>Loading the live query builder…</p>}
        errorLabel="The live example could not load"
      />
    </section>
  );
}
