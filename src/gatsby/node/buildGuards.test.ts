/**
 * The content guards, end to end: each test breaks a temporary copy of the site and runs the
 * real `gatsby build`, which must stop with a message naming the file and the bad id.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editJson, tempSite } from '../content/testContent';

function build(dir: string): { status: number | null; output: string } {
  const result = spawnSync(path.join(dir, 'node_modules/.bin/gatsby'), ['build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1', NO_COLOR: '1' },
    timeout: 120_000,
  });
  const output = `${result.stdout}${result.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
  fs.rmSync(dir, { recursive: true, force: true });
  return { status: result.status, output };
}

describe('gatsby build stops on broken content', () => {
  it('a sidebar naming an unknown doc id', () => {
    const site = tempSite();
    editJson(site.content, 'versioned_sidebars/version-6-sidebars.json', (s) => ({ mySidebar: [...s.mySidebar, 'utils/exprt'] }));
    const { status, output } = build(site.dir);
    expect(status).not.toBe(0);
    expect(output).toContain('content/versioned_sidebars/version-6-sidebars.json: sidebar "mySidebar" names the unknown doc id "utils/exprt" (version v6.x).');
    expect(output).toContain('Nearest valid doc ids: "utils/export"');
  });

  it('an MDX syntax error, with file and line', () => {
    const site = tempSite();
    fs.writeFileSync(path.join(site.content, 'versioned_docs/version-5/compat.mdx'), '---\ntitle: Compat\n---\n\nText.\n\n<Unclosed>\n');
    const { status, output } = build(site.dir);
    expect(status).not.toBe(0);
    expect(output).toMatch(/content\/versioned_docs\/version-5\/compat\.mdx:7:1: MDX syntax error/);
  });

  it('frontmatter naming an unknown sidebar', () => {
    const site = tempSite();
    fs.writeFileSync(path.join(site.content, 'docs/typescript.mdx'), '---\ntitle: TypeScript\ndisplayed_sidebar: sidebar\n---\n\nText.\n');
    const { status, output } = build(site.dir);
    expect(status).not.toBe(0);
    expect(output).toContain('content/docs/typescript.mdx: frontmatter "displayed_sidebar" names the unknown sidebar "sidebar".');
    expect(output).toContain('Nearest valid sidebar ids: "mySidebar"');
  });
});
