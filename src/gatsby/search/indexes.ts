/**
 * The search records of the site, one per doc page and one per section (h2, h3) of it, from the
 * route plan and each doc's analysis; and from them the embedded index files (one per docs
 * version, plus "default" for pages outside the docs), written where the site serves them
 * (public/search/). The same records go to Algolia (`npm run search:upload` reads
 * .cache/search/records.json).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DocPageContext } from '../../lib/pageContext';
import { buildIndexFile, synonymMap, wholeNamesOf, type SearchIndexFile } from '../../lib/search/indexFile';
import { termsOf } from '../../lib/search/readIndex';
import { partUrl, splitIndexFile } from '../../lib/search/indexParts';
import { algoliaSynonyms, API_CATEGORY, TYPE_RANK } from '../../lib/search/ranking';
import { phraseKey, type IsWhole } from '../../lib/search/text';
import { DEFAULT_TAG, indexUrl, versionTag, type RecordType, type SearchRecord, type SynonymGroup } from '../../lib/search/types';
import type { PlannedApiPage } from '../api/pages';
import { analyzeDoc, type SectionRecord } from '../content/analyzeDoc';
import type { DocSource } from '../content/docSource';
import type { RoutePlan } from '../content/routes';

/** A page outside the docs to index under the "default" tag. */
export interface SitePage {
  url: string;
  title: string;
  /** MDX source to index, if the page has one; else only title and description are indexed. */
  file?: string;
  description: string;
}

/** Where the site serves index files. */
export const INDEX_URL_PREFIX = '/search';

/** Longest text of one record (Algolia's record size limit is 10 KB on its smallest plans). */
const MAX_RECORD_TEXT = 6000;

interface PageInput {
  tag: string;
  url: string;
  lvl0: string;
  title: string;
  description?: string;
  keywords?: string[];
  sections: SectionRecord[];
}

/** What a record is made of: its text, the names its code uses, the API names it defines. */
interface Part {
  text: string[];
  code: string[];
  defines: string[];
}

const join = (parts: string[]) => {
  const text = parts.join(' ').replace(/\s+/g, ' ').trim();
  return text.length <= MAX_RECORD_TEXT ? text : `${text.slice(0, MAX_RECORD_TEXT - 1).replace(/\s+\S*$/, '')}…`;
};

/**
 * A page's records: its own (description, keywords, the text before the first heading), then one
 * per heading with the text under it; each with the names its code blocks use and the API names it defines.
 */
function pageRecords(page: PageInput, number: () => number): SearchRecord[] {
  const record = (type: RecordType, url: string, lvl2: string | null, lvl3: string | null, part: Part, keywords?: string[]): SearchRecord => ({
    objectID: `${page.tag}-${number()}`,
    url,
    type,
    hierarchy: { lvl0: page.lvl0, lvl1: page.title, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null },
    content: join(part.text) || null,
    ...(part.code.length ? { code: [...new Set(part.code.join(' ').split(' '))].join(' ') } : {}),
    ...(part.defines.length ? { defines: [...new Set(part.defines.join(' ').split(' '))].join(' ') } : {}),
    ...(keywords?.length ? { keywords } : {}),
    weight: { type: TYPE_RANK[type] },
    language: 'en',
    docusaurus_tag: page.tag,
  });
  const intro: Part = { text: [], code: [], defines: [] };
  const sections: Array<Part & { type: RecordType; anchor: string; lvl2: string | null; lvl3: string | null }> = [];
  for (const [type, lvl2, lvl3, anchor, content] of page.sections) {
    const current = sections.at(-1) ?? intro;
    if (type === 'lvl2' || type === 'lvl3') sections.push({ type, anchor: anchor!, lvl2, lvl3, text: [], code: [], defines: [] });
    else if (content) current[type === 'content' ? 'text' : type].push(content);
  }
  // The description is often the first paragraph (its fallback): then it is said once.
  const description = page.description?.replace(/\s+/g, ' ').trim();
  const opening = description && !intro.text[0]?.startsWith(description.replace(/…$/, '')) ? [description, ...intro.text] : intro.text;
  return [
    record('lvl1', page.url, null, null, { ...intro, text: opening }, page.keywords),
    ...sections.map((s) => record(s.type, `${page.url}#${s.anchor}`, s.lvl2, s.lvl3, s)),
  ];
}

/**
 * Every record of the site: each doc page of the plan (redirects and unlisted docs excluded), the
 * site pages, and one per API reference entry (its name, kind and first sentence, under its docs
 * version's tag, in API_CATEGORY).
 */
