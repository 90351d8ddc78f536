/**
 * The API reference in the build: the versions' models are made once per process (TypeDoc's output
 * is cached across builds in node_modules/.cache/api-reference), and its pages are created once, in
 * createPagesStatefully: `gatsby develop` re-runs createPages on every doc edit, and would otherwise
 * create all ~930 pages again each time. (So in develop an entry's "In the docs" list is the one of
 * the server's start.) Planning the pages (src/gatsby/api/pages.ts) also writes the export links
 * the docs' code spans use (src/gatsby/mdx/remarkApiLinks.ts), before any MDX compiles.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { buildApiReference, type ApiVersionModel } from '../api';
import { planApiPages, type ApiPlan, type DocMention } from '../api/pages';
import type { ContentRun } from '../content/pipeline';
import type { DocPageContext } from '../../lib/pageContext';
import { API_LINKS_FILE } from '../mdx/remarkApiLinks';

let models: Promise<ApiVersionModel[]> | undefined;

/** The models, made on the first call; their warnings (a doc comment's broken link) are printed once. */
function apiModels(reporter: Reporter): Promise<ApiVersionModel[]> {
  models ??= (async () => {
    const started = Date.now();
    const result = await buildApiReference();
    for (const warning of result.warnings) reporter.warn(warning);
    const typedoc = result.timings.filter((t) => !t.cached).length;
    reporter.info(
      `API reference: ${result.models.map((m) => `${m.version} ${m.symbols.length}`).join(', ')} exports (${typedoc} packages through TypeDoc, the rest cached) in ${((Date.now() - started) / 1000).toFixed(1)} s.`
    );
    return result.models;
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
export function apiPages(run: ContentRun, reporter: Reporter): Promise<ApiPlan> {
  let plan = plans.get(run);
  if (!plan) plans.set(run, (plan = planFor(run, reporter)));
  return plan;
}

/** The plan whose pages createPagesStatefully created (none before it ran): the API records of develop's search. */
export const createdApiPlan = (): ApiPlan | undefined => created;

/** Records the plan whose pages were created (./createPagesStatefully.ts). */
export function setCreatedApiPlan(plan: ApiPlan): void {
  created = plan;
}

async function planFor(run: ContentRun, reporter: Reporter): Promise<ApiPlan> {
  const plan = planApiPages(await apiModels(reporter), run.plan.globalData, docMentions(run));
  const file = path.resolve(API_LINKS_FILE);
  const json = JSON.stringify(plan.links);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== json) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, json);
  }
  return plan;
}
