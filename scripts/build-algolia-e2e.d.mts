/** Settings of the Algolia e2e build; see build-algolia-e2e.mjs. */
export const ALGOLIA_E2E: { dir: string; host: string; appId: string; searchKey: string; indexName: string };
