/**
 * Every point where the site bends Gatsby, in one list: each webpack step, each post-build step,
 * each undocumented part of Gatsby it reads (src/lib/gatsbyInternals.ts) and each runtime override
 * in the browser. Patched files have their own ledger, patches/README.md, held by
 * src/patches.test.ts in the same way.
 *
 * `kind` says what an upgrade of Gatsby can break:
 * - `api`: only documented APIs (Gatsby's Node and browser APIs, webpack's own options);
 * - `internal`: something Gatsby does not document (a rule or plugin found in its webpack config by
 *   its shape, a file it writes, a global, its store, its router's module).
 *
 * `pins` name the tests that fail when the point stops working: `file` or `file › title`, where the
 * title is text of one test in that file. registry.test.ts fails when a webpack or post-build step,
 * a Gatsby internal or a file that reaches into Gatsby is missing here, when an internal point has
 * no pin, and when a pin names a file or title that does not exist. ./README.md groups the points
 * by feature, with what each buys.
 */

export type OverrideKind = 'api' | 'internal';

/** Where the point is wired: the lists the test reads, or a runtime override in the browser. */
export type OverrideSource = 'webpack step' | 'post-build step' | 'gatsby internal' | 'runtime';

/** The features that bend Gatsby (./README.md has a section for each). */
export const FEATURES = {
  'page-components': "a page's component comes from its page data; the first load lists no other page",
  'chunk-map': "Gatsby's chunk map is a file of its own, out of every page and out of the deploy",
  'deferred-article': "a doc's article hydrates at the first input; the rest of the page at once, in slices",
  'inline-scripts': 'every page has the same inline scripts, so one CSP hash list covers the site',
  'css-per-page': 'a page inlines only the CSS its chunks import, with short class names',
  'develop-bundle': "`gatsby develop` at thousands of docs: lazy compilation, a doc's component on demand",
  'mdx-loader': "gatsby-plugin-mdx's loader replaced: one compile per doc, no Babel after it",
  'build-speed': 'less work in a production build: no source maps, no Babel over node_modules, SWC',
  site: "the site's own output through documented APIs (redirects, sitemap, llms.txt, headers...)",
} as const;

export type Feature = keyof typeof FEATURES;

export interface OverridePoint {
  source: OverrideSource;
  /** The step's name, the GATSBY_INTERNALS key, or what a runtime override changes. */
  name: string;
  kind: OverrideKind;
  feature: Feature;
  /** Where it is done, from the project's root (an internal read in several places names each). */
  files: string[];
  pins: string[];
}

const W = 'src/gatsby/webpack/';
const N = 'src/gatsby/node/';
const B = 'src/gatsby/browser/';
const BUILD_SPEED_TEST = `${W}buildSpeed.test.ts`;
const CSS_TEST = `${W}css.test.ts`;
const INTERNALS_TEST = 'src/lib/gatsbyInternals.test.ts';
const NAVIGATION = 'e2e/navigation.spec.ts';

const webpackStep = (name: string, kind: OverrideKind, feature: Feature, file: string, pins: string[]): OverridePoint => ({
  source: 'webpack step',
  name,
  kind,
  feature,
  files: [`${W}${file}`],
  pins,
});

const postBuildStep = (name: string, kind: OverrideKind, feature: Feature, pins: string[]): OverridePoint => ({
  source: 'post-build step',
  name,
  kind,
  feature,
  files: [`${N}postBuildSteps.ts`],
  pins,
});

/** An undocumented part of Gatsby: its presence is pinned by gatsbyInternals.test.ts, its use by `pins`. */
const internal = (name: string, feature: Feature, files: string[], pins: string[]): OverridePoint => ({
  source: 'gatsby internal',
  name,
  kind: 'internal',
  feature,
  files,
  pins: [`${INTERNALS_TEST} › ${name}`, ...pins],
});

/** A runtime override in the browser: all of them serve the deferred article and its navigation. */
const runtime = (name: string, kind: OverrideKind, file: string, pins: string[]): OverridePoint => ({
  source: 'runtime',
  name,
  kind,
  feature: 'deferred-article',
  files: [file],
  pins,
});

