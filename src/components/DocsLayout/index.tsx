import React from 'react';
import type { SidebarNode } from '../../lib/navigation';
import type { TocHeading } from '../../lib/pageContext';
import { Main } from '../Main';
import { Sidebar } from '../Sidebar';
import { TableOfContents } from '../TableOfContents';
import * as styles from './styles.module.css';

/**
 * The docs sidebar column and the page beside it. Rendered by wrapPageElement (src/gatsby/wrap.tsx)
 * for every page whose context has a sidebar, so it stays mounted from one doc to the next as in
 * Docusaurus: a navigation re-renders the page column only, and the sidebar keeps its scroll
 * position and the categories the reader opened.
 */
export function DocsSidebarShell({ sidebar, pathname, children }: { sidebar: SidebarNode[]; pathname: string; children: React.ReactNode }) {
  return (
    <div className={styles.wrapper}>
      <aside className={styles.sidebar} aria-label="Sidebar">
        <Sidebar tree={sidebar} pathname={pathname} />
      </aside>
      {children}
    </div>
  );
}

interface Props {
  /** Whether the page has a sidebar (drawn by {@link DocsSidebarShell}); without one the column is centred. */
  sidebar: SidebarNode[] | null;
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
