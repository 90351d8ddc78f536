/**
 * The link check of the content step: every link written in a doc (or in a partial it imports)
 * must reach a planned page, a site page, a redirect or a static file, and its `#anchor` a heading
 * of the doc it lands on. It runs on the analyses (no HTML needed), so a build stops and a develop
 * server reports within seconds, naming the file, the line and the nearest valid target. The
 * post-build HTML check (src/gatsby/node/linkCheck.ts) stays as the net for links made by code.
 *
 * Links resolve as the MDX pipeline rewrites them (src/gatsby/mdx/remarkDocLinks.ts): a `.md`/
 * `.mdx` path is a file relative to the file it is written in; any other relative URL is relative
 * to the page, which for a partial is the page that imports it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { imageModule, isLocalImage } from '../mdx/remarkDocImages';
import type { DocLink } from './analyzeDoc';
import { frontmatterLine, type DocSource } from './docSource';
import type { EventLoopBreak } from './eventLoopBreaks';
import { ContentError, nearestHint } from './errors';
import type { RoutePlan } from './routes';

/** A page's links to check: the doc's own, then each partial's (with the partial's file). */
export interface LinkSource {
  /** The page the links are on. */
  route: string;
  links: Array<DocLink & { file: string; absoluteFile: string; importedBy?: string }>;
}

export interface LinkTargets {
  plan: RoutePlan;
  /** Doc route -> heading ids on it. */
  anchors: Map<string, Set<string>>;
  /** Doc file (absolute) -> its route. */
  routeOfFile: (absoluteFile: string) => string | undefined;
  /** Pages outside the docs (src/pages). */
  sitePages: string[];
  staticDir: string;
}

export interface LinkReport {
  /** Links to nothing or to a missing anchor: the build stops. */
  broken: ContentError[];
  /** Markdown links to a .md/.mdx file that does not exist: warnings, as in Docusaurus. */
  markdown: ContentError[];
  /** Links that reach a page only through a redirect (moved docs): for the content-quality test. */
  viaRedirect: ContentError[];
}

