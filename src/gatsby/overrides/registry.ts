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

/**
 * The features that bend Gatsby. Each has its folder, src/gatsby/overrides/<feature>/, with its
 * webpack, post-build and browser parts, its tests and a README (what Gatsby does, what we change,
 * why, what it buys); `site` is the site's own output through documented APIs, outside overrides/.
 */
export const FEATURES = {
  'page-components': "a page's component comes from its page data; the first load lists no other page",
  'chunk-map': "Gatsby's chunk map is a file of its own, out of every page and out of the deploy",
  hydration: "a doc's article hydrates at the first input, the rest of the page in slices; navigation around it",
  'inline-scripts': 'every page has the same inline scripts, so one CSP hash list covers the site',
  css: 'a page inlines only the CSS its chunks import, with short class names; scoped CSS as text',
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
  /**
   * Why the point stays on when the kill switch turns its feature off (./switch.ts): the site is not
   * correct without it. Only steps and runtime overrides are switched; an internal is read by them.
   */
  keptOn?: string;
}

/** A file of a feature's folder (the `site` feature's files are named from the project's root). */
const at = (feature: Exclude<Feature, 'site'>, file: string) => `src/gatsby/overrides/${feature}/${file}`;
const N = 'src/gatsby/node/';
const W = 'src/gatsby/webpack/';
const INTERNALS_TEST = 'src/lib/gatsbyInternals.test.ts';
const NAVIGATION = 'e2e/navigation.spec.ts';
const BUILD_SPEED_TEST = at('build-speed', 'buildSpeed.test.ts');
const CSS_TEST = at('css', 'css.test.ts');
const DEVELOP_EDIT = 'e2e/develop.spec.ts › a prose edit shows in the open page';

const point =
  (source: OverrideSource) =>
  (name: string, kind: OverrideKind, feature: Feature, files: string[], pins: string[], keptOn?: string): OverridePoint => ({
    source,
    name,
    kind,
    feature,
    files,
    pins,
    ...(keptOn ? { keptOn } : {}),
  });
const webpackStep = point('webpack step');
const postBuildStep = point('post-build step');
const runtime = point('runtime');

/** An undocumented part of Gatsby: its presence is pinned by gatsbyInternals.test.ts, its use by `pins`. */
const internal = (name: string, feature: Feature, files: string[], pins: string[]) =>
  point('gatsby internal')(name, 'internal', feature, files, [`${INTERNALS_TEST} › ${name}`, ...pins]);

