/**
 * The API reference's pages (./apiReference.ts), created once per process: `gatsby develop` re-runs
 * createPages after every doc edit, which would create all ~930 of them again each time; pages made
 * here are kept. In develop an entry's "In the docs" list is therefore the one of the server's start.
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { PageContext } from '../../lib/pageContext';
import { buildState } from '../content/state';
import { apiPages, setCreatedApiPlan } from './apiReference';

const TEMPLATES = {
  api: path.resolve('src/templates/ApiPage/index.tsx'),
  'api-index': path.resolve('src/templates/ApiIndexPage/index.tsx'),
} as const;

export const createPagesStatefully: GatsbyNode['createPagesStatefully'] = async ({ actions, graphql }) => {
  if (!buildState.run) return;
  const plan = await apiPages(buildState.run, graphql);
  setCreatedApiPlan(plan);
  for (const page of plan.pages) actions.createPage<PageContext>({ path: page.path, component: TEMPLATES[page.template], context: page.context });
};
