import { Link } from 'gatsby';
import React, { useEffect, useId, useRef, useState } from 'react';
import { usePreferredVersion } from '../../../hooks/usePreferredVersion';
import { useDocsGlobal } from '../../../hooks/useSiteContent';
import { sameDocOrMain, shownVersion } from '../../../lib/docsVersions';
import { useActiveDoc } from '../../../providers/activeDoc';
import { Icon } from '../../Icon';
import * as styles from './styles.module.css';

/**
 * Docs versions menu. Each item leads to the same doc in that version when it exists, else to
 * that version's main doc; choosing one remembers it as the preferred version. Opens on hover
 * and on click/keyboard; closes on Escape, outside click, or when focus leaves it.
 */
export function VersionDropdown() {
  const { version: activeVersion, docId: activeDocId } = useActiveDoc();
  const data = useDocsGlobal();
  const [preferred, setPreferred] = usePreferredVersion();
  // What opened the menu: hover menus close when the pointer leaves, click menus stay open.
  const [openedBy, setOpenedBy] = useState<'hover' | 'click' | null>(null);
  const open = openedBy !== null;
  const close = () => setOpenedBy(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const shown = shownVersion(data, activeVersion, preferred);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close();
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: React.FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <div
      ref={rootRef}
      className={styles.dropdown}
      onMouseEnter={() => setOpenedBy((by) => by ?? 'hover')}
      onMouseLeave={() => setOpenedBy((by) => (by === 'hover' ? null : by))}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
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
        {data.versions.map((version) => (
          <li key={version.name}>
            <Link
              to={sameDocOrMain(version, activeVersion ? activeDocId : undefined)}
              className={`${styles.item} ${version.name === shown.name ? styles.current : ''}`}
              aria-current={version.name === shown.name ? 'true' : undefined}
              onClick={() => {
                setPreferred(version.name);
                close();
              }}
            >
              {version.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
