/**
 * Type-checks the ```ts / ```tsx blocks of the docs against the react-querybuilder version each
 * docs folder documents (src/gatsby/exampleTypes/compute.ts: `from 'react-querybuilder'` and its
 * subpaths resolve to that release's package). A block whose meta says `nocheck` is a deliberate
 * fragment and is skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { VERSION_PACKAGES } from '../config/examples';
import { analyzeDoc } from '../gatsby/content/analyzeDoc';
import { computeExampleTypes, type ExampleInput } from '../gatsby/exampleTypes/compute';
import { TYPED_LANGS } from '../gatsby/mdx/codeMeta';
import { isDocFileName, versionPaths } from '../lib/docFiles';

/** Docs folder -> the package directory (under node_modules) its examples compile against. */
export const EXAMPLE_PACKAGES: Record<string, string> = Object.fromEntries(
  Object.entries(VERSION_PACKAGES).map(([name, pkg]) => [versionPaths(name).docsDir, pkg])
);

export interface ExampleReport {
  checked: number;
  nocheck: number;
  /** "file:line: message" for each type error. */
  errors: string[];
}

/**
 * Type-checks the examples of one docs folder (relative to contentDir), with the twoslash notations
 * the site renders (src/gatsby/exampleTypes/): an error the block expects with `// @errors` is no
 * error, and an expected error that does not occur, or a bad notation, is one. `only` filters
 * files by prefix.
 */
export function checkExamples(contentDir: string, docsDir: string, only?: string): ExampleReport {
  const blocks: Array<ExampleInput & { file: string; line: number }> = [];
  let nocheck = 0;
  for (const file of listMdx(path.join(contentDir, docsDir))) {
    const shown = path.relative(process.cwd(), file);
    if (only && !shown.startsWith(only)) continue;
    for (const block of analyzeDoc(fs.readFileSync(file, 'utf8'), shown).codeBlocks) {
      if (!block.lang || !TYPED_LANGS.has(block.lang)) continue;
      if (/(^|\s)nocheck(\s|$)/.test(block.meta ?? '')) {
        nocheck++;
        continue;
      }
      blocks.push({ code: block.value, lang: block.lang as ExampleInput['lang'], file: shown, line: block.line });
    }
  }
  const results = computeExampleTypes(blocks, EXAMPLE_PACKAGES[docsDir]!, { check: true, hovers: false });
  const errors = results.flatMap((result, i) => result.problems.map((p) => `${blocks[i]!.file}:${blocks[i]!.line + p.line}:${p.character + 1}: ${p.message}`));
  return { checked: blocks.length, nocheck, errors };
}

/** Every .md/.mdx file under `dir`, sorted. */
export function listMdx(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && isDocFileName(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}
