/**
 * The docs for programs, written after the build (https://llmstxt.org conventions):
 * - a Markdown copy of every doc page at its path plus `.md` (/docs/utils/export.md);
 * - `<version path>/llms-full.txt`: every doc of that version in one Markdown file;
 * - `/llms.txt`: the site's title and summary, then per version (the latest first) each doc with its
 *   title, description and the link to its Markdown copy, then its API reference's entries;
 * - the same for the API reference: a Markdown copy of each entry and `<API root>/llms-full.txt`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { VersionContent } from '../content/loadContent';
import { fileDraft, pageMarkdown, type MarkdownDraft } from '../content/docMarkdown';
import type { PlannedPage } from '../content/routes';
import { summaryLine, symbolMarkdown } from '../api/markdown';
import type { ApiVersionModel } from '../api/model';
import { apiRoot } from '../../lib/docsVersions';

interface Site {
  url: string;
  title: string;
  tagline: string;
}

type DocPage = Extract<PlannedPage, { template: 'doc' }>;

const writeFile = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

/** Writes the files for `versions` (the latest first); returns how many Markdown copies it wrote. */
export function writeLlmsFiles(
  publicDir: string,
  pages: PlannedPage[],
  versions: VersionContent[],
  lastVersion: string,
  site: Site,
  apiModels: ApiVersionModel[] = [],
  /** Drafts from the build's analyses, by absolute file (docs and the partials they import). */
  drafts: ReadonlyMap<string, MarkdownDraft> = new Map()
): number {
  let copies = 0;
  const docs = pages.filter((page): page is DocPage => page.template === 'doc');
  const index: string[] = [
    `# ${site.title}`,
    '',
    `> ${site.tagline}: documentation of react-querybuilder, a React component for building queries out of rules and groups, with import from and export to SQL, MongoDB, CEL, SpEL, JsonLogic and more.`,
    '',
    "Each version has its own section; every link is the page as Markdown. A version's `llms-full.txt` holds all its pages in one file.",
  ];
  for (const version of versions) {
    const own = docs.filter((page) => page.context.version.name === version.name);
    if (own.length === 0) continue;
    const label = `${version.settings.label}${version.name === lastVersion ? ' (latest)' : version.name === 'current' ? ' (unreleased)' : ''}`;
    const full: string[] = [`# ${site.title} ${version.settings.label} documentation`, ''];
    index.push('', `## ${label}`, '', `- [All ${version.settings.label} docs in one file](${site.url}${version.settings.path}/llms-full.txt)`);
    for (const page of own) {
      const markdown = pageMarkdown(drafts.get(page.contentFilePath) ?? fileDraft(page.contentFilePath)!, page.contentFilePath, page.context.title, (file) =>
        drafts.get(file)
      );
      writeFile(path.join(publicDir, `${page.path}.md`), markdown);
      copies += 1;
      // An unlisted doc keeps its Markdown copy (its address is known to whoever has the page's) but no list names it.
      if (page.context.unlisted) continue;
      const description = page.context.description ? `: ${page.context.description}` : '';
      index.push(`- [${page.context.title}](${site.url}${page.path}.md)${description}`);
      full.push('---', '', `Source: ${site.url}${page.path}`, '', markdown.trim(), '');
    }
    writeFile(path.join(publicDir, version.settings.path, 'llms-full.txt'), full.join('\n'));
    const api = apiModels.find((model) => model.version === version.name);
    if (api) copies += writeApiFiles(publicDir, api, apiRoot(version.settings), version.settings.label, site, index);
  }
  fs.writeFileSync(path.join(publicDir, 'llms.txt'), `${index.join('\n')}\n`);
  return copies;
}

/** A version's API reference: a copy per entry and one full file; its lines added to `index`. Returns the copies written. */
function writeApiFiles(publicDir: string, model: ApiVersionModel, root: string, label: string, site: Site, index: string[]): number {
  const packages = model.packages.map((p) => `${p.name} ${p.version}`).join(', ');
  const full: string[] = [`# ${site.title} ${label} API reference`, '', `Every export of ${packages}, from their type definitions.`, ''];
  index.push('', `### ${label} API reference`, '', `- [All ${label} API entries in one file](${site.url}${root}/llms-full.txt)`);
  for (const symbol of model.symbols) {
    const address = `${root}/${symbol.slug}`;
    const markdown = symbolMarkdown(symbol, model, `${site.url}${root}`);
    writeFile(path.join(publicDir, `${address}.md`), markdown);
    const summary = summaryLine(symbol);
    index.push(`- [${symbol.name}](${site.url}${address}.md)${summary ? `: ${summary}` : ''}`);
    full.push('---', '', `Source: ${site.url}${address}`, '', markdown.trim(), '');
  }
  writeFile(path.join(publicDir, root, 'llms-full.txt'), full.join('\n'));
  return model.symbols.length;
}
