/**
 * Links between docs, as Docusaurus authors write them: `[QueryBuilder](./querybuilder.mdx)`
 * (a file, resolved to its route within the same version) and `[export](../utils/export)`
 * (a URL relative to the page, made absolute so the router can prefetch it). A link to a
 * .md/.mdx file that does not exist only warns, as Docusaurus's `onBrokenMarkdownLinks` does by
 * default; the post-build link check catches the rest.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { routeOfFile, type DocAddressKeys } from '../../lib/docFiles';

type VersionDirs = Array<{ docsDir: string; path: string }>;

export interface DocLinksOptions {
  /** Absolute path of content/. */
  contentDir: string;
  /** Docs folder (relative to contentDir) -> the version's base path; a function is asked per file. */
  versions: VersionDirs | (() => VersionDirs);
  /** The frontmatter `id` and `slug` of a doc file (absolute path): they move its route. */
  docKeys: (absFile: string) => DocAddressKeys;
  /** Where warnings go (Gatsby's reporter in the build). */
  warn?: (message: string) => void;
}

/** Route of a doc file given by its absolute path, or undefined when it is not in a docs folder. */
function routeOf(absFile: string, options: DocLinksOptions & { versions: VersionDirs }): string | undefined {
  return routeOfFile(path.relative(options.contentDir, absFile).split(path.sep).join('/'), options.versions, () => options.docKeys(absFile));
}

/** Is `absFile` a partial: a file, or a file in a folder, whose name starts with "_"? */
function isPartial(absFile: string, options: DocLinksOptions): boolean {
  const rel = path.relative(options.contentDir, absFile).split(path.sep);
  return rel.some((segment) => segment.startsWith('_'));
}

export default function remarkDocLinks(options: DocLinksOptions) {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  return (tree: Root, file: VFile) => {
    const here = { ...options, versions: typeof options.versions === 'function' ? options.versions() : options.versions };
    const self = file.path ? routeOf(file.path, here) : undefined;
    if (!file.path || !self) return;
    visit(tree, 'link', (link: Link) => {
      const url = link.url;
      if (/^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(url)) return;
      const [target, hash = ''] = url.split(/(?=#)/);
      if (/\.mdx?$/.test(target!)) {
        const abs = path.resolve(path.dirname(file.path!), decodeURI(target!));
        const route = fs.existsSync(abs) ? routeOf(abs, here) : undefined;
        if (route) link.url = `${route}${hash}`;
        else {
          const line = link.position?.start.line;
          warn(
            `${path.relative(process.cwd(), file.path!)}${line ? `:${line}` : ''}: broken Markdown link "${url}" (no doc file at ${path.relative(process.cwd(), abs)}).`
          );
        }
        return;
      }
      // A partial is shown on the pages that import it, whose addresses it cannot know here: its
      // relative addresses stay relative and resolve against the page (MdxLink), as in Docusaurus.
      if (!isPartial(file.path!, here)) link.url = new URL(target!, `https://site.invalid${self}`).pathname + hash;
    });
  };
}
