import { RELEASES, releaseOf, type LivePackage, type Release } from './releases';

export type { LivePackage } from './releases';

/**
 * The react-querybuilder each docs version documents, by version name, as a package folder under
 * node_modules (the `package` column of ./releases.ts). The version's code examples are
 * type-checked and run against it at test time (src/testing/checkExamples.ts, checkOutputs.ts),
 * and its `live` examples run against it in the browser.
 */
export const VERSION_PACKAGES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(RELEASES).map(([name, row]) => [name, row.package]));

/** Package folder -> the folders of its release's add-ons (the `addOns` column of ./releases.ts). */
export const RELEASE_ADD_ONS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.values(RELEASES as Record<string, Release>).map((row) => [row.package, row.addOns ?? []])
);

/** Whether a docs version has an API reference (the `api` column of ./releases.ts). */
export const hasApiReference = (versionName: string): boolean => releaseOf(versionName)?.api ?? false;

/** The stylesheet import a live example may keep: it adds the runtime's default stylesheet. */
export const LIVE_STYLESHEET = 'react-querybuilder/dist/query-builder.css';

/** What a live example may import: React, the page's react-querybuilder and its stylesheet. */
export const LIVE_IMPORTS = ['react', 'react-querybuilder', LIVE_STYLESHEET] as const;

/**
 * The package a docs version's `live` examples run against (the `live` rows of ./releases.ts; each
 * has a runtime chunk in src/components/mdx/LiveCode/runtimes/), or undefined when it has none.
 */
export function livePackageOf(versionName: string): LivePackage | undefined {
  const row = releaseOf(versionName);
  return row?.live ? (row.package as LivePackage) : undefined;
}
