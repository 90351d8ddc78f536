import type { CreateWebpackConfigArgs, WebpackPlugins } from 'gatsby';

/** Gatsby's webpack config for one stage: Gatsby types `getConfig` as a bare `Function`, so it is `any`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the steps reach into Gatsby's config as it is, untyped (see above)
export type WebpackConfig = ReturnType<CreateWebpackConfigArgs['getConfig'] & (() => any)>;

/** What every step gets: the stage being configured, its config (changed in place), Gatsby's plugin factories. */
export interface WebpackStepContext {
  stage: string;
  config: WebpackConfig;
  plugins: WebpackPlugins;
}

/** One change to Gatsby's webpack config (src/gatsby/webpack/index.ts lists them in order). */
export type WebpackStep = (context: WebpackStepContext) => void;

/** A module rule, as far as the steps read one. */
export type Rule = { test?: unknown; resourceQuery?: unknown; type?: string; oneOf?: Rule[]; rules?: Rule[]; exclude?: unknown; use?: unknown };

/** The stages that build the server-side renderer. */
export const isServerStage = (stage: string) => stage === 'build-html' || stage === 'develop-html';
