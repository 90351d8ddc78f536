/**
 * Gatsby's `$virtual/async-requires` in the production browser bundle
 * (src/gatsby/overrides/page-components/pageComponentChunks.ts swaps it in): the page loader asks it for a page
 * component by name, right after it has the page's data. Gatsby's own module lists every page
 * component, so the app's first load grew with every doc; this one lists none. Each page's data
 * carries its component's module id, chunk ids and own chunk file (`componentChunks`, written after the build by
 * src/gatsby/overrides/page-components/componentChunks.ts), and this module keeps them as the loader reads page data.
 */
import { ProdLoader } from '$gatsby-page-loader';
import { GATSBY_INTERNALS } from '../../../lib/gatsbyInternals';
import type { ComponentChunks } from './pageComponentChunks';
import { deferredDocPage } from '../hydration/deferredArticle';
import { overrideOn } from '../switch';

declare const __webpack_chunk_load__: (chunkId: string | number) => Promise<unknown>;
declare const __webpack_require__: (moduleId: string | number) => unknown;

declare global {
  interface Window {
    /** A page component chunk's file by chunk id, read by webpack's runtime (pageComponentChunks.ts: CHUNK_FILES_GLOBAL). */
    ___componentChunkFiles?: Record<string, string>;
  }
}

const known = new Map<string, ComponentChunks>();

const readPageData = ProdLoader.prototype.loadPageDataJson;
ProdLoader.prototype.loadPageDataJson = function loadPageDataJson(rawPath) {
  return readPageData.call(this, rawPath).then((result) => {
    const { componentChunkName, componentChunks } = result?.payload ?? {};
    if (componentChunkName && Array.isArray(componentChunks)) known.set(componentChunkName, componentChunks as ComponentChunks);
    return result;
  });
};

/** Loads a page component's chunks, then returns its module. */
function loadFull(name: string): Promise<unknown> {
  const entry = known.get(name);
  if (!entry)
    return Promise.reject(
      new Error(
        `The page data of component "${name}" has no componentChunks (src/gatsby/overrides/page-components/componentChunks.ts writes them after the build).`
      )
    );
  const [moduleId, chunks] = entry;
  const files = (window.___componentChunkFiles ??= {});
  for (const [chunkId, file] of chunks) if (file) files[chunkId] = file;
  return Promise.all(chunks.map(([chunkId]) => __webpack_chunk_load__(chunkId))).then(() => __webpack_require__(moduleId));
}

/**
 * The component of the page the browser opened, before the app hydrates it: a doc whose page data
 * names a shell (the DocPage module, src/gatsby/overrides/page-components/pageComponentChunks.ts) gets DocPage from the
 * chunks docs share, with its article from its own chunk later (../hydration/deferredArticle.ts). Gatsby asks
 * twice for the first page (for its `Head` and its component), so the answer is kept.
 */
let firstPage: { name: string; module: Promise<unknown> } | undefined;

function loadShell(name: string, [, chunks, shell]: ComponentChunks): Promise<unknown> {
  const shared = chunks.filter(([, file]) => !file);
  return Promise.all(shared.map(([chunkId]) => __webpack_chunk_load__(chunkId))).then(() => {
    const { DocPage } = __webpack_require__(shell!) as typeof import('../../../templates/DocPage/DocPage');
    return { default: deferredDocPage(DocPage, () => loadFull(name)) };
  });
}

function loadComponent(name: string): Promise<unknown> {
  if (firstPage) return firstPage.name === name ? firstPage.module : loadFull(name);
  const entry = known.get(name);
  const serverRendered = Boolean(document.getElementById(GATSBY_INTERNALS.focusWrapperId)?.children.length);
  // The article waits for the reader's first input unless the kill switch turned hydration off (../switch.ts).
  const module = entry?.[2] !== undefined && serverRendered && overrideOn('hydration') ? loadShell(name, entry).catch(() => loadFull(name)) : loadFull(name);
  firstPage = { name, module };
  return module;
}

/** Every name the loader asks for is a page component's; Gatsby's loader checks the entry is there, then calls it. */
const components = new Proxy({} as Record<string, () => Promise<unknown>>, {
  get: (_target, name) => (typeof name === 'string' ? () => loadComponent(name) : undefined),
});

export default { components };
