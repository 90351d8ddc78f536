import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOC_CONTENT_EXPORT_LOADER, withOurMdxLoader } from './mdxLoader';

describe("withOurMdxLoader (gatsby-plugin-mdx's rules with our loader)", () => {
  const babel = { loader: '/x/node_modules/gatsby/dist/utils/babel-loader.js' };
  const layout = { loader: '/x/node_modules/gatsby-plugin-mdx/dist/gatsby-layout-loader.js', options: {} };
  const layoutRule = { test: /\.[tj]sx?$/, resourceQuery: /__contentFilePath=/, use: () => [babel, layout] };
  // Gatsby's rule for all of the site's JS and TS, which matches the copy too.
  const jsRule = { test: /\.[tj]sx?$/, use: () => [babel] };
  const loadersOf = (command: string, resourceQuery: string, rules = [jsRule, layoutRule]) => {
    const before = process.env.gatsby_executing_command;
    process.env.gatsby_executing_command = command;
    try {
      return withOurMdxLoader(rules).flatMap((rule) =>
        (rule.use as (data: { resourceQuery: string }) => Array<{ loader: string }>)({ resourceQuery }).map((entry) => entry.loader)
      );
    } finally {
      process.env.gatsby_executing_command = before;
    }
  };

  it("drops Babel from a doc's copy of the page template in a build, in every rule, exports its MDX, and keeps Babel in develop (Fast Refresh)", () => {
    const copy = '?__contentFilePath=/docs/a.mdx';
    expect(loadersOf('build', copy)).toEqual([DOC_CONTENT_EXPORT_LOADER, layout.loader]);
    expect(loadersOf('develop', copy)).toEqual([babel.loader, babel.loader, layout.loader]);
  });

  it('keeps Babel over every other module of a build, queried or not', () => {
    expect(loadersOf('build', '', [jsRule])).toEqual([babel.loader]);
    expect(loadersOf('build', '?inline', [jsRule])).toEqual([babel.loader]);
  });

  it('uses a page template with nothing for Babel to strip: no page query, Head, config or getServerData', () => {
    const template = fs.readFileSync(path.resolve('src/templates/DocPage/index.tsx'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(template).not.toMatch(/graphql|\bHead\b|getServerData|export const config|export function config/);
  });
});
