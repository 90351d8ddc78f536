import React from 'react';
import type { SidebarSource } from '../Sidebar/sharedSidebar';
import { AnnouncementBar } from '../AnnouncementBar';
import { Footer } from '../Footer';
import { Navbar } from '../Navbar';
import { SkipToContent } from '../SkipToContent';
import * as styles from './styles.module.css';

/**
 * Content problems, while developing only: webpack drops this branch, and so the chunk, from
 * production builds (which stop on content problems instead).
 */
const ContentProblemsPanel = process.env.NODE_ENV === 'development' ? React.lazy(() => import('../ContentProblems')) : null;

/** Props of {@link Layout}. */
export interface LayoutProps {
  /** The doc sidebar of the page, if any (the mobile drawer's secondary menu). */
  sidebar?: SidebarSource | null;
  children: React.ReactNode;
}

/**
 * The shell around every page (mounted once by wrapPageElement, so it survives navigation):
 * skip link, announcement bar, navbar, the page, footer. Pages render their own <Main> landmark.
 */
export function Layout({ sidebar, children }: LayoutProps) {
  return (
    <div className={styles.layout}>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar sidebar={sidebar} />
      <div className={styles.page}>{children}</div>
      <Footer />
      {ContentProblemsPanel && (
        <React.Suspense fallback={null}>
          <ContentProblemsPanel />
        </React.Suspense>
      )}
    </div>
  );
}
