import { Link } from 'gatsby';
import React from 'react';
import { siteConfig } from '../../config/site';
import { NavbarItem } from './items';
import * as styles from './styles.module.css';

export interface NavbarProps {
  pathname: string;
  /** Docs version of the current page, if it is a docs page. */
  activeVersion?: string;
  /** Doc id of the current page, if it is a doc. */
  activeDocId?: string;
}

/** The top bar: logo and title, then the configured items (src/config/site.ts). */
export function Navbar(props: NavbarProps) {
  return (
    <header className={styles.navbar}>
      <nav aria-label="Main" className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <img src="/img/logo.svg" alt="" width="32" height="32" className={styles.logo} />
          <span className={styles.title}>{siteConfig.title}</span>
        </Link>
        <div className={styles.items}>
          {siteConfig.navbar.map((item, index) => (
            <NavbarItem key={index} item={item} {...props} />
          ))}
        </div>
      </nav>
    </header>
  );
}
