import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, quietCssOrder } from './inlineStylesheets';
import { gatsbyWebpackUtils, runStep } from '../../../testing/gatsbyWebpackUtils';
import type { Rule } from '../../webpack/step';
import { browserStylesheets, stylesInHtml } from './stylesInHtml';
import { cssModuleLoaders, PRODUCTION_CLASS_NAME, shortCssModuleNames } from './cssModuleNames';
import { SHARED_STYLESHEET_MIN_CHUNKS, sharedStylesheet, sharedStylesheetName } from './sharedStylesheet';

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

describe('inlineStylesheets', () => {
  const cssRules = (stage: string) => {
    const { rules } = gatsbyWebpackUtils(stage);
    return { module: { rules: [{ oneOf: [rules.cssModules(), rules.css()] }] } };
  };
  const matches = (rule: Rule, file: string, query: string) =>
    (rule.test as RegExp).test(file) &&
    (rule.resourceQuery === undefined ||
      ('not' in (rule.resourceQuery as object)
        ? !(rule.resourceQuery as { not: RegExp[] }).not.some((re) => re.test(query))
        : (rule.resourceQuery as RegExp).test(query)));

  it("takes `x.css?inline` from Gatsby's CSS rules and loads it as text in the browser, as an empty string on the server", () => {
    for (const stage of ['build-javascript', 'build-html']) {
      const config = runStep(inlineStylesheets, stage, cssRules(stage)) as { module: { rules: Rule[] } };
      const [gatsby, ...ours] = config.module.rules;
      expect(
        gatsby!.oneOf!.some((rule) => matches(rule, 'x.css', '?inline')),
        `${stage}: a Gatsby CSS rule still takes ?inline`
      ).toBe(false);
      expect(
        gatsby!.oneOf!.some((rule) => matches(rule, 'x.css', '')),
        `${stage}: Gatsby's CSS rule lost plain CSS`
      ).toBe(true);
      const inline = ours.find((rule) => matches(rule, 'x.css', '?inline'));
      expect(inline?.type).toBe('asset/source');
      expect(JSON.stringify(inline?.use ?? null).includes('emptyStylesheetLoader'), stage).toBe(stage === 'build-html');
    }
  });
});

describe('quietCssOrder', () => {
  it("sets ignoreOrder on Gatsby's CSS extract plugin", () => {
    const plugin = gatsbyWebpackUtils('build-javascript').plugins.extractText();
    expect(plugin.constructor.name).toBe('MiniCssExtractPlugin');
    runStep(quietCssOrder, 'build-javascript', { plugins: [plugin] });
    expect(plugin.options.ignoreOrder).toBe(true);
  });
});
