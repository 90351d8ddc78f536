import { MAIN_CONTENT_ID } from '../../components/Main';

/**
 * After a navigation without a hash, focus moves to the main content (the skip-link target), as
 * Docusaurus does: keyboard and screen-reader users start reading the new page, not the navbar.
 * Gatsby's route announcer reads out the new page's heading. Reach Router focuses its own
 * wrapper in a passive effect after onRouteUpdate, so this waits a frame and a task; it leaves
 * focus alone while the reader is typing in a field.
 */
export function focusMainContent(location: Location, prevLocation: Location | null): void {
  if (!prevLocation || location.hash || location.pathname === prevLocation.pathname) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      const active = document.activeElement as HTMLElement | null;
      if (active && (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName))) return;
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    }, 0)
  );
}
