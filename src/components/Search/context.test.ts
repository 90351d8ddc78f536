import { describe, expect, it } from 'vitest';
import type { DocsGlobalData } from '../../lib/docsVersions';
import { searchVersion } from './context';

const data = {
  lastVersion: '6',
  versions: [{ name: '6' }, { name: '5' }, { name: 'current' }],
} as DocsGlobalData;

describe('contextual search version', () => {
  it('searches the page version, else the preferred one, else the latest', () => {
    expect(searchVersion(data, '5', 'current')).toBe('5');
    expect(searchVersion(data, null, 'current')).toBe('current');
    expect(searchVersion(data, null, null)).toBe('6');
    expect(searchVersion({ versions: [], lastVersion: '' }, null, null)).toBe('');
  });
});
