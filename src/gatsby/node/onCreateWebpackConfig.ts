import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { docusaurusAliases } from '../../docusaurus/modules';
import { searchConfigFromEnv } from '../search/config';
import { applyDevelopSettings } from './developWebpack';
import { useOurMdxLoader } from './mdxLoader';

type Rule = { test?: unknown; resourceQuery?: unknown; type?: string; oneOf?: Rule[]; rules?: Rule[]; exclude?: unknown; use?: unknown };

/**
 * Packages only ever rendered in the browser (the demo's UI libraries, live builders, search):
 * the server-side render bundle requires them from node_modules instead of bundling them, which
 * takes minutes off `gatsby build`. React itself is already external there.
 */
const CLIENT_ONLY_PACKAGES = new RegExp(
  `^(${[
    // Scopes: any package in them.
    ...['@ant-design', '@mui', '@emotion', '@chakra-ui', '@fluentui', '@griffel', '@mantine', '@react-querybuilder'].map((scope) => `${scope}/[^/]+`),
    ...['antd', 'framer-motion', 'react-dnd', 'react-dnd-html5-backend', 'react-datepicker', 'react-select', 'react-slider', 'dayjs', 'date-fns'],
    ...['react-querybuilder', 'rqb\\d', 'instantsearch\\.js', 'react-instantsearch', 'react-instantsearch-core', 'algoliasearch', 'minisearch', 'prism-react-renderer'],
  ].join('|')})(/|$)`
);

/** Should the server-side render bundle require `request` from node_modules instead of bundling it? */
export function isClientOnlyRequest(request: string): boolean {
  // Stylesheets (`?inline`) are still compiled by webpack, and so are deep imports of a package's
  // ES-module folder (`antd/es/...`), which Node cannot require.
  // @react-querybuilder/antd 6.5's CommonJS build itself requires `antd/es/...`, so it is bundled too.
  return CLIENT_ONLY_PACKAGES.test(request) && !/[?]|\.s?css$|\/(es|esm)\//.test(request) && !/^@react-querybuilder\/antd(\/|$)/.test(request);
}

function externalizeClientOnly({ request }: { request?: string }, callback: (error?: Error | null, result?: string) => void) {
  if (request && isClientOnlyRequest(request)) return callback(null, `commonjs ${request}`);
  return callback();
}

/**
 * Icon barrels the demo's adapters import one icon from, and the module that exports just that icon.
 * Parsing `@mui/icons-material`'s index alone means reading 10,600 modules on every cold build.
 */
export const ADAPTER_ICON_MODULES: Record<string, string> = {
  '@mui/icons-material': path.resolve('src/demo/libraries/material/adapterIcons.ts'),
  '@ant-design/icons': path.resolve('src/demo/libraries/antd/adapterIcons.ts'),
};

/** Points a @react-querybuilder adapter's import of an icon barrel at the module of the icons it uses. */
function replaceAdapterIconBarrel(resolveData: { request: string; contextInfo?: { issuer?: string } }) {
  const target = ADAPTER_ICON_MODULES[resolveData.request];
  if (target && /[\\/]node_modules[\\/]@react-querybuilder[\\/]/.test(resolveData.contextInfo?.issuer ?? '')) resolveData.request = target;
}

type Minimizer = { constructor: { name: string }; options?: { exclude?: unknown } };
type TerserPluginClass = { new (options: object): Minimizer; swcMinify?: unknown };

/**
 * Gatsby minifies with Terser: 14 of the 44 s of a cold JavaScript build on a 2-core machine (more
 * workers do not help: the time is in the few large chunks). SWC's minifier, run by the same
 * terser-webpack-plugin (`swcMinify`, @swc/core), takes a few seconds and its output is slightly
 * smaller (1.694 MB against 1.706 MB gzip for all chunks). Gatsby's own TerserPlugin class is
 * reused, so the plugin's version stays Gatsby's choice; its options (ES5 output, Safari 10
 * mangling) are kept.
 */
export function minifyWithSwc(minimizer: Minimizer): Minimizer {
  const TerserPlugin = minimizer.constructor as unknown as TerserPluginClass;
  if (minimizer.constructor.name !== 'TerserPlugin' || !TerserPlugin.swcMinify) return minimizer;
  return new TerserPlugin({
    exclude: minimizer.options?.exclude,
    minify: TerserPlugin.swcMinify,
    terserOptions: { compress: { ecma: 5 }, mangle: { safari10: true }, ecma: 5 },
  });
}

/** Is this Gatsby's rule that runs Babel over node_modules? */
const isDependenciesRule = (rule: Rule) => typeof rule.exclude === 'function' && JSON.stringify(rule.use ?? '').includes('babel-preset-gatsby/dependencies');

