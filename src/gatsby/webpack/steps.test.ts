import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type TerserPluginType from 'terser-webpack-plugin';
import { ADAPTER_ICON_MODULES, ICON_BARRELS } from './adapterIcons';
import { isClientOnlyRequest } from './clientOnlyExternals';
import { htmlRendererSettings } from './htmlRenderer';
import { DOC_CONTENT_EXPORT_LOADER, withOurMdxLoader } from './mdxLoader';
import { minifyWithSwc } from './swcMinify';
import { browserStylesheets, stylesInHtml } from './stylesInHtml';
import { cssModuleLoaders, PRODUCTION_CLASS_NAME, shortCssModuleNames } from './cssModuleNames';
import { SHARED_STYLESHEET_MIN_CHUNKS, sharedStylesheet, sharedStylesheetName } from './sharedStylesheet';
import { SHARED_BY_MANY_MIN_CHUNKS, SHARED_BY_MANY_MIN_SIZE, smallSharedChunks } from './sharedChunks';

describe('isClientOnlyRequest (packages the SSR bundle requires instead of bundling)', () => {
  it.each([
    '@fluentui/react-components',
    '@mui/material',
    '@mui/material/styles',
    '@mantine/core',
    '@chakra-ui/react',
    '@emotion/react',
    '@react-querybuilder/material',
    'antd',
    'react-querybuilder',
    'rqb5',
    'react-instantsearch',
  ])('externalises %s', (request) => {
    expect(isClientOnlyRequest(request)).toBe(true);
  });

  it.each([
    'react-querybuilder/dist/query-builder.css',
    'bootstrap/scss/bootstrap.scss?inline',
    'antd/es/date-picker',
    '@react-querybuilder/antd',
    '@mui',
    '@fluentui',
    'react',
    'gatsby',
    'antd-mobile',
    'react-querybuilder-extra',
    './src/demo/Demo',
  ])('bundles %s', (request) => {
    expect(isClientOnlyRequest(request)).toBe(false);
  });
});

