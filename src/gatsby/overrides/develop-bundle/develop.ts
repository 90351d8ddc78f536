/**
 * `gatsby develop` only: compile what the author opens, not the whole site.
 *
 * - The browser bundle (stage `develop`) compiles each `import()` on first use (webpack's lazy
 *   compilation). Every page component is an `import()` in Gatsby's async-requires, so a start
 *   compiles the runtime and the site chrome; a doc page compiles its template and its one MDX file
 *   when it is opened, and the demos' UI libraries compile only when a demo page is opened. The
 *   browser asks for a module over an EventSource to webpack's backend on 127.0.0.1, and the
 *   compiled module arrives as a hot update.
 * - A doc's page component (its template with the doc as `__contentFilePath`) is not in
 *   async-requires at all until a browser's page loader asks for it (the Gatsby patch,
 *   patches/README.md); it then compiles at once, not lazily. With thousands of docs, every
 *   compilation otherwise resolved thousands of lazy imports again, edits included.
 * - The HTML renderer (stage `develop-html`) renders only the empty page shell while developing
 *   (Gatsby's DEV_SSR flag is off), yet it imports every page component through async-requires
 *   and the site chrome through gatsby-ssr's page wrappers: it gets stubs for both, so the server
 *   is ready sooner. Gatsby reads page components there only for `getServerData` and `config`
 *   exports, which this site does not use, and the shell never wraps a page.
 * - React Refresh's entries import core-js polyfills of globalThis, URL and URLSearchParams, 125
 *   modules for what every supported browser has (the URL ones only run in browsers without URL):
 *   the browser's own stand in (./browserBuiltins/).
 * - A saved doc compiles at once. Gatsby suspends webpack's watcher after the first build and
 *   resumes it only after its own cycle (source nodes, schema, createPages, queries), so a prose
 *   edit waited for all of that before webpack even started. The doc's module needs none of it
 *   (src/gatsby/overrides/mdx-loader/mdxLoader.cjs compiles the file webpack reads), so a saved .md/.mdx file
 *   resumes the watcher for one compilation, the way Gatsby's own recompile does; page data
 *   (title, TOC, sidebar) still follows Gatsby's cycle.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { WebpackPlugins } from 'gatsby';
import type { WebpackStep } from '../../webpack/step';
import { GATSBY_INTERNALS } from '../../../lib/gatsbyInternals';

/** The module that stands in for async-requires in the develop HTML renderer. */
export const NO_PAGE_COMPONENTS = path.resolve('src/gatsby/overrides/develop-bundle/noPageComponents.cjs');
/** The module that stands in for the page wrappers (src/gatsby/wrap.tsx) in the develop HTML renderer. */
export const NO_PAGE_WRAPPERS = path.resolve('src/gatsby/overrides/develop-bundle/noPageWrappers.cjs');
/** Modules that stand in for core-js polyfills in the develop bundle: the browser's own built-ins. */
export const BROWSER_BUILTINS: Readonly<Record<string, string>> = {
  'core-js-pure/features/global-this$': path.resolve('src/gatsby/overrides/develop-bundle/browserBuiltins/globalThis.cjs'),
  'core-js-pure/web/url$': path.resolve('src/gatsby/overrides/develop-bundle/browserBuiltins/URL.cjs'),
  'core-js-pure/web/url-search-params$': path.resolve('src/gatsby/overrides/develop-bundle/browserBuiltins/URLSearchParams.cjs'),
};

interface WebpackConfigLike {
  experiments?: Record<string, unknown>;
  plugins: unknown[];
  resolve?: { alias?: Record<string, unknown> };
}

interface WatchingLike {
  suspended: boolean;
  running?: boolean;
  /** webpack's Watching: false from the start of a compilation until a change or `invalidate()` comes. */
  _invalidReported?: boolean;
  suspend(): void;
  resume(): void;
  watchOptions?: { aggregateTimeout?: number };
}

interface HookLike<Args extends unknown[]> {
  tap(name: string, callback: (...args: Args) => void): void;
}

interface CompilerLike {
  watching?: WatchingLike;
  hooks: {
    invalid: HookLike<[fileName: string | null]>;
    watchRun: HookLike<[]>;
    afterDone: HookLike<[]>;
    failed: HookLike<[]>;
    done?: HookLike<[stats: unknown]>;
  };
}

const NAME = 'CompileDocEditsEarly';
const guarded = new WeakSet<WatchingLike>();

/**
 * Makes `watching.resume()` wait while a compilation runs, then resume. Gatsby's recompile and
 * CompileDocEditsEarly both resume a suspended watcher and suspend it again at once. Resumed while
 * it compiles, webpack marks the running compilation invalid and drops its output (no assets, no
 * hot update), yet, suspended again, reports it done: the browser is told of a hash whose hot update
 * was never written, gets a 404 for it and takes no later update, so the open page stops following
 * edits. Resuming after the compilation ends compiles the new change after it instead.
 *
 * A resume with nothing to compile (Gatsby's recompile after a doc that already compiled early)
 * calls `nothingToCompile` instead: webpack would compile anyway, and with 5,000 docs an unchanged
 * compilation still took 1.7 to 2.2 s (it resolves every page component's lazy import again), during
 * which the browser's request for the early compilation's hot update waited.
 */
