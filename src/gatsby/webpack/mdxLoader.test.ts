import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MDX_LOADER } from './mdxLoader';

type Loader = (this: unknown, source: string) => void;
const loader = createRequire(import.meta.url)(MDX_LOADER) as Loader;

/** Runs the loader as webpack would, with a remark plugin that counts the compilations. */
function load(file: string, source: string, develop: boolean, counter: { count: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath: file,
      getOptions: () => ({ options: { remarkPlugins: [() => () => void counter.count++] }, develop, componentsPath: '/components', admonitions: [] }),
      async: () => (error: Error | null, output?: string) => (error ? reject(error) : resolve(output!)),
      addDependency: () => {},
      addMissingDependency: () => {},
      emitWarning: () => {},
    };
    loader.call(context, source);
  });
}

describe('the MDX loader', () => {
  it("compiles a doc once for a build's two compilations, and again when its text changes", async () => {
    const counter = { count: 0 };
    const file = `/site/docs/shared-${Date.now()}.mdx`;
    const browser = await load(file, '# Title\n\nSome text.\n', false, counter);
    const renderer = await load(file, '# Title\n\nSome text.\n', false, counter);
    expect(renderer).toBe(browser);
    expect(renderer).toContain('Some text.');
    expect(counter.count).toBe(1);
    // Each compilation takes it once: a third request compiles, as does another text.
    await load(file, '# Title\n\nSome text.\n', false, counter);
    expect(counter.count).toBe(2);
    expect(await load(file, '# Title\n\nOther text.\n', false, counter)).toContain('Other text.');
    expect(counter.count).toBe(3);
  });

  it('compiles on every request while developing', async () => {
    const counter = { count: 0 };
    const file = `/site/docs/develop-${Date.now()}.mdx`;
    await load(file, 'Text.\n', true, counter);
    await load(file, 'Text.\n', true, counter);
    expect(counter.count).toBe(2);
  });
});
