/**
 * Three real builds of a temporary copy of the site, with a two-page docs folder, with PAGE_FILES=html, `.cache` and `public/` kept
 * between them as a host's build cache keeps them: with a doc added, again unchanged, and with the doc
 * deleted (./postBuildFiles.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, it } from 'vitest';
import { editJson, tempSite } from '../../testing/testContent';

function build(dir: string): { status: number | null; output: string } {
  const result = spawnSync(path.join(dir, 'node_modules/.bin/gatsby'), ['build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1', NO_COLOR: '1', PAGE_FILES: 'html' },
    timeout: 570_000,
  });
  return { status: result.status, output: stripVTControlCharacters(`${result.stdout}${result.stderr}`) };
}

it("builds over the last build's output (PAGE_FILES=html): unchanged pages stay pages, and a deleted doc leaves nothing behind", { timeout: 1_200_000 }, () => {
  const site = tempSite();
  const pub = (file: string) => path.join(site.dir, 'public', file);
  const text = (file: string) => fs.readFileSync(pub(file), 'utf8');
  try {
    // A docs folder of two pages, served at /docs: what is tested is how a build treats the last
    // one's files, and every doc and API page of the real content would add to three builds.
    fs.rmSync(site.content, { recursive: true });
    fs.mkdirSync(path.join(site.content, 'docs'), { recursive: true });
    fs.writeFileSync(path.join(site.content, 'docs/intro.mdx'), '---\ntitle: Intro\n---\n\nThe first page.\n');
    fs.writeFileSync(path.join(site.content, 'docs/extra.mdx'), '---\ntitle: Extra page\n---\n\nA page for one build.\n');
    fs.writeFileSync(path.join(site.content, 'sidebars.json'), JSON.stringify({ mySidebar: ['intro', 'extra'] }));
    const first = build(site.dir);
    expect(first.status, first.output.slice(-3000)).toBe(0);
    expect(text('docs/extra.html')).toContain('A page for one build.');
    expect(text('docs/extra/index.html')).toContain('Redirecting to /docs/extra');
    expect(text('docs/extra.md')).toContain('A page for one build.');
    expect(fs.existsSync(pub('docs/extra.htm'))).toBe(true);

    // Nothing changed: Gatsby writes no page, so each must be found where it keeps them (its links are checked there), and be placed again.
    const second = build(site.dir);
    expect(second.output).toContain('There are no new or changed html files to build.');
    expect(second.status, second.output.slice(-3000)).toBe(0);
    expect(second.output).toMatch(/Moved \d+ pages of the last build \(PAGE_FILES=html\) back to x\/index\.html/);
    expect(text('docs/intro.html')).toContain('<h1');
    expect(text('docs/intro/index.html')).toContain('Redirecting to /docs/intro');
    expect(text('docs/extra.html')).toContain('A page for one build.');

    fs.rmSync(path.join(site.content, 'docs/extra.mdx'));
    editJson(site.content, 'sidebars.json', (s: { mySidebar: unknown[] }) => ({ mySidebar: s.mySidebar.filter((item) => item !== 'extra') }));
    const third = build(site.dir);
    expect(third.status, third.output.slice(-3000)).toBe(0);
    for (const file of ['docs/extra.html', 'docs/extra.htm', 'docs/extra.md', 'docs/extra/index.html'])
      expect(fs.existsSync(pub(file)), file).toBe(false);
    expect(third.output).toContain('Removed 2 files an earlier build wrote for pages that are gone');
    expect(text('docs/intro.html')).toContain('<h1');
  } finally {
    fs.rmSync(site.dir, { recursive: true, force: true });
  }
});