function resumeBetweenCompilations(compiler: CompilerLike, watching: WatchingLike, nothingToCompile?: (stats: unknown) => void): void {
  if (guarded.has(watching)) return;
  guarded.add(watching);
  const resume = watching.resume.bind(watching);
  let waiting = false;
  let lastStats: unknown;
  compiler.hooks.done?.tap(NAME, (stats) => void (lastStats = stats));
  watching.resume = () => {
    if (watching.running) waiting = true;
    else if (nothingToCompile && watching.suspended && lastStats !== undefined && watching._invalidReported === false) nothingToCompile(lastStats);
    else resume();
  };
  const resumeWaiting = () => {
    if (!waiting) return;
    waiting = false;
    // After webpack's own end-of-compilation steps (it restarts its file watcher on the next tick).
    setImmediate(() => {
      const suspended = watching.suspended;
      watching.resume();
      if (suspended) watching.suspend();
    });
  };
  compiler.hooks.afterDone.tap(NAME, resumeWaiting);
  compiler.hooks.failed.tap(NAME, resumeWaiting);
}

/** Gatsby's async-requires (a virtual module in `.cache`), which the Gatsby patch rewrites when a browser asks for a doc's page. */
const isAsyncRequires = (fileName: string) => fileName.replace(/\\/g, '/').endsWith(`/${GATSBY_INTERNALS.asyncRequires}.js`);

/**
 * Resumes a suspended develop watcher, for one compilation, when a doc is saved (see the file
 * comment), and when async-requires changes: a browser that asked for a doc's page component
 * waits for the compilation that adds it, which need not wait for Gatsby's cycle either (its
 * file-change aggregation, query extraction and page-data flush). A first visit's lazy compilation
 * also waits for Gatsby's cycle (its bare `watching.invalidate()` is held while the watcher is
 * suspended), but resuming for it made the hot update arrive without its chunks: left to Gatsby.
 */
export class CompileDocEditsEarly {
  /**
   * `nothingToCompile`: what a resume does when no file changed and nothing asked for a compilation
   * since the last one began (it is given that compilation's stats), in place of compiling again.
   */
  constructor(private readonly nothingToCompile?: (stats: unknown) => void) {}

  apply(compiler: CompilerLike): void {
    compiler.hooks.watchRun.tap(NAME, () => {
      if (compiler.watching) resumeBetweenCompilations(compiler, compiler.watching, this.nothingToCompile);
    });
    const compileNow = () => {
      const watching = compiler.watching;
      if (!watching?.suspended) return;
      watching.resume();
      watching.suspend();
    };
    compiler.hooks.invalid.tap(NAME, (fileName) => {
      // After webpack's aggregation delay the change is in the watcher's collected set.
      if (fileName && (/\.mdx?$/.test(fileName) || isAsyncRequires(fileName)))
        setTimeout(compileNow, (compiler.watching?.watchOptions?.aggregateTimeout ?? 20) + 30);
    });
  }
}

/** Tells Gatsby's recompile (dist/services/recompile.js), which waits for it, that the bundle is compiled. */
function gatsbyCompilationDone(stats: unknown): void {
  const { emitter } = createRequire(path.resolve('package.json'))(GATSBY_INTERNALS.reduxModule) as { emitter: { emit(event: string, payload: unknown): void } };
  emitter.emit(GATSBY_INTERNALS.compilationDoneEvent, stats);
}

/**
 * Whether lazy compilation applies to `module`: not to a doc's copy of its template, which is in the
 * bundle only because a browser asked for it (the Gatsby patch's requires-writer), so it
 * compiles in the compilation that adds it instead of in a second one.
 */
export function isLazyPageComponent(module: { resource?: string }): boolean {
  return !module.resource?.includes('?__contentFilePath=');
}

/** Applies the develop-only settings above to `config` for `stage`; other stages are left alone. */
export function applyDevelopSettings(stage: string, config: WebpackConfigLike, plugins: WebpackPlugins): void {
  if (stage === 'develop') {
    config.experiments = {
      ...config.experiments,
      lazyCompilation: { entries: false, imports: true, test: isLazyPageComponent, backend: { listen: { host: '127.0.0.1', port: 0 } } },
    };
    config.plugins.push(new CompileDocEditsEarly(gatsbyCompilationDone));
    config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...BROWSER_BUILTINS } };
  }
  if (stage === 'develop-html') {
    config.plugins.push(plugins.normalModuleReplacement(new RegExp(`^${GATSBY_INTERNALS.asyncRequires.replace(/[$/]/g, '\\$&')}$`), NO_PAGE_COMPONENTS));
    config.plugins.push(plugins.normalModuleReplacement(/[\\/]src[\\/]gatsby[\\/]wrap(\.tsx)?$/, NO_PAGE_WRAPPERS));
  }
}

export const developSettings: WebpackStep = ({ stage, config, plugins }) => applyDevelopSettings(stage, config, plugins);
