import React from 'react';
import type { TocHeading } from '../../lib/pageContext';
import { Main } from '../Main';
import { ColumnSidebar } from '../Sidebar';
import { SIDEBAR_TREE_ATTRIBUTE, type SidebarSource } from '../Sidebar/sharedSidebar';
import { TableOfContents } from '../TableOfContents';
import * as styles from './styles.module.css';

/**
 * The docs sidebar column and the page beside it. Rendered by wrapPageElement (src/gatsby/wrap.tsx)
 * for every page whose context has a sidebar, so it stays mounted from one doc to the next as in
 * Docusaurus: a navigation re-renders the page column only, and the sidebar keeps its scroll
 * position and the categories the reader opened. Going to a page of another category, the sidebar
 * shows the last one until the new page's sidebar file has loaded, never nothing (ColumnSidebar).
 */
export function DocsSidebarShell({ sidebar, pathname, children }: { sidebar: SidebarSource; pathname: string; children: React.ReactNode }) {
  return (
    <div className={styles.wrapper}>
      <aside className={styles.sidebar} aria-label="Sidebar" {...{ [SIDEBAR_TREE_ATTRIBUTE]: typeof sidebar === 'string' ? sidebar : undefined }}>
        <ColumnSidebar source={sidebar} pathname={pathname} />
      </aside>
      {children}
    </div>
  );
}

interface Props {
  /** Whether the page has a sidebar (drawn by {@link DocsSidebarShell}); without one the column is centred. */
  sidebar: boolean;
  toc?: TocHeading[] | null;
  children: React.ReactNode;
}

/** The main column of a docs page: the content and its table of contents. */
export function DocsLayout({ sidebar, toc, children }: Props) {
  const showToc = Boolean(toc && toc.length);
  const main = (
    <Main className={`${styles.main} ${sidebar ? '' : styles.noSidebar}`}>
      <div className={`${styles.row} ${showToc ? styles.withToc : ''}`}>
        <div className={styles.content}>{children}</div>
        {showToc && (
          <div className={styles.toc}>
            <TableOfContents headings={toc!} />
          </div>
        )}
      </div>
    </Main>
  );
  return sidebar ? main : <div className={styles.wrapper}>{main}</div>;
}
