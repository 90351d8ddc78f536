import { describe, expect, it } from 'vitest';
import { noBabelOverDependencies } from './dependencies';
import { sourceMapsWhereRead } from './sourceMaps';
import { gatsbyWebpackUtils, runStep } from '../../../testing/gatsbyWebpackUtils';
import type { Rule } from '../../webpack/step';
import { createRequire } from 'node:module';
import type TerserPluginType from 'terser-webpack-plugin';
import { isClientOnlyRequest } from './clientOnlyExternals';
import { htmlRendererSettings } from './htmlRenderer';
import { minifyWithSwc } from './swcMinify';

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

describe('sourceMapsWhereRead', () => {
  it('writes source maps for the develop browser bundle only', () => {
    const devtools = ['develop', 'develop-html', 'build-javascript', 'build-html'].map(
      (stage) => (runStep(sourceMapsWhereRead, stage, { devtool: 'source-map' }) as { devtool: unknown }).devtool
    );
    expect(devtools).toEqual(['source-map', false, false, false]);
  });
});

describe('noBabelOverDependencies', () => {
  it("removes Gatsby's Babel rule over node_modules and keeps its rule for the site's code", () => {
    const { rules } = gatsbyWebpackUtils('build-javascript');
    const js = rules.js();
    const config = runStep(noBabelOverDependencies, 'build-javascript', { module: { rules: [js, rules.dependencies()] } }) as { module: { rules: Rule[] } };
    expect(config.module.rules).toEqual([js]);
  });
});
