/**
 * The API reference in the build: ./sourceNodes.ts sources the versions' models as nodes, read back
 * here through GraphQL once per process, and its pages are created once, in createPagesStatefully:
 * `gatsby develop` re-runs createPages on every doc edit, and would otherwise create all ~930 pages
 * again each time. (So in develop an entry's "In the docs" list is the one of the server's start.)
 * Planning the pages (src/gatsby/api/pages.ts) also writes the export links the docs' code spans
 * use (src/gatsby/mdx/remarkApiLinks.ts), before any MDX compiles.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import type { ApiSymbol, ApiVersionModel } from '../api';
import { planApiPages, type ApiPlan, type DocMention } from '../api/pages';
import type { ContentRun } from '../content/pipeline';
import type { DocPageContext } from '../../lib/pageContext';
import { API_LINKS_FILE } from '../mdx/remarkApiLinks';

type GraphQL = CreatePagesArgs['graphql'];

interface ApiNodesQuery {
  allApiVersion: { nodes: Array<{ order: number; model: Omit<ApiVersionModel, 'symbols'> }> };
  allApiSymbol: { nodes: Array<{ version: string; order: number; symbol: ApiSymbol }> };
}

let models: Promise<ApiVersionModel[]> | undefined;

/** The models, read from the nodes on the first call (they do not change while the process runs). */
function apiModels(graphql: GraphQL): Promise<ApiVersionModel[]> {
  models ??= (async () => {
    const result = await graphql<ApiNodesQuery>(`
      {
        allApiVersion {
          nodes {
            order
            model
          }
        }
        allApiSymbol {
          nodes {
            version
            order
            symbol
          }
        }
      }
    `);
    if (result.errors || !result.data) throw new Error(`API reference query failed: ${JSON.stringify(result.errors)}`);
    const byOrder = <T extends { order: number }>(nodes: T[]) => [...nodes].sort((a, b) => a.order - b.order);
    const symbols = new Map<string, ApiSymbol[]>();
    for (const node of byOrder(result.data.allApiSymbol.nodes)) {
      const list = symbols.get(node.version) ?? [];
      list.push(node.symbol);
      symbols.set(node.version, list);
    }
    return byOrder(result.data.allApiVersion.nodes).map(({ model }) => ({ ...model, symbols: symbols.get(model.version) ?? [] }));
  })();
  return models;
}

/** The models this process made for its pages (none before createPages), for the files written after the build. */
export const builtApiModels = (): Promise<ApiVersionModel[]> => models ?? Promise.resolve([]);

/** The doc pages of the run, for the reference's "In the docs" lists. */
function docMentions(run: ContentRun): DocMention[] {
  const prose = new Map(run.sources.map((s) => [s.absolutePath, s.analysis.prose]));
  return run.plan.pages.flatMap((page) => {
    if (page.template !== 'doc') return [];
    const doc = page.context as DocPageContext;
    return doc.unlisted ? [] : [{ version: doc.version.name, href: page.path, label: doc.title, prose: prose.get(page.contentFilePath) ?? '' }];
  });
}

const plans = new WeakMap<ContentRun, Promise<ApiPlan>>();
let created: ApiPlan | undefined;

/** The reference's pages for this content run (planned once per run); the export links are written for the MDX step. */
export function apiPages(run: ContentRun, graphql: GraphQL): Promise<ApiPlan> {
  let plan = plans.get(run);
  if (!plan) plans.set(run, (plan = planFor(run, graphql)));
  return plan;
}

/** The plan whose pages createPagesStatefully created (none before it ran): the API records of develop's search. */
export const createdApiPlan = (): ApiPlan | undefined => created;

/** Records the plan whose pages were created (./createPagesStatefully.ts). */
export function setCreatedApiPlan(plan: ApiPlan): void {
  created = plan;
}

async function planFor(run: ContentRun, graphql: GraphQL): Promise<ApiPlan> {
  const plan = planApiPages(await apiModels(graphql), run.plan.globalData, docMentions(run));
  const file = path.resolve(API_LINKS_FILE);
  const json = JSON.stringify(plan.links);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== json) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, json);
  }
  return plan;
}
