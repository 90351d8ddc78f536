import { Link } from 'gatsby';
import React, { useState } from 'react';
import type { NavbarItem as NavbarItemConfig } from '../../../config/schema';
import { siteConfig } from '../../../config/site';
import { usePreferredVersion } from '../../../hooks/usePreferredVersion';
import { useDocsGlobal } from '../../../hooks/useSiteContent';
import { layoutDocHref, sameDocOrMain, shownVersion } from '../../../lib/docsVersions';
import { useActiveDoc } from '../../../providers/activeDoc';
import * as styles from './styles.module.css';

/** The navbar items as a vertical menu (the drawer's primary menu). */
export function MobilePrimaryMenu() {
  return (
    <ul className={styles.menu}>
      {siteConfig.navbar.items.map((item, index) => (
        <MenuItem key={index} item={item} />
      ))}
    </ul>
  );
}

function MenuItem({ item }: { item: NavbarItemConfig }) {
  const { version: activeVersion, docId: activeDocId } = useActiveDoc();
  const [preferred, setPreferred] = usePreferredVersion();
  const [versionsOpen, setVersionsOpen] = useState(false);
  const docsGlobal = useDocsGlobal();
  switch (item.type) {
    case 'doc':
      return (
        <li>
          <Link className={styles.link} to={layoutDocHref(docsGlobal, item.docId, activeVersion, preferred)}>
            {item.label}
          </Link>
        </li>
      );
    case 'link':
      return (
        <li>
          <Link className={styles.link} to={item.to}>
            {item.label}
          </Link>
        </li>
      );
    case 'iconLink':
      return (
        <li>
          {item.to ? (
            <Link className={styles.link} to={item.to}>
              {item.ariaLabel}
            </Link>
          ) : (
            <a className={styles.link} href={item.href} target="_blank" rel="noopener noreferrer">
              {item.ariaLabel}
            </a>
          )}
        </li>
      );
    case 'docsVersionDropdown': {
      const shown = shownVersion(docsGlobal, activeVersion, preferred);
      return (
        <li>
          <button type="button" className={styles.link} aria-expanded={versionsOpen} onClick={() => setVersionsOpen((v) => !v)}>
            Versions: {shown.label}
          </button>
          {versionsOpen && (
            <ul className={styles.submenu}>
              {docsGlobal.versions.map((version) => (
                <li key={version.name}>
                  <Link
                    className={styles.link}
                    to={sameDocOrMain(version, activeVersion ? activeDocId : undefined)}
                    aria-current={version.name === shown.name ? 'true' : undefined}
                    onClick={() => setPreferred(version.name)}
                  >
                    {version.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      );
    }
    default:
      return null;
  }
}
