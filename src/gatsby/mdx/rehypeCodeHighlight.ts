/**
 * Highlights fenced code at build time: each `pre > code` becomes lines of `token` spans
 * (coloured by src/components/mdx/CodeBlock/prism-theme.css), marked lines get a class, and the
 * title and language move onto <pre> as data attributes for the CodeBlock component.
 *
 * The highlighted lines reach the page as one HTML string (`data-code-html` on <pre>, rendered
 * by CodeBlock with dangerouslySetInnerHTML), not as one JSX element per token: a code-heavy
 * page's JS chunk is smaller and React hydrates one element per block instead of thousands.
 *
 * A ts/tsx block of a docs version is typed (src/gatsby/exampleTypes/, against the version's own
 * release): twoslash notations leave the shown code, `// ^?` results and expected errors become
 * note lines, and <pre> names the hover file of its names (`data-types`; exampleTypesHtml.ts).
 * Only a block with results to print waits for the types; a block marked `nocheck` or `notypes` is
 * highlighted only. In `gatsby develop` (`types: 'on-request'`) nothing waits: a block with results
 * not yet cached shows its notations as written, is typed in the background, and its page compiles
 * again when its cache file appears (`file.data.typesPending`, which the MDX loader watches);
 * hover files are made when asked for (src/gatsby/exampleTypes/onRequest.ts).
 */
import path from 'node:path';
import type { Element, Root } from 'hast';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { VERSION_PACKAGES } from '../../config/examples';
import { cacheFileOf, cachedExampleTypes, exampleTypesFor, keyOf, readNotations, resultsTyped, type ExampleInput, type ExampleTypes } from '../exampleTypes';
import { rememberBlocks, typeOnRequest, type SeenBlock } from '../exampleTypes/onRequest';
import { applyMagicComments, isTypedBlock, parseCodeMeta, type CodeMeta } from './codeMeta';
import { hoverFileUrl, noteLinesHtml } from './exampleTypesHtml';
import { highlightLines, span, text, tokensToHtml } from './highlight';
import { grammarFor } from './prism';
import { API_LINKS_FILE, readLinks, versionOfPath } from './remarkApiLinks';

export { highlightLines, tokensToHtml } from './highlight';

function codeText(node: Element): string {
  return node.children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? codeText(child) : '')).join('');
}

export interface CodeHighlightOptions {
  /** Absolute path of content/: a block in a docs version's folder is typed against its release. */
  contentDir?: string;
  /**
   * How blocks are typed: as the page compiles (a build), in the background when asked for
   * (`gatsby develop`: src/gatsby/content/mdxOptions.ts), or not at all.
   */
  types?: 'build' | 'on-request' | false;
}

/** What a typed block shows: its code without notations, its hover file, and its types if it prints results. */
interface Typed {
  shown: string;
  hoverUrl: string;
  types?: ExampleTypes;
}

interface Block {
  pre: Element;
  lang: string | undefined;
  meta: CodeMeta;
  code: string;
}

export default function rehypeCodeHighlight(options: CodeHighlightOptions = {}) {
  return async (tree: Root, file: VFile) => {
    const blocks: Block[] = [];
    visit(tree, 'element', (pre: Element) => {
      const code = pre.children[0];
      if (pre.tagName !== 'pre' || code?.type !== 'element' || code.tagName !== 'code') return undefined;
      const classes = (code.properties?.className as string[] | undefined) ?? [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      blocks.push({ pre, lang, meta, code: codeText(code).replace(/\n$/, '') });
      return SKIP;
    });

    const version = options.contentDir && options.types && file.path ? versionOfPath(options.contentDir, file.path) : undefined;
    const packageDir = version ? VERSION_PACKAGES[version] : undefined;
    const typed = new Map<Block, Typed>();
    if (version && packageDir) {
      const needTypes: Array<[Block, ExampleInput]> = [];
      const seen: Array<[string, SeenBlock]> = [];
      for (const block of blocks) {
        if (!isTypedBlock(block.lang, block.meta)) continue;
        const input: ExampleInput = { code: block.code, lang: block.lang as ExampleInput['lang'] };
        const { shown, hasResults } = readNotations(block.code);
        const key = keyOf(input, packageDir);
        typed.set(block, { shown, hoverUrl: hoverFileUrl(key) });
        seen.push([key, { input, packageDir, version, file: file.path }]);
        if (hasResults) needTypes.push([block, input]);
      }
      if (options.types === 'on-request') rememberBlocks(file.path, seen);
      if (needTypes.length) {
        const inputs = needTypes.map(([, input]) => input);
        const results = options.types === 'on-request' ? resultsOnRequest(inputs, packageDir, file) : await resultsNow(inputs, packageDir);
        needTypes.forEach(([block], i) => {
          // Shown as written until typed: the shown code and the hover file would not match.
          if (results[i]) typed.get(block)!.types = results[i];
          else typed.delete(block);
        });
      }
    }
    const links = version && [...typed.values()].some((t) => t.types) ? (readLinks(path.resolve(API_LINKS_FILE))[version] ?? {}) : {};
    for (const block of blocks) render(block, typed.get(block), links);
  };
}

/** The types of blocks with results, in a build: the worker a build starts types these first; what it does not have is computed here. */
async function resultsNow(inputs: ExampleInput[], packageDir: string): Promise<ExampleTypes[]> {
  const results = cachedExampleTypes(inputs, packageDir);
  if (results.every(Boolean)) return results as ExampleTypes[];
  await resultsTyped();
  return exampleTypesFor(inputs, packageDir);
}

/**
 * The types of blocks with results, while developing: those cached; the others are typed in the
 * background, and the MDX loader compiles the page again when their cache files appear.
 */
function resultsOnRequest(inputs: ExampleInput[], packageDir: string, file: VFile): Array<ExampleTypes | undefined> {
  const results = cachedExampleTypes(inputs, packageDir);
  const pending = inputs.filter((_, i) => !results[i]);
  if (pending.length) {
    file.data.typesPending = pending.map((input) => cacheFileOf(input, packageDir));
    void typeOnRequest(pending, packageDir);
  }
  return results;
}

function render({ pre, lang, meta, code }: Block, typed: Typed | undefined, links: Record<string, string>) {
  const types = typed?.types;
  const magic = applyMagicComments(typed ? typed.shown.replace(/\n$/, '') : code);
  const marked = new Set([...meta.lines, ...magic.lines]);
  const language = grammarFor(lang).name;
  const lines = highlightLines(magic.code, lang).map((tokens, i) =>
    span(marked.has(i + 1) ? ['token-line', 'code-line-highlighted'] : ['token-line'], [...tokens, text('\n')])
  );
  const html = types ? lines.map((line, i) => tokensToHtml([line]) + noteLinesHtml(types, magic.sourceLines[i]!, links)).join('') : tokensToHtml(lines);
  pre.children = [];
  pre.properties = {
    ...pre.properties,
    className: ['prism-code', `language-${language}`],
    dataCodeHtml: html,
    dataLanguage: language,
    ...(meta.title ? { dataTitle: meta.title } : {}),
    ...(meta.showLineNumbers ? { dataLineNumbers: 'true' } : {}),
    ...(meta.live ? { dataLive: 'true' } : {}),
    ...(typed ? { dataTypes: typed.hoverUrl } : {}),
  };
}
