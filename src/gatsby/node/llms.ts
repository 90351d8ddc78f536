/**
 * The docs for programs, written after the build (https://llmstxt.org conventions):
 * - a Markdown copy of every doc page at its path plus `.md` (/docs/utils/export.md);
 * - `<version path>/llms-full.txt`: every doc of that version in one Markdown file;
 * - `/llms.txt`: the site's title and summary, then per version (the latest first) each doc with its
 *   title, description and the link to its Markdown copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { VersionContent } from '../content/loadContent';
import { docPageMarkdown } from '../content/docMarkdown';
import type { PlannedPage } from '../content/routes';

interface Site {
  url: string;
  title: string;
  tagline: string;
}

type DocPage = Extract<PlannedPage, { template: 'doc' }>;

/** Writes the files for `versions` (the latest first); returns how many Markdown copies it wrote. */
export function writeLlmsFiles(publicDir: string, pages: PlannedPage[], versions: VersionContent[], lastVersion: string, site: Site): number {
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
      const markdown = docPageMarkdown(fs.readFileSync(page.contentFilePath, 'utf8'), page.contentFilePath, page.context.title);
      const file = path.join(publicDir, `${page.path}.md`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, markdown);
      // An unlisted doc keeps its Markdown copy (its address is known to whoever has the page's) but no list names it.
      if (page.context.unlisted) continue;
      const description = page.context.description ? `: ${page.context.description}` : '';
      index.push(`- [${page.context.title}](${site.url}${page.path}.md)${description}`);
      full.push('---', '', `Source: ${site.url}${page.path}`, '', markdown.trim(), '');
    }
    const fullFile = path.join(publicDir, version.settings.path, 'llms-full.txt');
    fs.mkdirSync(path.dirname(fullFile), { recursive: true });
    fs.writeFileSync(fullFile, full.join('\n'));
  }
  fs.writeFileSync(path.join(publicDir, 'llms.txt'), `${index.join('\n')}\n`);
  return docs.length;
}
