/**
 * The content step, run by createPages at build start and again after every content edit in
 * `gatsby develop`: load the folder's structure (versions, sidebars), read each doc (frontmatter
 * and its analysis, cached by content), plan every route, check every link.
 *
 * Nothing here throws for a content problem. Every problem is collected, named with its file and
 * line and the nearest valid value, and planned around; the caller decides: `gatsby build` stops
 * and lists them all, a develop server shows them and keeps serving. For that, the pipeline keeps
 * the last good state: a doc that stops parsing keeps its last good title and headings, a
 * sidebars file that stops parsing its last good sidebars.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DocsConfig } from '../../config/schema';
import { siteConfig } from '../../config/site';
import { docRoute } from '../../lib/docsVersions';
import type { SynonymGroup } from '../../lib/search/types';
import { AnalysisCache, type PersistentStore } from './analysisCache';
import type { DocAnalysis } from './analyzeDoc';
import { ImportChecker, type ImportSource } from './docImports';
import { checkCardImages, checkDocImages, checkDocLinks, sitePagePaths, type LinkReport, type LinkSource } from './docLinks';
import { frontmatterOfText } from './docFrontmatter';
import { docFileOf, docSource, parseFrontmatter, type DocFile, type DocSource } from './docSource';
import { ContentError } from './errors';
import { eventLoopBreaks, type EventLoopBreak } from './eventLoopBreaks';
import { checkLiveBlocks } from './liveBlocks';
import { loadContent, type ContentModel } from './loadContent';
import { partialImports } from './partials';
import { planRoutes, type RoutePlan } from './routes';
import type { Frontmatter } from './schemas';
import { readSearchSynonyms } from './searchSynonyms';

/** An MDX file as Gatsby knows it. */
export interface MdxFileInput {
  absolutePath: string;
  frontmatter: unknown;
  /** Gatsby's digest of the file's content, when known: saves reading unchanged files. */
  digest?: string;
}

export interface ContentRun {
  model: ContentModel;
  sources: DocSource[];
  plan: RoutePlan;
  /** Problems that stop a build, in file order. */
  errors: ContentError[];
  /** Non-fatal findings: duplicate routes, Markdown links to missing files. */
  warnings: string[];
  links: LinkReport;
  /** Files parsed this run (the others came from the cache). */
  parsed: number;
  /** content/search-synonyms.json (src/gatsby/content/searchSynonyms.ts). */
  searchSynonyms: SynonymGroup[];
  /** Every file a page is made of, each once: the docs, then the partials they import. */
  pageFiles: PageFile[];
}

const EMPTY_ANALYSIS: DocAnalysis = { headings: [], sections: [], links: [], images: [], imports: [], codeBlocks: [], prose: '', markdown: { text: '', hasH1: false } };

export class ContentPipeline {
  private lastModel?: ContentModel;
  private lastPlan?: RoutePlan;
  private lastSynonyms: SynonymGroup[] = [];
  /** Per doc file: its last good frontmatter and analysis, and (while developing) the text each was read from. */
  private readonly lastGood = new Map<string, { frontmatter?: Frontmatter; analysis?: DocAnalysis; frontmatterOf?: string; analysisOf?: string }>();
  private readonly analyses: AnalysisCache;
  private readonly imports: ImportChecker;

  constructor(
    readonly contentDir: string,
    readonly config: DocsConfig,
    store?: PersistentStore,
    /** The project root (`@site`), src/pages and static/ of the site, for the import and link checks. */
    readonly siteDirs = { root: process.cwd(), pages: path.resolve('src/pages'), static: path.resolve('static') },
    /**
     * A production build: drafts are left out (loadContent's `omitDrafts`) and unlisted docs hidden
     * from every list. In develop both are shown like any doc, as Docusaurus does.
     */
    readonly production = false
  ) {
    this.analyses = new AnalysisCache(store);
    this.imports = new ImportChecker(siteDirs.root);
  }

