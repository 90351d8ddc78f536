import { versionMenu, type VersionData, type VersionLink } from '../lib/docsVersions';
import { useActiveDoc } from '../providers/activeDoc';
import { usePreferredVersion } from './usePreferredVersion';
import { useDocsGlobal } from './useSiteContent';

/** What a version menu renders: see {@link useVersionLinks}. */
export interface VersionLinks {
  /** The version the menu's button shows. */
  shown: VersionData;
  links: VersionLink[];
  /** Remembers `name` as the reader's preferred version (call it when a link is chosen). */
  choose: (name: string) => void;
}

/**
 * The navbar's version menu for the current page, for both its renderings (the desktop dropdown
 * and the drawer's list, src/components/Navbar/VersionDropdown): each version's link to the same
 * doc with the page's `?query` and `#hash`, else to its main doc (`versionMenu` in
 * src/lib/docsVersions.ts).
 */
export function useVersionLinks(): VersionLinks {
  const [preferred, setPreferred] = usePreferredVersion();
  const menu = versionMenu(useDocsGlobal(), useActiveDoc(), preferred);
  return { ...menu, choose: setPreferred };
}
