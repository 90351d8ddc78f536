/**
 * Search relevance of the embedded engine over the index files the build shipped
 * (public/search/docs-default-<v>.json and default.json, as the modal on a page of that version
 * searches them, for the version the questions were written for: QUESTIONS_VERSION): the question
 * sets below, each question with the section that answers it (src/lib/search/relevance.ts
 * measures the answers' places). Each set is measured twice: in the engine's order, as /search
 * lists the hits, and in the search dialog's (20 hits, at most two per page before the next page:
 * src/lib/search/pageFold.ts).
 *
 * - search-questions.json: our benchmark, written as readers who have not read the docs phrase
 *   questions (tasks, error messages, API names, synonyms, typos); the ranking was tuned on it.
 * - search-questions-heldout.json: written apart from it, from users' issues, and never tuned on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);

/** The question sets, by name. */
export const QUESTION_SETS = {
  benchmark: new URL('./search-questions.json', import.meta.url),
  'held-out': new URL('./search-questions-heldout.json', import.meta.url),
};

/** Relevance figures per question set, over the index files in `publicDir`. */
export async function measureRelevance(publicDir) {
  const { SearchEngine } = await jiti.import('../../src/lib/search/engine.ts');
  const { evaluate, QUESTIONS_VERSION, servedAt } = await jiti.import('../../src/lib/search/relevance.ts');
  const { versionTag } = await jiti.import('../../src/lib/search/types.ts');
  const { dialogOrder } = await jiti.import('../../src/lib/search/pageFold.ts');
  const { partNames, partUrl } = await jiti.import('../../src/lib/search/indexParts.ts');
  const tags = ['default', versionTag(QUESTIONS_VERSION)];
  const engine = new SearchEngine();
  const read = (url) => JSON.parse(fs.readFileSync(path.join(publicDir, url), 'utf8'));
  const files = tags.map((tag) => read(`search/${tag}.json`));
  // Each head with all its parts (src/lib/search/indexParts.ts).
  for (const file of files) {
    engine.addIndexFile(file);
    for (const name of partNames(file)) engine.addPart(read(partUrl(file.tag, name)));
  }
  // Where the version is served: the page path of its index's records (/docs/6/intro -> /docs/6).
  const docsPath = versionDocsPath(files[1]);
  const facetFilters = [['language:en'], tags.map((tag) => `docusaurus_tag:${tag}`)];
  const search = (query) => engine.search({ query, hitsPerPage: 10, facetFilters }).hits.map((hit) => hit.url);
  // The dialog asks for 20 hits (SearchModal/useSearchView.ts) and folds each page's third and later ones.
  const dialog = (query) => dialogOrder(engine.search({ query, hitsPerPage: 20, facetFilters }).hits).map((hit) => hit.url);
  const sets = {};
  for (const [name, file] of Object.entries(QUESTION_SETS)) {
    const questions = servedAt(JSON.parse(fs.readFileSync(file, 'utf8')), docsPath);
    const { all, byKind, misses } = evaluate(questions, search);
    sets[name] = { all, byKind, misses: misses.length, dialog: evaluate(questions, dialog).all };
  }
  return sets;
}

/** The path a version is served at, from its index file: the longest folder all its doc pages share (`/docs/6`, or `/docs` for the latest). */
function versionDocsPath(indexFile) {
  const paths = indexFile.pages.map(([url]) => url).filter((url) => url.startsWith('/docs/'));
  let prefix = paths[0] ?? '/docs/';
  for (const url of paths) while (!url.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix.slice(0, prefix.lastIndexOf('/'));
}
