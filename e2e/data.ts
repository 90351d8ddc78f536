/**
 * The routes, versions and facts the site must serve (the docs pages of each version, moved pages,
 * category indexes), written out independently of the site's own code, so a route the build
 * forgets fails the tests. The versions' labels and releases are the one exception: they are
 * configuration, read from src/config/releases.ts, so a release is written in one place.
 */
import { RELEASES, type VersionName } from '../src/config/releases';

const NEXT_AND_6 = [
  'buildless',
  'compat',
  'components/actionelement',
  'components/draghandle',
  'components/nottoggle',
  'components/querybuilder',
  'components/rule',
  'components/rulegroup',
  'components/valueeditor',
  'components/valueselector',
  'intro',
  'migrate',
  'styling/classnames',
  'styling/overview',
  'tips/adding-removing-query-properties',
  'tips/common-mistakes',
  'tips/custom-bind-variables',
  'tips/custom-with-fallback',
  'tips/external-controls',
  'tips/limit-groups',
  'tips/managing-operators',
  'tips/path',
  'typescript',
  'utils/export',
  'utils/hooks',
  'utils/import',
  'utils/misc',
  'utils/validation',
];

/** Moved pages of Next and 6.x and where they send the reader. */
export const MOVED: Record<string, string> = {
  'api/querybuilder': 'components/querybuilder',
  'api/valueeditor': 'components/valueeditor',
  'api/classnames': 'styling/classnames',
  'api/export': 'utils/export',
  'api/import': 'utils/import',
  'api/validation': 'utils/validation',
  'api/misc': 'utils/misc',
  'tips/styling': 'styling/overview',
  umd: 'buildless',
};

const V4 = [
  'api/classnames',
  'api/export',
  'api/import',
  'api/misc',
  'api/querybuilder',
  'api/validation',
  'api/valueeditor',
  'compat',
  'intro',
  'migrate',
  'typescript',
  'umd',
  'tips/adding-removing-query-properties',
  'tips/common-mistakes',
  'tips/custom-bind-variables',
  'tips/custom-with-fallback',
  'tips/external-controls',
  'tips/limit-groups',
  'tips/managing-operators',
];

export interface VersionSpec {
  /** Its name in versions.json ("current": docs/), the key of its row in src/config/releases.ts. */
  name: VersionName;
  label: string;
  base: string;
  /** Doc ids with their own page (moved pages excluded). */
  docs: string[];
  categories: string[];
  banner: 'none' | 'unreleased' | 'unmaintained';
}

/** Each version's label is its row's in src/config/releases.ts (Next keeps Docusaurus's default). */
export const VERSIONS: VersionSpec[] = [
  {
    name: 'current',
    label: 'Next',
    base: '/docs/next',
    docs: [...NEXT_AND_6, 'components/shiftactions'],
    categories: ['components', 'styling', 'utilities', 'tips--tricks', 'api'],
    banner: 'unreleased',
  },
  {
    name: '6',
    label: RELEASES['6'].label,
    base: '/docs',
    docs: NEXT_AND_6,
    categories: ['components', 'styling', 'utilities', 'tips--tricks', 'api'],
    banner: 'none',
  },
  { name: '5', label: RELEASES['5'].label, base: '/docs/5', docs: [...V4, 'tips/styling'], categories: ['api', 'tips--tricks'], banner: 'unmaintained' },
  { name: '4', label: RELEASES['4'].label, base: '/docs/4', docs: V4, categories: ['api', 'tips--tricks'], banner: 'unmaintained' },
  { name: '3', label: RELEASES['3'].label, base: '/docs/3', docs: ['intro'], categories: [], banner: 'unmaintained' },
];

export const SITE_TITLE = 'React Query Builder';

/** The production address (canonical links, sitemap, llms.txt). */
export const SITE_URL = 'https://react-querybuilder.js.org';

/**
 * gzip bytes of the scripts every doc page loads before its own content chunk (framework, app,
 * webpack runtime, shared chunks), read from the build by e2e/support/firstLoadJs.ts for
 * /docs/next/components/querybuilder: the budget a change must keep within 1 KiB of. Since
 * src/gatsby/browser/deferredArticle.ts, that is a doc's whole first load: its own chunk comes at the
 * reader's first input.
 *
 * 90,055 on 2026-11-29 (evening): the article hydrates later (the app chunk 1.3 KB larger with its
 * loader and the colour-mode store); the shared chunks a doc loads first are those DocPage needs.
 *
 * 95,493 on 2026-11-29, counted right: e2e/support/firstLoadJs.ts read a page's component scripts
 * from Gatsby's chunk map, which names the component's own chunk only, so the seven chunks a doc
 * shares with other pages (14.5 KB gz, fetched before it hydrates) were never counted; it now reads
 * the component's chunk group from webpack's stats. Of them, the doc template's own code (1.4 KB)
 * was in every doc's own chunk until src/gatsby/webpack/sharedChunks.ts made it one shared chunk.
 *
 * 80,825 earlier on 2026-11-29 (the HTML's scripts only): the webpack runtime loads the stylesheets of lazily loaded chunks
 * (mini-css-extract's loader and its map of the chunks that have CSS), 950 B more, now that a page
 * inlines only the CSS of its own chunks (src/gatsby/webpack/sharedStylesheet.ts: a doc page's HTML
 * 2.0 KiB gz less); the docs column's sidebar without a Suspense boundary added 114 B to the app.
 *
 * 79,329 on 2026-11-27: the app and webpack's runtime no longer list every page component (their
 * names, chunk ids and own chunks' files: src/gatsby/webpack/pageComponentChunks.ts), 5,058 B less,
 * and no longer more with each doc.
 *
 * 84,387 on 2026-11-26, in a fresh clone of ef85916: the shared sidebar file's loader added 98 B to
 * the app chunk, after the example types had added about 0.6 KiB within the previous budget (83,296
 * on 2026-11-25; 93,684 on 2026-11-24 by the network-idle count that read, less reliably, what one
 * run fetched). A checkout whose node_modules is a link to another folder builds a framework chunk
 * some 140 B larger: measure in a real clone.
 */
export const FIRST_LOAD_SHARED_JS = { bytes: 90_055 };
