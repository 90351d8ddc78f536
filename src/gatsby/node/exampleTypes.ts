/**
 * The types of the examples (src/gatsby/exampleTypes/) in a production build (develop: typeExamplesEarly):
 * onPreBootstrap starts typing what the cache lacks in a worker thread, one TypeScript program per
 * version, reading the docs folders itself; createPages then types what the content step found and
 * the worker did not (a partial outside the docs folders). The pages compile meanwhile, and each
 * names the hover files of its blocks; onPostBuild writes them when the typing is done, and removes
 * those no page names any more.
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
import { API_LINKS_FILE, readLinks, versionOfPath } from '../mdx/remarkApiLinks';
import { isDevelop } from '../env';

/** The typed blocks of a run (docs and partials) by docs version, as rehypeCodeHighlight finds them. */
function typedBlocks(run: ContentRun): Map<string, ExampleInput[]> {
  const byVersion = new Map<string, ExampleInput[]>();
  for (const file of run.pageFiles) {
    const version = versionOfPath(run.model.contentDir, file.absoluteFile);
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
 * At the start of a build (onPreBootstrap), before the content step, when nothing is cached (a
 * first or a clean build): types the examples of every docs version's folder in a worker, so that
 * it runs while Gatsby sources and plans the site. With a cache, the few blocks it lacks are typed
 * after the content step (typeExamples), and nothing reads every doc a second time.
 *
 * Not in `gatsby develop`: on this 2-core machine a worker typing every example slowed the develop
 * server's first compile and its hot updates past what an author waits for (the develop e2e test
 * timed out under load). There, examples are typed when asked for (src/gatsby/exampleTypes/onRequest.ts).
 */
export function typeExamplesEarly(contentDir: string, reporter: Reporter): void {
  if (isDevelop() || hasCachedTypes()) return;
  const started = performance.now();
  const folders = Object.entries(VERSION_PACKAGES).map(([version, packageDir]): [string, string] => [
    path.join(contentDir, versionPaths(version).docsDir),
    packageDir,
  ]);
  void typeInBackground(() => ({ folders: folders.filter(([folder]) => fs.existsSync(folder)) }), onWorkerError(reporter)).then(() =>
    reporter.info(`Typed the examples in a worker thread (${((performance.now() - started) / 1000).toFixed(1)} s, cached ones read).`)
  );
}

/** After the content step of a build (createPages): types, after any typing still running, the blocks of `run` the cache lacks. */
export function typeExamples(run: ContentRun, reporter: Reporter): void {
  if (isDevelop()) return;
  void typeInBackground(() => {
    const missing = missingTypes(byPackage(typedBlocks(run)));
    return missing.size ? { batches: [...missing] } : undefined;
  }, onWorkerError(reporter));
}

/** Writes the hover file of every typed block of `run`, once the typing is done; `prune` removes the others. */
export async function writeHoverFilesWhenTyped(run: ContentRun, publicDir: string, reporter: Reporter): Promise<void> {
  await typingDone();
  writeHoverFiles(run, publicDir, reporter);
}

/** Writes the hover file of every block, and removes the others. */
function writeHoverFiles(run: ContentRun, publicDir: string, reporter: Reporter): void {
  const links = readLinks(path.resolve(API_LINKS_FILE));
  const written = new Set<string>();
  for (const [version, blocks] of typedBlocks(run)) {
    const packageDir = VERSION_PACKAGES[version]!;
    const results = exampleTypesFor(blocks, packageDir);
    blocks.forEach((input, i) => {
      const key = keyOf(input, packageDir);
      writeHoverFile(results[i]!, key, links[version] ?? {}, publicDir);
      written.add(path.basename(hoverFileUrl(key)));
    });
  }
  const dir = path.join(publicDir, TYPES_DIR);
  const stale = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !written.has(name)) : [];
  for (const name of stale) fs.rmSync(path.join(dir, name));
  if (stale.length) reporter.verbose(`Removed ${stale.length} hover files no example names.`);
}
