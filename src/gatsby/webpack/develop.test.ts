import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsMdxPlugins } from '../content/mdxOptions';
import { applyDevelopSettings, BROWSER_BUILTINS, CompileDocEditsEarly, NO_PAGE_COMPONENTS, NO_PAGE_WRAPPERS } from './develop';
import { MDX_LOADER, withOurMdxLoader } from './mdxLoader';

const plugins = { normalModuleReplacement: (pattern: RegExp, to: string) => ({ pattern, to }) } as never;

describe('develop-only webpack settings', () => {
  it('compiles imports lazily in the develop browser bundle only', () => {
    for (const stage of ['develop', 'develop-html', 'build-javascript', 'build-html']) {
      const config = { plugins: [] as unknown[] };
      applyDevelopSettings(stage, config, plugins);
      expect(Boolean((config as { experiments?: { lazyCompilation?: unknown } }).experiments?.lazyCompilation), stage).toBe(stage === 'develop');
    }
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
  it('resumes a suspended watcher for .md/.mdx changes only, after the aggregation delay', async () => {
    let invalid: (file: string | null) => void = () => {};
    const calls: string[] = [];
    const watching = { suspended: true, watchOptions: { aggregateTimeout: 5 }, resume: () => calls.push('resume'), suspend: () => calls.push('suspend') };
    new CompileDocEditsEarly().apply({ watching, hooks: { invalid: { tap: (_name, callback) => void (invalid = callback) } } });
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
});

describe('the MDX rule', () => {
  it("runs our loader in place of gatsby-plugin-mdx's, without Babel after it", () => {
    const babel = { loader: '/site/node_modules/gatsby/dist/utils/babel-loader.js', options: {} };
    const mdx = { loader: '/site/node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader.js', options: { options: { remarkPlugins: [] } } };
    const [rule] = withOurMdxLoader([{ test: /\.mdx?$/, use: () => [babel, mdx] }]);
    const entries = (rule!.use as (d: unknown) => Array<{ loader: string; options: { options: unknown } }>)({});
    expect(entries.map((e) => e.loader)).toEqual([MDX_LOADER]);
    expect(entries[0]!.options.options).toBe(mdx.options.options);
    // Other rules with a function `use` (Gatsby's JS rules) are left alone.
    const [js] = withOurMdxLoader([{ test: /\.tsx?$/, use: () => [babel] }]);
    expect((js!.use as (d: unknown) => unknown[])({})).toEqual([babel]);
  });
});

/** Runs the MDX loader on `source` the way webpack would. */
function runLoader(source: string, develop: boolean): Promise<{ error?: Error; code?: string; warnings: Error[] }> {
  const loader = createRequire(import.meta.url)(MDX_LOADER) as (this: unknown, source: string) => void;
  const warnings: Error[] = [];
  return new Promise((resolve) => {
    loader.call(
      {
        resourcePath: path.resolve('content/versioned_docs/version-6/sample.mdx'),
        getOptions: () => ({ options: { ...docsMdxPlugins(), providerImportSource: '@mdx-js/react' }, develop, componentsPath: '/site/ContentProblems.tsx' }),
        emitWarning: (w: Error) => warnings.push(w),
        addDependency: () => {},
        async: () => (error: Error | null, code?: string) => resolve({ error: error ?? undefined, code, warnings }),
      },
      source
    );
  });
}

describe('the MDX loader', () => {
  it('compiles the file webpack read, with frontmatter lines kept for positions', async () => {
    const { code, error } = await runLoader('---\ntitle: Sample\n---\n\n## Hello\n\nText.\n', false);
    expect(error).toBeUndefined();
    expect(code).toContain('Hello');
    expect(code).not.toContain('title: Sample');
  });

  it('stops a build on MDX that does not compile, naming file, line and column', async () => {
    const { error } = await runLoader('---\ntitle: Sample\n---\n\nAn {unclosed expression\n', false);
    expect(error?.message).toMatch(/content\/versioned_docs\/version-6\/sample\.mdx:5:\d+: MDX does not compile: /);
  });

  it('while developing, compiles it to a page that shows the error instead, and warns in the terminal', async () => {
    const { code, error, warnings } = await runLoader('---\ntitle: Sample\n---\n\nAn {unclosed expression\n', true);
    expect(error).toBeUndefined();
    expect(code).toContain('import { DocCompileError } from "/site/ContentProblems.tsx"');
    expect(code).toMatch(/"file":"content\/versioned_docs\/version-6\/sample\.mdx:5:\d+"/);
    expect(warnings.map((w) => w.message)).toEqual([expect.stringMatching(/sample\.mdx:5:\d+: MDX does not compile/)]);
  });
});
