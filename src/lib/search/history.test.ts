import { describe, expect, it } from 'vitest';
import { isSitePath } from './history';

describe('stored search history', () => {
  it('keeps only paths of this site', () => {
    expect(isSitePath('/docs/intro#usage')).toBe(true);
    expect(isSitePath('/docs/5/api/export?x=1')).toBe(true);
    for (const url of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\\/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'docs/intro',
      '/%5C%5Cevil',
    ]) {
      expect(isSitePath(url), url).toBe(url === '/%5C%5Cevil');
    }
  });
});
