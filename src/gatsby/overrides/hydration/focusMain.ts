import { MAIN_CONTENT_ID } from '../../../components/Main';
import { isTypingTarget } from '../../../lib/typing';

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
      if (isTypingTarget(document.activeElement)) return;
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    }, 0)
  );
}
