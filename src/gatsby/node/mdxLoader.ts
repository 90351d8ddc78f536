import path from 'node:path';
import { isDevelop } from './reportContentError';

type UseEntry = { loader?: string; options?: Record<string, unknown> } | string;
type Rule = { test?: unknown; use?: unknown; oneOf?: Rule[]; rules?: Rule[] };

/** Our MDX loader (src/gatsby/webpack/mdxLoader.cjs: why it replaces gatsby-plugin-mdx's). */
export const MDX_LOADER = path.resolve('src/gatsby/webpack/mdxLoader.cjs');
const COMPONENTS = path.resolve('src/components/ContentProblems/index.tsx');

const isGatsbyMdxLoader = (entry: UseEntry) => typeof entry === 'object' && /gatsby-plugin-mdx[\\/]dist[\\/]gatsby-mdx-loader/.test(entry.loader ?? '');

/** Swaps gatsby-plugin-mdx's loader for ours in `rules`, keeping its MDX options. */
export function useOurMdxLoader(rules: Rule[]): Rule[] {
  return rules.map((rule) => {
    if (typeof rule.use !== 'function') return rule;
    const use = rule.use as (data: unknown) => UseEntry[];
    return {
      ...rule,
      use: (data: unknown) =>
        use(data).map((entry) =>
          isGatsbyMdxLoader(entry) && typeof entry === 'object'
            ? { loader: MDX_LOADER, options: { options: (entry.options as { options: unknown }).options, develop: isDevelop(), componentsPath: COMPONENTS } }
            : entry
        ),
    };
  });
}
