/**
 * What the post-build steps leave in public/ for the next build. A host's build cache (and a second
 * `npm run build` here) keeps `.cache` and `public/` between builds, and Gatsby then writes only the pages
 * that changed. Two things follow:
 * - Gatsby removes a deleted page's x/index.html and page data, but not what the post-build steps wrote
 *   beside it: its Markdown copy and its x.html and x.htm redirects. Each build records those files, and
 *   the next removes the ones it did not write again (`recordPostBuildFiles`).
 * - With PAGE_FILES=html the pages move to x.html after Gatsby wrote them (./staticRedirects.ts). An
 *   unchanged page is not written again, so the next build would find the redirect at x/index.html,
 *   check its links there and move it over the page. So each build records the pages it moved, and the
 *   next moves them back before Gatsby writes anything (`restorePlacedPages`, onPreBuild).
 * The record is in BUILD_INTERNALS_DIR: `gatsby clean` removes it with the rest of `.cache`, and the
 * next build writes every page anew.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_INTERNALS_DIR } from '../overrides/chunk-map/buildInternals';

const RECORD = path.join(BUILD_INTERNALS_DIR, 'post-build-files.json');

interface PostBuildRecord {
  /** Pages moved to x.html (PAGE_FILES=html). */
  placed: string[];
  /** Files written beside the pages, from public/. */
  files: string[];
}

function readRecord(siteDir: string): PostBuildRecord {
  const file = path.join(siteDir, RECORD);
  if (!fs.existsSync(file)) return { placed: [], files: [] };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PostBuildRecord;
}

/** Moves each page the last build placed at x.html back to x/index.html, where Gatsby keeps it; returns how many. */
export function restorePlacedPages(siteDir: string): number {
  const publicDir = path.join(siteDir, 'public');
  let restored = 0;
  for (const page of readRecord(siteDir).placed) {
    const placed = path.join(publicDir, `${page}.html`);
    if (!fs.existsSync(placed)) continue;
    fs.mkdirSync(path.join(publicDir, page), { recursive: true });
    fs.renameSync(placed, path.join(publicDir, page, 'index.html'));
    restored++;
  }
  return restored;
}

/**
 * Records this build's files (`files`, from public/) and placed pages; removes the files the last build
 * recorded that this one did not write. Returns the files removed.
 */
export function recordPostBuildFiles(siteDir: string, files: string[], placed: string[]): string[] {
  const publicDir = path.join(siteDir, 'public');
  const now = new Set(files);
  // A file the site now has in static/ (copied by Gatsby) stays.
  const removed = readRecord(siteDir).files.filter(
    (file) => !now.has(file) && fs.existsSync(path.join(publicDir, file)) && !fs.existsSync(path.join(siteDir, 'static', file))
  );
  for (const file of removed) fs.rmSync(path.join(publicDir, file));
  fs.mkdirSync(path.join(siteDir, BUILD_INTERNALS_DIR), { recursive: true });
  fs.writeFileSync(path.join(siteDir, RECORD), JSON.stringify({ placed, files } satisfies PostBuildRecord));
  return removed;
}
