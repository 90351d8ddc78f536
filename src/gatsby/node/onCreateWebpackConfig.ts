import type { GatsbyNode } from 'gatsby';
import { buildState } from '../content/state';

type Rule = { test?: unknown; resourceQuery?: unknown; oneOf?: Rule[]; rules?: Rule[] };

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
 * - Injects the docs version data (labels, paths, doc ids) as the constant `__DOCS_GLOBAL__`,
 *   so the navbar's Docs link and version dropdown work without a request.
 * - `import css from 'pkg/style.css?inline'` gives the stylesheet as a string. Gatsby merges every
 *   imported stylesheet, lazy ones included, into one CSS file inlined on every page; a third-party
 *   stylesheet imported this way is instead added only while the component that needs it is
 *   mounted (src/hooks/useInjectedStylesheet.ts), so it never reaches other pages.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins, getConfig }) => {
  const data = buildState.plan?.globalData;
  if (!data) throw new Error('onCreateWebpackConfig ran before createPages planned the routes.');
  const config = getConfig();
  config.module.rules = [
    ...excludeInlineCss(config.module.rules),
    { test: /\.css$/, resourceQuery: /inline/, type: 'asset/source' },
  ];
  config.plugins.push(plugins.define({ __DOCS_GLOBAL__: `(${JSON.stringify(data)})` }));
  actions.replaceWebpackConfig(config);
};
