/**
 * Checks every output the docs show by running the code that produces it, against the
 * react-querybuilder version its docs folder documents (the same package links as the type check,
 * src/testing/checkExamples.ts). Two markings, both in the MDX source:
 *
 * - a result comment on a top-level statement of a ts/tsx/js block:
 *     isAncestor([1], [1, 0]); // => true
 *     const path = getParentPath([1, 2]); // => [1] — prose after an em dash is ignored
 *   The statement's value (a declaration's variable) must deep-equal the JavaScript value after `=>`.
 *
 * - an output block after the code:
 *     ```sql output="formatQuery(query, 'sql')"
 *   The expression runs at the end of the nearest ts/tsx/js block above it, in its scope (blocks in
 *   other languages in between do not count); a bare `output` takes the value of that block's last
 *   statement. A string must equal the block's text; any other
 *   value must deep-equal the block read as JSON (```json) or as a JavaScript value.
 *
 * The examples run in a Node process of their own (outputRunner.mjs), once per block.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { analyzeDoc, type CodeBlock } from '../gatsby/content/analyzeDoc';
import { releasePackages } from '../gatsby/exampleTypes/releasePackages';
import { EXAMPLE_PACKAGES, listMdx } from './checkExamples';

export interface OutputReport {
  /** Outputs compared. */
  checked: number;
  /** "file:line: problem" for each output that does not match, or cannot be run. */
  failures: string[];
}

interface Check {
  id: number;
  where: string;
  expected: string;
  kind: 'comment' | 'block';
  lang: string | null;
}

interface Module {
  file: string;
  line: number;
  block: CodeBlock;
  /** `output="expr"` blocks (expr null: the last statement) that read this block. */
  outputs: Array<{ expression: string | null; expected: string; lang: string | null; line: number }>;
}

const RUNNABLE = new Set(['ts', 'tsx', 'js', 'jsx']);
const RUNNER = path.resolve('src/testing/outputRunner.mjs');

