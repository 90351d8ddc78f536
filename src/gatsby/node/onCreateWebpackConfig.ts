import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { buildState } from '../content/state';
import { searchConfigFromEnv } from '../search/config';

type Rule = { test?: unknown; resourceQuery?: unknown; oneOf?: Rule[]; rules?: Rule[]; exclude?: unknown; use?: unknown };

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

/**
 * - Injects the docs version data (labels, paths, doc ids) as `__DOCS_GLOBAL__`, so the navbar's
 *   Docs link and version dropdown work without a request, and the search backend (embedded
 *   index URLs or Algolia's public settings) as `__SEARCH_CONFIG__`.
 * - `import css from 'pkg/style.css?inline'` gives the stylesheet as a string. Gatsby merges every
 *   imported stylesheet, lazy ones included, into one CSS file inlined on every page; a third-party
 *   stylesheet imported this way is instead added only while the component that needs it is
 *   mounted (src/hooks/useInjectedStylesheet.ts), so it never reaches other pages. `.scss?inline`
 *   is compiled with Sass first (the demo's scoped Bootstrap and Bulma).
 * - Silences mini-css-extract's ordering warnings (see below).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins, getConfig, stage }) => {
  const data = buildState.plan?.globalData;
  if (!data) throw new Error('onCreateWebpackConfig ran before createPages planned the routes.');
  const config = getConfig();
  if (stage === 'build-javascript' || stage === 'build-html') {
    // No source maps in production: nobody downloads them, and writing them doubles the bundling time.
    config.devtool = false;
  }
  if (stage === 'build-html' || stage === 'develop-html') {
    config.externals = [...(Array.isArray(config.externals) ? config.externals : config.externals ? [config.externals] : []), externalizeClientOnly];
  }
  // Packages on npm ship code modern browsers run as it is (the Docusaurus default too): Babel over
  // all of node_modules (antd, MUI, Fluent...) costs minutes per build and changes nothing we need.
  config.module.rules = config.module.rules.filter((rule: Rule) => !isDependenciesRule(rule));
  config.module.rules = [
    ...excludeInlineCss(config.module.rules),
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
  // Gatsby extracts all CSS into one `styles` chunk; the CSS modules in it are order-independent
  // (unique class names) and the global sheets load once from gatsby-browser, so mini-css-extract's
  // "Conflicting order" warnings (thousands of lines per build) carry no information here.
  for (const plugin of config.plugins as Array<{ constructor: { name: string }; options?: { ignoreOrder?: boolean } }>) {
    if (plugin.constructor.name === 'MiniCssExtractPlugin' && plugin.options) plugin.options.ignoreOrder = true;
  }
  const search = searchConfigFromEnv(process.env, buildState.searchIndexes ?? {});
  config.plugins.push(
    plugins.normalModuleReplacement(/^(@mui\/icons-material|@ant-design\/icons)$/, replaceAdapterIconBarrel),
    plugins.define({
      __DOCS_GLOBAL__: `(${JSON.stringify(data)})`,
      __SEARCH_CONFIG__: `(${JSON.stringify(search)})`,
    })
  );
  actions.replaceWebpackConfig(config);
};
