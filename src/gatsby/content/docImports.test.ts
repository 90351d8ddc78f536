/**
 * The import check: an MDX import that webpack could not resolve is named in the content step,
 * with the file, the line, what was asked and the nearest thing that exists.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportChecker } from './docImports';

const checker = new ImportChecker(process.cwd());
const docDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-imports-'));
fs.writeFileSync(path.join(docDir, '_snippet.mdx'), 'A partial.\n');

/** Messages for `requests` imported by a doc in `docDir`, each on its own line. */
const problems = (...requests: string[]) =>
  checker
    .check([{ file: 'content/docs/page.mdx', absoluteFile: path.join(docDir, 'page.mdx'), imports: requests.map((url, i) => ({ url, line: i + 1 })) }])
    .map((e) => e.message);

describe('the import check', () => {
  it('accepts what the bundle resolves: the Docusaurus modules, @site, packages, their exports and partials', () => {
    expect(
      problems('@theme/Tabs', '@theme/TabItem', '@theme/CodeBlock', '@docusaurus/Link', '@docusaurus/router', '@site/src/config/site', 'react-querybuilder', 'react-querybuilder/formatQuery', './_snippet.mdx')
    ).toEqual([]);
  });

  it('names a Docusaurus module the site does not provide, with the nearest one and the full list', () => {
    expect(problems('@theme/Detail')).toEqual([
      expect.stringMatching(/^content\/docs\/page\.mdx:1: imports "@theme\/Detail", a Docusaurus module this site does not provide\.\n {2}Nearest valid modules: "@theme\/Details".*Provided: @theme\/Tabs, /),
    ]);
    expect(problems('x', '@docusaurus/Head')[1]).toMatch(/^content\/docs\/page\.mdx:2: imports "@docusaurus\/Head", a Docusaurus module/);
  });

  it('names a missing @site or relative file, with the nearest files in that folder', () => {
    expect(problems('@site/src/config/sites')).toEqual([expect.stringMatching(/page\.mdx:1: imports "@site\/src\/config\/sites": no file at src\/config\/sites .*\n {2}Nearest valid files in src\/config\/: "site\.ts"/)]);
    expect(problems('./_snipet.mdx')).toEqual([expect.stringMatching(/imports "\.\/_snipet\.mdx": no file at .*\n {2}Nearest valid files in .*: "_snippet\.mdx"/)]);
  });

  it('says plainly that the installed version does not export a subpath, and what it does export', () => {
    const version = (JSON.parse(fs.readFileSync('node_modules/react-querybuilder/package.json', 'utf8')) as { version: string }).version;
    expect(problems('react-querybuilder/parseSql')).toEqual([
      `content/docs/page.mdx:1: imports "react-querybuilder/parseSql", but react-querybuilder ${version} (installed) does not export "./parseSql".\n  Nearest valid exports of react-querybuilder: "./parseSQL", "./parseCEL", "./parseSpEL"`,
    ]);
  });

  it('names a package that is not installed, with the nearest declared ones', () => {
    expect(problems('react-querybulder')).toEqual([expect.stringMatching(/imports "react-querybulder", but the package "react-querybulder" is not installed\.\n.*Nearest valid packages: "react-querybuilder"/)]);
  });

  it("says plainly that webpack loader syntax (Docusaurus's raw-loader) is not supported", () => {
    expect(problems('!!raw-loader!./_snippet.mdx')).toEqual([expect.stringMatching(/imports "!!raw-loader!\.\/_snippet\.mdx" through webpack loader syntax .*not support/)]);
  });

  it('names the partial and the doc that imports it', () => {
    const errors = checker.check([{ file: 'content/docs/_part.mdx', absoluteFile: path.join(docDir, '_part.mdx'), imports: [{ url: '@theme/Tab', line: 3 }], importedBy: 'content/docs/page.mdx' }]);
    expect(errors.map((e) => e.file)).toEqual(['content/docs/_part.mdx:3 (imported by content/docs/page.mdx)']);
  });
});
