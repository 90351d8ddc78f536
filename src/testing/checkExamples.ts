/**
 * Type-checks the ```ts / ```tsx blocks of the docs against the react-querybuilder version each
 * docs folder documents. Every version gets a folder whose node_modules/react-querybuilder links
 * to that version's package (installed under an alias such as rqb7), so `from 'react-querybuilder'`
 * and its subpaths resolve through the package's own exports map. A block whose meta says
 * `nocheck` is a deliberate fragment and is skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { VERSION_PACKAGES } from '../config/examples';
import { analyzeDoc } from '../gatsby/content/analyzeDoc';
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

const CHECKED_LANGS = new Set(['ts', 'tsx']);

const AMBIENT = `declare module '*.css';\ndeclare module '*.scss';\n`;

/** Type-checks the examples of one docs folder (relative to contentDir). `only` filters files by prefix. */
export function checkExamples(contentDir: string, docsDir: string, only?: string): ExampleReport {
  // A folder of its own per run (inside the project, so react and friends resolve), so parallel
  // runs never delete each other's files.
  const parent = path.resolve('node_modules/.cache/doc-examples');
  fs.mkdirSync(parent, { recursive: true });
  const root = fs.mkdtempSync(path.join(parent, `${docsDir.replace(/\//g, '_')}-`));
  try {
    return checkIn(root, contentDir, docsDir, only);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

function checkIn(root: string, contentDir: string, docsDir: string, only?: string): ExampleReport {
  fs.mkdirSync(path.join(root, 'node_modules'), { recursive: true });
  fs.symlinkSync(path.resolve('node_modules', EXAMPLE_PACKAGES[docsDir]!), path.join(root, 'node_modules/react-querybuilder'));
  fs.writeFileSync(path.join(root, 'ambient.d.ts'), AMBIENT);

  const origin = new Map<string, { file: string; line: number }>();
  let nocheck = 0;
  for (const file of listMdx(path.join(contentDir, docsDir))) {
    const shown = path.relative(process.cwd(), file);
    if (only && !shown.startsWith(only)) continue;
    analyzeDoc(fs.readFileSync(file, 'utf8'), shown).codeBlocks.forEach((block, index) => {
      if (!block.lang || !CHECKED_LANGS.has(block.lang)) return;
      if (/(^|\s)nocheck(\s|$)/.test(block.meta ?? '')) return void nocheck++;
      const name = path.join(root, `${path.relative(contentDir, file).replace(/[/.]/g, '_')}__${index}.${block.lang}`);
      // `export {}` makes every block a module, so blocks do not share a global scope.
      fs.writeFileSync(name, `${block.value}\nexport {};\n`);
      origin.set(name, { file: shown, line: block.line });
    });
  }
  const program = ts.createProgram([...origin.keys(), path.join(root, 'ambient.d.ts')], {
    strict: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.es2022.d.ts'],
    types: [],
    skipLibCheck: true,
    esModuleInterop: true,
    allowSyntheticDefaultImports: true,
  });
  const errors = ts.getPreEmitDiagnostics(program).map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n  ');
    const where = d.file && origin.get(path.resolve(d.file.fileName));
    if (!where || d.start === undefined) return `${d.file?.fileName ?? '(global)'}: ${message}`;
    const { line, character } = d.file!.getLineAndCharacterOfPosition(d.start);
    return `${where.file}:${where.line + line}:${character + 1}: TS${d.code} ${message}`;
  });
  return { checked: origin.size, nocheck, errors };
}

/** Every .md/.mdx file under `dir`, sorted. */
export function listMdx(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && isDocFileName(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}
