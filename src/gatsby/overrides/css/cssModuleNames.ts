import type { Rule, WebpackStep } from '../../webpack/step';

type UseEntry = { loader?: string; options?: { modules?: false | { localIdentName?: string } } };

/** The css-loader entries of `rules` that compile CSS modules, however deep in oneOf/rules. */
export function cssModuleLoaders(rules: Rule[]): UseEntry[] {
  return rules.flatMap((rule) => [
    ...(Array.isArray(rule.use) ? (rule.use as UseEntry[]) : []).filter((entry) => /[\\/]css-loader[\\/]/.test(entry.loader ?? '') && entry.options?.modules),
    ...cssModuleLoaders(rule.oneOf ?? []),
    ...cssModuleLoaders(rule.rules ?? []),
  ]);
}

/** What a CSS module class is called in production builds: a hash of its file and name, in letters only (valid in any selector, no escaping). */
export const PRODUCTION_CLASS_NAME = '[hash:base52:6]';

/**
 * Short CSS module class names in production builds. Gatsby names them `[name]--[local]--[hash]`
 * ("styles-module--navbar--0ad6a"): each name stands in the JavaScript of every page (the class
 * maps), in its HTML and in the stylesheet, about 800 bytes gzipped on a doc page's first load
 * alone. Both production stages name them the same way, so the server HTML and the browser agree;
 * `gatsby develop` keeps the readable names.
 */
export const shortCssModuleNames: WebpackStep = ({ stage, config }) => {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  for (const entry of cssModuleLoaders(config.module.rules)) {
    if (entry.options?.modules) entry.options.modules.localIdentName = PRODUCTION_CLASS_NAME;
  }
};
