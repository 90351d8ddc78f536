/**
 * One row per docs version, keyed by its name (as in content/versions.json; "current" is docs/,
 * Next): what the site shows and runs for it. Every per-version fact is read from here: the
 * version's label (src/config/docs.ts), the package its examples are checked, typed and run
 * against (examples.ts), its live runtime (LiveCode/runtimes/) and live builder (LiveBuilder/),
 * its API reference (src/gatsby/api/), and the versions the e2e tests check (e2e/support/contentPages.ts).
 *
 * - `label`: the version menu's label; omitted, Docusaurus's default ("Next", "6.x").
 * - `package`: the folder under node_modules: an npm alias in package.json pins each to `release`
 *   (`"rqb5": "npm:react-querybuilder@5.4.1"`); the latest release is the plain package.
 * - `release`: the exact react-querybuilder version documented.
 * - `live`: its `live` examples and `<LiveBuilder>` run in the browser, on the package's runtime
 *   chunk (src/components/mdx/LiveCode/runtimes/: `LivePackage` below makes a missing one a type error).
 * - `api`: it has an API reference, generated from the package's type definitions.
 * - `addOns`: folders under node_modules of this release's `@react-querybuilder/*` add-ons (npm
 *   aliases such as `rqb6-antd`). The API reference documents them beside the release, and
 *   examples of the version import them by their real names. Each resolves `react-querybuilder`
 *   to the row's package there, whatever release npm put at the top level.
 *
 * To add a version: `npm run docs:version -- N`, a row here, and
 * `npm install --save-dev --save-exact rqbN@npm:react-querybuilder@<release>`. src/config/releases.test.ts fails
 * while a version has no row or a row's package is not installed at its release.
 */
export interface Release {
  label?: string;
  package: string;
  release: string;
  live: boolean;
  api: boolean;
  addOns?: readonly string[];
}

export const RELEASES = {
  current: { package: 'react-querybuilder', release: '8.24.1', live: true, api: true },
  '8': { label: 'v8.x', package: 'react-querybuilder', release: '8.24.1', live: true, api: true },
  '7': { label: 'v7.x', package: 'rqb7', release: '7.7.1', live: true, api: true },
  '6': {
    label: 'v6.x',
    package: 'rqb6',
    release: '6.5.5',
    live: true,
    api: true,
    addOns: ['rqb6-antd', 'rqb6-bootstrap', 'rqb6-chakra', 'rqb6-dnd', 'rqb6-mantine', 'rqb6-material'],
  },
  '5': { label: 'v5.x', package: 'rqb5', release: '5.4.1', live: true, api: true },
  '4': { label: 'v4.x', package: 'rqb4', release: '4.5.3', live: true, api: true },
  // 3.x predates the API reference (its docs describe the old API by hand) and holds no runnable examples.
  '3': { label: 'v3.x', package: 'rqb3', release: '3.12.1', live: false, api: false },
} as const satisfies Record<string, Release>;

type Rows = typeof RELEASES;
export type VersionName = keyof Rows;
type LiveName = { [K in VersionName]: Rows[K]['live'] extends true ? K : never }[VersionName];

/** The package of each version that runs live examples: each has a runtime chunk. */
export type LivePackage = Rows[LiveName]['package'];

/** The major of each release that runs live: what `<LiveBuilder version="7">` names. */
export type LiveMajor = Rows[LiveName]['release'] extends `${infer Major}.${string}` ? Major : never;

/** The row of a docs version, or undefined for a name without one. */
export const releaseOf = (versionName: string): Release | undefined => (RELEASES as Record<string, Release>)[versionName];

/** The release the site's own react-querybuilder (the demo, the console tools) is: the row of the plain package. */
export const SITE_RELEASE = Object.values(RELEASES).find((row) => row.package === 'react-querybuilder')!.release;
