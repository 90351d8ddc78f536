import { describe, expect, it } from 'vitest';
import { docIdOf, docOfFile, routeOfFile, versionPaths } from './docFiles';

const versions = [
  { name: '6', docsDir: versionPaths('6').docsDir, path: '/docs' },
  { name: 'current', docsDir: versionPaths('current').docsDir, path: '/docs/next' },
];

describe('doc files', () => {
  it('puts Next in docs/ and a release in versioned_docs/version-<name>/, as Docusaurus does', () => {
    expect(versions.map((v) => v.docsDir)).toEqual(['versioned_docs/version-6', 'docs']);
  });

  it('maps a file to its version, doc id and route', () => {
    expect(docIdOf('utils/export.mdx')).toBe('utils/export');
    expect(docIdOf('intro.md')).toBe('intro');
    expect(docOfFile('versioned_docs/version-6/utils/export.mdx', versions)).toEqual({ version: versions[0], id: 'utils/export' });
    expect(routeOfFile('versioned_docs/version-6/utils/export.mdx', versions)).toBe('/docs/utils/export');
    expect(routeOfFile('docs/intro.md', versions)).toBe('/docs/next/intro');
  });

  it('knows no route for a file outside the docs folders', () => {
    expect(routeOfFile('versions.json', versions)).toBeUndefined();
    expect(routeOfFile('docsextra/intro.mdx', versions)).toBeUndefined();
  });
});
