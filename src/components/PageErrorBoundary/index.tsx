import React from 'react';
import { Main } from '../Main';
import * as styles from './styles.module.css';

/** The message of an error and of every error in its `cause` chain. */
export function causeChain(error: unknown): string[] {
  const chain: string[] = [];
  let current: unknown = error;
  while (current && chain.length < 10) {
    chain.push(current instanceof Error ? `${current.name}: ${current.message}` : String(current));
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined;
  }
  return chain;
}

interface State {
  error: unknown;
}

/**
 * Catches a page that throws while rendering and shows, inside the normal layout, "This page
 * crashed." with the error and its causes and a "Try again" button that renders the page again.
 * Keyed by the path (src/gatsby/wrap.tsx), so navigating away resets it.
 */
export class PageErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const [first, ...causes] = causeChain(this.state.error);
    return (
      <Main className={styles.crash}>
        <h1>This page crashed.</h1>
        <p className={styles.message}>{first}</p>
        {causes.length > 0 && (
          <ul className={styles.causes} aria-label="Causes">
            {causes.map((cause, index) => (
              <li key={index}>Cause: {cause}</li>
            ))}
          </ul>
        )}
        <button type="button" className={styles.retry} onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </Main>
    );
  }
}
