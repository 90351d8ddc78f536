/**
 * The content step's check of `live` code blocks (```tsx live): they run in the reader's browser
 * against the page's react-querybuilder, so the block must be code the runner can compile, on a
 * version that has a runtime, importing only what the runner provides. Each fault names the file
 * and the block's line.
 */
import { LIVE_IMPORTS, livePackageOf, VERSION_PACKAGES } from '../../config/examples';
import { parseCodeMeta } from '../mdx/codeMeta';
import type { CodeBlock } from './analyzeDoc';
import { ContentError } from './errors';

const LIVE_LANGUAGES = ['ts', 'tsx', 'js', 'jsx'];

/** `from '…'` and bare `import '…'` specifiers of value imports (`import type` is compiled away). */
function importedModules(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    if (!match[2]) found.push(match[3]!);
  }
  return found;
}

/** Faults of the live blocks in one file of a page of `version`. */
export function checkLiveBlocks(file: string, version: string, blocks: CodeBlock[]): ContentError[] {
  const errors: ContentError[] = [];
  const versionsWithLive = Object.keys(VERSION_PACKAGES).filter((name) => livePackageOf(name));
  for (const block of blocks) {
    if (!parseCodeMeta(block.meta).live) continue;
    const at = `${file}:${block.line - 1}`;
    if (!livePackageOf(version)) {
      errors.push(new ContentError(at, `this version ("${version}") has no live runtime, so a \`live\` block cannot run here.`, `Versions with one: ${versionsWithLive.join(', ')} (the \`live\` column of src/config/releases.ts). Remove \`live\` from the block.`));
      continue;
    }
    if (!LIVE_LANGUAGES.includes(block.lang ?? '')) {
      errors.push(new ContentError(at, `a \`live\` block must be ${LIVE_LANGUAGES.join(', ')}, not "${block.lang ?? 'no language'}".`));
      continue;
    }
    for (const name of importedModules(block.value)) {
      if ((LIVE_IMPORTS as readonly string[]).includes(name)) continue;
      errors.push(new ContentError(at, `a \`live\` block imports "${name}", which the live runner does not provide.`, `A live example can import ${LIVE_IMPORTS.map((m) => `"${m}"`).join(', ')}.`));
    }
  }
  return errors;
}
