/** Gatsby's page loader module (.cache/loader.js), as src/gatsby/overrides/page-components/pageComponents.ts uses it (src/lib/gatsbyInternals.ts: loaderModuleAlias). */
declare module '$gatsby-page-loader' {
  export class ProdLoader {
    loadPageDataJson(rawPath: string): Promise<{ payload?: { componentChunkName?: string; componentChunks?: unknown } } | undefined>;
  }
}
