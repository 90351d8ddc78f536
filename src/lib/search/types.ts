/**
 * Search records in the DocSearch shape, so the same records serve the embedded index and an
 * Algolia index (npm run search:upload), and the same UI reads both.
 */

/** lvl1: a page's own record (title, description, keywords, the text before its first heading); lvl2/lvl3: a section. */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3';

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: null;
  lvl5: null;
  lvl6: null;
}

/** One record per page and per section (h2, h3) of a doc, in the shape Algolia's DocSearch gives records. */
export interface SearchRecord {
  objectID: string;
  /** Path, with #anchor for a section. */
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  /** The record's text: a section's paragraphs and table rows; a page's description and opening text. */
  content: string | null;
  /** The names the record's code blocks use, each once, space-separated. */
  code?: string;
  /** The API names the record defines (src/gatsby/content/analyzeDoc.ts `definedName`), each once, space-separated. */
  defines?: string;
  /** Frontmatter `keywords` of the page (on its page record). */
  keywords?: string[];
  /** Custom ranking (src/lib/search/ranking.ts TYPE_RANK). */
  weight: { type: number };
  /** Facets: always "en"; the version tag ("docs-default-6", "docs-default-current", "default"). */
  language: 'en';
  docusaurus_tag: string;
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

/** One group of content/search-synonyms.json: what readers say, and the docs' words for it. */
export interface SynonymGroup {
  readers: string[];
  docs: string[];
}
