/**
 * Where docs live and what their files are called, in the Docusaurus layout: a version's docs
 * folder, a file's doc id, a doc file's route. The one place the file -> doc id -> route mapping is
 * written: the content step (src/gatsby/content/loadContent.ts, docSource.ts) and the MDX
 * pipeline's link rewriting (src/gatsby/mdx/remarkDocLinks.ts) both use it. Paths here are
 * relative to content/ and use "/".
 */
import { docHref } from './docsVersions';

/** Where a version's docs live, relative to content/ (its sidebars: src/gatsby/content/sidebarsFile.ts). */
export function versionPaths(name: string): { docsDir: string } {
  return { docsDir: name === 'current' ? 'docs' : `versioned_docs/version-${name}` };
}

/** Is a file name a doc's (.md or .mdx)? */
export const isDocFileName = (name: string): boolean => /\.mdx?$/.test(name);

/** The doc id of a file given relative to its docs folder: "utils/export.mdx" -> "utils/export". */
export const docIdOf = (fileInDocsDir: string): string => fileInDocsDir.replace(/\.mdx?$/, '');

/** The version of `versions` whose docs folder holds `contentFile`, and the file's doc id there. */
export function docOfFile<V extends { docsDir: string }>(contentFile: string, versions: readonly V[]): { version: V; id: string } | undefined {
  const version = versions.find((v) => contentFile.startsWith(`${v.docsDir}/`));
  return version && { version, id: docIdOf(contentFile.slice(version.docsDir.length + 1)) };
}

/** The route of a doc file (its version's path, then its doc id); undefined outside the docs folders. */
export function routeOfFile(contentFile: string, versions: ReadonlyArray<{ docsDir: string; path: string }>): string | undefined {
  const doc = docOfFile(contentFile, versions);
  return doc && docHref(doc.version.path, doc.id);
}
