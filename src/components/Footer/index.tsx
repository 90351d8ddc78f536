import React from 'react';
import { siteConfig } from '../../config/site';
import { DocsLink } from '../DocsLink';
import { Icon } from '../Icon';
import * as styles from './styles.module.css';

/** Link columns and copyright (src/config/site.ts). */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {siteConfig.footer.columns.map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul className={styles.list}>
              {column.items.map((item) => (
                <li key={item.label}>
                  {'href' in item ? (
                    <a href={item.href} className={styles.link} target="_blank" rel="noopener noreferrer">
                      {item.label}
                      <Icon name="external" size={12} className={styles.external} />
                    </a>
                  ) : (
                    <DocsLink to={item.to} className={styles.link}>
                      {item.label}
                    </DocsLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.copyright}>{siteConfig.footer.copyright}</p>
    </footer>
  );
}
