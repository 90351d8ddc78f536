/**
 * Reads the Docusaurus-layout content folder and checks its structure before anything else
 * runs: versions.json, one docs folder and one sidebars file per version, every sidebar id
 * known. Pure filesystem reads; doc metadata (titles, headings) comes later from MDX nodes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DocsConfig } from '../../config/schema';
import { sidebarDocIds, withoutUnknownDocs, type SidebarItemInput } from '../../lib/navigation';
import { ContentError, formatNearest, nearest, nearestHint } from './errors';
import { formatIssues, sidebarsFileSchema, versionsJsonSchema } from './schemas';

/** One version of the docs as found on disk. */
export interface VersionContent {
  /** "current" or the number from versions.json. */
  name: string;
  /** Docs folder relative to the content dir, e.g. "versioned_docs/version-6". */
  docsDir: string;
  /** Sidebars file relative to the content dir. */
  sidebarsFile: string;
  sidebars: Record<string, SidebarItemInput[]>;
  /** Doc ids (paths without extension) -> file relative to the content dir. */
  docFiles: Map<string, string>;
}

/** The content folder: versions in dropdown order (released ones as in versions.json, then Next). */
export interface ContentModel {
  contentDir: string;
  versions: VersionContent[];
  /** Non-fatal findings (duplicate routes). */
  warnings: string[];
}

const DOC_EXTENSIONS = ['.mdx', '.md'];

/** Where a version's docs and sidebars live in the Docusaurus layout. */
export function versionPaths(name: string): { docsDir: string; sidebarsFile: string } {
  return name === 'current'
    ? { docsDir: 'docs', sidebarsFile: 'sidebars.json' }
    : { docsDir: `versioned_docs/version-${name}`, sidebarsFile: `versioned_sidebars/version-${name}-sidebars.json` };
}

/**
 * "Nearest valid entries of versioned_docs/: …" for a missing version folder or sidebars file:
 * entries carrying the same version number first (`v4`, `version-4.x` for version 4), then the
 * closest names.
 */
function nearestEntry(contentDir: string, expected: string, version: string): string {
  const parent = path.dirname(expected);
  const entries = fs.existsSync(path.join(contentDir, parent)) ? fs.readdirSync(path.join(contentDir, parent)) : [];
  const sameNumber = entries.filter((entry) => entry.match(/\d+/)?.[0] === version);
  const list = [...sameNumber, ...nearest(path.basename(expected), entries.filter((e) => !sameNumber.includes(e)))].slice(0, 3);
  return formatNearest(`entries of ${parent}/`, list);
}

/** How loadContent treats what it finds wrong; by default the first problem is thrown. */
export interface LoadOptions {
  /** Receives each problem instead of throwing it; the model then leaves out or repairs the bad part. */
  report?: (error: ContentError) => void;
  /** The last good model (develop): a version whose sidebars cannot be read keeps its last good ones. */
  previous?: ContentModel;
}

/**
 * Loads and validates `contentDir`; throws a ContentError naming the file and the fix. With
 * `options.report`, every problem is reported and the model is the nearest usable one: a version
 * without its folder, sidebars or main doc is left out or, given `previous`, kept as it last was
 * (only a bad versions.json still throws); a sidebar item naming an unknown doc is dropped;
 * unreadable sidebars fall back to the last good ones.
 */
export function loadContent(contentDir: string, config: DocsConfig, options: LoadOptions = {}): ContentModel {
  const report = options.report ?? ((error: ContentError) => {
    throw error;
  });
  const rel = (p: string) => path.relative(process.cwd(), path.join(contentDir, p)) || p;
  const released = readVersionsJson(contentDir, rel('versions.json'), config);
  const warnings: string[] = [];
  const versions = [...released, 'current'].flatMap((name): VersionContent[] => {
    try {
      return [loadVersion(contentDir, name, config, warnings, report, options.previous)];
    } catch (error) {
      if (!(error instanceof ContentError) || !options.report) throw error;
      report(error);
      const lastGood = options.previous?.versions.find((v) => v.name === name);
      return lastGood ? [lastGood] : [];
    }
  });
  return { contentDir, versions, warnings };
}

