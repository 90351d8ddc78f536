/**
 * Every localStorage key the site uses, in one place. The names match the Docusaurus site this
 * one replaces (and its DocSearch), so returning readers keep their colour mode, dismissed
 * announcement, preferred docs version, synced tabs and recent and favourite searches. The pre-paint inline scripts (`colorModeScript` in ./colorMode.ts and
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

/** Keys of the recent and favourite searches of a search index (DocSearch's names), read by ./search/history.ts. */
export const searchHistoryKeys = (indexName: string) => ({
  recent: `__DOCSEARCH_RECENT_SEARCHES__${indexName}`,
  favorite: `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`,
});