export const OVERRIDE_POINTS: OverridePoint[] = [
  // The webpack steps (src/gatsby/webpack/index.ts), in their order.
  webpackStep('sourceMapsWhereRead', 'api', 'build-speed', [at('build-speed', 'sourceMaps.ts')], [`${BUILD_SPEED_TEST} › sourceMapsWhereRead`]),
  webpackStep(
    'developSettings',
    'internal',
    'develop-bundle',
    [at('develop-bundle', 'develop.ts')],
    [at('develop-bundle', 'develop.test.ts'), 'e2e/develop.spec.ts']
  ),
  webpackStep('htmlRendererSettings', 'api', 'build-speed', [at('build-speed', 'htmlRenderer.ts')], [`${BUILD_SPEED_TEST} › htmlRendererSettings`]),
  webpackStep('docusaurusModules', 'api', 'site', [`${W}docusaurusAliases.ts`], ['e2e/docusaurus-folder.spec.ts']),
  webpackStep('swcMinifier', 'internal', 'build-speed', [at('build-speed', 'swcMinify.ts')], [`${BUILD_SPEED_TEST} › minifyWithSwc`]),
  webpackStep('clientOnlyExternals', 'api', 'build-speed', [at('build-speed', 'clientOnlyExternals.ts')], [`${BUILD_SPEED_TEST} › isClientOnlyRequest`]),
  webpackStep('noBabelOverDependencies', 'internal', 'build-speed', [at('build-speed', 'dependencies.ts')], [`${BUILD_SPEED_TEST} › noBabelOverDependencies`]),
  webpackStep(
    'ourMdxLoader',
    'internal',
    'mdx-loader',
    [at('mdx-loader', 'mdxLoader.ts')],
    [`${at('mdx-loader', 'mdxLoaderRules.test.ts')} › withOurMdxLoader`, `${at('mdx-loader', 'mdxLoader.test.ts')} › the MDX rule`],
    "a Docusaurus docs folder's MDX 1 forms (a heading's `{#id}`, admonitions) are rewritten before MDX parses them; gatsby-plugin-mdx's loader has no such hook and fails on them"
  ),
  webpackStep(
    'inlineStylesheets',
    'internal',
    'css',
    [at('css', 'inlineStylesheets.ts')],
    [`${CSS_TEST} › inlineStylesheets`],
    "the live examples and the demo import their libraries' stylesheets as text (`?inline`), which Gatsby's CSS rules cannot load"
  ),
  webpackStep('quietCssOrder', 'internal', 'css', [at('css', 'inlineStylesheets.ts')], [`${CSS_TEST} › quietCssOrder`]),
  webpackStep('shortCssModuleNames', 'internal', 'css', [at('css', 'cssModuleNames.ts')], [`${CSS_TEST} › shortCssModuleNames`]),
  webpackStep('adapterIconModules', 'api', 'site', [`${W}adapterIcons.ts`], [`${W}adapterIcons.test.ts`]),
  webpackStep('searchConfig', 'api', 'site', [`${W}searchConfig.ts`], ['e2e/search.spec.ts']),
  webpackStep('sandboxVersions', 'api', 'site', [`${W}sandboxVersions.ts`], ['e2e/sandbox.spec.ts']),
  webpackStep('stylesInHtml', 'internal', 'css', [at('css', 'stylesInHtml.ts')], [`${CSS_TEST} › stylesInHtml`]),
  webpackStep('sharedStylesheet', 'internal', 'css', [at('css', 'sharedStylesheet.ts')], [`${CSS_TEST} › sharedStylesheet`, 'e2e/styles.spec.ts']),
  webpackStep('smallSharedChunks', 'internal', 'page-components', [at('page-components', 'sharedChunks.ts')], [at('page-components', 'sharedChunks.test.ts')]),
  webpackStep(
    'pageComponentChunks',
    'internal',
    'page-components',
    [at('page-components', 'pageComponentChunks.ts')],
    [`${NAVIGATION} › a page's first-load JS names no other page`, at('page-components', 'componentChunks.test.ts')]
  ),
  webpackStep('chunkMapOutOfSlice', 'internal', 'chunk-map', [at('chunk-map', 'chunkMapOutOfSlice.ts')], [at('chunk-map', 'chunkMapFile.test.ts'), NAVIGATION]),

  // The post-build steps (src/gatsby/node/postBuildSteps.ts), in their order.
  postBuildStep('link check', 'api', 'site', [`${N}linkCheck.ts`], [`${N}linkCheck.test.ts`]),
  postBuildStep('static redirects', 'api', 'site', [`${N}staticRedirects.ts`], [`${N}staticRedirects.test.ts`, 'e2e/redirects.spec.ts']),
  postBuildStep('sitemap', 'api', 'site', [`${N}sitemap.ts`], [`${N}sitemap.test.ts`]),
  postBuildStep('llms.txt and Markdown copies', 'api', 'site', [`${N}llms.ts`], [`${N}llms.test.ts`]),
  postBuildStep('social cards', 'api', 'site', [`${N}socialCards.ts`], [`${N}socialCards.test.ts`]),
  postBuildStep('hover files', 'api', 'site', [`${N}exampleTypes.ts`], ['e2e/type-hovers.spec.ts']),
  postBuildStep(
    'component chunks',
    'internal',
    'page-components',
    [at('page-components', 'componentChunks.ts')],
    [at('page-components', 'componentChunks.test.ts'), NAVIGATION]
  ),
  postBuildStep(
    'inline scripts',
    'internal',
    'inline-scripts',
    [at('inline-scripts', 'inlineScripts.ts')],
    [at('inline-scripts', 'inlineScripts.test.ts')],
    "the CSP lists the pages' inline scripts by hash, and Gatsby writes scripts that differ on every page: one header cannot list them all"
  ),
  postBuildStep('headers', 'api', 'site', [`${N}headers.ts`], [`${N}headers.test.ts`, 'e2e/headers.spec.ts']),
  postBuildStep('page files', 'internal', 'site', [`${N}staticRedirects.ts`], [`${N}staticRedirects.test.ts`, 'e2e/redirects.spec.ts']),
  postBuildStep('files of gone pages', 'api', 'site', [`${N}postBuildFiles.ts`], [`${N}postBuildFiles.test.ts`]),
  postBuildStep("Gatsby's build files", 'internal', 'chunk-map', [at('chunk-map', 'buildInternals.ts')], [at('chunk-map', 'buildInternals.test.ts')]),

  // The undocumented parts of Gatsby read (src/lib/gatsbyInternals.ts), by key.
  internal('navigateGlobal', 'hydration', [at('hydration', 'navigationProgress.ts')], [`${NAVIGATION} › the progress bar appears only when`]),
  internal('loaderGlobal', 'site', ['src/lib/basePathBanner.ts'], ['src/lib/basePathBanner.test.ts']),
  internal('scriptLoaderId', 'inline-scripts', [at('inline-scripts', 'inlineScripts.ts')], [at('inline-scripts', 'inlineScripts.test.ts')]),
  internal('chunkMappingId', 'chunk-map', [at('chunk-map', 'chunkMapFile.ts')], [at('chunk-map', 'chunkMapFile.test.ts'), 'e2e/headers.spec.ts']),
  internal('chunkMapFile', 'chunk-map', [at('chunk-map', 'buildInternals.ts')], [at('chunk-map', 'buildInternals.test.ts')]),
  internal('scriptsSliceFile', 'chunk-map', [at('chunk-map', 'chunkMapOutOfSlice.ts')], [at('chunk-map', 'chunkMapFile.test.ts'), NAVIGATION]),
  internal('rootId', 'hydration', [at('hydration', 'hydrateInTransition.ts')], ['e2e/layout-shift.spec.ts', 'e2e/article-hydration.spec.ts']),
  internal(
    'focusWrapperId',
    'hydration',
    [at('page-components', 'pageComponents.ts'), at('hydration', 'hydrateInTransition.ts')],
    ['e2e/article-hydration.spec.ts']
  ),
  internal(
    'asyncRequires',
    'page-components',
    [at('page-components', 'pageComponentChunks.ts'), at('develop-bundle', 'develop.ts')],
    [NAVIGATION, at('develop-bundle', 'develop.test.ts')]
  ),
  internal('virtualModulesDir', 'page-components', [at('page-components', 'pageComponentChunks.ts')], [NAVIGATION]),
  internal(
    'loaderModuleAlias',
    'page-components',
    [at('page-components', 'pageComponents.ts')],
    [`${NAVIGATION} › a linked doc's component comes from its page data`]
  ),
  internal(
    'webpackStatsFile',
    'chunk-map',
    [at('chunk-map', 'buildInternals.ts'), `${N}headers.ts`, at('css', 'stylesInHtml.ts')],
    [at('chunk-map', 'buildInternals.test.ts'), `${CSS_TEST} › stylesInHtml`]
  ),
  internal('dependenciesBabelPreset', 'build-speed', [at('build-speed', 'dependencies.ts')], [`${BUILD_SPEED_TEST} › noBabelOverDependencies`]),
  internal('reduxModule', 'develop-bundle', [at('develop-bundle', 'develop.ts')], [DEVELOP_EDIT]),
  internal('compilationDoneEvent', 'develop-bundle', [at('develop-bundle', 'develop.ts')], [DEVELOP_EDIT]),

  // Runtime overrides in the browser (gatsby-browser.tsx wires them).
  runtime(
    'replaceHydrateFunction: hydration in a transition',
    'api',
    'hydration',
    [at('hydration', 'hydrateInTransition.ts')],
    ['e2e/layout-shift.spec.ts', 'e2e/article-hydration.spec.ts']
  ),
  runtime(
    "globalHistory.listen of Gatsby's router (@gatsbyjs/reach-router), wrapped",
    'internal',
    'hydration',
    [at('hydration', 'deferredArticle.ts')],
    ["e2e/article-hydration.spec.ts › a doc's article hydrates at the reader's first input", 'src/patches.test.ts']
  ),
  runtime(
    "focus after Reach Router's own focus effect",
    'internal',
    'hydration',
    [at('hydration', 'focusMain.ts')],
    [`${NAVIGATION} › without a hash, focus moves to the main content`],
    "after a navigation, keyboard and screen-reader users start at the main content; Gatsby's router focuses its wrapper"
  ),
];

/** The pieces of a pin: its file and, when given, the text of one of its tests. */
export function parsePin(pin: string): { file: string; title?: string } {
  const [file, title] = pin.split(' › ');
  return { file: file!, title };
}