  /** One full pass over the content; see the file comment for what is kept when something is wrong. */
  async run(files: MdxFileInput[]): Promise<ContentRun> {
    const errors: ContentError[] = [];
    const report = (error: ContentError) => void errors.push(error);
    const breathe = eventLoopBreaks();
    const model = this.loadModel(report);
    const sources: DocSource[] = [];
    // By path, so pages, redirects, version data and errors come out in the same order on every run.
    const byPath = [...files].sort((a, b) => (a.absolutePath < b.absolutePath ? -1 : a.absolutePath > b.absolutePath ? 1 : 0));
    for (const input of byPath) {
      const file = docFileOf(input.absolutePath, model);
      if (file) sources.push(await this.readDoc(file, input, report));
      await breathe();
    }
    let plan: RoutePlan;
    try {
      plan = planRoutes(model, sources, this.config, siteConfig.redirects, report);
    } catch (error) {
      if (!(error instanceof ContentError) || !this.lastPlan) throw error;
      report(error);
      plan = this.lastPlan;
    }
    this.lastPlan = plan;
    await breathe();
    const pages = await this.withPartials(sources, report, breathe);
    const links = await this.checkLinks(model, pages, plan, breathe);
    const pageFiles = pages.flatMap((page) => page.files);
    errors.push(...links.broken, ...this.imports.check(pageFiles));
    errors.push(...checkDocImages(pageFiles.map((f) => ({ ...f, images: f.analysis.images })), this.siteDirs.static));
    errors.push(...checkCardImages(sources, this.siteDirs.static));
    for (const page of pages) {
      for (const file of page.files) errors.push(...checkLiveBlocks(file.file, page.source.version, file.analysis.codeBlocks));
    }
    const warnings = [...plan.warnings, ...links.markdown.map((e) => e.message)];
    const searchSynonyms = this.readSynonyms(report);
    const eachOnce = [...new Map(pageFiles.map((f) => [f.absoluteFile, f])).values()];
    return {
      model,
      sources,
      plan,
      errors: dedupe(errors),
      warnings,
      links,
      parsed: this.analyses.takeParsedCount(),
      searchSynonyms,
      pageFiles: eachOnce,
    };
  }

  /** The search synonyms; while the file is wrong, its last good groups. */
  private readSynonyms(report: (error: ContentError) => void): SynonymGroup[] {
    try {
      this.lastSynonyms = readSearchSynonyms(this.contentDir);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      report(error);
    }
    return this.lastSynonyms;
  }

  private loadModel(report: (error: ContentError) => void): ContentModel {
    try {
      this.lastModel = loadContent(this.contentDir, this.config, { report, previous: this.lastModel, omitDrafts: this.production });
    } catch (error) {
      if (!(error instanceof ContentError) || !this.lastModel) throw error;
      report(error);
    }
    return this.lastModel!;
  }

  /**
   * A doc's frontmatter and analysis; what fails is reported and replaced by its last good value.
   * While developing, both come from the text on disk: Gatsby's node can hold the frontmatter of a
   * half-written save (an editor truncates, then writes; gatsby-source-filesystem keeps a file's
   * hash by mtime and inode), which read as a doc without a title until the next save.
   */
  private async readDoc(file: DocFile, input: MdxFileInput, report: (error: ContentError) => void): Promise<DocSource> {
    const last = this.lastGood.get(file.absolutePath) ?? {};
    const text = this.production ? undefined : fs.readFileSync(file.absolutePath, 'utf8');
    let frontmatter: Frontmatter;
    let analysis: DocAnalysis;
    // While developing, a doc whose text is the one last read well is not parsed again: a develop
    // server runs this for every doc after each edit, and a large docs folder has thousands.
    if (text !== undefined && text === last.frontmatterOf && last.frontmatter) frontmatter = last.frontmatter;
    else {
      last.frontmatterOf = undefined;
      try {
        frontmatter = parseFrontmatter(file, text === undefined ? input.frontmatter : frontmatterOfText(text, input.frontmatter));
        if (!this.production) delete frontmatter.unlisted;
        last.frontmatter = frontmatter;
        last.frontmatterOf = text;
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        report(error);
        frontmatter = last.frontmatter ?? {};
      }
    }
    if (text !== undefined && text === last.analysisOf && last.analysis) analysis = last.analysis;
    else {
      last.analysisOf = undefined;
      try {
        analysis = await this.analyses.analyze(file.shownFile, input.digest, () => text ?? fs.readFileSync(file.absolutePath, 'utf8'), file.contentFile);
        last.analysis = analysis;
        last.analysisOf = text;
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        report(error);
        analysis = last.analysis ?? EMPTY_ANALYSIS;
      }
    }
    this.lastGood.set(file.absolutePath, last);
    return docSource(file, frontmatter, analysis);
  }

