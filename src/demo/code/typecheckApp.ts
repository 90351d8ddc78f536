/**
 * Compiles a generated App.tsx (./generateCode.ts) against the installed packages, in memory:
 * the unit test's proof that the Code tab only emits props and imports the release has. The same
 * program lists QueryBuilder's flags and small choices, for the test that the demo offers them all.
 */
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.join(process.cwd(), '__generated_app__');
const FIELDS = `import type { Field } from 'react-querybuilder';\nexport const fields: Field[] = [{ name: 'firstName', label: 'First name' }];\n`;
const PROPS_FILE = path.join(ROOT, 'props.ts');
const PROPS = `import type { FullCombinator, FullField, FullOperator, QueryBuilderProps, RuleGroupType } from 'react-querybuilder';
export declare const props: QueryBuilderProps<RuleGroupType, FullField, FullOperator, FullCombinator>;\n`;

/** The outcome: each App.tsx's messages, and QueryBuilder's props that are a flag or a small choice. */
export interface Typechecked<K extends string> {
  messages: Record<K, string[]>;
  /** Names of the props whose type has a boolean, number or literal member and no open string or function (so not `qbId` or `fields`). */
  smallProps: string[];
}

/**
 * The compiler's messages for each App.tsx (empty when it type-checks), one line each. All are
 * checked in one program: the packages' types are read once.
 */
export function typecheckApps<K extends string>(sources: Record<K, string>): Typechecked<K> {
  const names = Object.keys(sources) as K[];
  const appFile = (i: number) => path.join(ROOT, `app${i}`, 'App.tsx');
  const files = new Map([
    ...names.flatMap((name, i) => [[appFile(i), sources[name]] as const, [path.join(ROOT, `app${i}`, 'fields.ts'), FIELDS] as const]),
    [PROPS_FILE, PROPS] as const,
  ]);
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
  const program = ts.createProgram([...names.map((_, i) => appFile(i)), PROPS_FILE], options, host);
  const messages = (file: string) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  return {
    messages: Object.fromEntries(names.map((name, i) => [name, messages(appFile(i))])) as Record<K, string[]>,
    smallProps: smallProps(program),
  };
}

function smallProps(program: ts.Program): Typechecked<string>['smallProps'] {
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(PROPS_FILE)!;
  const declaration = (file.statements[1] as ts.VariableStatement).declarationList.declarations[0]!;
  const small = (t: ts.Type) => t.flags & (ts.TypeFlags.BooleanLike | ts.TypeFlags.NumberLike | ts.TypeFlags.StringLiteral);
  const open = (t: ts.Type) => t.flags & ts.TypeFlags.String || t.getCallSignatures().length > 0;
  return checker
    .getTypeAtLocation(declaration.name)
    .getProperties()
    .flatMap((prop) => {
      const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(prop, declaration));
      const members = type.isUnion() ? type.types : [type];
      return members.some(small) && !members.some(open) ? [prop.name] : [];
    });
}
