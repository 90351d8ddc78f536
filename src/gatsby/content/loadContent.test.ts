import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsConfig } from '../../config/docs';
import { nearest } from './errors';
import { loadContent } from './loadContent';
import { copyContent, editJson } from '../../testing/testContent';

const load = (dir: string) => () => loadContent(dir, docsConfig);

/** Doc ids of a docs folder as an author sees it: every .md/.mdx file whose path has no "_" or "." part. */
function docIdsOnDisk(docsDir: string): string[] {
  return fs
    .readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.mdx?$/.test(file) && !file.split('/').some((part) => /^[_.]/.test(part)))
    .map((file) => file.replace(/\.mdx?$/, ''))
    .sort();
}

describe('loadContent', () => {
  it('loads every version of the real content in dropdown order, with every doc file of its folder', () => {
    const model = loadContent(path.resolve('content'), docsConfig);
    const released: string[] = JSON.parse(fs.readFileSync(path.resolve('content/versions.json'), 'utf8'));
    expect(model.versions.map((v) => v.name)).toEqual([...released, 'current']);
    for (const version of model.versions) {
      expect([...version.docFiles.keys()].sort(), version.docsDir).toEqual(docIdsOnDisk(path.resolve('content', version.docsDir)));
    }
    expect(model.versions.every((v) => v.docFiles.size > 0)).toBe(true);
    expect(model.warnings).toEqual([]);
  });

  it('stops on a sidebar naming an unknown doc id, naming the file, the id and the nearest ids', () => {
    const dir = copyContent();
    editJson(dir, 'sidebars.json', (s: { mySidebar: unknown[] }) => ({ mySidebar: [...s.mySidebar, 'components/querybuildr'] }));
    expect(load(dir)).toThrowError(/sidebars\.json:\d+: sidebar "mySidebar" names the unknown doc id "components\/querybuildr"/);
    expect(load(dir)).toThrowError(/Nearest valid doc ids: "components\/querybuilder"/);
  });

  it('stops on a versions.json entry without its folder or sidebars file', () => {
    const noFolder = copyContent();
    fs.renameSync(path.join(noFolder, 'versioned_docs/version-4'), path.join(noFolder, 'versioned_docs/v4'));
    expect(load(noFolder)).toThrowError(/versions\.json: version "4" \(v4\.x\) has no docs folder: expected .*versioned_docs\/version-4\//);
    expect(load(noFolder)).toThrowError(/Nearest valid entries of versioned_docs\/: "v4", /);

    const noSidebar = copyContent();
    fs.rmSync(path.join(noSidebar, 'versioned_sidebars/version-5-sidebars.json'));
    expect(load(noSidebar)).toThrowError(/versions\.json: version "5" \(v5\.x\) has no sidebars file: expected .*version-5-sidebars\.json/);
  });

  it('gives the versions of versions.json Docusaurus defaults, which docs.ts overrides', () => {
    const model = loadContent(path.resolve('content'), docsConfig);
    const [latest, ...older] = JSON.parse(fs.readFileSync('content/versions.json', 'utf8')) as string[];
    // Docusaurus: the first of versions.json is the latest, at /docs; the others at /docs/<name>, unmaintained; Next at /docs/next.
    const label = (name: string) => docsConfig.versions[name]?.label ?? `${name}.x`;
    expect(model.lastVersion).toBe(latest);
    expect(model.versions.map((v) => [v.name, v.settings])).toEqual([
      [latest, { label: label(latest!), path: '/docs', banner: 'none' }],
      ...older.map((name) => [name, { label: label(name), path: `/docs/${name}`, banner: 'unmaintained' }]),
      ['current', { label: 'Next', path: '/docs/next', banner: 'unreleased' }],
    ]);
    expect(model.versions.find((v) => v.name === '3')?.settings).toEqual({ label: 'v3.x', path: '/docs/3', banner: 'unmaintained' });
  });

  it('builds a new version of versions.json with the defaults, no config change; the newest is the latest', () => {
    const dir = copyContent();
    const [previous] = JSON.parse(fs.readFileSync(path.join(dir, 'versions.json'), 'utf8')) as string[];
    fs.cpSync(path.join(dir, 'docs'), path.join(dir, 'versioned_docs/version-99'), { recursive: true });
    fs.cpSync(path.join(dir, 'sidebars.json'), path.join(dir, 'versioned_sidebars/version-99-sidebars.json'));
    editJson(dir, 'versions.json', (v: string[]) => ['99', ...v]);
    const model = loadContent(dir, { ...docsConfig, versions: { ...docsConfig.versions, '2': { label: 'gone' } } });
    expect(model.lastVersion).toBe('99');
    expect(model.versions.slice(0, 2).map((v) => [v.name, v.settings])).toEqual([
      ['99', { label: '99.x', path: '/docs', banner: 'none' }],
      [previous, { label: docsConfig.versions[previous!]?.label, path: `/docs/${previous}`, banner: 'unmaintained' }],
    ]);
    expect(model.warnings).toEqual([expect.stringMatching(/src\/config\/docs\.ts configures version "2", which .*versions\.json does not list; ignored\./)]);
  });

  it('serves docs/ alone at /docs when there is no versions.json, as Docusaurus does', () => {
    const dir = copyContent();
    fs.rmSync(path.join(dir, 'versions.json'));
    const model = loadContent(dir, { ...docsConfig, versions: {} });
    expect(model.versions.map((v) => [v.name, v.settings])).toEqual([['current', { label: 'Next', path: '/docs', banner: 'none' }]]);
  });

  it('stops on a lastVersion that versions.json does not list', () => {
    const dir = copyContent();
    expect(() => loadContent(dir, { ...docsConfig, lastVersion: '33' })).toThrowError(/src\/config\/docs\.ts: lastVersion "33" is not a version of .*versions\.json\.\n.*Nearest valid versions: "3"/);
  });

  it('stops on a malformed sidebar with the path of the problem', () => {
    const dir = copyContent();
    editJson(dir, 'versioned_sidebars/version-6-sidebars.json', () => ({ mySidebar: [{ type: 'category', items: [] }] }));
    expect(load(dir)).toThrowError(/version-6-sidebars\.json: invalid sidebar/);
  });

  it('warns about two files that map to one doc id', () => {
    const dir = copyContent();
    fs.writeFileSync(path.join(dir, 'docs/intro.md'), '# Duplicate\n');
    const model = loadContent(dir, docsConfig);
    expect(model.warnings).toEqual([expect.stringMatching(/Duplicate route: docs\/intro\.md and docs\/intro\.mdx are both doc "intro"/)]);
  });

  it('takes ids as Docusaurus does: number prefixes dropped, a frontmatter id replacing the file name', () => {
    const dir = copyContent();
    fs.mkdirSync(path.join(dir, 'docs/03-guides'));
    fs.writeFileSync(path.join(dir, 'docs/03-guides/01-setup.md'), '# Setup\n');
    fs.writeFileSync(path.join(dir, 'docs/03-guides/2-theming.mdx'), '---\nid: styling\ntitle: Theming\n---\n\nText.\n');
    fs.writeFileSync(path.join(dir, 'docs/2024-05-notes.md'), '---\ntitle: Notes\n---\n');
    editJson(dir, 'sidebars.json', (s: { mySidebar: unknown[] }) => ({ mySidebar: [...s.mySidebar, 'guides/setup', 'guides/styling', '2024-05-notes'] }));
    const next = loadContent(dir, docsConfig).versions.find((v) => v.name === 'current')!;
    expect(next.docFiles.get('guides/setup')).toBe('docs/03-guides/01-setup.md');
    expect(next.docFiles.get('guides/styling')).toBe('docs/03-guides/2-theming.mdx');
    expect(next.docFiles.get('2024-05-notes')).toBe('docs/2024-05-notes.md');

    editJson(dir, 'sidebars.json', (s: { mySidebar: unknown[] }) => ({ mySidebar: [...s.mySidebar, 'guides/theming'] }));
    expect(load(dir)).toThrowError(/unknown doc id "guides\/theming"[^]*Nearest valid doc ids: "guides\/styling", "guides\/setup"/);
  });

  it('leaves drafts out of a production build, and their sidebar items with them, as Docusaurus does', () => {
    const dir = copyContent();
    fs.writeFileSync(path.join(dir, 'docs/roadmap.md'), '---\ntitle: Roadmap\ndraft: true\n---\n\nSoon.\n');
    editJson(dir, 'sidebars.json', (s: { mySidebar: unknown[] }) => ({ mySidebar: [...s.mySidebar, 'roadmap', { type: 'doc', id: 'roadmap', label: 'Plans' }] }));
    const next = (omitDrafts: boolean) => loadContent(dir, docsConfig, { omitDrafts }).versions.find((v) => v.name === 'current')!;
    expect(next(false).docFiles.has('roadmap')).toBe(true);
    expect(JSON.stringify(next(false).sidebars)).toContain('"roadmap"');
    expect(next(true).docFiles.has('roadmap')).toBe(false);
    expect(JSON.stringify(next(true).sidebars)).not.toContain('"roadmap"');
  });

  it('ranks nearest ids by folder and edit distance', () => {
    const ranked = nearest('tips/limit-group', ['intro', 'utils/misc', 'tips/path', 'tips/limit-groups']);
    expect(ranked.slice(0, 2)).toEqual(['tips/limit-groups', 'tips/path']);
    expect(ranked).toHaveLength(3);
  });
});
