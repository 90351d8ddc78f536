import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpack from 'webpack';
import { applyDevelopSettings, BROWSER_BUILTINS, CompileDocEditsEarly, isLazyPageComponent, NO_PAGE_COMPONENTS, NO_PAGE_WRAPPERS } from './develop';

const plugins = { normalModuleReplacement: (pattern: RegExp, to: string) => ({ pattern, to }) } as never;

describe('develop-only webpack settings', () => {
  it('compiles imports lazily in the develop browser bundle only', () => {
    for (const stage of ['develop', 'develop-html', 'build-javascript', 'build-html']) {
      const config = { plugins: [] as unknown[] };
      applyDevelopSettings(stage, config, plugins);
      expect(Boolean((config as { experiments?: { lazyCompilation?: unknown } }).experiments?.lazyCompilation), stage).toBe(stage === 'develop');
    }
  });

  it("compiles a doc's page component in the compilation that adds it, and other imports lazily", () => {
    const config = { plugins: [] as unknown[] };
    applyDevelopSettings('develop', config, plugins);
    const { test } = (config as { experiments?: { lazyCompilation?: { test?: unknown } } }).experiments!.lazyCompilation!;
    expect(test).toBe(isLazyPageComponent);
    expect(isLazyPageComponent({ resource: '/site/src/templates/DocPage/index.tsx?__contentFilePath=/site/content/docs/intro.mdx&export=default' })).toBe(
      false
    );
    expect(isLazyPageComponent({ resource: '/site/src/templates/CategoryPage/index.tsx?export=default' })).toBe(true);
    expect(isLazyPageComponent({ resource: '/site/src/pages/demo/antd.tsx' })).toBe(true);
    expect(isLazyPageComponent({})).toBe(true);
  });

  it('gives the develop HTML renderer no page components and no page wrappers', () => {
    const config = { plugins: [] as unknown[] };
    applyDevelopSettings('develop-html', config, plugins);
    const [components, wrappers] = config.plugins as Array<{ pattern: RegExp; to: string }>;
    expect(components!.pattern.test('$virtual/async-requires')).toBe(true);
    expect(createRequire(import.meta.url)(NO_PAGE_COMPONENTS)).toEqual({ components: {} });
    // gatsby-ssr.tsx imports './src/gatsby/wrap'; the replacement passes the page through.
    expect(wrappers!.pattern.test('./src/gatsby/wrap')).toBe(true);
    expect(wrappers!.pattern.test(path.resolve('src/gatsby/wrap.tsx'))).toBe(true);
    expect(wrappers!.pattern.test('./src/gatsby/wrapper')).toBe(false);
    const stub = createRequire(import.meta.url)(NO_PAGE_WRAPPERS) as Record<string, (args: { element: unknown }) => unknown>;
    const element = { page: true };
    expect(stub.wrapPageElement!({ element })).toBe(element);
    expect(stub.wrapRootElement!({ element })).toBe(element);
  });

  it("gives React Refresh's entries the browser's own globalThis, URL and URLSearchParams, in the develop browser bundle only", () => {
    for (const stage of ['develop', 'develop-html', 'build-javascript', 'build-html']) {
      const config: { plugins: unknown[]; resolve?: { alias?: Record<string, unknown> } } = { plugins: [] };
      applyDevelopSettings(stage, config, plugins);
      for (const [request, builtin] of Object.entries(BROWSER_BUILTINS))
        expect(config.resolve?.alias?.[request], `${stage} ${request}`).toBe(stage === 'develop' ? builtin : undefined);
    }
    const load = createRequire(import.meta.url);
    expect(load(BROWSER_BUILTINS['core-js-pure/features/global-this$']!)).toBe(globalThis);
    expect(load(BROWSER_BUILTINS['core-js-pure/web/url$']!)).toBe(URL);
    expect(load(BROWSER_BUILTINS['core-js-pure/web/url-search-params$']!)).toBe(URLSearchParams);
    // The requests React Refresh makes are the ones replaced.
    const refresh = path.dirname(createRequire(import.meta.url).resolve('@pmmmwh/react-refresh-webpack-plugin/package.json'));
    const requested = ['client/ReactRefreshEntry.js', 'client/utils/patchUrl.js'].flatMap((file) =>
      [...fs.readFileSync(path.join(refresh, file), 'utf8').matchAll(/require\('(core-js-pure\/[^']+)'\)/g)].map((m) => `${m[1]}$`)
    );
    expect(requested.sort()).toEqual(Object.keys(BROWSER_BUILTINS).sort());
  });
});

describe('a saved doc compiles without waiting for Gatsby', () => {
  const noHook = { tap: () => {} };

  it('resumes a suspended watcher for .md/.mdx changes only, after the aggregation delay', async () => {
    let invalid: (file: string | null) => void = () => {};
    const calls: string[] = [];
    const watching = { suspended: true, watchOptions: { aggregateTimeout: 5 }, resume: () => calls.push('resume'), suspend: () => calls.push('suspend') };
    new CompileDocEditsEarly().apply({
      watching,
      hooks: { invalid: { tap: (_name, callback) => void (invalid = callback) }, watchRun: noHook, afterDone: noHook, failed: noHook },
    });
    invalid('/site/src/components/Navbar/index.tsx');
    await new Promise((r) => setTimeout(r, 60));
    expect(calls).toEqual([]);
    invalid('/site/content/docs/intro.mdx');
    expect(calls).toEqual([]);
    await new Promise((r) => setTimeout(r, 60));
    expect(calls).toEqual(['resume', 'suspend']);
    invalid(null);
    await new Promise((r) => setTimeout(r, 60));
    expect(calls).toEqual(['resume', 'suspend']);
  });

  // Real webpack, as gatsby develop drives it: a watcher suspended after its first compilation, a
  // saved doc compiled early, and Gatsby's recompile (resume, suspend) arriving while that runs.
  it('keeps every hot update when a resume comes while a compilation runs', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-develop-watch-'));
    try {
      const doc = path.join(dir, 'doc.mdx');
      fs.writeFileSync(doc, 'first');
      fs.writeFileSync(path.join(dir, 'entry.js'), "import doc from './doc.mdx';\nconsole.log(doc);\nif (module.hot) module.hot.accept();\n");
      // A doc takes a while to compile, long enough for Gatsby's resume to land in the middle.
      fs.writeFileSync(
        path.join(dir, 'slow-loader.cjs'),
        "module.exports = function (source) { const done = this.async(); setTimeout(() => done(null, 'export default ' + JSON.stringify(source)), 800); };\n"
      );
      const compiler = webpack({
        mode: 'development',
        context: dir,
        entry: './entry.js',
        output: { path: path.join(dir, 'out') },
        module: { rules: [{ test: /\.mdx$/, use: path.join(dir, 'slow-loader.cjs') }] },
        plugins: [new webpack.HotModuleReplacementPlugin(), new CompileDocEditsEarly()],
        infrastructureLogging: { level: 'none' },
      });
      const hashes: string[] = [];
      let started = 0;
      compiler.hooks.watchRun.tap('test', () => void started++);
      const done = (count: number) =>
        new Promise<void>((resolve) => {
          const check = () => (hashes.length >= count ? resolve() : setTimeout(check, 20));
          check();
        });
      const watching = compiler.watch({ aggregateTimeout: 5 }, (error, stats) => {
        if (error) throw error;
        hashes.push(stats!.hash!);
      });
      await done(1);
      watching.suspend(); // as Gatsby does after the first compilation
      fs.writeFileSync(doc, 'second');
      while (started < 2) await new Promise((r) => setTimeout(r, 20)); // the doc compiles early
      watching.resume(); // Gatsby's recompile, mid-compilation
      watching.suspend();
      await done(2);
      fs.writeFileSync(doc, 'third');
      const bundle = path.join(dir, 'out', 'main.js');
      const deadline = Date.now() + 30_000;
      while (!fs.readFileSync(bundle, 'utf8').includes('third') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      await new Promise<void>((resolve) => watching.close(() => resolve()));
      // The browser follows hash to hash: each reported hash has its update from the one before.
      for (let i = 1; i < hashes.length; i++) {
        if (hashes[i] === hashes[i - 1]) continue;
        expect(fs.existsSync(path.join(dir, 'out', `main.${hashes[i - 1]}.hot-update.json`)), `update from ${hashes[i - 1]}`).toBe(true);
      }
      expect(fs.readFileSync(bundle, 'utf8')).toContain('third');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('answers a resume with nothing to compile without compiling, and compiles one that has', () => {
    const taps: Record<string, (...args: never[]) => void> = {};
    const hook = (name: string) => ({ tap: (_plugin: string, callback: (...args: never[]) => void) => void (taps[name] = callback) });
    const compiled: string[] = [];
    const watching = {
      suspended: false,
      running: false,
      _invalidReported: false,
      resume: () => compiled.push('compile'),
      suspend: () => void (watching.suspended = true),
    };
    const answered: unknown[] = [];
    new CompileDocEditsEarly((stats) => answered.push(stats)).apply({
      watching,
      hooks: { invalid: hook('invalid'), watchRun: hook('watchRun'), afterDone: hook('afterDone'), failed: hook('failed'), done: hook('done') },
    });
    taps.watchRun!();
    const stats = { hash: 'first' };
    (taps.done as (stats: unknown) => void)(stats);
    watching.suspend(); // as Gatsby does after the first compilation
    // Gatsby's recompile with nothing changed or asked for since: answered with the last stats.
    watching.resume();
    expect(answered).toEqual([stats]);
    expect(compiled).toEqual([]);
    // A change, or a bare invalidate() (a first visit's lazy compilation), compiles.
    watching._invalidReported = true;
    watching.resume();
    expect(compiled).toEqual(['compile']);
    expect(answered).toHaveLength(1);
  });

  it("relies on webpack's watcher saying whether anything asked for a compilation since the last began", () => {
    const source = fs.readFileSync(createRequire(import.meta.url).resolve('webpack/lib/Watching.js'), 'utf8');
    // Cleared when a compilation starts (_go), set by a file change and by invalidate().
    expect(source).toContain('this.invalid = false;\n\t\t\tthis._invalidReported = false;');
    expect(source.match(/this\._invalidReported = true;/g)).toHaveLength(3);
  });
});
