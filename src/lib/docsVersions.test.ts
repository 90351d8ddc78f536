import { describe, expect, it } from 'vitest';
import { apiHref, docsPathOrMain, layoutDocHref, shownVersion, versionMenu, versionsByPrecedence, type DocsGlobalData, type VersionData } from './docsVersions';

const version = (name: string, path: string, docIds: string[], moved: Record<string, string> = {}): VersionData => ({
  name,
  label: `v${name}`,
  path,
  banner: 'none',
  isLast: name === '6',
  mainDocId: 'intro',
  docIds,
  moved,
  categories: [],
});

/** Three versions; v6 moved api/export to utils/export. */
const data: DocsGlobalData = {
  lastVersion: '6',
  versions: [
    version('6', '/docs', ['intro', 'utils/export', 'api/export'], { 'api/export': 'utils/export' }),
    version('5', '/docs/5', ['intro', 'api/export']),
    version('current', '/docs/next', ['intro', 'utils/export', 'only-next']),
  ],
};
const names = (versions: VersionData[]) => versions.map((v) => v.name);

describe('version precedence: active, then preferred, then latest', () => {
  it('orders the page version, the preferred one and the latest, each once', () => {
    expect(names(versionsByPrecedence(data, '5', 'current'))).toEqual(['5', 'current', '6']);
    expect(names(versionsByPrecedence(data, '6', '6'))).toEqual(['6']);
    expect(names(versionsByPrecedence(data, undefined, null))).toEqual(['6']);
  });

  it('skips names that are not versions', () => {
    expect(names(versionsByPrecedence(data, 'gone', '5'))).toEqual(['5', '6']);
    expect(versionsByPrecedence({ versions: [], lastVersion: '' }, 'x', 'y')).toEqual([]);
  });

  it('is the order the version menu and the navbar doc link use', () => {
    expect(shownVersion(data, undefined, '5').name).toBe('5');
    expect(shownVersion(data, 'current', '5').name).toBe('current');
    // The page's version lacks the doc: the preferred one has it.
    expect(layoutDocHref(data, 'only-next', '5', 'current')).toBe('/docs/next/only-next');
    // Neither has it: the latest, following a move; no version has it: the latest's main doc.
    expect(layoutDocHref(data, 'utils/export', '5', null)).toBe('/docs/utils/export');
    expect(layoutDocHref(data, 'api/export', undefined, null)).toBe('/docs/utils/export');
    expect(layoutDocHref(data, 'nowhere', '5', 'current')).toBe('/docs/intro');
  });
});

describe('version menu', () => {
  it('links each version to the same doc (following moves), else to its main doc, and marks the shown one', () => {
    const { shown, links } = versionMenu(data, { version: '5', docId: 'api/export' }, 'current');
    expect(shown.name).toBe('5');
    expect(links).toEqual([
      { name: '6', label: 'v6', href: '/docs/utils/export', current: false },
      { name: '5', label: 'v5', href: '/docs/5/api/export', current: true },
      { name: 'current', label: 'vcurrent', href: '/docs/next/intro', current: false },
    ]);
  });

  it("keeps the page's query and hash on links to the same doc, not on links to a main doc", () => {
    const { links } = versionMenu(data, { version: '5', docId: 'api/export', search: '?tab=sql', hash: '#basic-usage' }, null);
    expect(links.map((l) => l.href)).toEqual(['/docs/utils/export?tab=sql#basic-usage', '/docs/5/api/export?tab=sql#basic-usage', '/docs/next/intro']);
  });

  it('outside the docs, shows the preferred version and links to each main doc', () => {
    const { shown, links } = versionMenu(data, { docId: 'api/export' }, 'current');
    expect(shown.name).toBe('current');
    expect(links.map((l) => [l.href, l.current])).toEqual([
      ['/docs/intro', false],
      ['/docs/5/intro', false],
      ['/docs/next/intro', true],
    ]);
  });
});

describe('docs placed elsewhere than their id (category indexes, frontmatter slug)', () => {
  const placed: DocsGlobalData = {
    lastVersion: '2',
    versions: [
      { ...version('2', '/docs', ['intro', 'guides/index', 'setup']), paths: { intro: '/', 'guides/index': '/guides' } },
      version('1', '/docs/1', ['intro', 'guides/index', 'setup']),
    ],
  };

  it('links the version menu, the navbar doc items and the site links to where the doc is', () => {
    expect(versionMenu(placed, { version: '1', docId: 'guides/index', hash: '#x' }).links.map((l) => l.href)).toEqual([
      '/docs/guides#x',
      '/docs/1/guides/index#x',
    ]);
    expect(versionMenu(placed, { version: '1', docId: 'setup' }).links.map((l) => l.href)).toEqual(['/docs/setup', '/docs/1/setup']);
    expect(layoutDocHref(placed, 'intro')).toBe('/docs');
    expect(docsPathOrMain(placed, '/docs/guides')).toBe('/docs/guides');
    expect(docsPathOrMain(placed, '/docs/guides/index')).toBe('/docs');
  });
});

describe('the navbar API item', () => {
  it("leads to the reference of the page's version, else the preferred or latest, else the first version with one", () => {
    expect(apiHref(data, '5')).toBe('/api/5');
    expect(apiHref(data, 'current')).toBe('/api/next');
    expect(apiHref(data, undefined, '5')).toBe('/api/5');
    expect(apiHref(data)).toBe('/api');
    // 3.x has no reference: from a 3.x page it leads to the latest's.
    const with3 = { ...data, versions: [...data.versions, version('3', '/docs/3', ['intro'])] };
    expect(apiHref(with3, '3')).toBe('/api');
    // A docs folder whose latest version has none (a cut "3.0"): the first that has one.
    const brought: DocsGlobalData = { lastVersion: '3.0', versions: [version('3.0', '/docs', ['intro']), version('current', '/docs/next', ['intro'])] };
    expect(apiHref(brought)).toBe('/api/next');
    expect(apiHref({ lastVersion: '3.0', versions: [version('3.0', '/docs', ['intro'])] })).toBeUndefined();
  });
});
