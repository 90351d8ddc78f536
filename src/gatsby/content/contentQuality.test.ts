/**
 * The docs read like docs: every page (but the 3.x intro and the moved pages) has at least 300
 * words of prose, none has placeholder text, and every internal link reaches a page (and
 * heading) that exists. DOCS_CHECK=<path prefix> limits the run to some files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeOfFile } from '../mdx/remarkDocLinks';
import { docParts } from './docParts';
import { loadFromDisk } from './testContent';

const CONTENT = path.resolve('content');
const { model, sources, plan, errors } = loadFromDisk(CONTENT, true);
const only = process.env.DOCS_CHECK;
const broken = new Set(errors.map((e) => e.split(':')[0]));
const docs = sources.filter((s) => !s.analysis.redirectTo && !broken.has(s.shownFile) && (!only || s.shownFile.startsWith(only)));
const versionsForLinks = model.versions.map((v) => ({ docsDir: v.docsDir, path: plan.globalData.versions.find((g) => g.name === v.name)!.path }));

/** Site pages outside the docs that the spec defines (SPEC §2). */
const SITE_PAGES = ['/', '/demo', '/discord', '/search', '/markdown-page', ...['mantine', 'fluent', 'bootstrap', 'chakra', 'bulma', 'antd', 'material'].map((l) => `/demo/${l}`)];
const pages = new Map(plan.pages.map((p) => [p.path, p]));
const headingIds = new Map(sources.map((s) => [`${plan.globalData.versions.find((v) => v.name === s.version)!.path}/${s.id}`, new Set(s.analysis.headings.map((h) => h.id))]));

const PLACEHOLDER = /lorem ipsum|coming soon|\bTODO\b|\bTBD\b|\bFIXME\b|being written|until it lands|placeholder text|to be written/i;

/** Where a link in `file` goes, as the MDX pipeline rewrites it; undefined for external links. */
function resolveLink(url: string, file: string): { path: string; hash: string } | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined;
  const self = routeOfFile(file, { contentDir: CONTENT, versions: versionsForLinks })!;
  const [target = '', hash = ''] = url.split(/(?=#)/);
  if (target === '') return { path: self, hash };
  if (/\.mdx?$/.test(target)) {
    const route = routeOfFile(path.resolve(path.dirname(file), target), { contentDir: CONTENT, versions: versionsForLinks });
    return { path: route ?? `(no doc file ${target})`, hash };
  }
  return { path: new URL(target, `https://site.invalid${self}`).pathname.replace(/\/$/, '') || '/', hash };
}

describe('content quality', () => {
  it('every doc parses (frontmatter and MDX)', () => {
    const mine = errors.filter((e) => !only || e.startsWith(only));
    expect(mine, mine.join('\n')).toEqual([]);
  });

  it('every page has at least 300 words of prose (3.x intro excepted)', () => {
    const short = docs
      .filter((s) => !(s.version === '3' && s.id === 'intro'))
      .map((s) => ({ file: s.shownFile, words: docParts(fs.readFileSync(s.absolutePath, 'utf8'), s.shownFile).proseWords }))
      .filter((d) => d.words < 300)
      .map((d) => `${d.file}: ${d.words} words`);
    expect(short, short.join('\n')).toEqual([]);
  });

  it('no page has placeholder text', () => {
    const found = docs.flatMap((s) => {
      const match = PLACEHOLDER.exec(docParts(fs.readFileSync(s.absolutePath, 'utf8'), s.shownFile).prose);
      return match ? [`${s.shownFile}: "${match[0]}"`] : [];
    });
    expect(found, found.join('\n')).toEqual([]);
  });

  it('every internal link reaches an existing page and heading, never a moved page', () => {
    const broken = docs.flatMap((s) =>
      docParts(fs.readFileSync(s.absolutePath, 'utf8'), s.shownFile).links.flatMap(({ url, line }) => {
        const target = resolveLink(url, s.absolutePath);
        if (!target) return [];
        const where = `${s.shownFile}:${line}: "${url}"`;
        const page = pages.get(target.path);
        if (!page && !SITE_PAGES.includes(target.path)) return [`${where} -> ${target.path} does not exist`];
        if (page?.template === 'redirect') return [`${where} -> ${target.path} moved to ${(page.context as { to: string }).to}; link there`];
        const id = target.hash.slice(1);
        if (id && headingIds.has(target.path) && !headingIds.get(target.path)!.has(id)) return [`${where} -> no heading #${id} on ${target.path}`];
        return [];
      })
    );
    expect(broken, broken.join('\n')).toEqual([]);
  });
});
