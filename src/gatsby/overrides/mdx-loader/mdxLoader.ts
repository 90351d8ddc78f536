import path from 'node:path';
import { ADMONITION_NAMES } from '../../../config/admonitions';
import { isDevelop } from '../../env';
import type { WebpackStep } from '../../webpack/step';

type UseEntry = { loader?: string; options?: Record<string, unknown> } | string;
type Rule = { test?: unknown; use?: unknown; oneOf?: Rule[]; rules?: Rule[] };

/** Our MDX loader (src/gatsby/overrides/mdx-loader/mdxLoader.cjs: why it replaces gatsby-plugin-mdx's). */
export const MDX_LOADER = path.resolve('src/gatsby/overrides/mdx-loader/mdxLoader.cjs');
const COMPONENTS = path.resolve('src/components/ContentProblems/index.tsx');
/** Exports a doc's MDX beside the page around it (src/gatsby/overrides/mdx-loader/docContentExport.cjs). */
export const DOC_CONTENT_EXPORT_LOADER = path.resolve('src/gatsby/overrides/mdx-loader/docContentExport.cjs');

const isGatsbyMdxLoader = (entry: UseEntry) => typeof entry === 'object' && /gatsby-plugin-mdx[\\/]dist[\\/]gatsby-mdx-loader/.test(entry.loader ?? '');

const isGatsbyLayoutLoader = (entry: UseEntry) => typeof entry === 'object' && /gatsby-plugin-mdx[\\/]dist[\\/]gatsby-layout-loader/.test(entry.loader ?? '');

const isBabelLoader = (entry: UseEntry) => typeof entry === 'object' && /[\\/]babel-loader(\.js)?$/.test(entry.loader ?? '');

/** The query gatsby-plugin-mdx's rule for a page template wrapped around a doc matches. */
const isDocTemplateCopy = (resourceQuery: string | undefined) => /[?&]__contentFilePath=[^&]+\.mdx?(&|$)/.test(resourceQuery ?? '');

/**
 * Swaps gatsby-plugin-mdx's loader for ours in `rules`, keeping its MDX options, and drops Babel
 * after it: MDX output is already plain modern JavaScript (function calls, no JSX, no GraphQL), and
 * a big doc compiles to 60 KB of it, which Babel re-parsed on every save and twice per build. In
 * `gatsby develop` a saved doc then hot-updates through the page module that imports it, which
 * is Babel-compiled and a React Fast Refresh boundary: the page re-renders in place, no reload.
 */
export function withOurMdxLoader(rules: Rule[]): Rule[] {
  return rules.map((rule) => {
    if (typeof rule.use !== 'function') return rule;
    const use = rule.use as (data: { resourceQuery?: string }) => UseEntry[];
    return {
      ...rule,
      use: (data: { resourceQuery?: string }) => {
        const entries = use(data);
        // A doc's copy of the page template (DocPage/index.tsx?__contentFilePath=...): the layout
        // loader turns its JSX into calls already. Babel had nothing left to do there, but each copy's
        // query is new to Gatsby's Babel config cache, so it loaded its config again for every doc, in
        // both compilations (over a minute of a build with 1,000 added docs). Two rules match the
        // copy, gatsby-plugin-mdx's and Gatsby's own for all JS and TS; both run Babel, so the
        // module's query decides, in every rule. In develop it stays: the copy is the Fast Refresh
        // boundary a saved doc hot-updates through.
        // The copy also exports the MDX alone (docContentExport.cjs), for a doc's first load
        // (src/gatsby/overrides/page-components/pageComponents.ts); webpack runs the first loader listed last.
        if (isDocTemplateCopy(data.resourceQuery) && !isDevelop()) {
          const rest = entries.filter((entry) => !isBabelLoader(entry));
          return rest.some(isGatsbyLayoutLoader) ? [{ loader: DOC_CONTENT_EXPORT_LOADER }, ...rest] : rest;
        }
        if (!entries.some(isGatsbyMdxLoader)) return entries;
        return entries
          .filter((entry) => !isBabelLoader(entry))
          .map((entry) =>
            isGatsbyMdxLoader(entry) && typeof entry === 'object'
              ? {
                  loader: MDX_LOADER,
                  options: {
                    options: (entry.options as { options: unknown }).options,
                    develop: isDevelop(),
                    componentsPath: COMPONENTS,
                    admonitions: ADMONITION_NAMES,
                  },
                }
              : entry
          );
      },
    };
  });
}

export const ourMdxLoader: WebpackStep = ({ config }) => {
  config.module.rules = withOurMdxLoader(config.module.rules);
};