const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** Checks every link of `sources` against `targets`, awaiting `breathe` between sources. */
export async function checkDocLinks(sources: LinkSource[], targets: LinkTargets, breathe: EventLoopBreak = async () => {}): Promise<LinkReport> {
  const report: LinkReport = { broken: [], markdown: [], viaRedirect: [] };
  const pages = new Map(targets.plan.pages.map((p) => [p.path, p]));
  const redirects = new Map(targets.plan.redirects.map((r) => [r.from, r.to]));
  const allPaths = [...pages.keys(), ...targets.sitePages];
  const isStaticFile = (p: string) => p !== '/' && fs.statSync(path.join(targets.staticDir, decodeURIComponent(p)), { throwIfNoEntry: false })?.isFile() === true;
  for (const source of sources) {
    await breathe();
    for (const link of source.links) {
      const where = `${link.file}:${link.line}${link.importedBy ? ` (imported by ${link.importedBy})` : ''}`;
      const [target = '', hash = ''] = link.url.split(/(?=#)/);
      if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(link.url)) continue;
      let route: string | undefined;
      if (target === '') route = source.route;
      else if (/\.mdx?$/i.test(target) && !target.startsWith('/')) {
        const file = path.resolve(path.dirname(link.absoluteFile), decodeURI(target));
        route = targets.routeOfFile(file);
        if (!route) {
          report.markdown.push(new ContentError(where, `broken Markdown link "${link.url}": no doc file at ${path.relative(process.cwd(), file)}.`));
          continue;
        }
      } else route = normalise(new URL(target, `https://site.invalid${source.route}`).pathname);
      const page = pages.get(route);
      const redirect = redirects.get(route);
      if (redirect) {
        report.viaRedirect.push(new ContentError(where, `"${link.url}" reaches ${route}, which moved to ${redirect}: link there.`));
        continue;
      }
      if (!page && !targets.sitePages.includes(route) && !isStaticFile(route)) {
        report.broken.push(new ContentError(where, `broken link "${link.url}": no page at ${route}.`, nearestHint('pages', route, allPaths)));
        continue;
      }
      const anchor = decodeURIComponent(hash.slice(1));
      const ids = targets.anchors.get(route);
      if (anchor && ids && !ids.has(anchor)) {
        report.broken.push(new ContentError(where, `broken link "${link.url}": ${route} has no heading "#${anchor}".`, nearestHint('anchors', anchor, ids)));
      }
    }
  }
  return report;
}

/** Routes of the file-routed pages in `pagesDir` (src/pages), as Gatsby's page creator makes them. */
export function sitePagePaths(pagesDir: string): string[] {
  const paths: string[] = [];
  const walk = (dir: string, base: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${base}/${entry.name}`);
      else if (/\.(tsx?|jsx?|mdx?)$/.test(entry.name) && !/\.(test|module)\./.test(entry.name)) {
        const name = entry.name.replace(/\.\w+$/, '');
        paths.push(name === 'index' ? base || '/' : `${base}/${name}`);
      }
    }
  };
  if (fs.existsSync(pagesDir)) walk(pagesDir, '');
  return paths;
}

/**
 * Checks each doc's frontmatter `image` (its social card), read as Docusaurus reads it: an http(s)
 * URL, or a path of static/ with or without its leading "/".
 */
export function checkCardImages(docs: DocSource[], staticDir: string): ContentError[] {
  return docs.flatMap((doc) => {
    const image = doc.frontmatter.image;
    if (image === undefined || /^https?:\/\//.test(image)) return [];
    const where = frontmatterLine(doc, 'image');
    if (/^[a-z][a-z0-9+.-]*:/i.test(image)) return [new ContentError(where, `frontmatter "image" "${image}" is neither an http(s) URL nor a file of static/.`)];
    const target = path.join(staticDir, decodeURI(image.split(/[?#]/)[0]!.replace(/^\//, '')));
    return isFile(target) ? [] : [missingFile(where, `frontmatter "image" "${image}"`, target)];
  });
}

const isFile = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;

/** "<what> not found: no file at <target>", with the nearest files of its folder. */
function missingFile(where: string, what: string, target: string): ContentError {
  const dir = path.dirname(target);
  const siblings = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  return new ContentError(
    where,
    `${what} not found: no file at ${path.relative(process.cwd(), target)}.`,
    nearestHint(`files in ${path.relative(process.cwd(), dir) || '.'}`, path.basename(target), siblings)
  );
}

/** A file of a page (the doc or a partial it imports) with its Markdown images. */
export interface ImageSource {
  file: string;
  absoluteFile: string;
  importedBy?: string;
  images: DocLink[];
}

/**
 * Checks that every Markdown image is a file, as the MDX pipeline reads them
 * (src/gatsby/mdx/remarkDocImages.ts): a relative path beside the file it is written in (for a
 * partial, the partial), a path starting with "/" in static/. Each file is checked once.
 */
export function checkDocImages(files: ImageSource[], staticDir: string): ContentError[] {
  const errors: ContentError[] = [];
  const seen = new Set<string>();
  for (const source of files) {
    if (seen.has(source.absoluteFile)) continue;
    seen.add(source.absoluteFile);
    for (const image of source.images) {
      if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(image.url)) continue;
      const target = isLocalImage(image.url)
        ? path.resolve(path.dirname(source.absoluteFile), imageModule(image.url))
        : path.join(staticDir, decodeURI(image.url.split(/[?#]/)[0]!));
      if (isFile(target)) continue;
      errors.push(missingFile(`${source.file}:${image.line}${source.importedBy ? ` (imported by ${source.importedBy})` : ''}`, `image "${image.url}"`, target));
    }
  }
  return errors;
}
