/**
 * The ts/tsx examples of a docs folder as written, read from the files: what the example check
 * (src/testing/checkExamples.ts) checks, and what a build's typing worker starts on before the
 * content step has run (./worker.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isDocFileName } from '../../lib/docFiles';
import { analyzeDoc } from '../content/analyzeDoc';
import { TYPED_LANGS } from '../mdx/codeMeta';
import type { ExampleInput } from './compute';

export interface WrittenExample extends ExampleInput {
  /** The file, relative to the working directory. */
  file: string;
  /** The line of the block's first line of code. */
  line: number;
  /** What follows the language after the fence. */
  meta: string | null;
}

/** Every .md/.mdx file under `dir`, sorted. */
export function listMdx(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && isDocFileName(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** The ts/tsx blocks of the files under `dir` (partials included), in file order; `only` keeps files by path prefix. */
export function examplesIn(dir: string, only?: string): WrittenExample[] {
  return listMdx(dir).flatMap((absolute) => {
    const file = path.relative(process.cwd(), absolute);
    if (only && !file.startsWith(only)) return [];
    return analyzeDoc(fs.readFileSync(absolute, 'utf8'), file)
      .codeBlocks.filter((block) => TYPED_LANGS.has(block.lang ?? ''))
      .map((block) => ({ code: block.value, lang: block.lang as ExampleInput['lang'], file, line: block.line, meta: block.meta }));
  });
}
