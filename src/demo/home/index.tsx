/**
 * The home page's live builders. Each is a chunk of its own, loaded as it nears the viewport (the
 * first one also waits for the browser to be idle), with a placeholder of about its height until
 * then, so the page's first load carries none of them.
 */
import React from 'react';
import { LazyOnView } from '../../components/LazyOnView';
import * as styles from './styles.module.css';

interface Builder {
  load: () => Promise<{ default: React.ComponentType<object> }>;
  /** The placeholder's height: about the builder's, so nothing moves when it arrives. */
  height: string;
  /** Also wait for the browser to be idle (the first builder, near the top of the page). */
  whenIdle: boolean;
  errorLabel: string;
}

const BUILDERS: Record<'main' | 'editors' | 'styled', Builder> = {
  main: {
    load: () => import(/* webpackChunkName: "home-main" */ './MainBuilder'),
    height: '34rem',
    whenIdle: true,
    errorLabel: 'The query builder could not load',
  },
  editors: {
    load: () => import(/* webpackChunkName: "home-editors" */ './CustomEditors'),
    height: '16rem',
    whenIdle: false,
    errorLabel: 'The examples could not load',
  },
  styled: {
    load: () => import(/* webpackChunkName: "home-styled" */ './StyledBuilder'),
    height: '30rem',
    whenIdle: false,
    errorLabel: 'The styled builder could not load',
  },
};

/** Which live builder: the format converter, the custom editors, or the restyled draggable one. */
export type HomeBuilderName = keyof typeof BUILDERS;

/** One of the home page's live builders, loaded when it nears the viewport. */
export function HomeBuilder({ name }: { name: HomeBuilderName }) {
  const { load, height, whenIdle, errorLabel } = BUILDERS[name];
  const placeholder = (
    <div className={styles.placeholder} style={{ minHeight: height }}>
      Loading the query builder…
    </div>
  );
  return <LazyOnView load={load} props={{}} whenIdle={whenIdle} placeholder={placeholder} errorLabel={errorLabel} />;
}
