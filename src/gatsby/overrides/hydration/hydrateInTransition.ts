import type React from 'react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { pageSidebarLoaded } from '../../../components/Sidebar/sharedSidebar';
import { GATSBY_INTERNALS } from '../../../lib/gatsbyInternals';

const roots = new WeakMap<Element, Root>();

/**
 * Gatsby's renderer (replaceHydrateFunction), with the first render started inside
 * startTransition. React 18 then hydrates in slices of about 5 ms and gives the main thread back
 * between them, instead of one long task as long as the page is big: Total Blocking Time falls
 * and an early tap is not stuck behind hydration (React hydrates synchronously the part a click
 * or key press lands on and replays the event). Next.js's app router starts hydration the same
 * way. Pages without server HTML (client-only pages, `gatsby develop`) get a plain root, as in
 * Gatsby's default renderer.
 *
 * A docs page hydrates once its sidebar's file has loaded (or failed): the fetch started with the
 * app (gatsby-browser onClientEntry), beside the page data and scripts, so this rarely waits. The
 * sidebar, which has no Suspense boundary (ColumnSidebar in src/components/Sidebar), then hydrates
 * with the rest of the page.
 */
export function hydrateInTransition(element: React.ReactNode, container: Element | null): () => void {
  if (!container) throw new Error('Gatsby gave no root element (#___gatsby) to render into');
  const existing = roots.get(container);
  // Only the page root (#___gatsby) carries server HTML; `gatsby develop` also renders its loading
  // indicators into containers of their own, which must get plain roots.
  const wrapper = document.getElementById(GATSBY_INTERNALS.focusWrapperId);
  const serverRendered = !existing && Boolean(wrapper?.children.length) && container.contains(wrapper);
  const render = () =>
    startTransition(() => {
      if (existing) existing.render(element);
      else if (serverRendered) roots.set(container, hydrateRoot(container, element));
      else {
        const root = createRoot(container);
        roots.set(container, root);
        root.render(element);
      }
    });
  const sidebar = serverRendered ? pageSidebarLoaded() : undefined;
  if (sidebar) void sidebar.then(render);
  else render();
  return () => {
    roots.get(container)?.unmount();
    roots.delete(container);
  };
}
