/**
 * The content guards, end to end: a temporary copy of the site is broken in several ways at once
 * and the real `gatsby build` runs on it. It must stop in its content step (seconds, before any
 * bundling) with every problem in one list, each naming the file, the line and the bad id, and say
 * what only warns.
 *
 * All the faults share one build: a build costs about 40 s, and the content step collects every
 * problem of a run and lists them all at once ("N content problems:"), so one build checks every
 * guard, and that none of them stops the others. Each fault has a file of its own, so that none
 * hides another: a doc with an MDX syntax error has no links or imports to check, and the two
 * versions.json faults leave versions 4 and 5 out of the run, with their docs (which is why no
 * other fault is in those versions).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
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

/** The doc given three imports that do not resolve. */
const IMPORTS_DOC = 'docs/core.mdx';

describe('gatsby build stops on broken content', () => {
  let status: number | null = null;
  let output = '';
  /** The line of the first bad import in IMPORTS_DOC. */
  let importLine = 0;
  /** The number of lines of versioned_docs/version-6/compat.mdx before the broken links are appended. */
  let compatLines = 0;

  // As long as the project's testTimeout: the build's own bound (300 s) comes first.
  beforeAll(() => {
    const site = tempSite();
    const at = (file: string) => path.join(site.content, file);

    // A sidebar naming an unknown doc id.
    editJson(site.content, 'versioned_sidebars/version-6-sidebars.json', (s: { mySidebar: unknown[] }) => ({ mySidebar: [...s.mySidebar, 'utils/exprt'] }));
    // An MDX syntax error (in a doc no other doc links to by anchor: its headings are lost with it).
    fs.writeFileSync(at('versioned_docs/version-7/typescript.mdx'), '---\ntitle: TypeScript\n---\n\nText.\n\n<Unclosed>\n');
    // Frontmatter naming an unknown sidebar.
    fs.writeFileSync(at('docs/debug.mdx'), '---\ntitle: Debug build\ndisplayed_sidebar: sidebar\n---\n\nText.\n');
    // A version in versions.json whose folder has another name.
    fs.renameSync(at('versioned_docs/version-4'), at('versioned_docs/version-4.x'));
    // A version in versions.json without its sidebars file.
    fs.rmSync(at('versioned_sidebars/version-5-sidebars.json'));
    // Imports that do not resolve.
    const text = fs
      .readFileSync(at(IMPORTS_DOC), 'utf8')
      .replace(
        /^(---\n[\s\S]*?\n---\n)/,
        (fm) =>
          `${fm}\nimport DocCard from '@theme/DocCard';\nimport Mine from '@site/src/components/Mine';\nimport { parseSQL } from 'react-querybuilder/parseSql';\n`
      );
    fs.writeFileSync(at(IMPORTS_DOC), text);
    importLine = text.split('\n').findIndex((l) => l.includes('@theme/DocCard')) + 1;
    // A doc without a title.
    fs.writeFileSync(at('docs/typescript.mdx'), '---\ndescription: Types.\n---\n\nText without a heading.\n');
    // Broken links and anchors, one in a partial; a Markdown link to a missing file; a duplicate route.
    fs.writeFileSync(at('docs/intro.md'), '# A second intro\n');
    fs.writeFileSync(at('versioned_docs/version-6/_note.mdx'), 'Read [the export page](../utils/exprt) first.\n');
    const compat = at('versioned_docs/version-6/compat.mdx');
    compatLines = fs.readFileSync(compat, 'utf8').split('\n').length;
    fs.appendFileSync(
      compat,
      "\n\nimport Note from './_note.mdx';\n\n<Note />\n\nSee [the old page](./gone.mdx), [the builder](/docs/components/querybuildr) and [its props](/docs/intro#no-such-heading).\n"
    );

    ({ status, output } = build(site.dir));
  }, 600_000);

  it('lists every problem at once', () => {
    expect(status).not.toBe(0);
    // The 12 problems made in beforeAll (3 of them imports, 3 links; the Markdown link to
    // ./gone.mdx only warns), and one for each link of the content into versions 4 and 5, whose
    // pages the versions.json faults take away (the migrate pages link to /docs/4/migrate and
    // /docs/5/migrate: 6 such links when this was written).
    const intoLeftOutVersions = output.match(/^\s*- \S+: broken link "\/docs\/[45]\//gm)?.length ?? 0;
    expect(output).toContain(`${12 + intoLeftOutVersions} content problems:`);
  });

  it('a sidebar naming an unknown doc id', () => {
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /content\/versioned_sidebars\/version-6-sidebars\.json:\d+: sidebar "mySidebar" names the unknown doc id "utils\/exprt" \(version v6\.x\)\./
    );
    expect(output).toContain('Nearest valid doc ids: "utils/export"');
  });

  it('an MDX syntax error, with file and line', () => {
    expect(status).not.toBe(0);
    expect(output).toMatch(/content\/versioned_docs\/version-7\/typescript\.mdx:7:1: MDX syntax error/);
  });

  it('frontmatter naming an unknown sidebar', () => {
    expect(status).not.toBe(0);
    expect(output).toContain('content/docs/debug.mdx: frontmatter "displayed_sidebar" names the unknown sidebar "sidebar".');
    expect(output).toContain('Nearest valid sidebar ids: "mySidebar"');
  });

  it('a version in versions.json whose folder has another name', () => {
    expect(status).not.toBe(0);
    expect(output).toContain('content/versions.json: version "4" (v4.x) has no docs folder: expected content/versioned_docs/version-4/.');
    expect(output).toMatch(/Nearest valid entries of versioned_docs\/: "version-4\.x"/);
  });

  it('a version in versions.json without its sidebars file', () => {
    expect(status).not.toBe(0);
    expect(output).toContain('content/versions.json: version "5" (v5.x) has no sidebars file: expected content/versioned_sidebars/version-5-sidebars.json.');
    expect(output).toMatch(/Nearest valid entries of versioned_sidebars\/: "version-[346]-sidebars\.json"/);
  });

  it('imports that do not resolve: a Docusaurus module the site lacks, a missing @site file, an unexported subpath; before bundling', () => {
    const doc = IMPORTS_DOC;
    const line = importLine;
    expect(status).not.toBe(0);
    expect(output).toContain(`content/${doc}:${line}: imports "@theme/DocCard", a Docusaurus module this site does not provide.`);
    expect(output).toMatch(/Provided: @theme\/Tabs, @theme\/TabItem, @theme\/Details, @theme\/Admonition, @theme\/CodeBlock, @docusaurus\/Link/);
    expect(output).toContain(`content/${doc}:${line + 1}: imports "@site/src/components/Mine": no file at src/components/Mine`);
    expect(output).toMatch(
      new RegExp(
        `content/${doc.replaceAll('.', '\\.')}:${line + 2}: imports "react-querybuilder/parseSql", but react-querybuilder \\S+ \\(installed\\) does not export "\\./parseSql"\\.\\n.*Nearest valid exports of react-querybuilder: "\\./parseSQL"`
      )
    );
    expect(output).not.toContain('Building production JavaScript');
  });

  it('a doc without a title', () => {
    expect(status).not.toBe(0);
    expect(output).toContain('content/docs/typescript.mdx: doc "typescript" has no title.');
    expect(output).toContain('Add `title:` to its frontmatter or start it with a "# Heading".');
  });

  it('lists every broken link and anchor, in a partial too, with file, line and the nearest target; a Markdown link to a missing file only warns', () => {
    const lines = compatLines;
    expect(output).toMatch(/Duplicate route: docs\/intro\.md and docs\/intro\.mdx are both doc "intro"/);
    expect(output).toContain(`content/versioned_docs/version-6/compat.mdx:${lines + 6}: broken Markdown link "./gone.mdx"`);
    expect(status).not.toBe(0);
    expect(output).toContain(
      `content/versioned_docs/version-6/compat.mdx:${lines + 6}: broken link "/docs/components/querybuildr": no page at /docs/components/querybuildr.`
    );
    expect(output).toContain('Nearest valid pages: "/docs/components/querybuilder"');
    expect(output).toContain(
      `content/versioned_docs/version-6/compat.mdx:${lines + 6}: broken link "/docs/intro#no-such-heading": /docs/intro has no heading "#no-such-heading".`
    );
    expect(output).toContain(
      'content/versioned_docs/version-6/_note.mdx:1 (imported by content/versioned_docs/version-6/compat.mdx): broken link "../utils/exprt": no page at /docs/utils/exprt.'
    );
  });
});
