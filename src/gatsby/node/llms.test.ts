import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { VersionContent } from '../content/loadContent';
import type { PlannedPage } from '../content/routes';
import { RELEASES } from '../../config/releases';
import { LLMS_FULL_MAX_BYTES, writeLlmsFiles } from './llms';

const SITE = { url: 'https://example.org', title: 'Site', tagline: 'Tagline' };

/** Two versions' worth of doc pages (their Markdown as drafts): `next` with `count` docs of `size` bytes, `5` with one short doc. */
function content(count: number, size: number) {
  const drafts = new Map<string, { text: string; hasH1: boolean }>();
  const page = (version: string, base: string, id: string, text: string) => {
    const file = `/content/${version}/${id}.mdx`;
    drafts.set(file, { text, hasH1: false });
    return { template: 'doc', path: `${base}/${id}`, contentFilePath: file, context: { version: { name: version }, title: `Doc ${id}`, description: '' } };
  };
  const pages = [
    ...Array.from({ length: count }, (_, i) => page('current', '/docs/next', `doc-${i}`, `Text of doc ${i}. ${'x'.repeat(size)}`)),
    page('5', '/docs/5', 'intro', 'A short doc.'),
  ] as unknown as PlannedPage[];
  const versions = [
    { name: 'current', settings: { label: 'Next', path: '/docs/next' } },
    { name: '5', settings: { label: 'v5', path: '/docs/5' } },
  ] as unknown as VersionContent[];
  return { pages, versions, drafts };
}

describe('llms.txt and llms-full.txt', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes a version's docs in one llms-full.txt, linked from the version's llms.txt; /llms.txt is the latest's", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-'));
    const { pages, versions, drafts } = content(3, 100);
    const result = writeLlmsFiles(dir, pages, versions, '5', SITE, [], drafts);
    expect(result).toEqual({
      copies: 4,
      written: [
        '/docs/next/doc-0.md',
        '/docs/next/doc-1.md',
        '/docs/next/doc-2.md',
        '/docs/next/llms-full.txt',
        '/docs/next/llms.txt',
        '/docs/5/intro.md',
        '/docs/5/llms-full.txt',
        '/docs/5/llms.txt',
        '/llms.txt',
      ],
      omitted: [],
    });
    const full = fs.readFileSync(path.join(dir, 'docs/next/llms-full.txt'), 'utf8');
    expect(full).toContain('Source: https://example.org/docs/next/doc-2');
    expect(full).toContain('Text of doc 2.');
    const next = fs.readFileSync(path.join(dir, 'docs/next/llms.txt'), 'utf8');
    // The link comes first in the list, before the pages.
    expect(next).toContain('# Site Next (unreleased) documentation');
    expect(next).toContain('## Docs\n\n- [All Next docs in one file](https://example.org/docs/next/llms-full.txt)\n- [Doc doc-0]');
    expect(next).not.toContain('Doc intro');
    expect(next).toContain(`(up to ${LLMS_FULL_MAX_BYTES / 2 ** 20}.0 MiB)`);
    const latest = fs.readFileSync(path.join(dir, 'docs/5/llms.txt'), 'utf8');
    expect(latest).toContain('# Site v5 (latest) documentation');
    expect(fs.readFileSync(path.join(dir, 'llms.txt'), 'utf8')).toBe(latest);
  });

  it('starts every copy, llms.txt and llms-full.txt with the release it documents and the indexes of every version', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-'));
    const { pages, versions, drafts } = content(1, 10);
    writeLlmsFiles(dir, pages, versions, '5', SITE, [], drafts);
    const line5 =
      '> Documents v5, the latest: react-querybuilder@5.4.1. Index of this version: https://example.org/docs/5/llms.txt. ' +
      `Other versions: [Next, the upcoming release, checked against react-querybuilder@${RELEASES.current.release}](https://example.org/docs/next/llms.txt).`;
    for (const file of ['docs/5/intro.md', 'docs/5/llms.txt', 'docs/5/llms-full.txt', 'llms.txt'])
      expect(fs.readFileSync(path.join(dir, file), 'utf8').split('\n')[0], file).toBe(line5);
    const copy = fs.readFileSync(path.join(dir, 'docs/next/doc-0.md'), 'utf8');
    expect(copy.split('\n\n')[0]).toBe(
      `> Documents Next, the upcoming release, checked against react-querybuilder@${RELEASES.current.release}. ` +
        'Index of this version: https://example.org/docs/next/llms.txt. Other versions: [v5, the latest: react-querybuilder@5.4.1](https://example.org/docs/5/llms.txt).'
    );
    // The page itself follows: its title, then its text.
    expect(copy.split('\n\n')[1]).toBe('# Doc doc-0');
  });

  it("leaves out a version's llms-full.txt above the limit, and says why in llms.txt; the Markdown copies stay", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-'));
    const { pages, versions, drafts } = content(30, 40_000);

    const result = writeLlmsFiles(dir, pages, versions, '5', SITE, [], drafts, 2 ** 20);
    expect(result.copies).toBe(31);
    expect(result.omitted).toEqual([{ file: '/docs/next/llms-full.txt', bytes: expect.any(Number) }]);
    expect(result.written).not.toContain('/docs/next/llms-full.txt');
    expect(result.omitted[0]!.bytes).toBeGreaterThan(30 * 40_000);
    // Not written, so an earlier build's goes with the other files this build does not write (postBuildFiles.ts).
    expect(fs.existsSync(path.join(dir, 'docs/next/llms-full.txt'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'docs/next/doc-29.md'), 'utf8')).toContain('Text of doc 29.');
    // The small version keeps its file.
    expect(fs.readFileSync(path.join(dir, 'docs/5/llms-full.txt'), 'utf8')).toContain('A short doc.');

    const index = fs.readFileSync(path.join(dir, 'docs/next/llms.txt'), 'utf8');
    expect(index).toContain(
      "## Docs\n\n- All Next docs in one file would be 1.1 MiB, more than llms-full.txt holds (1.0 MiB): each page's Markdown is linked below.\n- [Doc doc-0](https://example.org/docs/next/doc-0.md)"
    );
    expect(index).not.toContain('docs/next/llms-full.txt');
  });
});
