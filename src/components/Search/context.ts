/**
 * Contextual search (as DocSearch does it on Docusaurus sites): results in English, from pages
 * outside the docs and from one docs version: the page's, else the preferred one, else the latest.
 */
import { versionsByPrecedence, type DocsGlobalData } from '../../lib/docsVersions';
import { DEFAULT_TAG, versionTag } from '../../lib/search/types';

/** The version a search runs in: the first of {@link versionsByPrecedence}. */
export const searchVersion = (data: DocsGlobalData, activeVersion: string | null | undefined, preferredVersion: string | null | undefined): string =>
  versionsByPrecedence(data, activeVersion, preferredVersion)[0]?.name ?? data.lastVersion;

/** Algolia facet filters for a search in `version`. */
export const contextFacetFilters = (version: string): string[][] => [
  ['language:en'],
  [`docusaurus_tag:${DEFAULT_TAG}`, `docusaurus_tag:${versionTag(version)}`],
];

/** "See all results" link. */
export const searchPageHref = (query: string, version: string): string =>
  `/search?${new URLSearchParams({ q: query, version: versionTag(version) }).toString()}`;

/** Shown when a query finds nothing. */
export const SEARCH_SUGGESTIONS = ['QueryBuilder', 'formatQuery', 'value editor', 'parseSQL'];
