/**
 * A floor under search relevance: the questions of `npm run bench` (scripts/bench/relevance.mjs)
 * against the index of the version they were written for (QUESTIONS_VERSION), as the build makes
 * it from content/. A change to ranking, matching or
 * the records that loses relevance fails here; one that gains should raise the floors.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../lib/search/engine';
import { apiRoot } from '../../lib/docsVersions';
import { dialogOrder } from '../../lib/search/pageFold';
import { evaluate, QUESTIONS_VERSION, servedAt, type Question } from '../../lib/search/relevance';
import { DEFAULT_TAG, versionTag } from '../../lib/search/types';
import { runContent } from '../../testing/testContent';
import { buildApiReference } from '../api';
import { planApiPages } from '../api/pages';
import { buildIndexFiles, searchRecords, synonymTargetFinder } from './indexes';
import { SEARCH_SITE_PAGES } from './sitePages';

/**
 * The floors, a little under the figures of 2026-12-02, when the sets moved to 8.x (152 and 96 questions;
 * scripts/bench/RESULTS.md): 0.827 / 0.796 / 96.7% and 0.847 / 0.759 / 96.9%. The held-out set is back at
 * its 6.x figures once the questions on 8.x topics answer from their own pages (core, dnd, async); the
 * benchmark is below its 6.x floors (0.855 / 0.815): the same questions rank lower on the 8.x docs, which
 * are 1.5 times as long (export, import and hooks 2.5 to 2.8 times), with no ranking change. Issue 56
 * keeps that gap open. The search dialog's order (two hits of a page before the next) gives the pages
 * the same places, within 0.003, and sections 0.773 and 0.756 (2026-12-03; with all of a page's hits
 * before the next page, as it was: page MRR 0.804 and 0.838). Three 8.x pages added on 2026-12-03
 * (managing fields, maximizing performance, MatchModeEditor) took a few places in the held-out set's
 * dialog sections (0.7449); that set is never tuned on, so its floor moved to 0.74.
 */
const FLOORS = {
  'search-questions.json': { pageMrr: 0.82, sectionMrr: 0.79, pageHit10: 0.96, empty: 0, dialogSectionMrr: 0.765 },
  'search-questions-heldout.json': { pageMrr: 0.84, sectionMrr: 0.75, pageHit10: 0.96, empty: 0, dialogSectionMrr: 0.74 },
};

describe(`search relevance (version ${QUESTIONS_VERSION})`, async () => {
  const run = await runContent(path.resolve('content'));
  const version = run.plan.globalData.versions.find((v) => v.name === QUESTIONS_VERSION)!;
  const questions = (file: string) => servedAt(JSON.parse(fs.readFileSync(path.resolve('scripts/bench', file), 'utf8')) as Question[], version.path);
  // The version's API reference's records too, as the build indexes them (its TypeDoc output is cached).
  const { models } = await buildApiReference({ versions: [QUESTIONS_VERSION] });
  const api = planApiPages(models, run.plan.globalData, []);
  const engine = new SearchEngine();
  const tags = [DEFAULT_TAG, versionTag(QUESTIONS_VERSION)];
  const files = buildIndexFiles(searchRecords(run.plan, run.sources, SEARCH_SITE_PAGES, api.pages), run.searchSynonyms);
  for (const file of files) if (tags.includes(file.tag)) engine.addIndexFile(file);
  const facetFilters = [tags.map((t) => `docusaurus_tag:${t}`)];
  const search = (query: string) => engine.search({ query, hitsPerPage: 10, facetFilters }).hits.map((h) => h.url);
  // The search dialog's rows: 20 hits, at most two of a page before the next page (src/lib/search/pageFold.ts).
  const dialog = (query: string) => dialogOrder(engine.search({ query, hitsPerPage: 20, facetFilters }).hits).map((h) => h.url);

  for (const [file, floor] of Object.entries(FLOORS)) {
    it(`${file}: answers ranked at least as well as the floor, and no question without a hit`, () => {
      const { all } = evaluate(questions(file), search);
      expect(all.empty).toBe(floor.empty);
      expect(all.pageMrr).toBeGreaterThanOrEqual(floor.pageMrr);
      expect(all.sectionMrr).toBeGreaterThanOrEqual(floor.sectionMrr);
      expect(all.pageHit10).toBeGreaterThanOrEqual(floor.pageHit10);
    });

    it(`${file}: the search dialog ranks pages as /search does (MRR within 0.01), and sections above the floor`, () => {
      const list = evaluate(questions(file), search).all;
      const rows = evaluate(questions(file), dialog).all;
      expect(Math.abs(rows.pageMrr - list.pageMrr)).toBeLessThanOrEqual(0.01);
      expect(rows.sectionMrr).toBeGreaterThanOrEqual(floor.dialogSectionMrr);
      expect(rows.empty).toBe(floor.empty);
    });
  }

  it('finds every docs word of content/search-synonyms.json in the index files (the build warns of one it does not)', () => {
    const found = synonymTargetFinder(files);
    expect(run.searchSynonyms.flatMap((group) => group.docs).filter((word) => !found(word))).toEqual([]);
  });

  it('finds an API name first, by its own section', () => {
    const api = questions('search-questions.json').filter((q) => q.kind === 'api');
    const { all } = evaluate(api, search);
    // 8.x (2026-12-02): 20 of 27 have their page first (6.x: 20 of 22); the others have a section of
    // another page that uses the name first, most often one that answers too (sectionHit1 is 0.85).
    expect(all.pageHit1).toBeGreaterThanOrEqual(0.72);
    expect(all.sectionHit1).toBeGreaterThanOrEqual(0.8);
    expect(search('formatQuery')[0]).toMatch(new RegExp(`^${version.path}/utils/export(#|$)`));
    expect(search('parseSQL')[0]).toMatch(new RegExp(`^${version.path}/utils/import(#|$)`));
  });

  it('finds an API name by the guide first, then by its API entry', () => {
    const names = ['formatQuery', 'parseSQL', 'QueryBuilder', 'useQueryBuilder', 'defaultValidator', 'RuleGroupType', 'ValueEditorProps', 'transformQuery'];
    for (const name of names) {
      const urls = search(name);
      expect(urls[0], name).toMatch(new RegExp(`^${version.path}/`));
      expect(urls[1], name).toMatch(new RegExp(`^${apiRoot(version)}/react-querybuilder/[\\w-]+/${name}$`));
    }
  });
});
