import { Link } from 'gatsby';
import React from 'react';
import { Icon } from '../../../components/Icon';
import * as styles from '../../panel.module.css';

/** The (i) link to something's documentation. */
export function InfoLink({ to, label, title }: { to: string; label: string; title?: string }) {
  return (
    <Link to={to} className={styles.info} aria-label={label} title={title}>
      <Icon name="info" size={14} />
    </Link>
  );
}

/** A panel of the demo's side column: a titled section whose title links to its documentation. */
export function Panel({ id, title, docs, children }: { id: string; title: string; docs: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.heading}>
        {title} <InfoLink to={docs} label={`${title} documentation`} />
      </h2>
      {children}
    </section>
  );
}
