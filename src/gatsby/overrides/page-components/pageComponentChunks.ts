import fs from 'node:fs';
import path from 'node:path';
import type { Chunk, ChunkGraph, ChunkGroup, Compilation, Compiler, Module } from 'webpack';
import { GATSBY_INTERNALS } from '../../../lib/gatsbyInternals';
import type { WebpackStep } from '../../webpack/step';

/**
 * Page components leave the first-load JS (browser build only).
 *
 * Gatsby's browser bundle imports every page component from one module, `$virtual/async-requires`,
 * so the app chunk held an entry per page component (its name, chunk ids and module id), and
 * webpack's runtime a name and a content hash for each one's chunk file. Both grew with each doc,
 * about 45 bytes gzipped, and every page paid for all of them on first load.
 *
 * Now:
 * - the app imports `src/gatsby/overrides/page-components/pageComponents.ts` in place of `$virtual/async-requires`,
 *   which loads a component from what its page data says (below);
 * - the real `$virtual/async-requires` becomes an entry of its own (`page-components`, never loaded
 *   by a page), so webpack still builds each component's chunks as before, with the app's modules
 *   available to them (`dependOn`);
 * - the runtime's map of chunk files leaves out each page component's own chunk (the one that grows
 *   with the docs; the chunks components share stay in it) and looks those up in
 *   `window.___componentChunkFiles`, which pageComponents.ts fills before it loads them;
 * - after the build, every component's module id, chunk ids and own chunk file go to
 *   COMPONENT_CHUNKS_FILE, and src/gatsby/overrides/page-components/componentChunks.ts writes each page's into its page data.
 */

/**
 * What the build records per page component: its module id and the chunks to load first, each an id,
 * with its file when webpack's runtime does not know it (the component's own chunk).
 */
export type ComponentChunks = [moduleId: string | number, chunks: Array<[chunkId: string | number, file?: string]>, shell?: string | number];

/**
 * The page a doc's MDX goes into (src/templates/DocPage/index.tsx re-exports it). A doc's component
 * records its module id as the third field of ComponentChunks (the shell) when the page can render
 * from the component's shared chunks alone, and the doc's MDX imports nothing but React and MDX's
 * provider: then a first load hydrates the page around the article before the doc's own chunk
 * (src/gatsby/overrides/page-components/pageComponents.ts).
 */
const DOC_PAGE_FILE = path.resolve('src/templates/DocPage/DocPage.tsx');
const DOC_TEMPLATE_FILE = path.resolve('src/templates/DocPage/index.tsx');
/** What a doc's compiled MDX may import and still hydrate after the page around it. */
const CONTENT_IMPORTS_OK = /[\\/]node_modules[\\/](react|@mdx-js[\\/]react)[\\/]/;

/** Where the browser build writes every page component's ComponentChunks, by component chunk name. */
export const COMPONENT_CHUNKS_FILE = path.resolve('.cache/page-component-chunks.json');

const ENTRY = 'page-components';
const PAGE_COMPONENTS_MODULE = path.resolve('src/gatsby/overrides/page-components/pageComponents.ts');
/** The global the runtime reads a component chunk's file from (pageComponents.ts writes it). */
export const CHUNK_FILES_GLOBAL = '___componentChunkFiles';

const asyncRequiresFile = () => path.resolve(GATSBY_INTERNALS.virtualModulesDir, GATSBY_INTERNALS.asyncRequires);

/**
 * The page components' own chunks that nothing else loads: the chunk of each component's chunk group
 * that bears the group's name, unless a chunk group reachable from another entry has it too.
 * (Webpack makes our entry a child of the app's, as it depends on it.)
 */
function ownComponentChunks(compilation: Compilation): Set<Chunk> {
  const ours = compilation.entrypoints.get(ENTRY);
  const outside = new Set<Chunk>();
  const seen = new Set<ChunkGroup>(ours ? [ours] : []);
  const visit = (group: ChunkGroup) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) outside.add(chunk);
    for (const child of group.childrenIterable) visit(child);
  };
  for (const entrypoint of compilation.entrypoints.values()) visit(entrypoint);
  const own = new Set<Chunk>();
  for (const group of ours?.childrenIterable ?? []) {
    for (const chunk of group.chunks) if (chunk.name === group.name && !outside.has(chunk)) own.add(chunk);
  }
  return own;
}

