/**
 * The react-querybuilder each docs version documents, by version name (as in versions.json;
 * "current" is docs/), as a package folder under node_modules: npm aliases in package.json pin
 * each one to the exact release. The version's code examples are type-checked and run against it
 * at test time (src/testing/checkExamples.ts, checkOutputs.ts), and its `live` examples
 * run against it in the browser.
 */
export const VERSION_PACKAGES: Readonly<Record<string, string>> = {
  current: 'rqb7',
  '6': 'react-querybuilder',
  '5': 'rqb5',
  '4': 'rqb4',
  '3': 'rqb3',
};

/**
 * Docs versions without an API reference: 3.x predates it (its docs describe the old API by hand,
 * and its package is installed only for example checks). Every other version of VERSION_PACKAGES
 * has one, generated from the package's type definitions (src/gatsby/api/).
 */
export const VERSIONS_WITHOUT_API = ['3'] as const;

/** Whether a docs version has an API reference. */
export const hasApiReference = (versionName: string): boolean =>
  versionName in VERSION_PACKAGES && !(VERSIONS_WITHOUT_API as readonly string[]).includes(versionName);

/**
 * The packages a `live` example can run against: each has a browser runtime, its own chunk
 * (src/components/mdx/LiveCode/runtimes/). 3.x has none: its pages hold no runnable examples.
 */
export const LIVE_PACKAGES = ['rqb7', 'react-querybuilder', 'rqb5', 'rqb4'] as const;
export type LivePackage = (typeof LIVE_PACKAGES)[number];

/** The stylesheet import a live example may keep: it adds the runtime's default stylesheet. */
export const LIVE_STYLESHEET = 'react-querybuilder/dist/query-builder.css';

/** What a live example may import: React, the page's react-querybuilder and its stylesheet. */
export const LIVE_IMPORTS = ['react', 'react-querybuilder', LIVE_STYLESHEET] as const;

/** The live runtime for a docs version, or undefined when the version has none. */
export function livePackageOf(versionName: string): LivePackage | undefined {
  const pkg = VERSION_PACKAGES[versionName];
  return (LIVE_PACKAGES as readonly string[]).includes(pkg ?? '') ? (pkg as LivePackage) : undefined;
}
