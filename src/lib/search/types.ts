/**
 * Search records in the DocSearch shape, so the same records serve the embedded index and an
 * Algolia index (npm run search:upload), and the same UI reads both.
 */

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: null;
  lvl5: null;
  lvl6: null;
}

export interface SearchRecord {
  objectID: string;
  /** Path, with #anchor for headings and the text under them. */
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Facets: always "en"; the version tag ("docs-default-6", "docs-default-current", "default"). */
  language: 'en';
  docusaurus_tag: string;
}

/**
 * One embedded index file (/search/<tag>.json): pages once, then records that point at them, so
 * the shared hierarchy is not repeated in every record.
 */
export interface IndexFile {
  tag: string;
  /** [url, lvl0, lvl1] per page. */
  pages: Array<[string, string, string]>;
  /** [pageIndex, type, lvl2, lvl3, anchor, content] per record. */
  records: Array<[number, RecordType, string | null, string | null, string | null, string | null]>;
}

/**
 * Which backend the site searches, fixed at build from the environment alone
 * (src/gatsby/webpack/searchConfig.ts): never from content, so an edit cannot change it.
 */
export type SearchConfig =
  | { backend: 'embedded' }
  | {
      backend: 'algolia';
      appId: string;
      /** The search-only key: safe to ship. The admin key never is. */
      apiKey: string;
      indexName: string;
      /** Optional custom host ("127.0.0.1:9123" for the e2e stand-in); http for loopback. */
      host?: string;
    };

/** Version tag of a docs version ("current" is Next). */
export const versionTag = (versionName: string): string => `docs-default-${versionName}`;

/** Tag of records outside the docs (home page, standalone pages). */
export const DEFAULT_TAG = 'default';

/** Where the site serves the embedded index of a tag (written by the build, served lazily in develop). */
export const indexUrl = (tag: string): string => `/search/${tag}.json`;

/** Every tag of a site with these docs versions. */
export const searchTags = (versionNames: string[]): string[] => [DEFAULT_TAG, ...versionNames.map(versionTag)];

/** Expands an index file into full records. */
export function expandIndexFile(file: IndexFile): SearchRecord[] {
  return file.records.map(([pageIndex, type, lvl2, lvl3, anchor, content], index) => {
    const [url, lvl0, lvl1] = file.pages[pageIndex]!;
    return {
      objectID: `${file.tag}-${index}`,
      url: anchor ? `${url}#${anchor}` : url,
      type,
      hierarchy: { lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null },
      content,
      language: 'en',
      docusaurus_tag: file.tag,
    };
  });
}
