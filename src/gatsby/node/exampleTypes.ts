/**
 * The types of the examples (src/gatsby/exampleTypes/) in a build and in `gatsby develop`:
 * onPreBootstrap starts typing what the cache lacks in a worker thread, one TypeScript program per
 * version, reading the docs folders itself; createPages then types what the content step found and
 * the worker did not (a partial outside the docs folders, an edit in develop). The pages compile
 * meanwhile, and each names the hover files of its blocks. The hover files are written when the typing is done: by
 * onPostBuild in a build, which also removes those no page names any more, and right after the
 * typing in develop (served from public/ as the develop server serves it).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { VERSION_PACKAGES } from '../../config/examples';
import { versionPaths } from '../../lib/docFiles';
import type { ContentRun } from '../content/pipeline';
import { exampleTypesFor, hasCachedTypes, keyOf, missingTypes, typeInBackground, typingDone, type ExampleInput } from '../exampleTypes';
import { isTypedBlock, parseCodeMeta } from '../mdx/codeMeta';
import { hoverFileUrl, TYPES_DIR, writeHoverFile } from '../mdx/exampleTypesHtml';
import { API_LINKS_FILE, readLinks, versionOfFile } from '../mdx/remarkApiLinks';

/** The typed blocks of a run (docs and partials) by docs version, as rehypeCodeHighlight finds them. */
function typedBlocks(run: ContentRun): Map<string, ExampleInput[]> {
  const byVersion = new Map<string, ExampleInput[]>();
  for (const file of run.pageFiles) {
    const version = versionOfFile(path.relative(run.model.contentDir, file.absoluteFile).split(path.sep).join('/'));
    if (!version || !VERSION_PACKAGES[version]) continue;
    for (const block of file.analysis.codeBlocks) {
      if (!isTypedBlock(block.lang, parseCodeMeta(block.meta))) continue;
      const list = byVersion.get(version) ?? [];
      list.push({ code: block.value, lang: block.lang as ExampleInput['lang'] });
      byVersion.set(version, list);
    }
  }
  return byVersion;
}

const byPackage = (blocks: Map<string, ExampleInput[]>) => {
  const result = new Map<string, ExampleInput[]>();
  for (const [version, inputs] of blocks) result.set(VERSION_PACKAGES[version]!, [...(result.get(VERSION_PACKAGES[version]!) ?? []), ...inputs]);
  return result;
};

const onWorkerError = (reporter: Reporter) => (error: Error) =>
  reporter.warn(`The example types worker failed (${error.message}); the types are computed on the main thread.`);

/**
 * At build start (onPreBootstrap), before the content step, when nothing is cached (a first or a
 * clean build): types the examples of every docs version's folder in a worker, so that it runs
 * while Gatsby sources and plans the site. With a cache, the few blocks it lacks are typed after
 * the content step (typeExamples), and nothing reads every doc a second time.
 */
export function typeExamplesEarly(contentDir: string, reporter: Reporter): void {
  if (hasCachedTypes()) return;
  const started = performance.now();
  const folders = Object.entries(VERSION_PACKAGES).map(([version, packageDir]): [string, string] => [
    path.join(contentDir, versionPaths(version).docsDir),
    packageDir,
  ]);
  void typeInBackground(() => ({ folders: folders.filter(([folder]) => fs.existsSync(folder)) }), onWorkerError(reporter)).then(() =>
    reporter.info(`Typed the examples in a worker thread (${((performance.now() - started) / 1000).toFixed(1)} s, cached ones read).`)
  );
}

/**
 * After each content step (createPages): types, after any typing still running, the blocks of
 * `run` the cache lacks (in develop, an edited block); in develop, their hover files follow.
 */
export function typeExamples(run: ContentRun, reporter: Reporter, develop: boolean): void {
  const typing = typeInBackground(() => {
    const missing = missingTypes(byPackage(typedBlocks(run)));
    return missing.size ? { batches: [...missing] } : undefined;
  }, onWorkerError(reporter));
  // In develop, only blocks without a hover file: an edit adds one, and the rest are there.
  if (develop) void typing.then(() => writeHoverFiles(run, path.resolve('public'), reporter, false));
}

/** Writes the hover file of every typed block of `run`, once the typing is done; `prune` removes the others. */
export async function writeHoverFilesWhenTyped(run: ContentRun, publicDir: string, reporter: Reporter): Promise<void> {
  await typingDone();
  writeHoverFiles(run, publicDir, reporter, true);
}

/** Writes hover files: of every block, removing the others (`all`), or only of blocks that have none. */
function writeHoverFiles(run: ContentRun, publicDir: string, reporter: Reporter, all: boolean): void {
  const links = readLinks(path.resolve(API_LINKS_FILE));
  const written = new Set<string>();
  for (const [version, blocks] of typedBlocks(run)) {
    const packageDir = VERSION_PACKAGES[version]!;
    const keyed = blocks.map((input) => ({ input, key: keyOf(input, packageDir) }));
    const wanted = all ? keyed : keyed.filter(({ key }) => !fs.existsSync(path.join(publicDir, hoverFileUrl(key))));
    const results = exampleTypesFor(
      wanted.map(({ input }) => input),
      packageDir
    );
    wanted.forEach(({ key }, i) => writeHoverFile(results[i]!, key, links[version] ?? {}, publicDir));
    for (const { key } of keyed) written.add(path.basename(hoverFileUrl(key)));
  }
  if (!all) return;
  const dir = path.join(publicDir, TYPES_DIR);
  const stale = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !written.has(name)) : [];
  for (const name of stale) fs.rmSync(path.join(dir, name));
  if (stale.length) reporter.verbose(`Removed ${stale.length} hover files no example names.`);
}
