/**
 * A code span that names an export of the page's release (`formatQuery`, `<QueryBuilder />`,
 * `parseSQL()`) links to its API reference entry. The exports of each docs version come from the
 * content step (src/gatsby/node/apiReference.ts writes API_LINKS_FILE before any MDX compiles).
 * Spans in links and headings stay as they are; so does code written as `<code>…</code>`, which is
 * how an author keeps one span unlinked.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { InlineCode, Link, Parent, Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** Docs version -> export name -> the route of its entry. */
export const API_LINKS_FILE = '.cache/api-links.json';

type Links = Record<string, Record<string, string>>;

let loaded: { mtimeMs: number; links: Links } | undefined;

/** The API links file, read again only when it changes. */
export function readLinks(file: string): Links {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return {};
  if (loaded?.mtimeMs !== stat.mtimeMs) loaded = { mtimeMs: stat.mtimeMs, links: JSON.parse(fs.readFileSync(file, 'utf8')) as Links };
  return loaded.links;
}

/** The docs version of a file of content/ ("current" for docs/), or undefined outside the docs. */
export function versionOfFile(relative: string): string | undefined {
  if (relative.startsWith('docs/')) return 'current';
  return /^versioned_docs\/version-([^/]+)\//.exec(relative)?.[1];
}

/** The docs version of an absolute file path under `contentDir` (see versionOfFile). */
export const versionOfPath = (contentDir: string, absolute: string): string | undefined =>
  versionOfFile(path.relative(contentDir, absolute).split(path.sep).join('/'));

/** The export a code span names: `name`, `name()`, `<Name />`, `<Name>`. */
export const exportNamed = (code: string): string | undefined => /^<?([A-Za-z_$][\w$]*)(?:\(\)|\s*\/?>)?$/.exec(code.trim())?.[1];

export default function remarkApiLinks(options: { contentDir: string; linksFile?: string }) {
  return (tree: Root, file: VFile) => {
    const version = file.path ? versionOfPath(options.contentDir, file.path) : undefined;
    const links = version ? readLinks(path.resolve(options.linksFile ?? API_LINKS_FILE))[version] : undefined;
    if (!links) return;
    visit(tree, (node, index, parent: Parent | undefined) => {
      if (node.type === 'link' || node.type === 'linkReference' || node.type === 'heading') return SKIP;
      if (node.type !== 'inlineCode' || !parent || index === undefined || index === null) return undefined;
      const name = exportNamed((node as InlineCode).value);
      const href = name ? links[name] : undefined;
      if (!href) return undefined;
      const link: Link = { type: 'link', url: href, children: [node as InlineCode] };
      parent.children.splice(index, 1, link as never);
      return SKIP;
    });
  };
}
