import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageDataFile, writeComponentChunks } from './componentChunks';

const DOC = 'component---src-templates-doc-page-index-tsx-content-file-path-content-docs-intro-mdx';

function publicDir(pages: Record<string, object>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'component-chunks-'));
  for (const [pagePath, data] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(pageDataFile(dir, pagePath)), { recursive: true });
    fs.writeFileSync(pageDataFile(dir, pagePath), JSON.stringify(data));
  }
  return dir;
}

const read = (dir: string, pagePath: string) => JSON.parse(fs.readFileSync(pageDataFile(dir, pagePath), 'utf8')) as Record<string, unknown>;

describe('writeComponentChunks', () => {
  it('puts the component chunks into the page data of each page, the home page included, and keeps the rest', () => {
    const dir = publicDir({
      '/': { componentChunkName: 'component---home', result: { a: 1 } },
      '/docs/intro': { componentChunkName: DOC, path: '/docs/intro' },
    });
    const chunks = {
      'component---home': [7, [[1, 'home-1a.js']]],
      [DOC]: [
        42,
        [
          [5886, 'shared-2b.js'],
          [585, 'intro-3c.js'],
        ],
      ],
    } as const;
    const written = writeComponentChunks(
      dir,
      [
        { path: '/', componentChunkName: 'component---home' },
        { path: '/docs/intro', componentChunkName: DOC },
      ],
      structuredClone(chunks) as never
    );
    expect(written).toBe(2);
    expect(read(dir, '/')).toEqual({ componentChunkName: 'component---home', result: { a: 1 }, componentChunks: [7, [[1, 'home-1a.js']]] });
    expect(read(dir, '/docs/intro')).toEqual({
      componentChunkName: DOC,
      path: '/docs/intro',
      componentChunks: [
        42,
        [
          [5886, 'shared-2b.js'],
          [585, 'intro-3c.js'],
        ],
      ],
    });
  });

  it("replaces an earlier build's chunks (a warm build leaves unchanged page data as it was)", () => {
    const dir = publicDir({ '/docs/intro': { componentChunkName: DOC, componentChunks: [42, [[585, 'intro-old.js']]] } });
    writeComponentChunks(dir, [{ path: '/docs/intro', componentChunkName: DOC }], { [DOC]: [42, [[585, 'intro-new.js']]] });
    expect(read(dir, '/docs/intro').componentChunks).toEqual([42, [[585, 'intro-new.js']]]);
  });

  it('stops on a page whose component the build did not record, naming both', () => {
    const dir = publicDir({ '/docs/intro': { componentChunkName: DOC } });
    expect(() => writeComponentChunks(dir, [{ path: '/docs/intro', componentChunkName: DOC }], {})).toThrow(
      `no chunks for ${DOC}, the component of /docs/intro`
    );
  });

  it('skips a page without page data (Gatsby writes none for some, such as the develop-only 404)', () => {
    const dir = publicDir({});
    expect(writeComponentChunks(dir, [{ path: '/dev-404-page', componentChunkName: 'component---dev-404' }], {})).toBe(0);
  });
});
