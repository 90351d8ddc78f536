import React from 'react';
import { ADMONITIONS, admonitionType, type AdmonitionType } from '../../../config/admonitions';
import * as styles from './styles.module.css';

const ICONS: Record<AdmonitionType['look'], string> = {
  note: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  tip: 'M9 21h6v-1H9v1Zm3-19a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2Z',
  caution: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  danger: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
};

export interface AdmonitionProps {
  /** A name in src/config/admonitions.ts (note, tip, info, caution, warning, danger); anything else shows as a note. */
  type: string;
  /** Replaces the type's own title. */
  title?: React.ReactNode;
  /** Replaces the type's own icon (Docusaurus `icon`). */
  icon?: React.ReactNode;
  children?: React.ReactNode;
}

/** `:::note`, `:::tip[Custom title]`... (made by src/gatsby/mdx/remarkAdmonitions.ts). */
export function Admonition({ type, title, icon, children }: AdmonitionProps) {
  const { title: typeTitle, look } = ADMONITIONS[admonitionType(type)];
  return (
    // A note, not a landmark: a page can hold several with the same title ("Caution" three times).
    <div role="note" className={`${styles.admonition} ${styles[look]}`} aria-label={typeof title === 'string' ? title : typeTitle}>
      <p className={styles.heading}>
        {icon !== undefined ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : (
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path fill="currentColor" d={ICONS[look]} />
          </svg>
        )}
        <span>{title ?? typeTitle}</span>
      </p>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
