/**
 * Test helpers: temporary copies of content/ (or of the whole site) to break on purpose, and
 * the content step run on a folder the way createPages runs it. Each test gets its own folder;
 * the content runs of a test file share their doc analyses (`sharedAnalyses`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { prepareTempSite } from '../../scripts/temp-site.mjs';
import { docsConfig } from '../config/docs';
import type { PersistentStore } from '../gatsby/content/analysisCache';
import { ContentPipeline, type ContentRun, type MdxFileInput } from '../gatsby/content/pipeline';
import type { RoutePlan } from '../gatsby/content/routes';
import { isDocFileName } from '../lib/docFiles';
import type { SidebarNode } from '../lib/navigation';

const analyses = new Map<string, unknown>();

/**
 * The doc analyses of every content run in this test file (vitest gives each file its own module
 * state), passed as the persistent store Gatsby's cache is in a build: a copy of content/ parses
 * only the files its test changed, not all 200 docs again (src/gatsby/content/analysisCache.ts keys
 * an analysis by the file's place in its folder and its text, so a planted fault is an entry of its
 * own). Values are copied in and out, as a store on disk would, so no run can change what another reads.
 */
export const sharedAnalyses: PersistentStore = {
  get: async (key) => (analyses.has(key) ? structuredClone(analyses.get(key)) : undefined),
  set: async (key, value) => void analyses.set(key, structuredClone(value)),
};

/** Copies the project's content/ into a fresh temp folder and returns its path. */
export function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-content-'));
  fs.cpSync(path.resolve('content'), dir, { recursive: true });
  return dir;
}

/**
 * Rewrites `file` of the copy `dir` (`from` replaced by `to`, as String.replace does) and returns
 * its full path. Throws when the edit changes nothing: a planted fault that did not land would
 * let a test pass without testing anything.
 */
export function plant(dir: string, file: string, from: string | RegExp, to: string): string {
  const full = path.join(dir, file);
  const before = fs.readFileSync(full, 'utf8');
  const after = before.replace(from, to);
  if (after === before) throw new Error(`the planted edit did not apply to ${file}: ${String(from)} not found, or replaced by itself`);
  fs.writeFileSync(full, after);
  return full;
}

/** The 1-based line of the first line of `file` that contains `text` (0 when none does). */
export function lineOf(file: string, text: string): number {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  return lines.findIndex((line) => line.includes(text)) + 1;
}

/** `file` as errors and check reports name it: relative to the project root. */
export const shown = (file: string): string => path.relative(process.cwd(), file);

/** Rewrites a JSON file of the copy; `T` is what the caller expects the file to hold. */
export function editJson<T>(dir: string, file: string, edit: (data: T) => unknown): void {
  const full = path.join(dir, file);
  fs.writeFileSync(full, JSON.stringify(edit(JSON.parse(fs.readFileSync(full, 'utf8'))), null, 2));
}

/** Every MDX file under the docs folders of `dir`, with its frontmatter read by gray-matter (as gatsby-plugin-mdx does). */
function mdxFiles(dir: string): MdxFileInput[] {
  const files: MdxFileInput[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (isDocFileName(entry.name)) files.push({ absolutePath: full, frontmatter: matter(fs.readFileSync(full, 'utf8')).data });
    }
  };
  for (const sub of ['docs', 'versioned_docs']) if (fs.existsSync(path.join(dir, sub))) walk(path.join(dir, sub));
  return files;
}

/** Runs the content step over a content folder the way createPages does (with the site's src/pages and static/). */
export async function runContent(dir: string): Promise<ContentRun> {
  return new ContentPipeline(dir, docsConfig, sharedAnalyses).run(mdxFiles(dir));
}

/** The route plan of a content folder; throws its first problem, as a build would stop on it (broken links aside). */
export async function planFromDisk(dir: string): Promise<RoutePlan> {
  const run = await runContent(dir);
  const problem = run.errors.find((e) => !run.links.broken.includes(e));
  if (problem) throw problem;
  return run.plan;
}

/** The sidebar a planned page shows (the file its context names in `sidebarTree`), or null for a page without one. */
export function sidebarOf(plan: RoutePlan, route: string): SidebarNode[] | null {
  const page = plan.pages.find((p) => p.path === route);
  if (!page) throw new Error(`no page ${route} in the plan`);
  const file = page.template === 'redirect' ? undefined : page.context.sidebarTree;
  if (!file) return null;
  const shared = plan.sharedSidebars.find((f) => f.path === file);
  if (!shared) throw new Error(`${route}: its sidebar file ${file} is not among the plan's shared files`);
  return JSON.parse(shared.json) as SidebarNode[];
}

/**
 * A temporary Gatsby site: this project's code with its own copy of content/ to break, so a real
 * `gatsby build` can run without touching .cache/ or public/ (scripts/temp-site.mjs).
 */
export function tempSite(): { dir: string; content: string } {
  return prepareTempSite(fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-site-')));
}
