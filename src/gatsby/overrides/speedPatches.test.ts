/**
 * Pins of the patches that only save time (patches/README.md). Each drives the patched code and
 * checks the property the saving comes from, by counting or by what the code answers, never by a
 * clock: on an upgrade that rewrites a patch, these say whether the new one still does its job.
 */
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require_ = createRequire(path.resolve('package.json'));

/**
 * A module of node_modules loaded with one more export: `name`, a function the module keeps to
 * itself. The patched function is not exported, and its module is too large to copy.
 */
function withPrivateExport<T>(file: string, name: string): T {
  const filename = require_.resolve(file);
  const loaded = new Module(filename) as Module & { _compile(source: string, filename: string): void; paths: string[] };
  loaded.filename = filename;
  loaded.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(path.dirname(filename));
  loaded._compile(`${fs.readFileSync(filename, 'utf8')}\nmodule.exports.__private = ${name};`, filename);
  return (loaded.exports as { __private: T }).__private;
}

describe('gatsby-plugin-mdx/dist/gatsby-node.js (onCreatePage finds a page’s File node by path)', () => {
  it('reads the File nodes once for many pages, and again only when a lookup misses', async () => {
    const { onCreatePage } = require_('gatsby-plugin-mdx/dist/gatsby-node.js') as {
      onCreatePage(args: object, options: object): Promise<void>;
    };
    const files = Array.from({ length: 50 }, (_, i) => ({ id: `file-${i}`, absolutePath: `/site/docs/page-${i}.mdx` }));
    const byId = new Map(files.map((file) => [file.id, file]));
    let scans = 0;
    const helpers = {
      actions: { createPage() {}, deletePage() {} },
      getNode: (id: string) => byId.get(id),
      getNodesByType: (type: string) => {
        expect(type).toBe('File');
        scans++;
        return [...byId.values()];
      },
    };
    const create = (file: { absolutePath: string }) =>
      onCreatePage({ ...helpers, page: { path: '/x', component: `/site/Doc.tsx?__contentFilePath=${file.absolutePath}`, context: { frontmatter: {} } } }, {});
    for (const file of files) await create(file);
    expect(scans, 'File-node scans for 50 pages (unpatched: one per page)').toBe(1);
    const added = { id: 'file-new', absolutePath: '/site/docs/new.mdx' };
    byId.set(added.id, added);
    await create(added);
    expect(scans).toBe(2);
  });
});

describe("gatsby's memoized path helpers (memoizee's primitive mode: a lookup is a key, not a scan)", () => {
  // In primitive mode memoizee keys an argument by its string form, so an array holding the path
  // finds the path's entry; by the default indexOf lookup it would reach the helper, which throws.
  it('normalize-path.js', () => {
    const { default: normalize } = require_('gatsby/dist/utils/normalize-path.js') as { default: (file: unknown) => string };
    expect(normalize('src\\pages\\index.tsx')).toBe('src/pages/index.tsx');
    expect(normalize(['src\\pages\\index.tsx'])).toBe('src/pages/index.tsx');
  });

  it('js-chunk-names.js', () => {
    // Its module reads Gatsby's store, whose reporter draws with Ink unless told otherwise.
    const logger = process.env.GATSBY_LOGGER;
    process.env.GATSBY_LOGGER = 'yurnalist';
    const { generateComponentChunkName } = require_('gatsby/dist/utils/js-chunk-names.js') as { generateComponentChunkName: (file: unknown) => string };
    if (logger === undefined) delete process.env.GATSBY_LOGGER;
    else process.env.GATSBY_LOGGER = logger;
    const name = generateComponentChunkName('/src/templates/doc.tsx');
    expect(name).toMatch(/^component---src-templates-doc-tsx$/);
    expect(generateComponentChunkName(['/src/templates/doc.tsx'])).toBe(name);
  });
});

describe('gatsby/dist/utils/webpack/plugins/static-query-mapper.js (modules matched by path)', () => {
  // Driving the plugin needs a whole develop compilation; its source is the pin: the loop over a
  // compilation's modules looks each one up, where it compared it with every query and component.
  it('looks each module up in maps by path instead of comparing it with every static query, slice user and component', () => {
    const source = fs.readFileSync(require_.resolve('gatsby/dist/utils/webpack/plugins/static-query-mapper.js'), 'utf8');
    const loop = source.slice(source.indexOf('for (const webpackModule of compilation.modules)'));
    expect(loop.length, 'the loop over compilation.modules').toBeLessThan(source.length);
    for (const lookup of ['staticQueriesByPath.get(resourcePath)', 'slicesByPath.get(resourcePath)', 'componentsByPath.get(resourcePath)']) {
      expect(loop).toContain(lookup);
    }
    expect(loop.slice(0, loop.indexOf('componentsByPath.get'))).not.toContain('doesModuleMatchResourcePath(');
  });
});

describe('@parcel/core/lib/RequestTracker.js (what the cache snapshot crawls)', () => {
  it('leaves node_modules and public/ out, as well as the cache and VCS folders', () => {
    const getWatcherOptions = withPrivateExport<(options: object) => { ignore: string[] }>('@parcel/core/lib/RequestTracker.js', 'getWatcherOptions');
    const { ignore } = getWatcherOptions({ projectRoot: '/site', cacheDir: '/site/.cache/caches/parcel' });
    expect(ignore).toEqual(expect.arrayContaining(['/site/node_modules', '/site/public', '/site/.cache/caches/parcel', '/site/.git']));
  });
});

describe("mini-css-extract-plugin/dist/hmr/hotModuleReplacement.js (a stylesheet's hot update)", () => {
  it('replaces a <link> that left the document meanwhile without throwing', () => {
    const updateCss = withPrivateExport<(el: object, url?: string) => void>('mini-css-extract-plugin/dist/hmr/hotModuleReplacement.js', 'updateCss');
    const listeners = new Map<string, () => void>();
    const added: object[] = [];
    const newEl = {
      isLoaded: undefined as boolean | undefined,
      href: '',
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    };
    const parent = { appendChild: (el: object) => added.push(el), insertBefore: (el: object) => added.push(el), removeChild() {} };
    const el: { href: string; parentNode: typeof parent | null; nextSibling: null; cloneNode(): typeof newEl } = {
      href: 'http://localhost:8000/commons.css',
      parentNode: parent,
      nextSibling: null,
      cloneNode: () => newEl,
    };
    updateCss(el);
    expect(added).toEqual([newEl]);
    el.parentNode = null; // a navigation or another update removed the old link first
    expect(() => listeners.get('load')!()).not.toThrow();
    expect(newEl.isLoaded).toBe(true);
  });
});
