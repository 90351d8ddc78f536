/**
 * Search relevance of the embedded engine over the index files the build shipped
 * (public/search/docs-default-6.json and default.json, as the modal on a 6.x page searches them):
 * the question sets below, each question with the 6.x section that answers it
 * (src/lib/search/relevance.ts measures the answers' places).
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
  const { evaluate } = await jiti.import('../../src/lib/search/relevance.ts');
  const engine = new SearchEngine();
  for (const tag of ['default', 'docs-default-6']) engine.addIndexFile(JSON.parse(fs.readFileSync(path.join(publicDir, 'search', `${tag}.json`), 'utf8')));
  const facetFilters = [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-6']];
  const search = (query) => engine.search({ query, hitsPerPage: 10, facetFilters }).hits.map((hit) => hit.url);
  const sets = {};
  for (const [name, file] of Object.entries(QUESTION_SETS)) {
    const { all, byKind, misses } = evaluate(JSON.parse(fs.readFileSync(file, 'utf8')), search);
    sets[name] = { all, byKind, misses: misses.length };
  }
  return sets;
}
