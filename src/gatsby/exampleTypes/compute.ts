/**
 * The type facts of the ts/tsx examples of one docs version, from one TypeScript language service
 * over all its blocks: for every name its quick info (type, signature, doc comment), the result of
 * each `// ^?` query, and the errors.
 *
 * Twoslash's notations are read by the `twoslash` package's own parsers (./notations.ts) (`// ^?`, `// @errors: 2322`,
 * `// ---cut---` and the other cut markers), so an example means what it means on any twoslash site.
 * Its `twoslasher` is not used to run them: it builds a new program, and so a new type checker, for
 * every block (0.4-0.7 s each here, 5 minutes for the site's examples). One program per version
 * checks them all in a few seconds.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parseNotations, positionConverter, removalMap, squash, withoutRemovals, type Parsed, type Problem } from './notations';
import { releasePackages } from './releasePackages';

export type { Problem } from './notations';

/** The options every example is checked with (src/testing/checkExamples.ts uses them too). */
export const EXAMPLE_COMPILER_OPTIONS: ts.CompilerOptions = {
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
};

/** Declarations every example may rely on: a stylesheet import is a module. */
const AMBIENT = `declare module '*.css';\ndeclare module '*.scss';\n`;

export interface ExampleInput {
  code: string;
  lang: 'ts' | 'tsx';
}

/** A span of the shown code: zero-based line and character. */
export interface Span {
  line: number;
  character: number;
  length: number;
}

export interface QuickInfo {
  /** The signature or type, as TypeScript prints it. */
  text: string;
  /** The doc comment, `{@link X}` written as X. */
  docs?: string;
}

export interface ExampleError extends Span {
  code: number;
  message: string;
}

export interface ExampleTypes {
  /** The code as shown: notations removed, cut parts left out. */
  code: string;
  /** Every name with quick info, in order; `info` indexes `infos`. */
  hovers: Array<Span & { info: number }>;
  infos: QuickInfo[];
  /** `// ^?` results, shown under the line they point at. */
  queries: Array<Span & QuickInfo>;
  /** Errors the example expects (`// @errors: 2322`), shown under their line. */
  errors: ExampleError[];
  /** What is wrong with the example: errors it does not expect, expected codes that did not occur, bad notations. */
  problems: Problem[];
}

/**
 * A folder whose node_modules/react-querybuilder is the given package (an npm alias such as rqb7),
 * with the release's own @react-querybuilder packages beside it (releasePackages.ts), so examples import 'react-querybuilder' and its subpaths through the package's own exports map,
 * and react, type-fest and the rest resolve from the project's node_modules above it.
 */
function packageRoot(packageDir: string): string {
  const root = path.resolve('node_modules/.cache/example-types', packageDir.replace(/[/@]/g, '_'));
  for (const [name, dir] of Object.entries(releasePackages(packageDir))) {
    const link = path.join(root, 'node_modules', name);
    if (fs.existsSync(link)) continue;
    fs.mkdirSync(path.dirname(link), { recursive: true });
    try {
      fs.symlinkSync(dir, link, 'junction');
    } catch (error) {
      // Another process made it first.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return root;
}

/** `{@link Name}` / `{@link Name | text}` as the name or text alone, whitespace as TypeScript breaks it folded. */
export function plainDocs(parts: ts.SymbolDisplayPart[] | undefined): string | undefined {
  const text = (parts ?? [])
    .map((part) => part.text)
    .join('')
    .replace(/\{@link(?:code|plain)?\s+([^}|]*?)\s*(?:\|\s*([^}]*?)\s*)?\}/g, (_, name: string, label?: string) => label || name)
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .trim();
  return text || undefined;
}

/**
 * Type facts of each example, against the react-querybuilder at node_modules/<packageDir>. With
 * `check`, every block is type-checked in full and each error it does not expect is a problem;
 * without it (the build: the unit tests check), only blocks with `// @errors` are. Without
 * `hovers`, names get no quick info (a check needs none).
 */
