/**
 * Type-checks the ```ts / ```tsx blocks of the docs against the react-querybuilder version each
 * docs folder documents (src/gatsby/exampleTypes/compute.ts: `from 'react-querybuilder'` and its
 * subpaths resolve to that release's package). A block whose meta says `nocheck` is a deliberate
 * fragment and is skipped.
 */
import path from 'node:path';
import { VERSION_PACKAGES } from '../config/examples';
import { computeExampleTypes } from '../gatsby/exampleTypes/compute';
import { examplesIn } from '../gatsby/exampleTypes/examples';
import { versionPaths } from '../lib/docFiles';

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
  const all = examplesIn(path.join(contentDir, docsDir), only);
  const blocks = all.filter((block) => !/(^|\s)nocheck(\s|$)/.test(block.meta ?? ''));
  const results = computeExampleTypes(blocks, EXAMPLE_PACKAGES[docsDir]!, { check: true, hovers: false });
  const errors = results.flatMap((result, i) => result.problems.map((p) => `${blocks[i]!.file}:${blocks[i]!.line + p.line}:${p.character + 1}: ${p.message}`));
  return { checked: blocks.length, nocheck: all.length - blocks.length, errors };
}

export { listMdx } from '../gatsby/exampleTypes/examples';
