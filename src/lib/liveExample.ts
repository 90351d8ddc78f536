/**
 * The name of a live builder: the accessible name of its section on the page (src/components/mdx/LiveBuilder) and
 * the title of its QueryBuilder code in the page's Markdown copy (src/gatsby/content/docMarkdown.ts), which the
 * agent-readiness check pairs (src/testing/agentReadiness.ts).
 */
export const LIVE_EXAMPLE = 'Live example';
