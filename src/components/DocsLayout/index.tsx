import React from 'react';
import type { SidebarNode } from '../../lib/navigation';
import type { TocHeading } from '../../lib/pageContext';
import { Main } from '../Main';
import { Sidebar } from '../Sidebar';
import { TableOfContents } from '../TableOfContents';
import * as styles from './styles.module.css';

interface Props {
  sidebar: SidebarNode[] | null;
  pathname: string;
  toc?: TocHeading[] | null;
  children: React.ReactNode;
}

/** Docs page grid: sidebar (if the page has one), the main column, the table of contents. */
export function DocsLayout({ sidebar, pathname, toc, children }: Props) {
  const showToc = Boolean(toc && toc.length);
  return (
    <div className={styles.wrapper}>
      {sidebar && (
        <aside className={styles.sidebar}>
          <Sidebar tree={sidebar} pathname={pathname} />
        </aside>
      )}
      <Main className={`${styles.main} ${sidebar ? '' : styles.noSidebar}`}>
        <div className={styles.row}>
          <div className={styles.content}>{children}</div>
          {showToc && (
            <div className={styles.toc}>
              <TableOfContents headings={toc!} />
            </div>
          )}
        </div>
      </Main>
    </div>
  );
}