export function computeExampleTypes(inputs: ExampleInput[], packageDir: string, { check = false, hovers = true } = {}): ExampleTypes[] {
  const root = packageRoot(packageDir);
  const files = new Map<string, string>();
  const names = inputs.map((input, i) => {
    const name = path.join(root, `example-${i}.${input.lang}`);
    // `export {}` makes every block a module, so blocks share no global scope.
    files.set(name, `${input.code}\nexport {};\n`);
    return name;
  });
  const ambient = path.join(root, 'ambient.d.ts');
  files.set(ambient, AMBIENT);
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => EXAMPLE_COMPILER_OPTIONS,
    getScriptFileNames: () => [...files.keys()],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => {
      const text = files.get(name) ?? ts.sys.readFile(name);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => root,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (name) => files.has(name) || ts.sys.fileExists(name),
    readFile: (name) => files.get(name) ?? ts.sys.readFile(name),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  try {
    const parsed = inputs.map((input) => parseNotations(input.code));
    // Diagnostics before any quick info: asking the checker for a symbol first (a JSX tag name, say)
    // can leave a stray "Cannot find name" among the diagnostics it reports later. Without `check`,
    // only the blocks that expect errors are checked in full (a third of the time goes to checking).
    const diagnostics = names.map((name, i) =>
      check || parsed[i]!.expectedErrors.length ? [...service.getSyntacticDiagnostics(name), ...service.getSemanticDiagnostics(name)] : undefined
    );
    return inputs.map((input, i) => typesOf(service, names[i]!, input.code, parsed[i]!, diagnostics[i], hovers));
  } finally {
    service.dispose();
  }
}

function typesOf(
  service: ts.LanguageService,
  fileName: string,
  code: string,
  parsed: Parsed,
  diagnostics: ts.Diagnostic[] = [],
  withHovers = true
): ExampleTypes {
  const { merged, toShown } = removalMap(parsed.removals);
  const shownCode = withoutRemovals(code, merged);
  const shownPos = positionConverter(shownCode);
  const sourcePos = positionConverter(code);
  const span = (start: number, length: number): Span | undefined => {
    const at = toShown(start);
    return at === undefined ? undefined : { ...shownPos.indexToPos(at), length };
  };
  const quickInfo = (at: number): QuickInfo | undefined => {
    const info = service.getQuickInfoAtPosition(fileName, at);
    if (!info?.displayParts?.length) return undefined;
    const docs = plainDocs(info.documentation);
    return { text: ts.displayPartsToString(info.displayParts), ...(docs ? { docs } : {}) };
  };

  const infos: QuickInfo[] = [];
  const infoIndex = new Map<string, number>();
  const hovers: ExampleTypes['hovers'] = [];
  const source = service.getProgram()!.getSourceFile(fileName)!;
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      const start = node.getStart(source);
      const where = start < code.length ? span(start, node.getWidth(source)) : undefined;
      const info = where && quickInfo(start);
      if (where && info) {
        const key = `${info.text}\u0000${info.docs ?? ''}`;
        let index = infoIndex.get(key);
        if (index === undefined) infoIndex.set(key, (index = infos.push(info) - 1));
        hovers.push({ ...where, info: index });
      }
    }
    ts.forEachChild(node, visit);
  };
  if (withHovers) visit(source);

  const problems = [...parsed.problems];
  const queries = parsed.queries.flatMap(({ at, marker, expected }) => {
    const where = span(at, 0);
    const info = quickInfo(at);
    if (!where || !info) {
      problems.push({ ...marker, message: '// ^? points at no name: put the caret under a name on the line above' });
      return [];
    }
    // A result written after the marker pins it: a release whose types differ fails the check here.
    if (expected !== undefined && squash(expected) !== squash(info.text))
      problems.push({ ...marker, message: `// ^? says "${expected}", and the types give "${squash(info.text)}"` });
    const word = /^[\w$]*/.exec(code.slice(at))![0];
    return [{ ...where, length: word.length, ...info }];
  });

  const errors: ExampleError[] = [];
  const seen = new Set<number>();
  for (const d of diagnostics) {
    const start = d.start ?? 0;
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!parsed.expectedErrors.includes(d.code)) {
      problems.push({ ...sourcePos.indexToPos(Math.min(start, code.length)), message: `TS${d.code} ${message}` });
      continue;
    }
    seen.add(d.code);
    const where = span(start, d.length ?? 0);
    if (where) errors.push({ ...where, code: d.code, message });
  }
  for (const expected of parsed.expectedErrors)
    if (!seen.has(expected)) problems.push({ ...parsed.errorsAt, message: `// @errors names TS${expected}, and the example has no such error` });

  return { code: shownCode, hovers, infos, queries, errors, problems };
}
