/**
 * The docs for programs, written after the build (https://llmstxt.org conventions):
 * - a Markdown copy of every doc page at its path plus `.md` (/docs/utils/export.md);
 * - `<version path>/llms-full.txt`: every doc of that version in one Markdown file, while that file stays
 *   within `LLMS_FULL_MAX_BYTES` (below);
 * - `<version path>/llms.txt`: the site's title and summary, then each doc of the version with its title,
 *   description and the link to its Markdown copy, and links to its API reference's files;
 * - `/llms.txt`: the latest version's llms.txt (the address agents try first);
 * - the same for the API reference: a Markdown copy of each entry, `<API root>/llms.txt` listing them and
 *   `<API root>/llms-full.txt`.
 * Every one of these files starts with the version's release line (src/lib/releaseLine.ts): the package
 * and release it documents, and the llms.txt of this and every other version.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { VersionContent } from '../content/loadContent';
import { fileDraft, pageMarkdown, type MarkdownDraft } from '../content/docMarkdown';
import type { PlannedPage } from '../content/routes';
import { summaryLine, symbolMarkdown, type EntryExtras } from '../api/markdown';
import type { ApiVersionModel } from '../api/model';
import { apiRoot } from '../../lib/docsVersions';
import { releaseLine, type LineVersion } from '../../lib/releaseLine';

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

/**
 * The largest `llms-full.txt` written: 8 MiB, about two million tokens, as much as the largest context windows
 * models offer. A version whose docs make more (about 1,900 docs of 4.4 KB) gets none: no model could take it whole,
 * the Markdown copies that llms.txt links hold the same text, and it would repeat every doc's text once more in the
 * output (4.4 KB a page, and 23 MiB in one file at 5,000 docs, near Cloudflare Pages' 25 MiB limit).
 */
export const LLMS_FULL_MAX_BYTES = 8 * 2 ** 20;

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/**
 * Writes `text` to `file` when it is at most `maxBytes` (a file an earlier build wrote and this one does not goes
 * with the other post-build files, ./postBuildFiles.ts). Returns the line llms.txt gives it: a link to it, or why
 * there is none.
 */
function writeFullText(
  file: string,
  text: string,
  url: string,
  what: string,
  maxBytes = LLMS_FULL_MAX_BYTES
): { line: string; bytes: number; written: boolean } {
  const bytes = Buffer.byteLength(text);
  if (bytes <= maxBytes) {
    writeFile(file, text);
    return { line: `- [All ${what} in one file](${url})`, bytes, written: true };
  }
  return {
    line: `- All ${what} in one file would be ${mib(bytes)}, more than llms-full.txt holds (${mib(maxBytes)}): each page's Markdown is linked below.`,
    bytes,
    written: false,
  };
}

/** A version's llms-full.txt left out for its size (`writeLlmsFiles`). */
export interface OmittedFullText {
  file: string;
  bytes: number;
}

/**
 * Writes the files for `versions` (the latest first); returns how many Markdown copies it wrote, the paths (from
 * `publicDir`) of the copies, indexes and full files written, and the full files left out.
 */
