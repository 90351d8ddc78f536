/**
 * The types of the examples (src/gatsby/exampleTypes/) in a build and in `gatsby develop`:
 * createPages starts typing what the cache lacks in a worker thread, one TypeScript program per
 * version, as soon as the content step knows the blocks; the pages compile meanwhile, and each
 * names the hover files of its blocks. The hover files are written when the typing is done: by
 * onPostBuild in a build, which also removes those no page names any more, and right after the
 * typing in develop (served from public/ as the develop server serves it).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { VERSION_PACKAGES } from '../../config/examples';
import type { ContentRun } from '../content/pipeline';
import { exampleTypesFor, keyOf, missingTypes, typeInBackground, typingDone, type ExampleInput } from '../exampleTypes';
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

/** Starts typing, in a worker, the blocks of `run` that the cache lacks; in develop, their hover files follow. */
export function typeExamples(run: ContentRun, reporter: Reporter, develop: boolean): void {
  const missing = missingTypes(byPackage(typedBlocks(run)));
  const count = [...missing.values()].reduce((sum, inputs) => sum + inputs.length, 0);
  if (!count) return;
  const started = performance.now();
  const typing = typeInBackground(missing, (error) =>
    reporter.warn(`The example types worker failed (${error.message}); the types are computed on the main thread.`)
  );
  void typing.then(() => {
    reporter.info(`Typed ${count} examples in ${((performance.now() - started) / 1000).toFixed(1)} s, in a worker thread.`);
    if (develop) writeHoverFiles(run, path.resolve('public'), reporter, false);
  });
}

/** Writes the hover file of every typed block of `run`, once the typing is done; `prune` removes the others. */
export async function writeHoverFilesWhenTyped(run: ContentRun, publicDir: string, reporter: Reporter): Promise<void> {
  await typingDone();
  writeHoverFiles(run, publicDir, reporter, true);
}

function writeHoverFiles(run: ContentRun, publicDir: string, reporter: Reporter, prune: boolean): void {
  const links = readLinks(path.resolve(API_LINKS_FILE));
  const written = new Set<string>();
  for (const [version, inputs] of typedBlocks(run)) {
    const packageDir = VERSION_PACKAGES[version]!;
    const results = exampleTypesFor(inputs, packageDir);
    inputs.forEach((input, i) => {
      const key = keyOf(input, packageDir);
      writeHoverFile(results[i]!, key, links[version] ?? {}, publicDir);
      written.add(path.basename(hoverFileUrl(key)));
    });
  }
  if (!prune) return;
  const dir = path.join(publicDir, TYPES_DIR);
  const stale = fs.readdirSync(dir).filter((name) => !written.has(name));
  for (const name of stale) fs.rmSync(path.join(dir, name));
  if (stale.length) reporter.verbose(`Removed ${stale.length} hover files no example names.`);
}
