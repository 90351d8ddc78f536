/** What a live example runs against: one react-querybuilder release and its stylesheet. */
export interface LiveRuntime {
  /** The release, read from the package's own package.json. */
  version: string;
  /** Shared with the live builders (src/components/mdx/LiveBuilder), so a page injects it once. */
  stylesheetId: string;
  css: string;
  module: unknown;
}