export function writeLlmsFiles(
  publicDir: string,
  pages: PlannedPage[],
  versions: VersionContent[],
  lastVersion: string,
  site: Site,
  apiModels: ApiVersionModel[] = [],
  /** Drafts from the build's analyses, by absolute file (docs and the partials they import). */
  drafts: ReadonlyMap<string, MarkdownDraft> = new Map(),
  maxFullBytes = LLMS_FULL_MAX_BYTES,
  /** An API entry's badges and mentions, by its address, as its page shows them. */
  apiExtras: (address: string) => EntryExtras | undefined = () => undefined
): { copies: number; written: string[]; omitted: OmittedFullText[] } {
  let copies = 0;
  const written: string[] = [];
  const omitted: OmittedFullText[] = [];
  const docs = pages.filter((page): page is DocPage => page.template === 'doc');
  const lineVersions: LineVersion[] = versions
    .filter((version) => docs.some((page) => page.context.version.name === version.name))
    .map((version) => ({ name: version.name, label: version.settings.label, path: version.settings.path }));
  const write = (file: string, text: string) => {
    writeFile(path.join(publicDir, file), text);
    written.push(file);
  };
  for (const version of lineVersions) {
    const own = docs.filter((page) => page.context.version.name === version.name);
    const line = releaseLine(version, lineVersions, lastVersion, site.url);
    const state = version.name === lastVersion ? ' (latest)' : version.name === 'current' ? ' (unreleased)' : '';
    const entries: string[] = [];
    const text: string[] = [line, '', `# ${site.title} ${version.label} documentation`, ''];
    for (const page of own) {
      const draft = drafts.get(page.contentFilePath) ?? fileDraft(page.contentFilePath)!;
      const markdown = pageMarkdown(draft, page.contentFilePath, page.context.title, (file) => drafts.get(file));
      write(`${page.path}.md`, `${line}\n\n${markdown}`);
      copies += 1;
      // An unlisted doc keeps its Markdown copy (its address is known to whoever has the page's) but no list names it.
      if (page.context.unlisted) continue;
      const description = page.context.description ? `: ${page.context.description}` : '';
      entries.push(`- [${page.context.title}](${site.url}${page.path}.md)${description}`);
      text.push('---', '', `Source: ${site.url}${page.path}`, '', markdown.trim(), '');
    }
    const full = fullText(publicDir, `${version.path}/llms-full.txt`, text.join('\n'), site.url, `${version.label} docs`, maxFullBytes);
    const index: string[] = [
      line,
      '',
      `# ${site.title} ${version.label}${state} documentation`,
      '',
      `> ${site.tagline}: documentation of react-querybuilder, a React component for building queries out of rules and groups, with import from and export to SQL, MongoDB, CEL, SpEL, JsonLogic and more.`,
      '',
      `Every link is the page as Markdown. \`llms-full.txt\` holds all the pages in one file (up to ${mib(maxFullBytes)}).`,
      '',
      '## Docs',
      '',
      full.line,
      ...entries,
    ];
    if (full.written) written.push(full.file);
    else omitted.push({ file: full.file, bytes: full.bytes });
    const api = apiModels.find((model) => model.version === version.name);
    if (api) {
      const root = apiRoot(version);
      const apiFiles = writeApiFiles(publicDir, api, root, version.label, line, site, maxFullBytes, apiExtras);
      copies += apiFiles.copies;
      written.push(...apiFiles.written);
      omitted.push(...apiFiles.omitted);
      index.push('', '## API reference', '', `- [Every ${version.label} API entry, each linked as Markdown](${site.url}${root}/llms.txt)`, apiFiles.fullLine);
    }
    const indexText = `${index.join('\n')}\n`;
    write(`${version.path}/llms.txt`, indexText);
    // The address agents try first: the latest version's index.
    if (version.name === lastVersion) write('/llms.txt', indexText);
  }
  return { copies, written, omitted };
}

/** `writeFullText` for a file under `publicDir` addressed by its path (`file`). */
function fullText(publicDir: string, file: string, text: string, siteUrl: string, what: string, maxBytes: number) {
  return { file, ...writeFullText(path.join(publicDir, file), text, `${siteUrl}${file}`, what, maxBytes) };
}

/** A version's API reference: a copy per entry, `<root>/llms.txt` listing them and one full file. */
function writeApiFiles(
  publicDir: string,
  model: ApiVersionModel,
  root: string,
  label: string,
  line: string,
  site: Site,
  maxFullBytes: number,
  extrasOf: (address: string) => EntryExtras | undefined
): { copies: number; written: string[]; omitted: OmittedFullText[]; fullLine: string } {
  const written: string[] = [];
  const packages = model.packages.map((p) => `${p.name} ${p.version}`).join(', ');
  const heading = `# ${site.title} ${label} API reference`;
  const about = `Every export of ${packages}, from their type definitions.`;
  const entries: string[] = [];
  const text: string[] = [line, '', heading, '', about, ''];
  for (const symbol of model.symbols) {
    const address = `${root}/${symbol.slug}`;
    const markdown = symbolMarkdown(symbol, model, `${site.url}${root}`, extrasOf(address), site.url);
    writeFile(path.join(publicDir, `${address}.md`), `${line}\n\n${markdown}`);
    written.push(`${address}.md`);
    const summary = summaryLine(symbol);
    entries.push(`- [${symbol.name}](${site.url}${address}.md)${summary ? `: ${summary}` : ''}`);
    text.push('---', '', `Source: ${site.url}${address}`, '', markdown.trim(), '');
  }
  const full = fullText(publicDir, `${root}/llms-full.txt`, text.join('\n'), site.url, `${label} API entries`, maxFullBytes);
  const index = [line, '', heading, '', `> ${about} Every link is the entry as Markdown.`, '', full.line, '', ...entries];
  writeFile(path.join(publicDir, root, 'llms.txt'), `${index.join('\n')}\n`);
  written.push(`${root}/llms.txt`);
  return {
    copies: model.symbols.length,
    written: full.written ? [...written, full.file] : written,
    omitted: full.written ? [] : [{ file: full.file, bytes: full.bytes }],
    fullLine: full.line,
  };
}
