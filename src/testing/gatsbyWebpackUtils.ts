/**
 * The rules and plugins Gatsby's own helpers make (gatsby/dist/utils/webpack-utils.js, the factories
 * its webpack config is built from), for the tests of the steps that find them in that config: a
 * Gatsby whose rules changed shape fails those tests rather than building a site that quietly lost
 * a step.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Rule, WebpackConfig, WebpackStep } from '../gatsby/webpack/step';

export interface GatsbyWebpackUtils {
  rules: Record<'js' | 'dependencies' | 'css' | 'cssModules', (options?: object) => Rule>;
  plugins: { extractText(): { constructor: { name: string }; options: { ignoreOrder?: boolean } } };
}

let create: ((stage: string, program: object) => GatsbyWebpackUtils) | undefined;

/** Gatsby's webpack helpers for `stage`, for a site in the current folder. */
export function gatsbyWebpackUtils(stage: string): GatsbyWebpackUtils {
  if (!create) {
    const logger = process.env.GATSBY_LOGGER;
    process.env.GATSBY_LOGGER = 'yurnalist'; // Gatsby's reporter otherwise draws with Ink
    ({ createWebpackUtils: create } = createRequire(path.resolve('package.json'))('gatsby/dist/utils/webpack-utils.js') as {
      createWebpackUtils(stage: string, program: object): GatsbyWebpackUtils;
    });
    if (logger === undefined) delete process.env.GATSBY_LOGGER;
    else process.env.GATSBY_LOGGER = logger;
  }
  return create(stage, { directory: process.cwd(), browserslist: ['>0.25%', 'not dead'] });
}

/** Runs one step over `config` for `stage` and returns the config. */
export function runStep<T extends object>(step: WebpackStep, stage: string, config: T): T {
  step({ stage, config: config as WebpackConfig, plugins: {} as never });
  return config;
}
