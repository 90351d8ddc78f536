/**
 * Builds the embedded index files (one per docs version, plus "default" for pages outside the
 * docs) from the route plan, and writes them where the site serves them (public/search/) and the
 * full records where `npm run search:upload` reads them (.cache/search/records.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DocPageContext } from '../../lib/pageContext';
import { DEFAULT_TAG, expandIndexFile, versionTag, type IndexFile } from '../../lib/search/types';
import { analyzeDoc, clip, type SectionRecord } from '../content/analyzeDoc';
import type { DocSource, RoutePlan } from '../content/routes';

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

/** Index files by tag: every doc page of the plan (redirects and unlisted docs excluded) plus the site pages. */
export function buildIndexFiles(plan: RoutePlan, sources: DocSource[], sitePages: SitePage[]): IndexFile[] {
  const byPath = new Map(sources.map((s) => [s.absolutePath, s]));
  const files = new Map<string, IndexFile>();
  const fileFor = (tag: string) => files.get(tag) ?? files.set(tag, { tag, pages: [], records: [] }).get(tag)!;
  const addPage = (file: IndexFile, page: [string, string, string], sections: SectionRecord[], description?: string) => {
    const pageIndex = file.pages.push(page) - 1;
    file.records.push([pageIndex, 'lvl1', null, null, null, description ? clip(description.replace(/\s+/g, ' ').trim()) : null]);
    for (const section of sections) file.records.push([pageIndex, ...section]);
  };
  for (const page of plan.pages) {
    if (page.template !== 'doc') continue;
    const doc = page.context as DocPageContext;
    const source = byPath.get(page.contentFilePath);
    if (!source || doc.unlisted) continue;
    const lvl0 = doc.breadcrumbs.length > 1 ? doc.breadcrumbs[0]!.label : 'Documentation';
    addPage(fileFor(versionTag(doc.version.name)), [page.path, lvl0, doc.title], source.analysis.sections, doc.description);
  }
  const site = fileFor(DEFAULT_TAG);
  for (const page of sitePages) {
    const sections = page.file ? analyzeDoc(fs.readFileSync(page.file, 'utf8'), page.file).sections : [];
    addPage(site, [page.url, 'Pages', page.title], sections, page.description);
  }
  return [...files.values()];
}

/** Writes the index files and the full records; returns tag -> served URL. */
export function writeIndexFiles(files: IndexFile[], publicDir: string, cacheDir: string): Record<string, string> {
  const outDir = path.join(publicDir, INDEX_URL_PREFIX);
  fs.mkdirSync(outDir, { recursive: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  const urls: Record<string, string> = {};
  for (const file of files) {
    fs.writeFileSync(path.join(outDir, `${file.tag}.json`), JSON.stringify(file));
    urls[file.tag] = `${INDEX_URL_PREFIX}/${file.tag}.json`;
  }
  fs.writeFileSync(path.join(cacheDir, 'records.json'), JSON.stringify(files.flatMap(expandIndexFile)));
  return urls;
}
