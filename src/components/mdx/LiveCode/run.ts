/**
 * Runs the code of a live example: TypeScript/TSX becomes CommonJS with sucrase (in the browser,
 * no server), then runs with a `require` that knows only the modules the example may import. In
 * the browser the module is a blob: script (the site's CSP allows blob: scripts, not eval); the
 * tests in Node use the Function constructor. It
 * reports what a reader wants to see: the component the example exports (`export default` or
 * `export const App`), the value of its last top-level expression, and what it logged.
 */
import { parse } from 'acorn';
import { transform, type Transform } from 'sucrase';

export interface LogEntry {
  level: 'log' | 'info' | 'warn' | 'error';
  text: string;
}

export interface RunResult {
  /** A component to render: the default export, else an export named App. */
  component?: unknown;
  /** Set when the code ends with an expression statement: its value. */
  result?: { value: unknown };
  logs: LogEntry[];
  /** The modules the code imported, in order. */
  imports: string[];
  /** A syntax error, a missing module or an error thrown while the module ran. */
  error?: string;
}

/** The transforms for a code block's language. */
function transformsFor(language: string): Transform[] {
  if (language === 'ts') return ['typescript', 'imports'];
  if (language === 'tsx') return ['typescript', 'jsx', 'imports'];
  return ['jsx', 'imports'];
}

const RESULT = '__liveResult';

/**
 * CommonJS of `code`, with its last top-level expression statement (if any, and not one of
 * sucrase's own `exports.x = x`) saved in `exports.__liveResult`.
 */
export function compile(code: string, language: string): string {
  const js = transform(code, {
    transforms: transformsFor(language),
    jsxRuntime: 'automatic',
    production: true,
    disableESTransforms: true,
  }).code;
  const program = parse(js, { ecmaVersion: 'latest', sourceType: 'script', allowReturnOutsideFunction: false });
  const last = program.body[program.body.length - 1];
  if (last?.type !== 'ExpressionStatement' || 'directive' in last) return js;
  const expr = last.expression;
  const isExport =
    expr.type === 'AssignmentExpression' &&
    expr.left.type === 'MemberExpression' &&
    expr.left.object.type === 'Identifier' &&
    expr.left.object.name === 'exports';
  if (isExport) return js;
  return `${js.slice(0, expr.start)}exports.${RESULT} = (${js.slice(expr.start, expr.end)})${js.slice(expr.end)}`;
}

/** Text of a logged or returned value, as a console would show it. */
export function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return `[Function ${value.name || '(anonymous)'}]`;
  if (typeof value === 'bigint') return `${value}n`;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    const seen = new WeakSet<object>();
    const text = JSON.stringify(
      value,
      (_key, v: unknown) => {
        if (typeof v === 'function') return `[Function ${v.name || '(anonymous)'}]`;
        if (typeof v === 'bigint') return `${v}n`;
        if (v instanceof Set) return [...v];
        if (v instanceof Map) return Object.fromEntries(v);
        if (v && typeof v === 'object') {
          if (seen.has(v)) return '[Circular]';
          seen.add(v);
        }
        return v;
      },
      2
    );
    return text ?? String(value);
  } catch {
    return String(value);
  }
}

/** The compiled module as a function of its CommonJS scope. */
export type ModuleFactory = (
  require: (name: string) => unknown,
  module: { exports: Record<string, unknown> },
  exports: Record<string, unknown>,
  console: Console
) => void;

/** Turns compiled code into a module factory. */
export type Evaluate = (js: string) => Promise<ModuleFactory>;

/** For Node (tests). */
// eslint-disable-next-line no-new-func
export const evaluateWithFunction: Evaluate = async (js) => new Function('require', 'module', 'exports', 'console', js) as ModuleFactory;

let scripts = 0;

/** For the browser: a blob: script hands its factory to a one-off global callback. */
export const evaluateWithScript: Evaluate = (js) =>
  new Promise((resolve, reject) => {
    const key = `__liveExample${++scripts}`;
    const slots = window as unknown as Record<string, unknown>;
    let settled = false;
    slots[key] = (factory: ModuleFactory) => {
      settled = true;
      resolve(factory);
    };
    const url = URL.createObjectURL(
      new Blob([`window[${JSON.stringify(key)}](function (require, module, exports, console) {\n${js}\n});\n//# sourceURL=live-example-${scripts}.js`], {
        type: 'text/javascript',
      })
    );
    const script = document.createElement('script');
    const cleanUp = () => {
      URL.revokeObjectURL(url);
      script.remove();
      delete slots[key];
    };
    script.onload = () => {
      cleanUp();
      if (!settled) reject(new Error('The example did not compile.'));
    };
    script.onerror = () => {
      cleanUp();
      reject(new Error('The example could not be loaded (is a Content-Security-Policy blocking blob: scripts?).'));
    };
    script.src = url;
    document.head.appendChild(script);
  });

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Runs `code` with `modules` as the only importable packages. `onLog` receives every console call
 * the code makes, also later ones (from a rendered component or a timer).
 */
export async function runExample(
  code: string,
  language: string,
  modules: Record<string, unknown>,
  onLog: (entry: LogEntry) => void,
  evaluate: Evaluate = evaluateWithFunction
): Promise<RunResult> {
  const logs: LogEntry[] = [];
  const imports: string[] = [];
  let collecting = true;
  const record =
    (level: LogEntry['level']) =>
    (...args: unknown[]) => {
      const entry = { level, text: args.map(formatValue).join(' ') };
      if (collecting) logs.push(entry);
      else onLog(entry);
    };
  const sandboxConsole = { ...console, log: record('log'), info: record('info'), warn: record('warn'), error: record('error'), debug: record('log') };
  let js: string;
  try {
    js = compile(code, language);
  } catch (error) {
    return { logs, imports, error: describe(error) };
  }
  const exports: Record<string, unknown> = {};
  const module = { exports };
  const require = (name: string) => {
    if (Object.prototype.hasOwnProperty.call(modules, name)) {
      imports.push(name);
      return modules[name];
    }
    const importable = Object.keys(modules).filter((m) => !m.endsWith('/jsx-runtime'));
    throw new Error(`Cannot import "${name}" here: a live example can import ${importable.map((m) => `"${m}"`).join(', ')}.`);
  };
  let factory: ModuleFactory;
  try {
    factory = await evaluate(js);
  } catch (error) {
    collecting = false;
    return { logs, imports, error: describe(error) };
  }
  try {
    // The reader's own code: it runs with the reader's rights, like the editor it was typed into.
    factory(require, module, exports, sandboxConsole as Console);
  } catch (error) {
    collecting = false;
    return { logs, imports, error: describe(error) };
  }
  collecting = false;
  const out = module.exports as Record<string, unknown>;
  const component = [out.default, out.App].find((candidate) => typeof candidate === 'function');
  return {
    logs,
    imports,
    ...(component ? { component } : {}),
    ...(RESULT in out ? { result: { value: out[RESULT] } } : {}),
  };
}
