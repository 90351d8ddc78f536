import type { GatsbyNode } from 'gatsby';
import { buildState } from '../content/state';
import { searchConfigFromEnv } from '../search/config';

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
 * - Injects the docs version data (labels, paths, doc ids) as `__DOCS_GLOBAL__`, so the navbar's
 *   Docs link and version dropdown work without a request, and the search backend (embedded
 *   index URLs or Algolia's public settings) as `__SEARCH_CONFIG__`.
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
  const search = searchConfigFromEnv(process.env, buildState.searchIndexes ?? {});
  config.plugins.push(
    plugins.define({
      __DOCS_GLOBAL__: `(${JSON.stringify(data)})`,
      __SEARCH_CONFIG__: `(${JSON.stringify(search)})`,
    })
  );
  actions.replaceWebpackConfig(config);
};
