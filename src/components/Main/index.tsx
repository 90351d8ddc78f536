import React from 'react';

/** Id of the element "Skip to main content" and route-change focus go to. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Marks a page that reads `#key=value` pairs from its address as settings, not anchors (the demo),
 * so the post-build link check accepts such links to it (src/gatsby/node/linkCheck.ts).
 */
export const HASH_PARAMS_ATTRIBUTE = 'data-hash-params';

/** The `main` landmark of a page. Focusable by script only, for the skip link and route changes. */
export function Main({ className, children, hashParams }: { className?: string; children: React.ReactNode; hashParams?: boolean }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={className} style={{ outline: 'none' }} {...(hashParams ? { [HASH_PARAMS_ATTRIBUTE]: '' } : {})}>
      {children}
    </main>
  );
}
