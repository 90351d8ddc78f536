/**
 * Pages created once per process, which Gatsby keeps: `gatsby develop` re-runs createPages after
 * every doc edit and deletes the pages that run does not create again.
 * - The API reference's pages (./apiReference.ts): in develop an entry's "In the docs" list is
 *   therefore the one of the server's start.
 * - In develop, the first plan's pages (./developPages.ts); later createPages runs change only what
 *   changed.
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { PageContext } from '../../lib/pageContext';
import { buildState } from '../content/state';
import { apiPages, setCreatedApiPlan } from './apiReference';
import { developPages } from './developPages';
import { isDevelop } from './reportContentError';

const TEMPLATES = {
  api: path.resolve('src/templates/ApiPage/index.tsx'),
  'api-index': path.resolve('src/templates/ApiIndexPage/index.tsx'),
  redirect: path.resolve('src/templates/RedirectPage/index.tsx'),
} as const;

export const createPagesStatefully: GatsbyNode['createPagesStatefully'] = async ({ actions, graphql }) => {
  if (isDevelop()) await developPages.createKept(actions.createPage);
  if (!buildState.run) return;
  const plan = await apiPages(buildState.run, graphql);
  setCreatedApiPlan(plan);
  for (const page of plan.pages) actions.createPage<PageContext>({ path: page.path, component: TEMPLATES[page.template], context: page.context });
  for (const { from, to, title } of plan.redirects)
    actions.createPage<PageContext>({ path: from, component: TEMPLATES.redirect, context: { kind: 'redirect', to, title } });
};
