/**
 * Test helpers: temporary copies of content/ (or of the whole site) to break on purpose, and
 * the route plan read from disk the way createPages reads it. Each test gets its own folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { prepareTempSite } from '../../../scripts/temp-site.mjs';
import { docsConfig } from '../../config/docs';
import { docSource } from './docSource';
import { loadContent } from './loadContent';
import { planRoutes } from './routes';

/** Copies the project's content/ into a fresh temp folder and returns its path. */
export function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-content-'));
  fs.cpSync(path.resolve('content'), dir, { recursive: true });
  return dir;
}

/** Rewrites a JSON file of the copy. */
export function editJson(dir: string, file: string, edit: (data: any) => unknown): void {
  const full = path.join(dir, file);
  fs.writeFileSync(full, JSON.stringify(edit(JSON.parse(fs.readFileSync(full, 'utf8'))), null, 2));
}

/** Loads a content folder and reads its docs the way createPages does (frontmatter via gray-matter). */
export function planFromDisk(dir: string) {
  return loadFromDisk(dir).plan;
}

/**
 * The content model, every doc source and the route plan of a content folder. With `tolerant`,
 * a doc that fails to parse is reported in `errors` and planned as an empty page titled by its
 * id, so one broken file does not hide the state of all the others.
 */
export function loadFromDisk(dir: string, tolerant = false) {
  const model = loadContent(dir, docsConfig);
  const errors: string[] = [];
  const sources = model.versions.flatMap((version) =>
    [...version.docFiles.values()].flatMap((file) => {
      const absolute = path.join(dir, file);
      try {
        return docSource(absolute, matter(fs.readFileSync(absolute, 'utf8')).data, model);
      } catch (error) {
        if (!tolerant) throw error;
        errors.push((error as Error).message);
        const id = file.slice(version.docsDir.length + 1).replace(/\.mdx?$/, '');
        return [{ version: version.name, id, shownFile: path.relative(process.cwd(), absolute), contentFile: file, absolutePath: absolute, frontmatter: { title: id }, analysis: { headings: [] } }];
      }
    })
  );
  return { model, sources, errors, plan: planRoutes(model, sources, docsConfig) };
}
/**
 * A temporary Gatsby site: this project's code with its own copy of content/ to break, so a real
 * `gatsby build` can run without touching .cache/ or public/ (scripts/temp-site.mjs).
 */
export function tempSite(): { dir: string; content: string } {
  return prepareTempSite(fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-site-')));
}
