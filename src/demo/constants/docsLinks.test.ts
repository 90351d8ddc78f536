/**
 * The demo renders in the browser only, so the build's link check never sees its links into the
 * docs: this test resolves each one (options, settings, export formats, panels) against the latest version's
 * pages and their heading ids, as the rendered pages have them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsConfig } from '../../config/docs';
import { analyzeDoc } from '../../gatsby/content/analyzeDoc';
import { loadContent } from '../../gatsby/content/loadContent';
import { FORMATS } from './formats';
import { OPTION_INFO } from './options';
import { SETTING_INFO } from './settings';

const model = loadContent(path.resolve('content'), docsConfig);
const latest = model.versions.find((v) => v.name === model.lastVersion)!;

const pages = new Map<string, { file: string; ids: string[] } | undefined>();
/** The file and heading ids of the latest version's page at `pathname` ("/docs/..."), if there is one (each page analysed once). */
function page(pathname: string): { file: string; ids: string[] } | undefined {
  if (!pages.has(pathname)) pages.set(pathname, findPage(pathname));
  return pages.get(pathname);
}

function findPage(pathname: string): { file: string; ids: string[] } | undefined {
  const address = pathname.replace(/^\/docs\/?/, '');
  for (const [id, file] of latest.docFiles) {
    if ((latest.docPaths.get(id) ?? id).replace(/^\//, '') !== address) continue;
    const source = fs.readFileSync(path.join(model.contentDir, file), 'utf8');
    return { file, ids: analyzeDoc(source, file).headings.map((h) => h.id) };
  }
  return undefined;
}

/** Links written as string literals in the demo's sources ("/docs/..." with an optional #anchor). */
function literalLinks(): string[] {
  const dir = path.resolve('src/demo');
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) => [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/["'`](\/docs\/[\w/-]*(?:#[\w-]+)?)["'`]/g)].map((m) => m[1]!));
}

const links = [
  ...OPTION_INFO.flatMap((o) => (o.href ? [o.href] : [])),
  ...Object.values(SETTING_INFO).map((s) => s.href),
  ...Object.values(FORMATS).map((f) => `/docs/utils/export#${f.anchor}`),
  ...literalLinks(),
];

describe('the demo’s links into the docs', () => {
  it('finds the links (options, every format, the panels)', () => {
    expect(links.length).toBeGreaterThan(OPTION_INFO.length + Object.keys(FORMATS).length);
    expect(links).toContain('/docs/components/querybuilder#props');
  });

  it.each([...new Set(links)])('%s is a page of the latest docs, and its anchor a heading there', (link) => {
    const [pathname, anchor] = link.split('#') as [string, string | undefined];
    const target = page(pathname);
    expect(target, `no page at ${pathname} in ${latest.docsDir}`).toBeDefined();
    if (anchor) expect(target!.ids, `${target!.file} has no heading #${anchor}`).toContain(anchor);
  });
});
