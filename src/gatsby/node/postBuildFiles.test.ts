import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../testing/tempFolder';
import { recordPostBuildFiles, restorePlacedPages } from './postBuildFiles';

/** A site folder with `files` (path from the folder → text). */
const site = (files: Record<string, string>) => tempFolder('rqb-post-build-', files);
const read = (dir: string, file: string) => (fs.existsSync(path.join(dir, file)) ? fs.readFileSync(path.join(dir, file), 'utf8') : undefined);

describe("the post-build steps' files from one build to the next", () => {
  it("removes what the last build wrote and this one did not (a deleted doc's copy and redirects), but not a file of static/", () => {
    const dir = site({
      'public/docs/a.md': 'a',
      'public/docs/a.html': 'redirect a',
      'public/docs/gone.md': 'gone',
      'public/docs/gone.html': 'redirect gone',
      'public/docs/kept.md': 'now the site own',
      'static/docs/kept.md': 'now the site own',
    });
    expect(recordPostBuildFiles(dir, ['/docs/a.md', '/docs/a.html', '/docs/gone.md', '/docs/gone.html', '/docs/kept.md'], [])).toEqual([]);
    expect(recordPostBuildFiles(dir, ['/docs/a.md', '/docs/a.html'], []).sort()).toEqual(['/docs/gone.html', '/docs/gone.md']);
    expect(read(dir, 'public/docs/gone.md')).toBeUndefined();
    expect(read(dir, 'public/docs/gone.html')).toBeUndefined();
    expect(read(dir, 'public/docs/a.md')).toBe('a');
    expect(read(dir, 'public/docs/kept.md')).toBe('now the site own');
    fs.rmSync(dir, { recursive: true });
  });

  it('moves the pages the last build placed at x.html (PAGE_FILES=html) back to x/index.html, once', () => {
    const dir = site({ 'public/docs/a.html': '<h1>A</h1>', 'public/docs/a/index.html': 'redirect to /docs/a', 'public/docs/b.html': 'redirect to /docs/b/' });
    expect(restorePlacedPages(dir)).toBe(0);
    recordPostBuildFiles(dir, [], ['/docs/a']);
    expect(restorePlacedPages(dir)).toBe(1);
    expect(read(dir, 'public/docs/a/index.html')).toBe('<h1>A</h1>');
    expect(read(dir, 'public/docs/a.html')).toBeUndefined();
    expect(read(dir, 'public/docs/b.html')).toBe('redirect to /docs/b/');
    // A build that stops before it records again finds nothing more to move.
    expect(restorePlacedPages(dir)).toBe(0);
    expect(read(dir, 'public/docs/a/index.html')).toBe('<h1>A</h1>');
    fs.rmSync(dir, { recursive: true });
  });
});
