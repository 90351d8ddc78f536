import path from 'node:path';
import { isServerStage, type Rule, type WebpackStep } from '../../webpack/step';

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
const browserRules: Rule[] = [
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
const serverRules: Rule[] = [
  { test: /\.s?css$/, resourceQuery: /inline/, type: 'asset/source', use: [{ loader: path.resolve('src/gatsby/overrides/css/emptyStylesheetLoader.cjs') }] },
];

/**
 * `import css from 'pkg/style.css?inline'` gives the stylesheet as a string. Gatsby merges every
 * imported stylesheet, lazy ones included, into one CSS file inlined on every page; a third-party
 * stylesheet imported this way is instead added only while the component that needs it is
 * mounted (src/hooks/useInjectedStylesheet.ts), so it never reaches other pages. `.scss?inline`
 * is compiled with Sass first (the demo's scoped Bootstrap and Bulma). The server bundle gets
 * empty strings instead: it never adds them, and Sass over Bootstrap is seconds per build.
 */
export const inlineStylesheets: WebpackStep = ({ stage, config }) => {
  config.module.rules = [...excludeInlineCss(config.module.rules), ...(isServerStage(stage) ? serverRules : browserRules)];
};

/**
 * Gatsby extracts all CSS into one `styles` chunk; the CSS modules in it are order-independent
 * (unique class names) and the global sheets load once from gatsby-browser, so mini-css-extract's
 * "Conflicting order" warnings (thousands of lines per build) carry no information here.
 */
export const quietCssOrder: WebpackStep = ({ config }) => {
  for (const plugin of config.plugins as Array<{ constructor: { name: string }; options?: { ignoreOrder?: boolean } }>) {
    if (plugin.constructor.name === 'MiniCssExtractPlugin' && plugin.options) plugin.options.ignoreOrder = true;
  }
};
