/**
 * The steps that find something in Gatsby's webpack config, run over the rules and plugins Gatsby's
 * own helpers make (gatsby/dist/utils/webpack-utils.js, the factories its config is built from), so
 * a Gatsby whose rules changed shape fails here rather than building a site that quietly lost a step.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { noBabelOverDependencies } from './dependencies';
import { inlineStylesheets, quietCssOrder } from './inlineStylesheets';
import { sourceMapsWhereRead } from './sourceMaps';
import type { Rule, WebpackConfig } from './step';

interface GatsbyWebpackUtils {
  rules: Record<'js' | 'dependencies' | 'css' | 'cssModules', (options?: object) => Rule>;
  plugins: { extractText(): { constructor: { name: string }; options: { ignoreOrder?: boolean } } };
}

let utilsFor: (stage: string) => GatsbyWebpackUtils;

beforeAll(() => {
  const logger = process.env.GATSBY_LOGGER;
  process.env.GATSBY_LOGGER = 'yurnalist'; // Gatsby's reporter otherwise draws with Ink
  const { createWebpackUtils } = createRequire(path.resolve('package.json'))('gatsby/dist/utils/webpack-utils.js') as {
    createWebpackUtils(stage: string, program: object): GatsbyWebpackUtils;
  };
  if (logger === undefined) delete process.env.GATSBY_LOGGER;
  else process.env.GATSBY_LOGGER = logger;
  utilsFor = (stage) => createWebpackUtils(stage, { directory: process.cwd(), browserslist: ['>0.25%', 'not dead'] });
});

const run = (step: (context: { stage: string; config: WebpackConfig; plugins: never }) => void, stage: string, config: object) => {
  step({ stage, config: config as WebpackConfig, plugins: {} as never });
  return config;
};

describe('sourceMapsWhereRead', () => {
  it('writes source maps for the develop browser bundle only', () => {
    const devtools = ['develop', 'develop-html', 'build-javascript', 'build-html'].map(
      (stage) => (run(sourceMapsWhereRead, stage, { devtool: 'source-map' }) as { devtool: unknown }).devtool
    );
    expect(devtools).toEqual(['source-map', false, false, false]);
  });
});

describe('noBabelOverDependencies', () => {
  it("removes Gatsby's Babel rule over node_modules and keeps its rule for the site's code", () => {
    const { rules } = utilsFor('build-javascript');
    const js = rules.js();
    const config = run(noBabelOverDependencies, 'build-javascript', { module: { rules: [js, rules.dependencies()] } }) as { module: { rules: Rule[] } };
    expect(config.module.rules).toEqual([js]);
  });
});

describe('inlineStylesheets', () => {
  const cssRules = (stage: string) => {
    const { rules } = utilsFor(stage);
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
      const config = run(inlineStylesheets, stage, cssRules(stage)) as { module: { rules: Rule[] } };
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
    const plugin = utilsFor('build-javascript').plugins.extractText();
    expect(plugin.constructor.name).toBe('MiniCssExtractPlugin');
    run(quietCssOrder, 'build-javascript', { plugins: [plugin] });
    expect(plugin.options.ignoreOrder).toBe(true);
  });
});