/** `output` / `output="expr"` in a code block's meta: undefined when the block is no output. */
export function outputMeta(meta: string | null): { expression: string | null } | undefined {
  const match = /(?:^|\s)output(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?(?=\s|$)/.exec(meta ?? '');
  if (!match) return undefined;
  return { expression: match[1] ?? match[2] ?? match[3] ?? null };
}

/** Checks the outputs of one docs folder (relative to contentDir). `only` filters files by prefix. */
export function checkOutputs(contentDir: string, docsDir: string, only?: string): OutputReport {
  const parent = path.resolve('node_modules/.cache/doc-outputs');
  fs.mkdirSync(parent, { recursive: true });
  const root = fs.mkdtempSync(path.join(parent, `${docsDir.replace(/\//g, '_')}-`));
  try {
    fs.mkdirSync(path.join(root, 'node_modules'));
    for (const [name, dir] of Object.entries(releasePackages(EXAMPLE_PACKAGES[docsDir]!))) {
      const target = path.join(root, 'node_modules', name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      // The release's own packages are linked as they are: 5.4.1's @react-querybuilder/ts is TypeScript source, never loaded.
      if (name === 'react-querybuilder') linkPackage(dir, target);
      else fs.symlinkSync(dir, target);
    }
    const failures: string[] = [];
    const modules = collect(contentDir, docsDir, only, failures);
    const plan = modules.flatMap((module, index) => {
      try {
        const { source, checks } = instrument(module);
        const file = path.join(root, `m${index}.mjs`);
        fs.writeFileSync(file, transpile(source, module.block.lang ?? 'ts'));
        return checks.length ? [{ module: file, checks }] : [];
      } catch (error) {
        failures.push(`${module.file}:${module.line}: ${(error as Error).message}`);
        return [];
      }
    });
    const planFile = path.join(root, 'plan.json');
    fs.writeFileSync(planFile, JSON.stringify(plan));
    const run = spawnSync(process.execPath, [RUNNER, planFile], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, timeout: 120_000 });
    if (run.status !== 0) throw new Error(`the output runner failed: ${run.stderr || run.error?.message}`);
    const problems = JSON.parse(run.stdout) as Array<{ where: string; problem: string }>;
    failures.push(...problems.map((p) => `${p.where}: ${p.problem}`));
    return { checked: plan.reduce((sum, entry) => sum + entry.checks.length, 0), failures };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Makes `dir` the examples' react-querybuilder. A package with an ES module build is linked as it
 * is; a CommonJS-only one (3.x, a webpack bundle whose exports Node cannot list) gets an ES module
 * in front of it that re-exports its properties by name, as a bundler's import of it would.
 */
function linkPackage(dir: string, target: string) {
  const json = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  if (json.module || json.exports || json.type === 'module') return fs.symlinkSync(dir, target);
  const names = Object.keys(createRequire(path.join(dir, 'package.json'))(dir) as object).filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
  fs.mkdirSync(target, { recursive: true });
  fs.writeFileSync(path.join(target, 'package.json'), JSON.stringify({ name: 'react-querybuilder', type: 'module', exports: './index.js' }));
  const lines = [
    `import { createRequire } from 'node:module';`,
    `const m = createRequire(import.meta.url)(${JSON.stringify(dir)});`,
    'export default m.default ?? m;',
  ];
  fs.writeFileSync(path.join(target, 'index.js'), [...lines, ...names.map((n) => `export const ${n} = m.${n};`)].join('\n') + '\n');
}

/** The runnable blocks of the folder that show outputs, each with the output blocks that read it. */
function collect(contentDir: string, docsDir: string, only: string | undefined, failures: string[]): Module[] {
  const modules: Module[] = [];
  for (const file of listMdx(path.join(contentDir, docsDir))) {
    const shown = path.relative(process.cwd(), file);
    if (only && !shown.startsWith(only)) continue;
    let context: Module | undefined;
    for (const block of analyzeDoc(fs.readFileSync(file, 'utf8'), shown).codeBlocks) {
      const output = outputMeta(block.meta);
      if (output) {
        if (!context) failures.push(`${shown}:${block.line - 1}: an output block needs a ts/tsx/js block right before it.`);
        else context.outputs.push({ expression: output.expression, expected: block.value, lang: block.lang, line: block.line - 1 });
        continue;
      }
      if (block.lang === null || !RUNNABLE.has(block.lang)) continue;
      // A fragment (nocheck) cannot run: outputs after it have no block to read.
      context = /(^|\s)nocheck(\s|$)/.test(block.meta ?? '') ? undefined : { file: shown, line: block.line, block, outputs: [] };
      if (context) modules.push(context);
    }
  }
  return modules;
}

/** The block's source with a `__check(id, value)` call for each shown output, and the checks. */
function instrument(module: Module): { source: string; checks: Check[] } {
  const code = module.block.value.replace(/^import\s+['"][^'"]+\.s?css['"];?\s*$/gm, '');
  const sourceFile = ts.createSourceFile('example.tsx', code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
  const edits: Array<{ at: number; end: number; text: string }> = [];
  const checks: Check[] = [];
  const lineOf = (pos: number) => module.line + sourceFile.getLineAndCharacterOfPosition(pos).line;
  const capture = (statement: ts.Statement, id: number) => {
    if (ts.isExpressionStatement(statement)) {
      edits.push({ at: statement.expression.getStart(), end: statement.expression.end, text: `__check(${id}, (${statement.expression.getText()}))` });
      return true;
    }
    const declarations = ts.isVariableStatement(statement) ? statement.declarationList.declarations : [];
    if (declarations.length !== 1 || !ts.isIdentifier(declarations[0]!.name)) return false;
    edits.push({ at: statement.end, end: statement.end, text: `\n__check(${id}, ${declarations[0]!.name.text});` });
    return true;
  };
  for (const statement of sourceFile.statements) {
    const comment = (ts.getTrailingCommentRanges(code, statement.end) ?? []).map((r) => code.slice(r.pos, r.end)).find((c) => /^\/\/\s*=>/.test(c));
    if (!comment) continue;
    const where = `${module.file}:${lineOf(statement.getStart())}`;
    if (!capture(statement, checks.length))
      throw new Error(`line ${lineOf(statement.getStart())}: a "// =>" result needs an expression or a single declaration.`);
    checks.push({
      id: checks.length,
      where,
      expected: comment
        .replace(/^\/\/\s*=>\s*/, '')
        .split(' — ')[0]!
        .trim(),
      kind: 'comment',
      lang: null,
    });
  }
  let appended = '';
  for (const output of module.outputs) {
    const id = checks.length;
    checks.push({ id, where: `${module.file}:${output.line}`, expected: output.expected, kind: 'block', lang: output.lang });
    if (output.expression !== null) appended += `\n__check(${id}, (${output.expression}));`;
    else {
      const last = sourceFile.statements[sourceFile.statements.length - 1];
      if (!last || !capture(last, id))
        throw new Error(
          `the output block at line ${output.line} needs output="expression": the block before it does not end in an expression or a single declaration.`
        );
    }
  }
  let source = code;
  for (const edit of edits.sort((a, b) => b.at - a.at)) source = source.slice(0, edit.at) + edit.text + source.slice(edit.end);
  return { source: `${source}${appended}\n`, checks };
}

function transpile(source: string, lang: string): string {
  return ts.transpileModule(source, {
    fileName: `example.${lang}`,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX, esModuleInterop: true },
  }).outputText;
}
