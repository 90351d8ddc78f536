/**
 * Every localStorage key the site uses, in one place. The names match the Docusaurus site this
 * one replaces, so returning readers keep their colour mode, dismissed announcement and
 * preferred docs version. The pre-paint inline scripts (`colorModeScript` in ./colorMode.ts and
 * `announcementBarScript` in ./announcementBar.ts, placed by src/gatsby/ssr/headComponents.tsx) are
 * generated from these constants too.
 */
export const STORAGE_KEYS = {
  /** "light" | "dark": the reader's explicit colour-mode choice. */
  theme: 'theme',
  /** "true" once the announcement bar was closed. */
  announcementDismiss: 'docusaurus.announcement.dismiss',
  /** Id of the announcement the dismissal refers to. */
  announcementId: 'docusaurus.announcement.id',
  /** Name of the docs version picked in the version dropdown (plugin id "default"). */
  preferredVersion: 'docs-preferred-version-default',
} as const;

/** Key of the synced choice of a `<Tabs groupId>` group (e.g. npm / yarn). */
export const tabGroupKey = (groupId: string): string => `docusaurus.tab.${groupId}`;
