/**
 * Facts the e2e tests check that are not content: the site's title and address, and the first-load
 * budget. The pages, versions, API roots and demo libraries come from content/ and the config
 * (./support/contentPages.ts), so adding a doc, a version or a demo library needs no edit here.
 */
export { DEMO_PAGES, LATEST, VERSIONS, versionNamed, versionOfMajor, type VersionSpec } from './support/contentPages';

export const SITE_TITLE = 'React Query Builder';

/** The production address (canonical links, sitemap, llms.txt). */
export const SITE_URL = 'https://react-querybuilder.js.org';

/**
 * gzip bytes of the scripts every doc page loads before its own content chunk (framework, app,
 * webpack runtime, shared chunks), read from the build by e2e/support/firstLoadJs.ts for
 * /docs/next/components/querybuilder: the budget a change must keep within 1 KiB of. Since
 * src/gatsby/overrides/hydration/deferredArticle.ts, that is a doc's whole first load: its own chunk comes at the
 * reader's first input.
 *
 * 92,290 on 2026-12-03 (night): the announcement bar's two colours are literals again (src/config/site.ts); importing
 * the palette for them had put all of it in the shared chunk, 171 B.
 *
 * 92,432 on 2026-12-03: every doc gained the page menu's assistant links and "Copy link to Markdown", the
 * release's <meta> and "Was this page helpful?" (issue 59), 1,373 B over the 91,059 measured before them; the
 * feedback's event and issue link load at the answer (src/lib/feedback.ts), which kept 584 B out.
 *
 * 90,055 on 2026-11-29 (evening): the article hydrates later (the app chunk 1.3 KB larger with its
 * loader and the colour-mode store); the shared chunks a doc loads first are those DocPage needs.
 *
 * 95,493 on 2026-11-29, counted right: e2e/support/firstLoadJs.ts read a page's component scripts
 * from Gatsby's chunk map, which names the component's own chunk only, so the seven chunks a doc
 * shares with other pages (14.5 KB gz, fetched before it hydrates) were never counted; it now reads
 * the component's chunk group from webpack's stats. Of them, the doc template's own code (1.4 KB)
 * was in every doc's own chunk until src/gatsby/overrides/page-components/sharedChunks.ts made it one shared chunk.
 *
 * 80,825 earlier on 2026-11-29 (the HTML's scripts only): the webpack runtime loads the stylesheets of lazily loaded chunks
 * (mini-css-extract's loader and its map of the chunks that have CSS), 950 B more, now that a page
 * inlines only the CSS of its own chunks (src/gatsby/overrides/css/sharedStylesheet.ts: a doc page's HTML
 * 2.0 KiB gz less); the docs column's sidebar without a Suspense boundary added 114 B to the app.
 *
 * 79,329 on 2026-11-27: the app and webpack's runtime no longer list every page component (their
 * names, chunk ids and own chunks' files: src/gatsby/overrides/page-components/pageComponentChunks.ts), 5,058 B less,
 * and no longer more with each doc.
 *
 * 84,387 on 2026-11-26, in a fresh clone of ef85916: the shared sidebar file's loader added 98 B to
 * the app chunk, after the example types had added about 0.6 KiB within the previous budget (83,296
 * on 2026-11-25; 93,684 on 2026-11-24 by the network-idle count that read, less reliably, what one
 * run fetched). A checkout whose node_modules is a link to another folder builds a framework chunk
 * some 140 B larger: measure in a real clone.
 */
export const FIRST_LOAD_SHARED_JS = { bytes: 92_290 };