type WithResource = Module & { resource?: string; rootModule?: WithResource };

/** A module's file, or its root module's when webpack concatenated it with others. */
const resourceOf = (module: WithResource | null | undefined) => module?.resource ?? module?.rootModule?.resource;

/** The modules `root` needs before it runs: itself and what it imports, not what it loads with `import()`. */
function syncModules(compilation: Compilation, root: Module): Set<Module> {
  const seen = new Set<Module>([root]);
  const queue = [root];
  for (let module = queue.pop(); module; module = queue.pop()) {
    for (const dependency of module.dependencies) {
      // Not an import webpack dropped (a side-effect-free module whose exports go unused).
      const connection = compilation.moduleGraph.getConnection(dependency);
      const next = connection?.isTargetActive(undefined) ? connection.module : null;
      if (next && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/**
 * The DocPage module of a doc's copy of the page template, when a first load can hydrate the page
 * before the doc's MDX (see DOC_PAGE_FILE); `shellOk` says whether DocPage and what it imports are
 * there without the component's own chunk.
 */
function docShell(compilation: Compilation, component: Module, shellOk: (docPage: Module) => boolean): Module | undefined {
  const { moduleGraph } = compilation;
  const copy = (component as WithResource).rootModule ?? component;
  if (!resourceOf(copy)?.startsWith(`${DOC_TEMPLATE_FILE}?`)) return undefined;
  const imported = copy.dependencies.map((dependency) => moduleGraph.getModule(dependency) as WithResource | null);
  const docPage = imported.find((module) => resourceOf(module) === DOC_PAGE_FILE);
  const mdx = imported.find((module) => /\.mdx?$/.test(resourceOf(module) ?? ''));
  if (!docPage || !mdx || !shellOk(docPage)) return undefined;
  const contentImports = mdx.dependencies.map((dependency) => moduleGraph.getModule(dependency) as WithResource | null);
  return contentImports.every((module) => !module || CONTENT_IMPORTS_OK.test(resourceOf(module) ?? '')) ? docPage : undefined;
}

/** Every page component of the entry: its chunk name, module id and chunks, with the files of those in `own`. */
function componentChunks(compilation: Compilation, own: Set<Chunk>): Record<string, ComponentChunks> {
  const { chunkGraph, moduleGraph } = compilation;
  const dependency = compilation.entries.get(ENTRY)?.dependencies[0];
  const asyncRequires = dependency && moduleGraph.getModule(dependency);
  if (!asyncRequires)
    throw new Error(
      `The ${ENTRY} entry has no module: src/gatsby/overrides/page-components/pageComponentChunks.ts expects Gatsby's ${GATSBY_INTERNALS.asyncRequires}.`
    );
  const out: Record<string, ComponentChunks> = {};
  // The chunks every page has loaded before its component: the app entry's (its runtime, framework and app chunks).
  const initial = (compilation.entrypoints.get('app')?.chunks ?? []).filter((chunk) => !own.has(chunk));
  let docPageNeeds: Module[] | undefined;
  const availableIn = new Map<string, Set<Module>>();
  /** Whether everything DocPage runs is in the app's chunks or in the group's chunks other than its own. */
  const shellOk = (docPage: Module, group: ChunkGroup) => {
    docPageNeeds ??= [...syncModules(compilation, docPage)].filter((module) => module.type.startsWith('javascript/'));
    const chunks = [...initial, ...group.chunks.filter((chunk) => !own.has(chunk))];
    const key = chunks.map((chunk) => chunk.id).join();
    let available = availableIn.get(key);
    if (!available) {
      available = new Set();
      // A concatenated module stands for the modules webpack merged into it.
      for (const chunk of chunks)
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          available.add(module);
          for (const part of (module as { modules?: Iterable<Module> }).modules ?? []) available.add(part);
        }
      availableIn.set(key, available);
    }
    return docPageNeeds.every((module) => available.has(module));
  };
  for (const block of asyncRequires.blocks) {
    const group = chunkGraph.getBlockChunkGroup(block);
    const target = block.dependencies[0] && moduleGraph.getModule(block.dependencies[0]);
    const moduleId = target && chunkGraph.getModuleId(target as Module);
    if (!group?.name || moduleId === null || moduleId === undefined || moduleId === '') continue;
    const chunks = group.chunks.flatMap((chunk): ComponentChunks[1] => {
      if (chunk.id === null) return [];
      const file = own.has(chunk) ? [...chunk.files].find((name) => name.endsWith('.js')) : undefined;
      return [file ? [chunk.id, file] : [chunk.id]];
    });
    const shell = docShell(compilation, target as Module, (docPage) => shellOk(docPage, group));
    const shellId = shell && chunkGraph.getModuleId(shell);
    out[group.name] = shellId === null || shellId === undefined || shellId === '' ? [moduleId, chunks] : [moduleId, chunks, shellId];
  }
  return out;
}

class PageComponentChunksPlugin {
  apply(compiler: Compiler) {
    const { RuntimeGlobals, Compilation: CompilationClass, runtime, javascript } = compiler.webpack;
    const { chunkHasJs } = javascript.JavascriptModulesPlugin as unknown as { chunkHasJs: (chunk: Chunk, chunkGraph: ChunkGraph) => boolean };
    compiler.hooks.thisCompilation.tap('PageComponentChunksPlugin', (compilation) => {
      let own: Set<Chunk> | undefined;
      // The app reads DocPage's `DocPage` export by module id (pageComponents.ts), out of webpack's
      // sight: its name must stay as written (after FlagDependencyUsagePlugin, stage 0).
      compilation.hooks.optimizeDependencies.tap({ name: 'PageComponentChunksPlugin', stage: 10 }, (modules) => {
        for (const module of modules) if (resourceOf(module) === DOC_PAGE_FILE) compilation.moduleGraph.getExportsInfo(module).setUsedInUnknownWay(undefined);
      });
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.getChunkScriptFilename)
        .tap({ name: 'PageComponentChunksPlugin', before: 'RuntimePlugin' }, (chunk, _set, { chunkGraph }) => {
          const left = (own ??= ownComponentChunks(compilation));
          const { filename, chunkFilename } = compilation.outputOptions;
          // webpack's own module (as RuntimePlugin adds it), with the components' own chunks left out of its map
          const names = new runtime.GetChunkFilenameRuntimeModule(
            'javascript',
            'javascript',
            RuntimeGlobals.getChunkScriptFilename,
            (c: Chunk) => (!left.has(c) && chunkHasJs(c, chunkGraph) && (c.filenameTemplate || (c.canBeInitial() ? filename : chunkFilename))) || false,
            false
          );
          const generate = names.generate.bind(names);
          names.generate = () =>
            `${generate()}\n(function(u){${RuntimeGlobals.getChunkScriptFilename}=function(chunkId){var f=self.${CHUNK_FILES_GLOBAL};return f&&f[chunkId]||u(chunkId)}})(${RuntimeGlobals.getChunkScriptFilename});`;
          compilation.addRuntimeModule(chunk, names);
          return true;
        });
      // After the content hashes are final (RealContentHashPlugin renames the files at OPTIMIZE_HASH).
      compilation.hooks.processAssets.tap({ name: 'PageComponentChunksPlugin', stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, () => {
        fs.writeFileSync(COMPONENT_CHUNKS_FILE, JSON.stringify(componentChunks(compilation, (own ??= ownComponentChunks(compilation)))));
        // The entry's own file is never loaded: it only holds the imports that made webpack build the chunks.
        for (const chunk of compilation.entrypoints.get(ENTRY)?.chunks ?? []) {
          if (chunk.name === ENTRY) for (const file of [...chunk.files]) compilation.deleteAsset(file);
        }
      });
    });
  }
}

export const pageComponentChunks: WebpackStep = ({ stage, config, plugins }) => {
  if (stage !== 'build-javascript') return;
  config.entry = { ...config.entry, [ENTRY]: { import: [asyncRequiresFile()], dependOn: 'app' } };
  config.plugins.push(
    plugins.normalModuleReplacement(/^\$virtual\/async-requires$/, (resolveData: { request: string }) => {
      resolveData.request = PAGE_COMPONENTS_MODULE;
    }),
    new PageComponentChunksPlugin()
  );
  config.resolve.alias = { ...config.resolve.alias, [GATSBY_INTERNALS.loaderModuleAlias]: path.resolve('.cache/loader.js') };
};
