/**
 * Runs the code of a live example: TypeScript/TSX becomes CommonJS with sucrase (in the browser,
 * no server), then runs with a `require` that knows only the modules the example may import. In
 * the browser the module is a blob: script (the site's CSP allows blob: scripts, not eval); the
 * tests in Node use the Function constructor (src/testing/liveSandbox.ts). It
 * reports what a reader wants to see: the component the example exports (`export default` or
 * `export const App`), the value of its last top-level expression, and what it logged.
 *
 * An example sees only what it imports and the platform's own globals. The site puts things on
 * `window` (Gatsby's loader, analytics, the console tools' `formatQuery` of another release): every
 * other name the code mentions is a parameter of the module's wrapper, so it reads `undefined`
 * instead of whatever the page happens to hold at that moment.
 */
import { parse, type Node } from 'acorn';
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

/** A compiled example: its CommonJS, and every identifier its code contains. */
interface Compiled {
  js: string;
  names: Set<string>;
}

/** Keys that name a property, not a variable: `a.key`, `{ key: 1 }`, `class { key() {} }` (may be reserved words). */
const PROPERTY_KEYS: Record<string, string> = { MemberExpression: 'property', Property: 'key', MethodDefinition: 'key', PropertyDefinition: 'key' };

/** Every variable name in an acorn tree: declared or referenced, all that shadowing needs. */
function identifierNames(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const child of node) identifierNames(child, names);
  else if (node && typeof node === 'object') {
    const { type, computed } = node as Node & { computed?: boolean };
    if (type === 'Identifier') names.add((node as unknown as { name: string }).name);
    const propertyKey = computed ? undefined : PROPERTY_KEYS[type];
    for (const [key, value] of Object.entries(node)) if (key !== propertyKey && value && typeof value === 'object') identifierNames(value, names);
  }
  return names;
}

function compileModule(code: string, language: string): Compiled {
  const js = transform(code, {
    transforms: transformsFor(language),
    jsxRuntime: 'automatic',
    production: true,
    disableESTransforms: true,
  }).code;
  const program = parse(js, { ecmaVersion: 'latest', sourceType: 'script', allowReturnOutsideFunction: false });
  const names = identifierNames(program.body);
  const last = program.body[program.body.length - 1];
  if (last?.type !== 'ExpressionStatement' || 'directive' in last) return { js, names };
  const expr = last.expression;
  const isExport =
    expr.type === 'AssignmentExpression' &&
    expr.left.type === 'MemberExpression' &&
    expr.left.object.type === 'Identifier' &&
    expr.left.object.name === 'exports';
  if (isExport) return { js, names };
  return { js: `${js.slice(0, expr.start)}exports.${RESULT} = (${js.slice(expr.start, expr.end)})${js.slice(expr.end)}`, names };
}

/**
 * CommonJS of `code`, with its last top-level expression statement (if any, and not one of
 * sucrase's own `exports.x = x`) saved in `exports.__liveResult`.
 */
export const compile = (code: string, language: string): string => compileModule(code, language).js;

const MODULE_SCOPE = ['require', 'module', 'exports', 'console'];

/**
 * The source of a function expression that is the module's factory: `names` (those the code
 * mentions that are neither the platform's nor the module scope's) are parameters nobody passes,
 * so they are `undefined` inside; the code runs in a function of its own, where its declarations
 * may reuse any of those names.
 */
export function moduleFactorySource(js: string, names: Iterable<string>, platformGlobals: ReadonlySet<string>): string {
  const shadowed = [...names].filter((name) => !platformGlobals.has(name) && !MODULE_SCOPE.includes(name));
  return `function (${[...MODULE_SCOPE, ...shadowed].join(', ')}) {\nreturn function () {\n${js}\n}.call(exports);\n}`;
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

/** Turns the source of a module factory (`moduleFactorySource`) into the function. */
export type Evaluate = (factorySource: string) => Promise<ModuleFactory>;

/** Where an example runs: how its code becomes a function, and which globals it may see. */
export interface Sandbox {
  evaluate: Evaluate;
  /** Names the code may take from the global scope: the platform's own, never the site's. */
  platformGlobals: ReadonlySet<string>;
}

/** Every name reachable from a global object, its prototype chain included. */
export function globalNames(global: object): Set<string> {
  const names = new Set<string>();
  for (let o: object | null = global; o; o = Object.getPrototypeOf(o) as object | null) for (const name of Object.getOwnPropertyNames(o)) names.add(name);
  return names;
}

let scripts = 0;

/** For the browser: a blob: script hands its factory to a one-off global callback. */
const evaluateWithScript: Evaluate = (factorySource) =>
  new Promise((resolve, reject) => {
    const key = `__liveExample${++scripts}`;
    const slots = window as unknown as Record<string, unknown>;
    let settled = false;
    slots[key] = (factory: ModuleFactory) => {
      settled = true;
      resolve(factory);
    };
    const url = URL.createObjectURL(
      new Blob([`window[${JSON.stringify(key)}](${factorySource});\n//# sourceURL=live-example-${scripts}.js`], {
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

let browser: Sandbox | undefined;

/**
 * The browser's sandbox. The platform's globals are read from a fresh same-origin document (an
 * empty iframe, removed at once), which no script of the site has touched.
 */
export function browserSandbox(): Sandbox {
  if (browser) return browser;
  const frame = document.createElement('iframe');
  frame.hidden = true;
  document.body.appendChild(frame);
  try {
    browser = { evaluate: evaluateWithScript, platformGlobals: globalNames(frame.contentWindow!) };
  } finally {
    frame.remove();
  }
  return browser;
}

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
  sandbox: Sandbox
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
  let compiled: Compiled;
  try {
    compiled = compileModule(code, language);
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
    factory = await sandbox.evaluate(moduleFactorySource(compiled.js, compiled.names, sandbox.platformGlobals));
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
