import { Link } from 'gatsby';
import React from 'react';
import * as styles from './styles.module.css';

/** Key hints, and "See all {count} results" once a query has hits. */
export function Footer({ query, count, href, onNavigate }: { query: string; count: number; href: string; onNavigate: () => void }) {
  return (
    <footer className={styles.footer}>
      {query.trim() && count > 0 ? (
        <Link to={href} className={styles.seeAll} onClick={onNavigate}>
          See all {count} results
        </Link>
      ) : (
        <span />
      )}
      <ul className={styles.keys} aria-label="Keyboard shortcuts">
        <li>
          <kbd>↵</kbd> to select
        </li>
        <li>
          <kbd>↑</kbd>
          <kbd>↓</kbd> to navigate
        </li>
        <li>
          <kbd>esc</kbd> to close
        </li>
      </ul>
    </footer>
  );
}
