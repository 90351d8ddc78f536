import { Link } from 'gatsby';
import React, { useEffect, useRef, useState } from 'react';
import { useBodyScrollLock } from '../../../hooks/useBodyScrollLock';
import { useDismiss } from '../../../hooks/useDismiss';
import { createPortal } from 'react-dom';
import { siteConfig } from '../../../config/site';
import { Icon } from '../../Icon';
import { SidebarFrom } from '../../Sidebar';
import type { SidebarSource } from '../../Sidebar/sharedSidebar';
import { ColorModeToggle } from '../ColorModeToggle';
import { useActiveDoc } from '../../../providers/activeDoc';
import { NavbarItem } from '../items';
import * as menuStyles from '../mobileMenu.module.css';
import * as styles from './styles.module.css';

/** Viewports at least this wide show the desktop navbar: the CSS switches at 996 px, Docusaurus's breakpoint. */
const DESKTOP_QUERY = '(min-width: 997px)';

interface Props {
  open: boolean;
  /** Closes the drawer; `returnFocus` puts focus back on the toggle (Escape). */
  onClose: (returnFocus: boolean) => void;
  sidebar: SidebarSource | null;
}

/**
 * The mobile navigation drawer. On doc pages it opens on the doc sidebar (secondary menu) with a
 * way back to the navbar items (primary menu: the same item components as the bar, with `mobile`). Closes on navigation, Escape, backdrop click and
 * when the viewport becomes desktop; the page does not scroll while it is open.
 */
export function MobileSidebar({ open, onClose, sidebar }: Props) {
  const [secondary, setSecondary] = useState(Boolean(sidebar));
  const closeRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const { pathname } = useActiveDoc();

  useEffect(() => {
    if (open) {
      setSecondary(Boolean(sidebar));
      closeRef.current?.focus();
    }
  }, [open, sidebar]);
  useEffect(() => onClose(false), [pathname, onClose]);
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => query.matches && onClose(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [onClose]);
  useBodyScrollLock(open);
  // Escape gives focus back to the toggle; a click on the backdrop beside the drawer does not.
  useDismiss(drawerRef, open, (reason) => onClose(reason === 'escape'), { modal: true, outside: backdropRef });

  if (!open) return null;
  // A portal: the navbar's backdrop-filter would otherwise confine these fixed layers to its box.
  return createPortal(
    <>
      {/* A click beside the drawer closes it (useDismiss); keyboard users have Escape and the Close button. */}
      <div ref={backdropRef} className={styles.backdrop} data-testid="drawer-backdrop" />
      <div ref={drawerRef} className={styles.drawer} role="dialog" aria-modal="true" aria-label="Navigation menu">
        <div className={styles.header}>
          <Link to="/" className={styles.brand}>
            <img src="/img/logo.svg" alt="" width="28" height="28" />
            <span>{siteConfig.title}</span>
          </Link>
          <ColorModeToggle />
          <button ref={closeRef} type="button" className={styles.close} aria-label="Close navigation bar" onClick={() => onClose(true)}>
            <Icon name="close" size={22} />
          </button>
        </div>
        <div className={styles.body}>
          {secondary && sidebar ? (
            <>
              <button type="button" className={styles.back} onClick={() => setSecondary(false)}>
                ← Back to main menu
              </button>
              <SidebarFrom source={sidebar} pathname={pathname} fallback={<p role="status">Loading the sidebar…</p>} />
            </>
          ) : (
            // The primary menu: the navbar's own items, each rendered for the drawer.
            <ul className={menuStyles.menu}>
              {siteConfig.navbar.items.map((item, index) => (
                <NavbarItem key={index} item={item} mobile />
              ))}
            </ul>
          )}
        </div>
      </div>
    </>,
    document.body
  );
}
