/**
 * Where docs live and what their files are called, in the Docusaurus layout: a version's docs
 * folder, a file's doc id, a doc file's route. The one place the file -> doc id -> route mapping is
 * written: the content step (src/gatsby/content/loadContent.ts, docSource.ts) and the MDX
 * pipeline's link rewriting (src/gatsby/mdx/remarkDocLinks.ts) both use it. Paths here are
 * relative to content/ and use "/". Pure: what a file's frontmatter says is read by the caller.
 */
import path from 'node:path';
import { versionHref } from './docsVersions';

/** Where a version's docs live, relative to content/ (its sidebars: src/gatsby/content/sidebarsFile.ts). */
export function versionPaths(name: string): { docsDir: string } {
  return { docsDir: name === 'current' ? 'docs' : `versioned_docs/version-${name}` };
}

/** Is a file name a doc's (.md or .mdx)? */
export const isDocFileName = (name: string): boolean => /\.mdx?$/.test(name);

/**
 * A file or folder name without its number prefix, and the prefix as a sidebar position, as
 * Docusaurus reads them: "01-intro" -> intro (1), "2. Guides" -> Guides (2). Names that look like a
 * date or a version number ("2024-05-notes", "1.2-upgrade") and names without a separator after the
 * digits ("404", "2fa") keep their digits.
 */
export function numberPrefixOf(name: string): { name: string; position?: number } {
  if (/^\d+[-_.]\d/.test(name)) return { name };
  const prefix = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/.exec(name);
  return prefix ? { name: name.slice(prefix[0].length), position: Number(prefix[1]) } : { name };
}

/** A path in a docs folder without its extension and without the number prefix of each part. */
const withoutNumberPrefixes = (fileInDocsDir: string): string =>
  fileInDocsDir
    .split('/')
    .map((part) => numberPrefixOf(part).name)
    .join('/');

/** The frontmatter keys that decide a doc's id and address. */
export interface DocAddressKeys {
  id?: string;
  slug?: string;
}

/**
 * The doc id of a file given relative to its docs folder, as in Docusaurus: the path without its
 * extension and number prefixes, its last part replaced by the frontmatter `id` when there is one.
 * "utils/export.mdx" -> "utils/export", "02-guides/01-setup.md" -> "guides/setup",
 * "guides/setup.md" with `id: install` -> "guides/install".
 */
export function docIdOf(fileInDocsDir: string, keys: DocAddressKeys = {}): string {
  const id = withoutNumberPrefixes(fileInDocsDir.replace(/\.mdx?$/, ''));
  return keys.id === undefined ? id : [...id.split('/').slice(0, -1), keys.id].join('/');
}

/** Docusaurus's category index convention: a doc named index, README or like its folder stands for the folder. */
export const isCategoryIndexName = (name: string, folder: string): boolean => ['index', 'readme', folder.toLowerCase()].includes(name.toLowerCase());

/**
 * Where a doc is within its version, as Docusaurus places it ("/" is the version's root): at
 * "/<id>"; a category index without a frontmatter `id` at its folder ("guides/index.md" ->
 * "/guides"); with a frontmatter `slug`, where that says, from the version's root when it starts
 * with "/", else from the doc's folder.
 */
export function docPathOf(fileInDocsDir: string, keys: DocAddressKeys = {}): string {
  const id = docIdOf(fileInDocsDir, keys);
  const parts = id.split('/');
  const dir = parts.slice(0, -1).join('/');
  if (keys.slug !== undefined) return path.posix.resolve(`/${dir}`, keys.slug);
  if (keys.id === undefined && isCategoryIndexName(parts.at(-1)!, parts.at(-2) ?? '')) return `/${dir}`;
  return `/${id}`;
}

/** Reads the address keys of a file given relative to content/ (src/gatsby/content/docFrontmatter.ts reads them from the file). */
export type AddressKeysOf = (contentFile: string) => DocAddressKeys;

/** The version of `versions` whose docs folder holds `contentFile`, and the file's doc id and address (docPathOf) there. */
export function docOfFile<V extends { docsDir: string }>(
  contentFile: string,
  versions: readonly V[],
  keysOf?: AddressKeysOf
): { version: V; id: string; pathInVersion: string } | undefined {
  const version = versions.find((v) => contentFile.startsWith(`${v.docsDir}/`));
  if (!version) return undefined;
  const file = contentFile.slice(version.docsDir.length + 1);
  const keys = keysOf?.(contentFile) ?? {};
  return { version, id: docIdOf(file, keys), pathInVersion: docPathOf(file, keys) };
}

/** The route of a doc file; undefined outside the docs folders. */
export function routeOfFile(contentFile: string, versions: ReadonlyArray<{ docsDir: string; path: string }>, keysOf?: AddressKeysOf): string | undefined {
  const doc = docOfFile(contentFile, versions, keysOf);
  return doc && versionHref(doc.version.path, doc.pathInVersion);
}
