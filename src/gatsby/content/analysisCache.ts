/**
 * Doc analyses (src/gatsby/content/analyzeDoc.ts) by content: a file is parsed again only when its
 * text changed. Results live in memory (one entry per file, so edits do not pile up) and, in a
 * Gatsby process, in Gatsby's cache too, so a restarted develop server or a warm `gatsby build`
 * parses nothing that did not change. Gatsby keeps that cache when only modules gatsby-node
 * imports change, so the persistent keys carry the version of the analysis code
 * (analysisCodeVersion): new code never reads an analysis an older one stored. A syntax error is
 * cached like a result.
 *
 * A persistent key names the file by its place in the content folder, not by where that folder
 * sits: an analysis holds no path (only its errors name the file, and they are stored without it),
 * so a copy of the folder elsewhere (the tests' broken copies of content/) reads the original's.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { analyzeDoc, type DocAnalysis } from './analyzeDoc';
import { ContentError } from './errors';

/** What Gatsby's `cache` offers (get/set by key). */
export interface PersistentStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

/** An analysis, or the file's syntax error by where it is in the file (`:line:column`, or nothing), the file's name left out. */
type Stored = { analysis: DocAnalysis } | { error: { at: string; problem: string; hint?: string } };

export class AnalysisCache {
  private readonly byFile = new Map<string, { key: string; stored: Stored }>();
  /** Files parsed (not found in either cache) since the last `takeParsedCount()`. */
  private parsed = 0;

  constructor(
    private readonly store?: PersistentStore,
    /** Part of every persistent key: by default the hash of the code that analyses (analysisCodeVersion). */
    private readonly codeVersion = store ? analysisCodeVersion() : ''
  ) {}

  /**
   * The analysis of the file shown as `file` in errors; throws the file's ContentError. `digest`
   * (Gatsby's hash of the file) spares reading an unchanged file; without it the text is hashed.
   * `place`, the file's path inside its content folder, keys the persistent store (see the file
   * comment); it defaults to `file`.
   */
  async analyze(file: string, digest: string | undefined, load: () => string, place = file): Promise<DocAnalysis> {
    let source: string | undefined;
    const key = `doc-analysis:${createHash('sha1')
      .update(this.codeVersion)
      .update('\0')
      .update(place)
      .update('\0')
      .update(digest ?? (source = load()))
      .digest('hex')}`;
    let stored = this.byFile.get(file)?.key === key ? this.byFile.get(file)!.stored : undefined;
    stored ??= (await this.store?.get(key)) as Stored | undefined;
    if (!stored) {
      stored = compute(source ?? load(), file);
      this.parsed++;
      await this.store?.set(key, stored);
    }
    this.byFile.set(file, { key, stored });
    if ('error' in stored) throw new ContentError(`${file}${stored.error.at}`, stored.error.problem, stored.error.hint);
    return stored.analysis;
  }

  /** How many files were really parsed since the last call (for the build log). */
  takeParsedCount(): number {
    const count = this.parsed;
    this.parsed = 0;
    return count;
  }
}

function compute(source: string, file: string): Stored {
  try {
    return { analysis: analyzeDoc(source, file) };
  } catch (error) {
    // analyzeDoc names `file` in its errors; one naming another file would not be this file's to store.
    if (!(error instanceof ContentError) || !error.file.startsWith(file)) throw error;
    return { error: { at: error.file.slice(file.length), problem: error.problem, hint: error.hint } };
  }
}

/**
 * A hash of what decides an analysis: the site's build code (src/gatsby, src/lib), its config
 * (src/config: the admonition names and titles the Markdown copy is written with) and the locked
 * package versions (the remark and MDX parsers). Read once per pipeline, a few milliseconds.
 */
export function analysisCodeVersion(root = process.cwd()): string {
  const hash = createHash('sha1');
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|tsx|cjs|mjs|js)$/.test(entry.name) && !/\.test\./.test(entry.name)) hash.update(entry.name).update(fs.readFileSync(file));
    }
  };
  for (const dir of ['src/gatsby', 'src/lib', 'src/config']) walk(path.join(root, dir));
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(lock)) hash.update(fs.readFileSync(lock));
  return hash.digest('hex').slice(0, 16);
}
