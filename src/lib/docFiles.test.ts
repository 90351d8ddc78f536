import { describe, expect, it } from 'vitest';
import { docIdOf, docOfFile, docPathOf, numberPrefixOf, routeOfFile, versionPaths } from './docFiles';

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
    expect(docOfFile('versioned_docs/version-6/utils/export.mdx', versions)).toEqual({
      version: versions[0],
      id: 'utils/export',
      pathInVersion: '/utils/export',
    });
    expect(routeOfFile('versioned_docs/version-6/utils/export.mdx', versions)).toBe('/docs/utils/export');
    expect(routeOfFile('docs/intro.md', versions)).toBe('/docs/next/intro');
  });

  it('drops number prefixes from ids and routes, as Docusaurus does, and keeps dates and versions', () => {
    expect(docIdOf('02-guides/01-setup.md')).toBe('guides/setup');
    expect(docIdOf('3 - Tutorial/10_deploy.mdx')).toBe('Tutorial/deploy');
    expect(routeOfFile('docs/01-intro.md', versions)).toBe('/docs/next/intro');
    expect(numberPrefixOf('07.Advanced')).toEqual({ name: 'Advanced', position: 7 });
    for (const kept of ['2024-05-12-release', '1.2-upgrade', '404', '2fa', 'intro', 'a1-intro', 'v2-api', '5-', 'release-2']) {
      expect(numberPrefixOf(kept)).toEqual({ name: kept });
    }
  });

  it('places category indexes at their folder and follows a frontmatter slug, as Docusaurus does', () => {
    expect(docPathOf('guides/index.md')).toBe('/guides');
    expect(docPathOf('02-guides/README.mdx')).toBe('/guides');
    expect(docPathOf('guides/Guides.md')).toBe('/guides');
    expect(docPathOf('index.md')).toBe('/');
    expect(docPathOf('guides/index.md', { id: 'overview' })).toBe('/guides/overview');
    expect(docPathOf('guides/setup.md', { slug: '/start/' })).toBe('/start');
    expect(docPathOf('guides/setup.md', { slug: 'install' })).toBe('/guides/install');
    expect(docPathOf('guides/deep/setup.md', { slug: '../install' })).toBe('/guides/install');
    expect(docPathOf('intro.md', { slug: '/' })).toBe('/');
    expect(routeOfFile('docs/guides/setup.md', versions, () => ({ slug: '/start' }))).toBe('/docs/next/start');
    expect(routeOfFile('versioned_docs/version-6/intro.md', versions, () => ({ slug: '/' }))).toBe('/docs');
  });

  it('knows no route for a file outside the docs folders', () => {
    expect(routeOfFile('versions.json', versions)).toBeUndefined();
    expect(routeOfFile('docsextra/intro.mdx', versions)).toBeUndefined();
  });
});
