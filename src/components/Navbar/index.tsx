import { Link } from 'gatsby';
import React, { useCallback, useRef, useState } from 'react';
import { siteConfig } from '../../config/site';
import { useHideOnScroll } from '../../hooks/useHideOnScroll';
import type { SidebarSource } from '../Sidebar/sharedSidebar';
import { Icon } from '../Icon';
import { NavbarItem } from './items';
import { MobileSidebar } from './MobileSidebar';
import * as styles from './styles.module.css';

/**
 * The top bar: logo and title, then the configured items (src/config/site.ts). Below 996 px the
 * items move into a drawer opened by the toggle; the doc sidebar becomes its secondary menu. The
 * items read the current page from ActiveDocProvider (src/providers/activeDoc.tsx).
 */
export function Navbar({ sidebar }: { sidebar?: SidebarSource | null }) {
  const hidden = useHideOnScroll(siteConfig.navbar.hideOnScroll);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback((returnFocus: boolean) => {
    setDrawerOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  return (
    <header className={`${styles.navbar} ${hidden && !drawerOpen ? styles.hidden : ''}`}>
      <nav aria-label="Main" className={styles.inner}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-label="Toggle navigation bar"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <Icon name="menu" size={24} />
        </button>
        <Link to="/" className={styles.brand}>
          <img src="/img/logo.svg" alt="" width="32" height="32" className={styles.logo} />
          <span className={styles.title}>{siteConfig.title}</span>
        </Link>
        <div className={styles.items}>
          {siteConfig.navbar.items.map((item, index) => (
            <div key={index} className={item.type === 'search' ? styles.itemAlways : styles.itemDesktop}>
              <NavbarItem item={item} />
            </div>
          ))}
        </div>
      </nav>
      <MobileSidebar open={drawerOpen} onClose={closeDrawer} sidebar={sidebar ?? null} />
    </header>
  );
}
