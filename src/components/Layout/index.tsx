import React from 'react';
import { Footer } from '../Footer';
import { Navbar } from '../Navbar';
import { SkipToContent } from '../SkipToContent';
import * as styles from './styles.module.css';

export interface LayoutProps {
  pathname: string;
  activeVersion?: string;
  activeDocId?: string;
  children: React.ReactNode;
}

/**
 * The shell around every page (mounted once by wrapPageElement, so it survives navigation):
 * skip link, navbar, the page, footer. Pages render their own <Main> landmark.
 */
export function Layout({ pathname, activeVersion, activeDocId, children }: LayoutProps) {
  return (
    <div className={styles.layout}>
      <SkipToContent />
      <Navbar pathname={pathname} activeVersion={activeVersion} activeDocId={activeDocId} />
      <div className={styles.page}>{children}</div>
      <Footer />
    </div>
  );
}
