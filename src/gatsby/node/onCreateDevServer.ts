import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { SearchIndexFile } from '../../lib/search/indexFile';
import { buildState } from '../content/state';
import type { ContentRun } from '../content/pipeline';
import { buildIndexFiles, INDEX_URL_PREFIX, searchRecords } from '../search/indexes';
import { SEARCH_SITE_PAGES } from '../search/sitePages';
import { createdApiPlan } from './apiReference';
import { cachedExampleTypes } from '../exampleTypes';
import { batchOf, seenBlock, typeOnRequest } from '../exampleTypes/onRequest';
import { hoverFileJson, TYPES_DIR } from '../mdx/exampleTypesHtml';
import { API_LINKS_FILE, readLinks } from '../mdx/remarkApiLinks';

let built: { run: ContentRun; files: Map<string, SearchIndexFile> } | undefined;

/** The index files of the latest content run, made on the first search after it. */
function indexFiles(run: ContentRun): Map<string, SearchIndexFile> {
  if (built?.run !== run) {
    const files = buildIndexFiles(searchRecords(run.plan, run.sources, SEARCH_SITE_PAGES, createdApiPlan()?.pages), run.searchSynonyms);
    built = { run, files: new Map(files.map((f) => [f.tag, f])) };
  }
  return built.files;
}

interface Response {
  json: (body: unknown) => void;
  type: (type: string) => Response;
  send: (body: string) => void;
}

/** The hover file of a block the MDX pipeline has seen, typed now (with its file's other blocks) if the cache lacks it. */
async function hoverFile(name: string): Promise<string | undefined> {
  const block = seenBlock(name);
  if (!block) return undefined;
  await typeOnRequest(batchOf(block), block.packageDir);
  const [types] = cachedExampleTypes([block.input], block.packageDir);
  return types && hoverFileJson(types, readLinks(path.resolve(API_LINKS_FILE))[block.version] ?? {});
}

/**
 * `gatsby develop`:
 * - the embedded search index is made when a search asks for it, from the latest content run (whose
 *   analyses are cached), instead of after every edit;
 * - an example's hover file is made when a reader first points at the example
 *   (src/gatsby/exampleTypes/onRequest.ts).
 *
 * Files a production build left in public/ would be served first and be stale, so they are removed.
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }) => {
  fs.rmSync(path.resolve('public', INDEX_URL_PREFIX.slice(1)), { recursive: true, force: true });
  fs.rmSync(path.resolve('public', TYPES_DIR), { recursive: true, force: true });
  app.get(`/${TYPES_DIR}/:file`, (req: { params: { file?: string } }, res: Response, next: (error?: unknown) => void) => {
    const name = /^(\w+)\.json$/.exec(req.params.file ?? '')?.[1];
    if (!name) return next();
    hoverFile(name).then((json) => (json ? res.type('json').send(json) : next()), next);
  });
  app.get(`${INDEX_URL_PREFIX}/:file`, (req: { params: { file?: string } }, res: Response, next: () => void) => {
    const tag = /^(.+)\.json$/.exec(req.params.file ?? '')?.[1];
    const file = tag && buildState.run ? indexFiles(buildState.run).get(tag) : undefined;
    if (!file) return next();
    res.json(file);
  });
};
