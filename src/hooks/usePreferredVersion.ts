import { docsGlobal } from '../lib/docsVersions';
import { STORAGE_KEYS } from '../lib/storageKeys';
import { useStoredValue } from './useStoredValue';

const isVersionName = (value: string): value is string => docsGlobal.versions.some((v) => v.name === value);

/**
 * The docs version the reader picked in the version dropdown (localStorage
 * "docs-preferred-version-default"), or null. Unknown stored names are ignored.
 */
export const usePreferredVersion = () => useStoredValue(STORAGE_KEYS.preferredVersion, isVersionName);