export function searchRecords(plan: RoutePlan, sources: DocSource[], sitePages: SitePage[], apiPages: PlannedApiPage[] = []): SearchRecord[] {
  const byPath = new Map(sources.map((s) => [s.absolutePath, s]));
  const counters = new Map<string, number>();
  const numberIn = (tag: string) => () => {
    const n = counters.get(tag) ?? 0;
    counters.set(tag, n + 1);
    return n;
  };
  const records: SearchRecord[] = [];
  for (const page of plan.pages) {
    if (page.template !== 'doc') continue;
    const doc = page.context as DocPageContext;
    const source = byPath.get(page.contentFilePath);
    if (!source || doc.unlisted) continue;
    const tag = versionTag(doc.version.name);
    const lvl0 = doc.breadcrumbs.length > 1 ? doc.breadcrumbs[0]!.label : 'Documentation';
    const input = { tag, url: page.path, lvl0, title: doc.title, description: doc.description, keywords: doc.keywords, sections: source.analysis.sections };
    records.push(...pageRecords(input, numberIn(tag)));
  }
  for (const page of sitePages) {
    const sections = page.file ? analyzeDoc(fs.readFileSync(page.file, 'utf8'), page.file).sections : [];
    const input = { tag: DEFAULT_TAG, url: page.url, lvl0: 'Pages', title: page.title, description: page.description, sections };
    records.push(...pageRecords(input, numberIn(DEFAULT_TAG)));
  }
  for (const page of apiPages) {
    if (page.template !== 'api') continue;
    const { version, title, description, kindName, packageName } = page.context;
    const tag = versionTag(version.name);
    const input = {
      tag,
      url: page.path,
      lvl0: API_CATEGORY,
      title,
      description: `${kindName} of ${packageName}. ${description ?? ''}`,
      sections: [],
    };
    records.push(...pageRecords(input, numberIn(tag)));
  }
  return records;
}

/**
 * The embedded index file of each tag; those of the docs versions carry the synonyms (the modal and
 * /search load one of them with "default"), their words read against the names the files hold
 * whole, as a query is (a group that names "commonjs" finds CommonJS).
 */
export function buildIndexFiles(records: SearchRecord[], synonyms: SynonymGroup[]): SearchIndexFile[] {
  const byTag = new Map<string, SearchRecord[]>();
  for (const record of records) (byTag.get(record.docusaurus_tag) ?? byTag.set(record.docusaurus_tag, []).get(record.docusaurus_tag)!).push(record);
  const files = [...byTag].map(([tag, list]) => buildIndexFile(tag, list));
  const map = synonymMap(synonyms, wholeIn(files));
  return files.map((file) => (file.tag === DEFAULT_TAG ? file : { ...file, synonyms: map }));
}

/** Whether any of `files` holds a name whole (SearchIndexFile `whole`). */
function wholeIn(files: SearchIndexFile[]): IsWhole {
  const names = new Set(files.flatMap((file) => [...wholeNamesOf(file)]));
  return (lower) => names.has(lower);
}

/**
 * Whether `files` hold a synonym group's docs word (every word of a phrase), read as
 * `buildIndexFiles` reads it into the synonyms: a word this says no to finds nothing.
 */
export function synonymTargetFinder(files: SearchIndexFile[]): (docsWord: string) => boolean {
  const terms = new Set(files.flatMap((file) => [...termsOf(file)]));
  const isWhole = wholeIn(files);
  return (docsWord) =>
    phraseKey(docsWord, isWhole)
      .split(' ')
      .every((t) => terms.has(t));
}

/**
 * Writes the index files, each as a head (public/search/<tag>.json) and its parts
 * (public/search/<tag>.<hash>.json, src/lib/search/indexParts.ts), in place of the last build's, and
 * the records and synonyms for Algolia (read by `npm run search:upload`); returns tag -> served URL.
 */
export function writeIndexFiles(
  files: SearchIndexFile[],
  records: SearchRecord[],
  synonyms: SynonymGroup[],
  publicDir: string,
  cacheDir: string
): Record<string, string> {
  const outDir = path.join(publicDir, INDEX_URL_PREFIX);
  fs.mkdirSync(outDir, { recursive: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  for (const name of fs.readdirSync(outDir)) if (name.endsWith('.json')) fs.rmSync(path.join(outDir, name));
  const hash = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 12);
  const urls: Record<string, string> = {};
  for (const file of files) {
    const { head, parts } = splitIndexFile(file, hash);
    fs.writeFileSync(path.join(publicDir, indexUrl(file.tag)), JSON.stringify(head));
    for (const { name, part } of parts) fs.writeFileSync(path.join(publicDir, partUrl(file.tag, name)), JSON.stringify(part));
    urls[file.tag] = indexUrl(file.tag);
  }
  fs.writeFileSync(path.join(cacheDir, 'records.json'), JSON.stringify(records));
  fs.writeFileSync(path.join(cacheDir, 'synonyms.json'), JSON.stringify(algoliaSynonyms(synonyms)));
  return urls;
}
