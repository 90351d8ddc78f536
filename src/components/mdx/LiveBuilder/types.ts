/** What MDX passes to <LiveBuilder>: QueryBuilder props of the chosen version, plus `show`. */
export interface LiveBuilderProps {
  /** Initial query; the builder keeps its own state from there. */
  defaultQuery?: unknown;
  /** An export format: prints formatQuery(query, show) under the builder. */
  show?: string;
  [prop: string]: unknown;
}
