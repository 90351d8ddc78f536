/**
 * The docs for programs, written after the build (https://llmstxt.org conventions):
 * - a Markdown copy of every doc page at its path plus `.md` (/docs/utils/export.md);
 * - `<version path>/llms-full.txt`: every doc of that version in one Markdown file, while that file stays
 *   within `LLMS_FULL_MAX_BYTES` (below);
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
 * `publicDir`) of the copies and full files written, and the full files left out.
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
  maxFullBytes = LLMS_FULL_MAX_BYTES
): { copies: number; written: string[]; omitted: OmittedFullText[] } {
  let copies = 0;
  const written: string[] = [];
  const omitted: OmittedFullText[] = [];
  const docs = pages.filter((page): page is DocPage => page.template === 'doc');
  const index: string[] = [
    `# ${site.title}`,
    '',
    `> ${site.tagline}: documentation of react-querybuilder, a React component for building queries out of rules and groups, with import from and export to SQL, MongoDB, CEL, SpEL, JsonLogic and more.`,
    '',
    `Each version has its own section; every link is the page as Markdown. A version's \`llms-full.txt\` holds all its pages in one file (up to ${mib(maxFullBytes)}).`,
  ];
  /** Writes a full file and puts its line in the index at `at`. */
  const full = (file: string, text: string, what: string, at: number) => {
    const result = writeFullText(path.join(publicDir, file), text, `${site.url}${file}`, what, maxFullBytes);
    index.splice(at, 0, result.line);
    if (result.written) written.push(file);
    else omitted.push({ file, bytes: result.bytes });
  };
  for (const version of versions) {
    const own = docs.filter((page) => page.context.version.name === version.name);
    if (own.length === 0) continue;
    const label = `${version.settings.label}${version.name === lastVersion ? ' (latest)' : version.name === 'current' ? ' (unreleased)' : ''}`;
    const text: string[] = [`# ${site.title} ${version.settings.label} documentation`, ''];
    index.push('', `## ${label}`, '');
    const at = index.length;
    for (const page of own) {
      const markdown = pageMarkdown(drafts.get(page.contentFilePath) ?? fileDraft(page.contentFilePath)!, page.contentFilePath, page.context.title, (file) =>
        drafts.get(file)
      );
      writeFile(path.join(publicDir, `${page.path}.md`), markdown);
      written.push(`${page.path}.md`);
      copies += 1;
      // An unlisted doc keeps its Markdown copy (its address is known to whoever has the page's) but no list names it.
      if (page.context.unlisted) continue;
      const description = page.context.description ? `: ${page.context.description}` : '';
      index.push(`- [${page.context.title}](${site.url}${page.path}.md)${description}`);
      text.push('---', '', `Source: ${site.url}${page.path}`, '', markdown.trim(), '');
    }
    full(`${version.settings.path}/llms-full.txt`, text.join('\n'), `${version.settings.label} docs`, at);
    const api = apiModels.find((model) => model.version === version.name);
    if (api) copies += writeApiFiles(publicDir, api, apiRoot(version.settings), version.settings.label, site, index, full, written);
  }
  fs.writeFileSync(path.join(publicDir, 'llms.txt'), `${index.join('\n')}\n`);
  return { copies, written, omitted };
}

/** A version's API reference: a copy per entry and one full file; its lines added to `index`. Returns the copies written. */
function writeApiFiles(
  publicDir: string,
  model: ApiVersionModel,
  root: string,
  label: string,
  site: Site,
  index: string[],
  full: (file: string, text: string, what: string, at: number) => void,
  written: string[]
): number {
  const packages = model.packages.map((p) => `${p.name} ${p.version}`).join(', ');
  const text: string[] = [`# ${site.title} ${label} API reference`, '', `Every export of ${packages}, from their type definitions.`, ''];
  index.push('', `### ${label} API reference`, '');
  const at = index.length;
  for (const symbol of model.symbols) {
    const address = `${root}/${symbol.slug}`;
    const markdown = symbolMarkdown(symbol, model, `${site.url}${root}`);
    writeFile(path.join(publicDir, `${address}.md`), markdown);
    written.push(`${address}.md`);
    const summary = summaryLine(symbol);
    index.push(`- [${symbol.name}](${site.url}${address}.md)${summary ? `: ${summary}` : ''}`);
    text.push('---', '', `Source: ${site.url}${address}`, '', markdown.trim(), '');
  }
  full(`${root}/llms-full.txt`, text.join('\n'), `${label} API entries`, at);
  return model.symbols.length;
}
