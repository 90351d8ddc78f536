import { Link } from 'gatsby';
import React from 'react';
import type { Crumb } from '../../lib/navigation';
import { Icon } from '../Icon';
import * as styles from './styles.module.css';

/** Home, then the categories leading to the page, then the page itself (not a link). */
export function Breadcrumbs({ crumbs, homeHref }: { crumbs: Crumb[]; homeHref: string }) {
  if (!crumbs.length) return null;
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link to={homeHref} className={styles.link} aria-label="Docs home">
            <Icon name="home" size={16} />
          </Link>
        </li>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className={styles.item}>
              {last || !crumb.href ? (
                <span className={last ? styles.current : styles.text} aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.href} className={styles.link}>
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
