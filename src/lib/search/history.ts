/**
 * Recent and favourite searches (the hits a reader opened), in localStorage under the keys
 * DocSearch uses on the current site (`searchHistoryKeys` in ../storageKeys.ts), so returning
 * readers keep them. Values are checked on read.
 */
import { readStorage, writeStorage } from '../storage';
import type { SearchRecord } from './types';

export const RECENT_LIMIT = 5;
export const FAVORITE_LIMIT = 5;

/** What is stored of a hit: enough to show and open it again. */
export type StoredHit = Pick<SearchRecord, 'objectID' | 'url' | 'type' | 'hierarchy' | 'content'>;

const SITE = 'https://site.invalid';

/**
 * A path on this site. Starting with "/" is not enough: "//host/x" and "/\\host/x" are links to
 * another host, so the path is resolved as the browser would and its origin compared.
 */
export function isSitePath(url: string): boolean {
  if (!url.startsWith('/')) return false;
  try {
    return new URL(url, SITE).origin === SITE;
  } catch {
    return false;
  }
}

const isStoredHit = (value: unknown): value is StoredHit => {
  const hit = value as StoredHit;
  return !!hit && typeof hit.url === 'string' && isSitePath(hit.url) && typeof hit.hierarchy?.lvl1 === 'string';
};

/** The stored list under `key` (invalid entries dropped). */
export function readHits(key: string): StoredHit[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isStoredHit) : [];
  } catch {
    return [];
  }
}

const keep = (hit: StoredHit): StoredHit => ({ objectID: hit.objectID, url: hit.url, type: hit.type, hierarchy: hit.hierarchy, content: hit.content });

/** Puts `hit` first in the list under `key`, without duplicates, keeping at most `limit`. */
export function pushHit(key: string, hit: StoredHit, limit: number): StoredHit[] {
  if (!isStoredHit(hit)) return readHits(key);
  const next = [keep(hit), ...readHits(key).filter((h) => h.url !== hit.url)].slice(0, limit);
  writeStorage(key, JSON.stringify(next));
  return next;
}

/** Removes the hit with `url` from the list under `key`. */
export function removeHit(key: string, url: string): StoredHit[] {
  const next = readHits(key).filter((h) => h.url !== url);
  writeStorage(key, JSON.stringify(next));
  return next;
}
