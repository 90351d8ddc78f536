/**
 * Undocumented parts of Gatsby the site relies on, named once, with where Gatsby defines them
 * (under node_modules/gatsby/). Checked against the Gatsby version below;
 * src/lib/gatsbyInternals.test.ts fails when the installed Gatsby is another version or no longer
 * has one of them, so an upgrade re-checks this list.
 *
 * (`replaceHydrateFunction`, also overridden here, is a documented gatsby-browser API; the renderer
 * that replaces it relies on rootId and focusWrapperId below. The webpack steps in
 * src/gatsby/webpack/ also find webpack's own plugins and gatsby-plugin-mdx's loader in the config
 * Gatsby makes: each step names what it looks for.)
 */
export const GATSBY_CHECKED_VERSION = '5.16.1';

export const GATSBY_INTERNALS = {
  /** `window.___navigate`: every <Link> and navigate() call goes through it (cache-dir/navigation.js). */
  navigateGlobal: '___navigate',
  /** `window.___loader`: the page loader, set once the runtime has started (cache-dir/production-app.js). */
  loaderGlobal: '___loader',
  /** The inline script that writes `window.pagePath` into every page (cache-dir/static-entry.js). */
  scriptLoaderId: 'gatsby-script-loader',
  /**
   * The inline script that writes `window.___chunkMapping` into every page (in the scripts slice,
   * dist/utils/gatsby-webpack-stats-extractor.js), from the file it also writes, and the loader that
   * reads it to prefetch a linked page's component (cache-dir/loader.js). With slices (Gatsby 5's
   * default) the map is written as a JSON *string*, so that lookup always finds nothing.
   */
  chunkMappingId: 'gatsby-chunk-mapping',
  chunkMapFile: 'chunk-map.json',
  /** The scripts slice that file's map goes into, stitched into every page after the HTML is rendered (same file). */
  scriptsSliceFile: '_gatsby/slices/_gatsby-scripts-1.html',
  /** The root element React renders into (cache-dir/default-html.js). */
  rootId: '___gatsby',
  /** The wrapper around every page, holding the server HTML (cache-dir/static-entry.js, root.js). */
  focusWrapperId: 'gatsby-focus-wrapper',
  /** The virtual module importing every page component (cache-dir/app.js, production-app.js), as `exports.components`. */
  asyncRequires: '$virtual/async-requires',
  /** Where Gatsby writes its virtual modules, `$virtual/…` included (dist/utils/gatsby-webpack-virtual-modules.js). */
  virtualModulesDir: '.cache/_this_is_virtual_fs_path_',
  /**
   * The page loader's module (cache-dir/loader.js, copied to .cache/), by an alias of the browser build
   * (src/gatsby/overrides/page-components/pageComponentChunks.ts): src/gatsby/overrides/page-components/pageComponents.ts wraps
   * `ProdLoader.prototype.loadPageDataJson`, which every page load and prefetch calls first, and
   * which resolves to `{ payload }`, the page data.
   */
  loaderModuleAlias: '$gatsby-page-loader',
  /** The file in public/ listing the browser build's assets by chunk (dist/utils/gatsby-webpack-stats-extractor.js). */
  webpackStatsFile: 'webpack.stats.json',
  /** The Babel preset of the webpack rule Gatsby runs over node_modules, by which that rule is found (dist/utils/webpack-utils.js). */
  dependenciesBabelPreset: 'babel-preset-gatsby/dependencies',
  /** Gatsby's redux module, whose `emitter` carries its develop events (dist/redux/index.js). */
  reduxModule: 'gatsby/dist/redux',
  /** The event Gatsby's develop recompile waits for, emitted when the browser bundle is compiled (dist/services/recompile.js). */
  compilationDoneEvent: 'COMPILATION_DONE',
} as const;