describe('ADAPTER_ICON_MODULES (icon barrels replaced for the demo adapters)', () => {
  /** Names each installed @react-querybuilder adapter imports from an icon barrel, by barrel. */
  const imports = (adapter: string): Map<string, Set<string>> => {
    const dist = path.resolve('node_modules/@react-querybuilder', adapter, 'dist');
    const found = new Map<string, Set<string>>();
    for (const file of fs.existsSync(dist) ? fs.readdirSync(dist).filter((name) => /\.(mjs|js)$/.test(name)) : []) {
      for (const match of fs.readFileSync(path.join(dist, file), 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
        if (!ICON_BARRELS.includes(match[2]!)) continue;
        const names = found.get(match[2]!) ?? new Set<string>();
        for (const specifier of (match[1] ?? '').split(',')) names.add(specifier.trim().split(/\s+as\s+/)[0] ?? '');
        found.set(match[2]!, names);
      }
    }
    return found;
  };

  it('@react-querybuilder/antd imports icons from its barrel, and material 8.x from none', () => {
    expect([...imports('antd').keys()]).toEqual(['@ant-design/icons']);
    expect([...imports('material').keys()]).toEqual([]);
  });

  it.each(fs.readdirSync('node_modules/@react-querybuilder'))(
    '@react-querybuilder/%s: every icon it imports from a barrel is in the replacement',
    async (adapter) => {
      for (const [barrel, names] of imports(adapter)) {
        expect(ADAPTER_ICON_MODULES[barrel], `${barrel} has a replacement`).toBeTruthy();
        const replacement = (await import(ADAPTER_ICON_MODULES[barrel]!)) as Record<string, unknown>;
        for (const name of names) expect(replacement[name], `${name} from ${barrel}`).toBeTruthy();
      }
    }
  );
});

describe('minifyWithSwc (the JavaScript minimizer of the production build)', () => {
  // The TerserPlugin class Gatsby itself loads.
  const TerserPlugin = createRequire(require.resolve('gatsby'))('terser-webpack-plugin') as typeof TerserPluginType;

  it("replaces Gatsby's Terser with SWC's minifier, keeping its exclude pattern, and leaves other minimizers alone", () => {
    const replaced = minifyWithSwc(new TerserPlugin({ exclude: /\.min\.js/ }) as never);
    const options = (replaced as unknown as { options: { exclude: unknown; minimizer: { implementation: unknown } } }).options;
    expect(options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
    expect(options.exclude).toEqual(/\.min\.js/);
    const css = { constructor: { name: 'CssMinimizerPlugin' } };
    expect(minifyWithSwc(css)).toBe(css);
  });

  it('loads @swc/core on this machine and minifies', async () => {
    const result = await TerserPlugin.swcMinify({ 'a.js': 'function add(first, second) { var total = first + second; return total; }' }, undefined, {
      compress: { ecma: 5 },
      mangle: true,
      ecma: 5,
    } as never);
    expect(result.code).toMatch(/^function add\(\w,\w\)\{return \w\+\w\}$/);
  });
});

describe('stylesInHtml (a new stylesheet means a new HTML renderer)', () => {
  it("reads the browser build's stylesheets, once each, sorted", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-stats-')), 'webpack.stats.json');
    fs.writeFileSync(file, JSON.stringify({ assetsByChunkName: { app: ['app-1.js', 'styles.b.css'], doc: ['styles.b.css', 'doc-2.js', 'extra.a.css'] } }));
    expect(browserStylesheets(file)).toEqual(['extra.a.css', 'styles.b.css']);
    expect(browserStylesheets(path.join(path.dirname(file), 'none.json'))).toEqual([]);
  });

  it('salts the hashes of the build-html stage only, and only once the browser build has run', () => {
    const stats = path.resolve('public/webpack.stats.json');
    for (const stage of ['develop', 'develop-html', 'build-javascript', 'build-html']) {
      const config = { output: {} as { hashSalt?: string } };
      stylesInHtml({ stage, config, plugins: {} as never });
      expect(Boolean(config.output.hashSalt), stage).toBe(stage === 'build-html' && browserStylesheets(stats).length > 0);
    }
  });
});

describe('shortCssModuleNames (production CSS module classes are short hashes)', () => {
  const rules = () => [
    { test: /\.js$/, use: [{ loader: '/x/babel-loader/lib/index.js', options: {} }] },
    {
      oneOf: [
        {
          test: /\.module\.css$/,
          use: [
            { loader: '/x/mini-css-extract-plugin/dist/loader.js' },
            { loader: '/x/node_modules/css-loader/dist/cjs.js', options: { modules: { localIdentName: '[name]--[local]--[hash:hex:5]' } } },
          ],
        },
        { test: /\.css$/, use: [{ loader: '/x/node_modules/css-loader/dist/cjs.js', options: { modules: false } }] },
      ],
    },
  ];

  it('renames the CSS module classes of both production stages, the same way, and leaves develop and plain CSS alone', () => {
    for (const stage of ['develop', 'develop-html', 'build-javascript', 'build-html']) {
      const config = { module: { rules: rules() } };
      shortCssModuleNames({ stage, config, plugins: {} as never });
      const names = cssModuleLoaders(config.module.rules).map((entry) => (entry.options!.modules as { localIdentName: string }).localIdentName);
      expect(names, stage).toEqual([stage.startsWith('build') ? PRODUCTION_CLASS_NAME : '[name]--[local]--[hash:hex:5]']);
    }
  });
});

describe("withOurMdxLoader (gatsby-plugin-mdx's rules with our loader)", () => {
  const babel = { loader: '/x/node_modules/gatsby/dist/utils/babel-loader.js' };
  const layout = { loader: '/x/node_modules/gatsby-plugin-mdx/dist/gatsby-layout-loader.js', options: {} };
  const layoutRule = { test: /\.[tj]sx?$/, resourceQuery: /__contentFilePath=/, use: () => [babel, layout] };
  // Gatsby's rule for all of the site's JS and TS, which matches the copy too.
  const jsRule = { test: /\.[tj]sx?$/, use: () => [babel] };
  const loadersOf = (command: string, resourceQuery: string, rules = [jsRule, layoutRule]) => {
    const before = process.env.gatsby_executing_command;
    process.env.gatsby_executing_command = command;
    try {
      return withOurMdxLoader(rules).flatMap((rule) =>
        (rule.use as (data: { resourceQuery: string }) => Array<{ loader: string }>)({ resourceQuery }).map((entry) => entry.loader)
      );
    } finally {
      process.env.gatsby_executing_command = before;
    }
  };

  it("drops Babel from a doc's copy of the page template in a build, in every rule, exports its MDX, and keeps Babel in develop (Fast Refresh)", () => {
    const copy = '?__contentFilePath=/docs/a.mdx';
    expect(loadersOf('build', copy)).toEqual([DOC_CONTENT_EXPORT_LOADER, layout.loader]);
    expect(loadersOf('develop', copy)).toEqual([babel.loader, babel.loader, layout.loader]);
  });

  it('keeps Babel over every other module of a build, queried or not', () => {
    expect(loadersOf('build', '', [jsRule])).toEqual([babel.loader]);
    expect(loadersOf('build', '?inline', [jsRule])).toEqual([babel.loader]);
  });

  it('uses a page template with nothing for Babel to strip: no page query, Head, config or getServerData', () => {
    const template = fs.readFileSync(path.resolve('src/templates/DocPage/index.tsx'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(template).not.toMatch(/graphql|\bHead\b|getServerData|export const config|export function config/);
  });
});

describe('htmlRendererSettings (the build-html stage)', () => {
  it('turns module concatenation and the on-disk cache off in the HTML renderer of a build only', () => {
    const configs = ['build-html', 'build-javascript', 'develop-html'].map((stage) => {
      const config = { optimization: { minimize: true }, cache: { type: 'filesystem' } };
      htmlRendererSettings({ stage, config, plugins: {} as never });
      return config;
    });
    const untouched = { optimization: { minimize: true }, cache: { type: 'filesystem' } };
    expect(configs).toEqual([{ optimization: { minimize: true, concatenateModules: false }, cache: false }, untouched, untouched]);
  });
});

describe('sharedStylesheet (a page inlines only the CSS its chunks import)', () => {
  const gatsbyStyles = () => ({
    optimization: { splitChunks: { cacheGroups: { styles: { test: /\.css$/, name: 'styles', chunks: 'all', enforce: true } as Record<string, unknown> } } },
  });

  it("gives Gatsby's one styles group a file per set of chunks, for CSS two or more chunks import, in the browser build only", () => {
    const config = gatsbyStyles();
    sharedStylesheet({ stage: 'build-javascript', config: config as never, plugins: {} as never });
    const styles = config.optimization.splitChunks.cacheGroups.styles;
    expect(styles.minChunks).toBe(SHARED_STYLESHEET_MIN_CHUNKS);
    const name = styles.name as (module: unknown, chunks: Array<{ name?: string | null }>) => string;
    expect(name(undefined, [{ name: 'component---doc' }, { name: 'app' }])).toBe(name(undefined, [{ name: 'app' }, { name: 'component---doc' }]));
    expect(name(undefined, [{ name: 'app' }, { name: 'component---doc' }])).not.toBe(name(undefined, [{ name: 'app' }, { name: 'component---home' }]));
    expect(sharedStylesheetName(['app', 'component---doc'])).toMatch(/^styles-[0-9a-f]{10}$/);
    for (const stage of ['develop', 'develop-html', 'build-html']) {
      const untouched = gatsbyStyles();
      sharedStylesheet({ stage, config: untouched as never, plugins: {} as never });
      expect(untouched, stage).toEqual(gatsbyStyles());
    }
  });

  it("says so when Gatsby's browser build has no styles group to change", () => {
    expect(() => sharedStylesheet({ stage: 'build-javascript', config: { optimization: {} } as never, plugins: {} as never })).toThrow(/styles` cache group/);
  });
});

describe('smallSharedChunks (code that many page components share is one chunk, however small)', () => {
  const test = () => true;
  const name = () => 'a-set';
  const gatsbyShared = () => ({
    optimization: {
      splitChunks: {
        minSize: 20_000,
        cacheGroups: { shared: { test, name, priority: 10, minChunks: 2, reuseExistingChunk: true } as Record<string, unknown> },
      },
    },
  });

  it("adds a group above Gatsby's shared one, for modules ten or more chunks share, from 2 kB; Gatsby's stays as it is", () => {
    const config = gatsbyShared();
    smallSharedChunks({ stage: 'build-javascript', config: config as never, plugins: {} as never });
    const { shared, sharedByMany } = config.optimization.splitChunks.cacheGroups as Record<string, Record<string, unknown>>;
    expect(shared).toEqual(gatsbyShared().optimization.splitChunks.cacheGroups.shared);
    expect(sharedByMany).toEqual({
      test,
      name,
      priority: 11,
      minChunks: SHARED_BY_MANY_MIN_CHUNKS,
      minSize: SHARED_BY_MANY_MIN_SIZE,
      reuseExistingChunk: true,
    });
    expect(SHARED_BY_MANY_MIN_SIZE).toBeLessThan(config.optimization.splitChunks.minSize);
  });

  it('leaves the other stages alone', () => {
    for (const stage of ['develop', 'develop-html', 'build-html']) {
      const untouched = gatsbyShared();
      smallSharedChunks({ stage, config: untouched as never, plugins: {} as never });
      expect(untouched, stage).toEqual(gatsbyShared());
    }
  });

  it("says so when Gatsby's browser build has no shared group to build on", () => {
    expect(() =>
      smallSharedChunks({ stage: 'build-javascript', config: { optimization: { splitChunks: { cacheGroups: {} } } } as never, plugins: {} as never })
    ).toThrow(/`shared` cache group/);
  });
});
