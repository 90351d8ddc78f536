import React, { useMemo } from 'react';
import { RELEASES, type LiveMajor, type LivePackage } from '../../../config/releases';
import { HYDRATE_ON_VIEW } from '../../../lib/articleHydration';
import { LazyOnView } from '../../LazyOnView';
import { LIVE_RUNTIMES } from '../LiveCode/runtimes';
import type { LiveBuilderProps } from './types';
import * as styles from './styles.module.css';
import { LIVE_EXAMPLE } from '../../../lib/liveExample';

/** The live row of each major (src/config/releases.ts): `<LiveBuilder version="7">` runs its package. */
const PACKAGE_OF_MAJOR = Object.fromEntries(
  Object.values(RELEASES).flatMap((row) => (row.live ? [[row.release.split('.')[0], row.package as LivePackage]] : []))
) as Record<LiveMajor, LivePackage>;

/**
 * The builder of a major, made from the release's live runtime (LiveCode/runtimes/): the chunk a
 * page's live examples use too, so a page with both fetches one, and its stylesheet is injected once.
 * The component itself (./liveBuilder.tsx, with its "Open in" and report toolbar) loads with it.
 */
const loadBuilder = (version: LiveMajor) => () =>
  Promise.all([LIVE_RUNTIMES[PACKAGE_OF_MAJOR[version]](), import(/* webpackChunkName: "live-builder" */ './liveBuilder')]).then(
    ([{ default: runtime }, { liveBuilder }]) => ({ default: liveBuilder(runtime) })
  );

const unknownVersion = (version: string) => () => Promise.reject(new Error(`No live builder for version "${version}".`));

/**
 * `<LiveBuilder version="6" fields={...} show="sql" />` in MDX: a real QueryBuilder of the
 * documented major. Its code and stylesheet load when it nears the viewport, so the page's first
 * load does not grow; the server HTML holds a placeholder.
 */
export function LiveBuilder({ version, ...props }: LiveBuilderProps & { version: LiveMajor }) {
  const load = useMemo(() => (PACKAGE_OF_MAJOR[version] ? loadBuilder(version) : unknownVersion(version)), [version]);
  return (
    // HYDRATE_ON_VIEW: a doc's first load hydrates the article when this nears the viewport, so the builder loads then.
    <section className={styles.live} aria-label={LIVE_EXAMPLE} {...{ [HYDRATE_ON_VIEW]: '' }}>
      <LazyOnView
        load={load}
        props={props}
        placeholder={<p className={styles.loading}>Loading the live query builder…</p>}
        errorLabel="The live example could not load"
      />
    </section>
  );
}
