/**
 * The content guards, end to end: each test breaks a temporary copy of the site and runs the
 * real `gatsby build`, which must stop in its content step (seconds, before any bundling) with a
 * message naming the file, the line and the bad id, and say what only warns.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { editJson, tempSite } from '../../testing/testContent';

/** Runs `gatsby build` in `dir`. The content step stops it within seconds on a quiet machine; the bound is for a hung one. */
function build(dir: string, timeout = 300_000): { status: number | null; output: string } {
  const result = spawnSync(path.join(dir, 'node_modules/.bin/gatsby'), ['build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1', NO_COLOR: '1' },
    timeout,
  });
  const output = stripVTControlCharacters(`${result.stdout}${result.stderr}`);
  fs.rmSync(dir, { recursive: true, force: true });
  return { status: result.status, output };
}

describe('gatsby build stops on broken content', () => {
  it('a sidebar naming an unknown doc id', () => {
    const site = tempSite();
    editJson(site.content, 'versioned_sidebars/version-6-sidebars.json', (s: { mySidebar: unknown[] }) => ({ mySidebar: [...s.mySidebar, 'utils/exprt'] }));
    const { status, output } = build(site.dir);
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /content\/versioned_sidebars\/version-6-sidebars\.json:\d+: sidebar "mySidebar" names the unknown doc id "utils\/exprt" \(version v6\.x\)\./
    );
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

  it('a version in versions.json whose folder has another name', () => {
    const site = tempSite();
    fs.renameSync(path.join(site.content, 'versioned_docs/version-4'), path.join(site.content, 'versioned_docs/version-4.x'));
    const { status, output } = build(site.dir);
    expect(status).not.toBe(0);
    expect(output).toContain('content/versions.json: version "4" (v4.x) has no docs folder: expected content/versioned_docs/version-4/.');
    expect(output).toMatch(/Nearest valid entries of versioned_docs\/: "version-4\.x"/);
  });

  it('a version in versions.json without its sidebars file', () => {
    const site = tempSite();
    fs.rmSync(path.join(site.content, 'versioned_sidebars/version-5-sidebars.json'));
    const { status, output } = build(site.dir);
    expect(status).not.toBe(0);
    expect(output).toContain('content/versions.json: version "5" (v5.x) has no sidebars file: expected content/versioned_sidebars/version-5-sidebars.json.');
    expect(output).toMatch(/Nearest valid entries of versioned_sidebars\/: "version-[346]-sidebars\.json"/);
  });

  it('imports that do not resolve: a Docusaurus module the site lacks, a missing @site file, an unexported subpath; before bundling', () => {
    const site = tempSite();
    const doc = 'docs/typescript.mdx';
    const text = fs
      .readFileSync(path.join(site.content, doc), 'utf8')
      .replace(
        /^(---\n[\s\S]*?\n---\n)/,
        (fm) =>
          `${fm}\nimport DocCard from '@theme/DocCard';\nimport Mine from '@site/src/components/Mine';\nimport { parseSQL } from 'react-querybuilder/parseSql';\n`
      );
    fs.writeFileSync(path.join(site.content, doc), text);
    const line = text.split('\n').findIndex((l) => l.includes('@theme/DocCard')) + 1;
    const { status, output } = build(site.dir);
    expect(status).not.toBe(0);
    expect(output).toContain(`content/${doc}:${line}: imports "@theme/DocCard", a Docusaurus module this site does not provide.`);
    expect(output).toMatch(/Provided: @theme\/Tabs, @theme\/TabItem, @theme\/Details, @theme\/Admonition, @theme\/CodeBlock, @docusaurus\/Link/);
    expect(output).toContain(`content/${doc}:${line + 1}: imports "@site/src/components/Mine": no file at src/components/Mine`);
    expect(output).toMatch(
      new RegExp(
        `content/docs/typescript\\.mdx:${line + 2}: imports "react-querybuilder/parseSql", but react-querybuilder \\S+ \\(installed\\) does not export "\\./parseSql"\\.\\n.*Nearest valid exports of react-querybuilder: "\\./parseSQL"`
      )
    );
    expect(output).not.toContain('Building production JavaScript');
  });

  it('a doc without a title', () => {
    const site = tempSite();
    fs.writeFileSync(path.join(site.content, 'docs/typescript.mdx'), '---\ndescription: Types.\n---\n\nText without a heading.\n');
    const { status, output } = build(site.dir);
    expect(status).not.toBe(0);
    expect(output).toContain('content/docs/typescript.mdx: doc "typescript" has no title.');
    expect(output).toContain('Add `title:` to its frontmatter or start it with a "# Heading".');
  });

  it('lists every broken link and anchor, in a partial too, with file, line and the nearest target; a Markdown link to a missing file only warns', () => {
    const site = tempSite();
    fs.writeFileSync(path.join(site.content, 'docs/intro.md'), '# A second intro\n');
    fs.writeFileSync(path.join(site.content, 'versioned_docs/version-5/_note.mdx'), 'Read [the export page](../utils/exprt) first.\n');
    const compat = path.join(site.content, 'versioned_docs/version-5/compat.mdx');
    const lines = fs.readFileSync(compat, 'utf8').split('\n').length;
    fs.appendFileSync(
      compat,
      "\n\nimport Note from './_note.mdx';\n\n<Note />\n\nSee [the old page](./gone.mdx), [the builder](/docs/components/querybuildr) and [its props](/docs/intro#no-such-heading).\n"
    );
    const { status, output } = build(site.dir);
    expect(output).toMatch(/Duplicate route: docs\/intro\.md and docs\/intro\.mdx are both doc "intro"/);
    expect(output).toContain(`content/versioned_docs/version-5/compat.mdx:${lines + 6}: broken Markdown link "./gone.mdx"`);
    expect(status).not.toBe(0);
    expect(output).toContain('3 content problems:');
    expect(output).toContain(
      `content/versioned_docs/version-5/compat.mdx:${lines + 6}: broken link "/docs/components/querybuildr": no page at /docs/components/querybuildr.`
    );
    expect(output).toContain('Nearest valid pages: "/docs/components/querybuilder"');
    expect(output).toContain(
      `content/versioned_docs/version-5/compat.mdx:${lines + 6}: broken link "/docs/intro#no-such-heading": /docs/intro has no heading "#no-such-heading".`
    );
    expect(output).toContain(
      'content/versioned_docs/version-5/_note.mdx:1 (imported by content/versioned_docs/version-5/compat.mdx): broken link "../utils/exprt": no page at /docs/utils/exprt.'
    );
  });
});
