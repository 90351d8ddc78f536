import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsMdxPlugins } from '../../content/mdxOptions';
import { MDX_LOADER, withOurMdxLoader } from './mdxLoader';

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

/**
 * Runs the MDX loader on `source` the way webpack would: the docs' MDX options, or `options`
 * (a counting plugin), for `file`.
 */
function runLoader(
  source: string,
  develop: boolean,
  { file = path.resolve('content/versioned_docs/version-6/sample.mdx'), options }: { file?: string; options?: Record<string, unknown> } = {}
): Promise<{ error?: Error; code?: string; warnings: Error[] }> {
  const loader = createRequire(import.meta.url)(MDX_LOADER) as (this: unknown, source: string) => void;
  const warnings: Error[] = [];
  return new Promise((resolve) => {
    loader.call(
      {
        resourcePath: file,
        getOptions: () => ({
          options: options ?? { ...docsMdxPlugins(), providerImportSource: '@mdx-js/react' },
          develop,
          componentsPath: '/site/ContentProblems.tsx',
        }),
        emitWarning: (w: Error) => warnings.push(w),
        addDependency: () => {},
        async: () => (error: Error | null, code?: string) => resolve({ error: error ?? undefined, code, warnings }),
      },
      source
    );
  });
}

/** MDX options whose one plugin counts the compilations. */
const counting = () => {
  const counter = { count: 0, options: { remarkPlugins: [() => () => void counter.count++] } };
  return counter;
};

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

  it("compiles a doc once for a build's two compilations, and again when its text changes", async () => {
    const counter = counting();
    const file = `/site/docs/shared-${Date.now()}.mdx`;
    const run = (source: string) => runLoader(source, false, { file, options: counter.options });
    const browser = await run('# Title\n\nSome text.\n');
    const renderer = await run('# Title\n\nSome text.\n');
    expect(renderer.code).toBe(browser.code);
    expect(renderer.code).toContain('Some text.');
    expect(counter.count).toBe(1);
    // Each compilation takes it once: a third request compiles, as does another text.
    await run('# Title\n\nSome text.\n');
    expect(counter.count).toBe(2);
    expect((await run('# Title\n\nOther text.\n')).code).toContain('Other text.');
    expect(counter.count).toBe(3);
  });

  it('compiles on every request while developing', async () => {
    const counter = counting();
    const file = `/site/docs/develop-${Date.now()}.mdx`;
    await runLoader('Text.\n', true, { file, options: counter.options });
    await runLoader('Text.\n', true, { file, options: counter.options });
    expect(counter.count).toBe(2);
  });
});
