import { Link } from 'gatsby';
import React, { useId, useRef, useState } from 'react';
import { useDismiss } from '../../../hooks/useDismiss';
import { useVersionLinks } from '../../../hooks/useVersionLinks';
import type { VersionLink } from '../../../lib/docsVersions';
import { Icon } from '../../Icon';
import * as menuStyles from '../mobileMenu.module.css';
import * as styles from './styles.module.css';

/**
 * The navbar's docs versions menu. Each entry leads to the same doc in that version when it exists,
 * else to that version's main doc; choosing one remembers it as the preferred version. Both
 * renderings take their entries from one hook (src/hooks/useVersionLinks.ts): a dropdown on the
 * desktop bar, a list that opens under a "Versions" button in the drawer (`mobile`).
 */
export function VersionDropdown({ mobile }: { mobile?: boolean }) {
  return mobile ? <MobileVersionMenu /> : <DesktopVersionDropdown />;
}

/** Opens on hover and on click/keyboard; closes on Escape, outside click, or when focus leaves it. */
function DesktopVersionDropdown() {
  const { shown, links, choose } = useVersionLinks();
  // What opened the menu: hover menus close when the pointer leaves, click menus stay open.
  const [openedBy, setOpenedBy] = useState<'hover' | 'click' | null>(null);
  const open = openedBy !== null;
  const close = () => setOpenedBy(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useDismiss(
    rootRef,
    open,
    (reason) => {
      close();
      if (reason === 'escape') buttonRef.current?.focus();
    },
    { outside: true, focusLeave: true }
  );

  // Hover opens the menu as a shortcut for the button (the div itself is not a control).
  return (
    <div
      ref={rootRef}
      className={styles.dropdown}
      onMouseEnter={() => setOpenedBy((by) => by ?? 'hover')}
      onMouseLeave={() => setOpenedBy((by) => (by === 'hover' ? null : by))}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenedBy((by) => (by === 'click' ? null : 'click'))}
      >
        <span className="visually-hidden">Docs version: </span>
        {shown.label}
        <Icon name="chevron" size={18} />
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {links.map((link) => (
          <VersionItem
            key={link.name}
            link={link}
            className={`${styles.item} ${link.current ? styles.current : ''}`}
            onChoose={() => {
              choose(link.name);
              close();
            }}
          />
        ))}
      </ul>
    </div>
  );
}

/** The drawer's entry: "Versions: <shown>" opens the list of versions below it. */
function MobileVersionMenu() {
  const { shown, links, choose } = useVersionLinks();
  const [open, setOpen] = useState(false);
  return (
    <li>
      <button type="button" className={menuStyles.link} aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        Versions: {shown.label}
      </button>
      {open && (
        <ul className={menuStyles.submenu}>
          {links.map((link) => (
            <VersionItem
              key={link.name}
              link={link}
              className={`${menuStyles.link} ${link.current ? menuStyles.active : ''}`}
              onChoose={() => choose(link.name)}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/** One version in either list; the shown version is marked current. */
function VersionItem({ link, className, onChoose }: { link: VersionLink; className: string; onChoose: () => void }) {
  return (
    <li>
      <Link to={link.href} className={className} aria-current={link.current ? 'true' : undefined} onClick={onChoose}>
        {link.label}
      </Link>
    </li>
  );
}
