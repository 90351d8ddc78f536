import React, { useEffect, useState } from 'react';
import { siteConfig } from '../../config/site';
import { isAnnouncementDismissed } from '../../lib/announcementBar';
import { readStorage, writeStorage } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import * as styles from './styles.module.css';

/**
 * The site-wide notice above the navbar (siteConfig.announcementBar). Visible until closed; the
 * closed state and the bar's id live in localStorage, so a new id shows the bar again. The
 * inline script from src/lib/announcementBar.ts hides a closed bar before first paint.
 */
export function AnnouncementBar() {
  const config = siteConfig.announcementBar;
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!config) return;
    const storedId = readStorage(STORAGE_KEYS.announcementId);
    if (storedId !== config.id) {
      // A new announcement: forget that an older one was closed.
      writeStorage(STORAGE_KEYS.announcementId, config.id);
      writeStorage(STORAGE_KEYS.announcementDismiss, 'false');
    }
    setDismissed(isAnnouncementDismissed(config.id, readStorage(STORAGE_KEYS.announcementId), readStorage(STORAGE_KEYS.announcementDismiss)));
  }, [config]);

  if (!config || dismissed) return null;
  const close = () => {
    writeStorage(STORAGE_KEYS.announcementId, config.id);
    writeStorage(STORAGE_KEYS.announcementDismiss, 'true');
    setDismissed(true);
  };
  return (
    <div className={styles.bar} style={{ backgroundColor: config.backgroundColor, color: config.textColor }} role="region" aria-label="Announcement">
      {/* Trusted HTML from src/config/site.ts, never from a reader. */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: config.content }} />
      {config.isCloseable && (
        <button type="button" className={styles.close} onClick={close} aria-label="Close announcement">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z" />
          </svg>
        </button>
      )}
    </div>
  );
}