function loadVersion(
  contentDir: string,
  name: string,
  config: DocsConfig,
  warnings: string[],
  report: (error: ContentError) => void,
  previous?: ContentModel
): VersionContent {
  const rel = (p: string) => path.relative(process.cwd(), path.join(contentDir, p)) || p;
  const { docsDir, sidebarsFile } = versionPaths(name);
  const label = config.versions[name]?.label ?? name;
  if (!fs.existsSync(path.join(contentDir, docsDir))) {
    throw new ContentError(
      rel(name === 'current' ? docsDir : 'versions.json'),
      `version "${name}" (${label}) has no docs folder: expected ${rel(docsDir)}/.`,
      name === 'current' ? undefined : `Create the folder, or remove "${name}" from versions.json. ${nearestEntry(contentDir, docsDir, name)}`
    );
  }
  if (!fs.existsSync(path.join(contentDir, sidebarsFile))) {
    throw new ContentError(
      rel(name === 'current' ? sidebarsFile : 'versions.json'),
      `version "${name}" (${label}) has no sidebars file: expected ${rel(sidebarsFile)}.`,
      name === 'current' ? undefined : `Create it, or remove "${name}" from versions.json. ${nearestEntry(contentDir, sidebarsFile, name)}`
    );
  }
  const docFiles = listDocs(path.join(contentDir, docsDir), docsDir, warnings);
  let sidebars: Record<string, SidebarItemInput[]>;
  try {
    sidebars = readSidebars(contentDir, sidebarsFile, rel(sidebarsFile));
  } catch (error) {
    const lastGood = previous?.versions.find((v) => v.name === name)?.sidebars;
    if (!(error instanceof ContentError) || !lastGood) throw error;
    report(error);
    sidebars = lastGood;
  }
  const sidebarsText = fs.readFileSync(path.join(contentDir, sidebarsFile), 'utf8');
  sidebars = checkSidebarIds(sidebars, docFiles, (id) => jsonPlace(sidebarsText, rel(sidebarsFile), id), label, report);
  if (!docFiles.has(config.mainDocId)) {
    throw new ContentError(
      rel(docsDir),
      `version "${name}" (${label}) has no main doc "${config.mainDocId}".`,
      nearestHint('doc ids', config.mainDocId, docFiles.keys())
    );
  }
  return { name, docsDir, sidebarsFile, sidebars, docFiles };
}

/** `shown:line` of the first `"value"` in a JSON file's text, or `shown` when it is not there. */
export function jsonPlace(text: string, shown: string, value: string): string {
  const at = text.indexOf(JSON.stringify(value));
  return at < 0 ? shown : `${shown}:${text.slice(0, at).split('\n').length}`;
}

function readJson(file: string, shown: string): unknown {
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
    return JSON.parse(text);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : (error as Error).message;
    // V8 names the offset ("... at position 17"); authors want the line.
    const position = /at position (\d+)/.exec(reason)?.[1] ?? (/end of JSON input/.test(reason) ? String(text.trimEnd().length) : undefined);
    const where = text && position ? `${shown}:${text.slice(0, Number(position)).split('\n').length}` : shown;
    throw new ContentError(where, `cannot read JSON: ${reason}.`);
  }
}

function readVersionsJson(contentDir: string, shown: string, config: DocsConfig): string[] {
  const parsed = versionsJsonSchema.safeParse(readJson(path.join(contentDir, 'versions.json'), shown));
  if (!parsed.success) throw new ContentError(shown, `invalid: ${formatIssues(parsed.error)}.`);
  const configured = Object.keys(config.versions).filter((name) => name !== 'current');
  for (const name of parsed.data) {
    if (!config.versions[name]) {
      throw new ContentError(
        shown,
        `lists version "${name}", which src/config/docs.ts does not configure (label, path, banner).`,
        `Configured versions: ${configured.sort((a, b) => Number(b) - Number(a)).join(', ')}.`
      );
    }
  }
  for (const name of configured) {
    if (!parsed.data.includes(name)) {
      throw new ContentError(shown, `does not list version "${name}", which src/config/docs.ts configures.`);
    }
  }
  return parsed.data;
}

function readSidebars(contentDir: string, file: string, shown: string): Record<string, SidebarItemInput[]> {
  const parsed = sidebarsFileSchema.safeParse(readJson(path.join(contentDir, file), shown));
  if (!parsed.success) throw new ContentError(shown, `invalid sidebar: ${formatIssues(parsed.error)}.`);
  return parsed.data;
}

/** Reports each sidebar item naming an unknown doc id; returns the sidebars without those items. */
function checkSidebarIds(
  sidebars: Record<string, SidebarItemInput[]>,
  docFiles: Map<string, string>,
  /** The sidebars file, with the line that names `id`. */
  shown: (id: string) => string,
  label: string,
  report: (error: ContentError) => void
): Record<string, SidebarItemInput[]> {
  const known = (id: string) => docFiles.has(id);
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    for (const id of sidebarDocIds(items).filter((id) => !known(id))) {
      report(
        new ContentError(
          shown(id),
          `sidebar "${sidebarId}" names the unknown doc id "${id}" (version ${label}).`,
          nearestHint('doc ids', id, docFiles.keys())
        )
      );
    }
  }
  return Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, withoutUnknownDocs(items, known)]));
}

/** Doc ids of a folder: relative paths without extension; files and folders starting with "_" are partials. */
function listDocs(absDir: string, relDir: string, warnings: string[]): Map<string, string> {
  const docs = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (DOC_EXTENSIONS.includes(path.extname(entry.name))) {
        const relFile = path.relative(absDir, abs).split(path.sep).join('/');
        const id = relFile.replace(/\.mdx?$/, '');
        const existing = docs.get(id);
        if (existing) {
          warnings.push(`Duplicate route: ${existing} and ${relDir}/${relFile} are both doc "${id}"; using ${existing}.`);
          continue;
        }
        docs.set(id, `${relDir}/${relFile}`);
      }
    }
  };
  walk(absDir);
  return docs;
}
