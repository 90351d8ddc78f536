import { STORAGE_KEYS } from '../lib/storageKeys';
import { useDocsGlobal } from './useSiteContent';
import { useStoredValue } from './useStoredValue';

/**
 * The docs version the reader picked in the version dropdown (localStorage
 * "docs-preferred-version-default"), or null. Unknown stored names are ignored.
 */
export function usePreferredVersion() {
  const { versions } = useDocsGlobal();
  return useStoredValue(STORAGE_KEYS.preferredVersion, (value: string): value is string => versions.some((v) => v.name === value));
}