/** Gatsby's CSS rules skip `?inline` imports, which we load as text instead. */
function excludeInlineCss(rules: Rule[]): Rule[] {
  return rules.map((rule) => {
    const next = { ...rule };
    if (next.oneOf) next.oneOf = excludeInlineCss(next.oneOf);
    if (next.rules) next.rules = excludeInlineCss(next.rules);
    if (next.test instanceof RegExp && next.test.test('x.css')) {
      next.resourceQuery = { not: [/inline/] };
    }
    return next;
  });
}

/** `import css from 'x.css?inline'` gives the stylesheet's text; `.scss?inline` is compiled by Sass first. */
const inlineStylesheetRules: Rule[] = [
  { test: /\.css$/, resourceQuery: /inline/, type: 'asset/source' },
  // Scoped third-party Sass (the demo's Bootstrap and Bulma), compiled to a string the same way.
  {
    test: /\.scss$/,
    resourceQuery: /inline/,
    type: 'asset/source',
    use: [
      {
        loader: 'sass-loader',
        options: { sassOptions: { style: 'compressed', quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions'] } },
      },
    ],
  },
];

/** The server bundle never adds those stylesheets (only the browser does): an empty string, no Sass. */
const serverInlineStylesheetRules: Rule[] = [
  { test: /\.s?css$/, resourceQuery: /inline/, type: 'asset/source', use: [{ loader: path.resolve('src/gatsby/webpack/emptyStylesheetLoader.cjs') }] },
];

const isServer = (stage: string) => stage === 'build-html' || stage === 'develop-html';

/**
 * - Injects the search backend (embedded index, or Algolia's public settings) as `__SEARCH_CONFIG__`.
 * - `gatsby develop`: lazy compilation and a light HTML renderer (src/gatsby/node/developWebpack.ts).
 * - `import css from 'pkg/style.css?inline'` gives the stylesheet as a string. Gatsby merges every
 *   imported stylesheet, lazy ones included, into one CSS file inlined on every page; a third-party
 *   stylesheet imported this way is instead added only while the component that needs it is
 *   mounted (src/hooks/useInjectedStylesheet.ts), so it never reaches other pages. `.scss?inline`
 *   is compiled with Sass first (the demo's scoped Bootstrap and Bulma). The server bundle gets
 *   empty strings instead: it never adds them, and Sass over Bootstrap is seconds per build.
 * - Silences mini-css-extract's ordering warnings (see below).
 * - MDX written for Docusaurus imports `@theme/…`, `@docusaurus/…` and `@site/…`: they resolve to
 *   this site's components and the project root (src/docusaurus/modules.ts).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins, getConfig, stage }) => {
  const config = getConfig();
  if (stage === 'build-javascript' || stage === 'build-html') {
    // No source maps in production: nobody downloads them, and writing them doubles the bundling time.
    config.devtool = false;
  }
  applyDevelopSettings(stage, config, plugins);
  config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...docusaurusAliases(process.cwd()) } };
  if (stage === 'build-javascript') config.optimization.minimizer = config.optimization.minimizer.map(minifyWithSwc);
  if (isServer(stage)) {
    config.externals = [...(Array.isArray(config.externals) ? config.externals : config.externals ? [config.externals] : []), externalizeClientOnly];
  }
  // Packages on npm ship code modern browsers run as it is (the Docusaurus default too): Babel over
  // all of node_modules (antd, MUI, Fluent...) costs minutes per build and changes nothing we need.
  config.module.rules = config.module.rules.filter((rule: Rule) => !isDependenciesRule(rule));
  config.module.rules = [...useOurMdxLoader(excludeInlineCss(config.module.rules)), ...(isServer(stage) ? serverInlineStylesheetRules : inlineStylesheetRules)];
  // Gatsby extracts all CSS into one `styles` chunk; the CSS modules in it are order-independent
  // (unique class names) and the global sheets load once from gatsby-browser, so mini-css-extract's
  // "Conflicting order" warnings (thousands of lines per build) carry no information here.
  for (const plugin of config.plugins as Array<{ constructor: { name: string }; options?: { ignoreOrder?: boolean } }>) {
    if (plugin.constructor.name === 'MiniCssExtractPlugin' && plugin.options) plugin.options.ignoreOrder = true;
  }
  config.plugins.push(
    plugins.normalModuleReplacement(/^(@mui\/icons-material|@ant-design\/icons)$/, replaceAdapterIconBarrel),
    // From the environment only: content never reaches a webpack-wide value (an edit would rebuild
    // every module). Content data travels as page data (src/hooks/useSiteContent.ts).
    plugins.define({ __SEARCH_CONFIG__: `(${JSON.stringify(searchConfigFromEnv(process.env))})` })
  );
  actions.replaceWebpackConfig(config);
};
