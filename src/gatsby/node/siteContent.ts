/**
 * Publishes the content step's result for the browser: the docs versions data and the current
 * content problems, as the one `DocsSite` node every page reads with a static query
 * (src/hooks/useSiteContent.ts). Gatsby re-runs that query only when the node's digest changes,
 * so an edit that changes neither (most prose edits) costs nothing here.
 */
import type { Actions, NodePluginArgs } from 'gatsby';
import type { DocsGlobalData } from '../../lib/docsVersions';
import type { ContentError } from '../content/errors';

export const SITE_CONTENT_NODE_ID = 'docs-site-content';

/** Creates or updates the DocsSite node. */
export function publishSiteContent(
  { createNode }: Pick<Actions, 'createNode'>,
  createContentDigest: NodePluginArgs['createContentDigest'],
  global: DocsGlobalData,
  errors: ContentError[]
): void {
  const data = { global, problems: errors.map((e) => ({ file: e.file, problem: e.problem, hint: e.hint ?? null })) };
  void createNode({
    id: SITE_CONTENT_NODE_ID,
    ...data,
    internal: { type: 'DocsSite', contentDigest: createContentDigest(data) },
  });
}