export const OVERRIDE_POINTS: OverridePoint[] = [
  // The webpack steps (src/gatsby/webpack/index.ts), in their order.
  webpackStep('sourceMapsWhereRead', 'api', 'build-speed', 'sourceMaps.ts', [`${BUILD_SPEED_TEST} › sourceMapsWhereRead`]),
  webpackStep('developSettings', 'internal', 'develop-bundle', 'develop.ts', [`${W}develop.test.ts`, 'e2e/develop.spec.ts']),
  webpackStep('htmlRendererSettings', 'api', 'build-speed', 'htmlRenderer.ts', [`${BUILD_SPEED_TEST} › htmlRendererSettings`]),
  webpackStep('docusaurusModules', 'api', 'site', 'docusaurusAliases.ts', ['e2e/docusaurus-folder.spec.ts']),
  webpackStep('swcMinifier', 'internal', 'build-speed', 'swcMinify.ts', [`${BUILD_SPEED_TEST} › minifyWithSwc`]),
  webpackStep('clientOnlyExternals', 'api', 'build-speed', 'clientOnlyExternals.ts', [`${BUILD_SPEED_TEST} › isClientOnlyRequest`]),
  webpackStep('noBabelOverDependencies', 'internal', 'build-speed', 'dependencies.ts', [`${BUILD_SPEED_TEST} › noBabelOverDependencies`]),
  webpackStep('ourMdxLoader', 'internal', 'mdx-loader', 'mdxLoader.ts', [
    `${W}mdxLoaderRules.test.ts › withOurMdxLoader`,
    `${W}mdxLoader.test.ts › the MDX rule`,
  ]),
  webpackStep('inlineStylesheets', 'internal', 'css-per-page', 'inlineStylesheets.ts', [`${CSS_TEST} › inlineStylesheets`]),
  webpackStep('quietCssOrder', 'internal', 'css-per-page', 'inlineStylesheets.ts', [`${CSS_TEST} › quietCssOrder`]),
  webpackStep('shortCssModuleNames', 'internal', 'css-per-page', 'cssModuleNames.ts', [`${CSS_TEST} › shortCssModuleNames`]),
  webpackStep('adapterIconModules', 'api', 'build-speed', 'adapterIcons.ts', [`${W}adapterIcons.test.ts`]),
  webpackStep('searchConfig', 'api', 'site', 'searchConfig.ts', ['e2e/search.spec.ts']),
  webpackStep('sandboxVersions', 'api', 'site', 'sandboxVersions.ts', ['e2e/sandbox.spec.ts']),
  webpackStep('stylesInHtml', 'internal', 'css-per-page', 'stylesInHtml.ts', [`${CSS_TEST} › stylesInHtml`]),
  webpackStep('sharedStylesheet', 'internal', 'css-per-page', 'sharedStylesheet.ts', [`${CSS_TEST} › sharedStylesheet`, 'e2e/styles.spec.ts']),
  webpackStep('smallSharedChunks', 'internal', 'page-components', 'sharedChunks.ts', [`${W}sharedChunks.test.ts`]),
  webpackStep('pageComponentChunks', 'internal', 'page-components', 'pageComponentChunks.ts', [
    `${NAVIGATION} › a page's first-load JS names no other page`,
    `${N}componentChunks.test.ts`,
  ]),
  webpackStep('chunkMapOutOfSlice', 'internal', 'chunk-map', 'chunkMapOutOfSlice.ts', [`${N}chunkMapFile.test.ts`, NAVIGATION]),

  // The post-build steps (src/gatsby/node/postBuildSteps.ts), in their order.
  postBuildStep('link check', 'api', 'site', [`${N}linkCheck.test.ts`]),
  postBuildStep('static redirects', 'api', 'site', [`${N}staticRedirects.test.ts`, 'e2e/redirects.spec.ts']),
  postBuildStep('sitemap', 'api', 'site', [`${N}sitemap.test.ts`]),
  postBuildStep('llms.txt and Markdown copies', 'api', 'site', [`${N}llms.test.ts`]),
  postBuildStep('social cards', 'api', 'site', [`${N}socialCards.test.ts`]),
  postBuildStep('hover files', 'api', 'site', ['e2e/type-hovers.spec.ts']),
  postBuildStep('component chunks', 'internal', 'page-components', [`${N}componentChunks.test.ts`, NAVIGATION]),
  postBuildStep('inline scripts', 'internal', 'inline-scripts', [`${N}inlineScripts.test.ts`]),
  postBuildStep('headers', 'api', 'site', [`${N}headers.test.ts`, 'e2e/headers.spec.ts']),
  postBuildStep('page files', 'internal', 'site', [`${N}staticRedirects.test.ts`, 'e2e/redirects.spec.ts']),
  postBuildStep('files of gone pages', 'api', 'site', [`${N}postBuildFiles.test.ts`]),
  postBuildStep("Gatsby's build files", 'internal', 'chunk-map', [`${N}buildInternals.test.ts`]),

  // The undocumented parts of Gatsby read (src/lib/gatsbyInternals.ts), by key.
  internal('navigateGlobal', 'deferred-article', [`${B}navigationProgress.ts`], [`${NAVIGATION} › the progress bar appears only when`]),
  internal('loaderGlobal', 'site', ['src/lib/basePathBanner.ts'], ['src/lib/basePathBanner.test.ts']),
  internal('scriptLoaderId', 'inline-scripts', [`${N}inlineScripts.ts`], [`${N}inlineScripts.test.ts`]),
  internal('chunkMappingId', 'chunk-map', [`${N}chunkMapFile.ts`], [`${N}chunkMapFile.test.ts`, 'e2e/headers.spec.ts']),
  internal('chunkMapFile', 'chunk-map', [`${N}buildInternals.ts`], [`${N}buildInternals.test.ts`]),
  internal('scriptsSliceFile', 'chunk-map', [`${W}chunkMapOutOfSlice.ts`], [`${N}chunkMapFile.test.ts`, NAVIGATION]),
  internal('rootId', 'deferred-article', [`${B}hydrateInTransition.ts`], ['e2e/layout-shift.spec.ts', 'e2e/article-hydration.spec.ts']),
  internal('focusWrapperId', 'deferred-article', [`${B}pageComponents.ts`, `${B}hydrateInTransition.ts`], ['e2e/article-hydration.spec.ts']),
  internal('asyncRequires', 'page-components', [`${W}pageComponentChunks.ts`, `${W}develop.ts`], [NAVIGATION, `${W}develop.test.ts`]),
  internal('virtualModulesDir', 'page-components', [`${W}pageComponentChunks.ts`], [NAVIGATION]),
  internal('loaderModuleAlias', 'page-components', [`${B}pageComponents.ts`], [`${NAVIGATION} › a linked doc's component comes from its page data`]),
  internal(
    'webpackStatsFile',
    'chunk-map',
    [`${N}buildInternals.ts`, `${N}headers.ts`, `${W}stylesInHtml.ts`],
    [`${N}buildInternals.test.ts`, `${CSS_TEST} › stylesInHtml`]
  ),
  internal('dependenciesBabelPreset', 'build-speed', [`${W}dependencies.ts`], [`${BUILD_SPEED_TEST} › noBabelOverDependencies`]),
  internal('reduxModule', 'develop-bundle', [`${W}develop.ts`], ['e2e/develop.spec.ts › a prose edit shows in the open page']),
  internal('compilationDoneEvent', 'develop-bundle', [`${W}develop.ts`], ['e2e/develop.spec.ts › a prose edit shows in the open page']),

  // Runtime overrides in the browser (gatsby-browser.tsx wires them).
  runtime('replaceHydrateFunction: hydration in a transition', 'api', `${B}hydrateInTransition.ts`, [
    'e2e/layout-shift.spec.ts',
    'e2e/article-hydration.spec.ts',
  ]),
  runtime("globalHistory.listen of Gatsby's router (@gatsbyjs/reach-router), wrapped", 'internal', `${B}deferredArticle.ts`, [
    "e2e/article-hydration.spec.ts › a doc's article hydrates at the reader's first input",
    'src/patches.test.ts',
  ]),
  runtime("focus after Reach Router's own focus effect", 'internal', `${B}focusMain.ts`, [`${NAVIGATION} › without a hash, focus moves to the main content`]),
];

/** The pieces of a pin: its file and, when given, the text of one of its tests. */
export function parsePin(pin: string): { file: string; title?: string } {
  const [file, title] = pin.split(' › ');
  return { file: file!, title };
}
