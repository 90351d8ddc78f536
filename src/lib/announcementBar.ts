/**
 * Announcement bar state, shared by the pre-paint inline script (`announcementBarScript`,
 * injected by gatsby-ssr.tsx) and the React component (src/components/AnnouncementBar): a bar
 * the reader closed stays hidden from the first paint, until its id changes. Keys are the
 * Docusaurus ones (src/lib/storageKeys.ts).
 */
import { STORAGE_KEYS } from './storageKeys';

/** Attribute on <html>: "true" hides the bar before React runs. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/** Whether the stored state says the bar with `id` was closed. */
export function isAnnouncementDismissed(id: string, storedId: string | null, storedDismiss: string | null): boolean {
  return storedId === id && storedDismiss === 'true';
}

/** Source of the inline script that marks <html> when the current bar was closed. */
export function announcementBarScript(id: string): string {
  // JSON inside <script>: `<` escaped, so no value can close the element ("</script>").
  const json = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  return [
    '(function(){var d=false;try{',
    `d=localStorage.getItem(${json(STORAGE_KEYS.announcementId)})===${json(id)}&&localStorage.getItem(${json(STORAGE_KEYS.announcementDismiss)})==='true'`,
    `}catch(e){}document.documentElement.setAttribute(${json(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},String(d))})();`,
  ].join('');
}
