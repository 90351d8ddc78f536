import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { SearchIndexFile } from '../../lib/search/indexFile';
import { buildState } from '../content/state';
import type { ContentRun } from '../content/pipeline';
import { buildIndexFiles, INDEX_URL_PREFIX, searchRecords } from '../search/indexes';
import { SEARCH_SITE_PAGES } from '../search/sitePages';
import { createdApiPlan } from './apiReference';

let built: { run: ContentRun; files: Map<string, SearchIndexFile> } | undefined;

/** The index files of the latest content run, made on the first search after it. */
function indexFiles(run: ContentRun): Map<string, SearchIndexFile> {
  if (built?.run !== run) {
    const files = buildIndexFiles(searchRecords(run.plan, run.sources, SEARCH_SITE_PAGES, createdApiPlan()?.pages), run.searchSynonyms);
    built = { run, files: new Map(files.map((f) => [f.tag, f])) };
  }
  return built.files;
}

/**
 * `gatsby develop`: the embedded search index is made when a search asks for it, from the latest
 * content run (whose analyses are cached), instead of after every edit. Index files a production
 * build left in public/ would be served first and be stale, so they are removed.
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }) => {
  fs.rmSync(path.resolve('public', INDEX_URL_PREFIX.slice(1)), { recursive: true, force: true });
  app.get(`${INDEX_URL_PREFIX}/:file`, (req: { params: { file?: string } }, res: { json: (body: unknown) => void }, next: () => void) => {
    const tag = /^(.+)\.json$/.exec(req.params.file ?? '')?.[1];
    const file = tag && buildState.run ? indexFiles(buildState.run).get(tag) : undefined;
    if (!file) return next();
    res.json(file);
  });
};
