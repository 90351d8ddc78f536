/**
 * Compiles a generated App.tsx (./generateCode.ts) against the installed packages, in memory:
 * the unit test's proof that the Code tab only emits props and imports the release has.
 */
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.join(process.cwd(), '__generated_app__');
const FIELDS = `import type { Field } from 'react-querybuilder';\nexport const fields: Field[] = [{ name: 'firstName', label: 'First name' }];\n`;

/**
 * The compiler's messages for each App.tsx (empty when it type-checks), one line each. All are
 * checked in one program: the packages' types are read once.
 */
export function typecheckApps<K extends string>(sources: Record<K, string>): Record<K, string[]> {
  const names = Object.keys(sources) as K[];
  const appFile = (i: number) => path.join(ROOT, `app${i}`, 'App.tsx');
  const files = new Map(names.flatMap((name, i) => [[appFile(i), sources[name]] as const, [path.join(ROOT, `app${i}`, 'fields.ts'), FIELDS] as const]));
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile, directoryExists } = host;
  host.fileExists = (file) => files.has(file) || fileExists(file);
  host.directoryExists = (dir) => dir.startsWith(ROOT) || (directoryExists?.(dir) ?? true);
  host.readFile = (file) => files.get(file) ?? readFile(file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = files.get(file);
    return text === undefined ? getSourceFile(file, language, ...rest) : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram(
    names.map((_, i) => appFile(i)),
    options,
    host
  );
  const messages = (file: string) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  return Object.fromEntries(names.map((name, i) => [name, messages(appFile(i))])) as Record<K, string[]>;
}
