/**
 * Links between docs, as Docusaurus authors write them: `[QueryBuilder](./querybuilder.mdx)`
 * (a file, resolved to its route within the same version) and `[export](../utils/export)`
 * (a URL relative to the page, made absolute so the router can prefetch it). A link to a
 * .md/.mdx file that does not exist only warns (SPEC §8); the post-build link check catches
 * the rest.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export interface DocLinksOptions {
  /** Absolute path of content/. */
  contentDir: string;
  /** Docs folder (relative to contentDir) -> the version's base path. */
  versions: Array<{ docsDir: string; path: string }>;
  /** Where warnings go (Gatsby's reporter in the build). */
  warn?: (message: string) => void;
}

/** Route of a doc file, or undefined when the file is not in a docs folder. */
export function routeOfFile(absFile: string, options: DocLinksOptions): string | undefined {
  const rel = path.relative(options.contentDir, absFile).split(path.sep).join('/');
  for (const version of options.versions) {
    if (rel.startsWith(`${version.docsDir}/`)) {
      return `${version.path}/${rel.slice(version.docsDir.length + 1).replace(/\.mdx?$/, '')}`;
    }
  }
  return undefined;
}

export default function remarkDocLinks(options: DocLinksOptions) {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  return (tree: Root, file: VFile) => {
    const self = file.path ? routeOfFile(file.path, options) : undefined;
    if (!file.path || !self) return;
    visit(tree, 'link', (link: Link) => {
      const url = link.url;
      if (/^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(url)) return;
      const [target, hash = ''] = url.split(/(?=#)/);
      if (/\.mdx?$/.test(target!)) {
        const abs = path.resolve(path.dirname(file.path!), decodeURI(target!));
        const route = fs.existsSync(abs) ? routeOfFile(abs, options) : undefined;
        if (route) link.url = `${route}${hash}`;
        else {
          const line = link.position?.start.line;
          warn(`${path.relative(process.cwd(), file.path!)}${line ? `:${line}` : ''}: broken Markdown link "${url}" (no doc file at ${path.relative(process.cwd(), abs)}).`);
        }
        return;
      }
      link.url = new URL(target!, `https://site.invalid${self}`).pathname + hash;
    });
  };
}
