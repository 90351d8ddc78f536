/**
 * One version's state for the route plan (./routes.ts): its docs, the route of each, the moved docs
 * (a doc holding only a <Redirect>) and the titles, with content problems reported on the way.
 */
import { docRoute, type VersionInfo } from '../../lib/docsVersions';
import type { DocSource } from './docSource';
import { ContentError, nearestHint } from './errors';
import type { VersionContent } from './loadContent';

/** A version as the route plan reads it: its content, routes, docs, moves and titles. */
export interface VersionState {
  content: VersionContent;
  info: VersionInfo;
  /** The route of a doc of this version (docRoute: its id, or where docPaths puts it). */
  href: (id: string) => string;
  docs: Map<string, DocSource>;
  /** Moved doc id -> target doc id. */
  moved: Map<string, string>;
  title: (id: string) => string;
  report: ReportContentError;
}

/** Receives a content problem; the default throws it. */
export type ReportContentError = (error: ContentError) => void;

/** The default reporter: a content problem stops the plan. */
export const throwError: ReportContentError = (error) => {
  throw error;
};

/** A version's state: its docs, their routes, the moved ones (reported where a move's target is no doc) and their titles. */
export function versionState(content: VersionContent, lastVersion: string, sources: DocSource[], report: ReportContentError): VersionState {
  const info: VersionInfo = { name: content.name, ...content.settings, isLast: content.name === lastVersion };
  const paths = Object.fromEntries(content.docPaths);
  const href = (id: string) => docRoute({ path: info.path, paths }, id);
  const docs = new Map(sources.filter((s) => s.version === content.name).map((s) => [s.id, s]));
  const idOfRoute = new Map([...docs.keys()].map((id) => [href(id), id]));
  const moved = new Map<string, string>();
  for (const doc of docs.values()) {
    if (doc.analysis.redirectTo === undefined) continue;
    const target = new URL(doc.analysis.redirectTo, `https://site.invalid${href(doc.id)}`).pathname.replace(/(.)\/$/, '$1');
    const targetId = idOfRoute.get(target) ?? (target.startsWith(`${info.path}/`) ? target.slice(info.path.length + 1) : '');
    if (!docs.has(targetId) || targetId === doc.id) {
      report(
        new ContentError(
          doc.shownFile,
          `<Redirect to="${doc.analysis.redirectTo}"> points at ${target}, which is not a doc of version ${info.label}.`,
          nearestHint('doc ids', targetId || target, docs.keys())
        )
      );
      continue;
    }
    moved.set(doc.id, targetId);
  }
  const title = (id: string): string => {
    const doc = docs.get(id);
    if (!doc) throw new Error(`unknown doc ${id}`);
    if (moved.has(id)) return title(moved.get(id)!);
    return doc.frontmatter.title ?? doc.analysis.h1 ?? id;
  };
  for (const doc of docs.values()) {
    if (!moved.has(doc.id) && !(doc.frontmatter.title ?? doc.analysis.h1)) {
      report(new ContentError(doc.shownFile, `doc "${doc.id}" has no title.`, 'Add `title:` to its frontmatter or start it with a "# Heading".'));
    }
  }
  return { content, info, href, docs, moved, title, report };
}
