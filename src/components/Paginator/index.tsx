import { Link } from 'gatsby';
import React from 'react';
import type { SidebarLink } from '../../lib/navigation';
import * as styles from './styles.module.css';

/** Previous / next page in sidebar order. */
export function Paginator({ previous, next }: { previous?: SidebarLink; next?: SidebarLink }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Docs pages" className={styles.paginator}>
      {previous ? (
        <Link to={previous.href} className={styles.card} rel="prev">
          <span className={styles.sub}>Previous</span>
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={next.href} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.sub}>Next</span>
          <span className={styles.label}>{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
