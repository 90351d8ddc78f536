import React from 'react';

/** Id of the element "Skip to main content" and route-change focus go to. */
export const MAIN_CONTENT_ID = 'main-content';

/** The `main` landmark of a page. Focusable by script only, for the skip link and route changes. */
export function Main({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={className} style={{ outline: 'none' }}>
      {children}
    </main>
  );
}