  /** Each doc with the files its page is made of: the doc, then each partial it imports (each analysed once). */
  private async withPartials(sources: DocSource[], report: (error: ContentError) => void, breathe: EventLoopBreak): Promise<PageFiles[]> {
    const pages: PageFiles[] = [];
    for (const source of sources) {
      await breathe();
      const files: PageFile[] = [{ file: source.shownFile, absoluteFile: source.absolutePath, imports: source.analysis.imports, analysis: source.analysis }];
      for (const partial of partialFilesOf(source)) {
        const shown = path.relative(process.cwd(), partial);
        const place = path.relative(this.contentDir, partial).split(path.sep).join('/');
        const analysis = await this.analyses.analyze(shown, undefined, () => fs.readFileSync(partial, 'utf8'), place).catch((error: unknown) => {
          if (!(error instanceof ContentError)) throw error;
          report(error);
          return EMPTY_ANALYSIS;
        });
        files.push({ file: shown, absoluteFile: partial, imports: analysis.imports, analysis, importedBy: source.shownFile });
      }
      pages.push({ source, files });
    }
    return pages;
  }

  /** The links of every doc page and of the partials it imports. */
  private checkLinks(model: ContentModel, pages: PageFiles[], plan: RoutePlan, breathe: EventLoopBreak): Promise<LinkReport> {
    const versions = new Map(plan.globalData.versions.map((v) => [v.name, v]));
    const route = (version: string, id: string) => docRoute(versions.get(version) ?? { path: '' }, id);
    const routeOfFile = (absoluteFile: string) => {
      const file = docFileOf(absoluteFile, model);
      return file ? route(file.version, file.id) : undefined;
    };
    const linkSources: LinkSource[] = pages
      .filter(({ source }) => source.analysis.redirectTo === undefined)
      .map(({ source, files }) => ({
        route: route(source.version, source.id),
        links: files.flatMap(({ analysis, file, absoluteFile, importedBy }) => analysis.links.map((l) => ({ ...l, file, absoluteFile, importedBy }))),
      }));
    const anchors = new Map(pages.map(({ source: s }) => [route(s.version, s.id), new Set(s.analysis.headings.map((h) => h.id))]));
    return checkDocLinks(
      linkSources,
      {
        plan,
        anchors,
        routeOfFile,
        sitePages: sitePagePaths(this.siteDirs.pages),
        staticDir: this.siteDirs.static,
      },
      breathe
    );
  }
}

/** One file a doc page is made of: the doc itself or a partial it imports. */
export interface PageFile extends ImportSource {
  analysis: DocAnalysis;
}

interface PageFiles {
  source: DocSource;
  files: PageFile[];
}

function dedupe(errors: ContentError[]): ContentError[] {
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(e.message) && Boolean(seen.add(e.message)));
}

/** The files of the partials a doc imports that exist (a missing one is the import check's to report). */
function partialFilesOf(source: DocSource): string[] {
  return partialImports(source.analysis.imports)
    .map((i) => path.resolve(path.dirname(source.absolutePath), i.url))
    .filter((file) => fs.existsSync(file));
}
