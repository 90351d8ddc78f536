import React, { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { NEAR_VIEW_MARGIN } from '../../lib/articleHydration';
import { ChunkError } from '../ChunkError';

interface Props<P> {
  /** The component's chunk (a dynamic import). */
  load: () => Promise<{ default: React.ComponentType<P> }>;
  props: P;
  /** Shown until the chunk arrives (and in the server HTML): keep its height close to the result. */
  placeholder: React.ReactNode;
  /** Also wait for the browser to be idle (for heavy widgets near the top of a page). */
  whenIdle?: boolean;
  /** Text before the error message when the chunk fails. */
  errorLabel: string;
}

/**
 * Renders a heavy component only when it nears the viewport: its chunk is fetched then (and on
 * "Retry" after a failure, shown as a red box), so a page's first load does not include it.
 */
export function LazyOnView<P extends object>({ load, props, placeholder, whenIdle, errorLabel }: Props<P>) {
  const ref = useRef<HTMLDivElement>(null);
  const [Component, setComponent] = useState<React.ComponentType<P> | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = useCallback(() => {
    setError(null);
    load().then(
      // A transition: React renders the (large) widget in slices and keeps the page responsive.
      (module) => startTransition(() => setComponent(() => module.default)),
      (reason: Error) => setError(reason?.message || String(reason))
    );
  }, [load]);

  useEffect(() => {
    const element = ref.current;
    const go = () => (whenIdle && 'requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 3000 }) : start());
    if (!element || typeof IntersectionObserver === 'undefined') return void go();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        go();
      },
      { rootMargin: NEAR_VIEW_MARGIN }
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [start, whenIdle]);

  return <div ref={ref}>{Component ? <Component {...props} /> : error ? <ChunkError error={`${errorLabel}: ${error}`} onRetry={start} /> : placeholder}</div>;
}
