import React, { useCallback, useEffect, useRef, useState } from 'react';
import { ChunkError } from '../../ChunkError';
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

/**
 * `<LiveBuilder version="6" fields={...} show="sql" />` in MDX: a real QueryBuilder of the
 * documented major. Its code and stylesheet load when it nears the viewport, so the page's first
 * load does not grow; the server HTML holds a placeholder of the same height.
 */
export function LiveBuilder({ version, ...props }: LiveBuilderProps & { version: Version }) {
  const ref = useRef<HTMLDivElement>(null);
  const [Impl, setImpl] = useState<React.ComponentType<LiveBuilderProps> | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    const loader = LOADERS[version];
    if (!loader) return setError(`No live builder for version "${version}".`);
    loader().then(
      (module) => setImpl(() => module.default),
      (reason: Error) => setError(reason.message || String(reason))
    );
  }, [version]);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return load();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '400px' }
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load]);

  return (
    <section ref={ref} className={styles.live} aria-label="Live example">
      {Impl ? (
        <Impl {...props} />
      ) : error ? (
        <ChunkError error={`The live example could not load: ${error}`} onRetry={load} />
      ) : (
        <p className={styles.loading}>Loading the live query builder…</p>
      )}
    </section>
  );
}
