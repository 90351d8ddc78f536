/**
 * Server rendering: the same wrappers as the browser, plus what must be in the HTML itself:
 * pre-paint head scripts (src/gatsby/ssr/headComponents.tsx), the base-path banner and the
 * console script (src/gatsby/ssr/bodyComponents.tsx).
 */
import type { GatsbySSR } from 'gatsby';
import path from 'path';
import { setServerSidebarReader } from './src/components/Sidebar/sharedSidebar';
import { postBodyComponents, preBodyComponents } from './src/gatsby/ssr/bodyComponents';
import { headComponents } from './src/gatsby/ssr/headComponents';

export { wrapPageElement, wrapRootElement } from './src/gatsby/wrap';

// A docs page's HTML holds its sidebar: the renderer reads the page's sidebar file (pageContext
// `sidebarTree`) where createPages wrote it, in the build's output; the browser fetches the same file.
// Through Node's own fs, not the `fs` import Gatsby's renderer tracks: a tracked read makes every
// later build render every page again ("Unsafe builtin method was used"), as Gatsby cannot tell
// what the read depends on. This one is safe to skip: the file is named by its content's hash in the
// page's data, so a page whose sidebar changes has new page data and is rendered again.
const nodeFs = process.getBuiltinModule('node:fs');
setServerSidebarReader((file) => JSON.parse(nodeFs.readFileSync(path.join('public', file), 'utf8')));

export const onRenderBody: GatsbySSR['onRenderBody'] = (args) => {
  const { setHeadComponents, setHtmlAttributes, setPreBodyComponents, setPostBodyComponents } = args;
  // Gatsby passes pathPrefix to onRenderBody; its type definitions omit it.
  const pathPrefix = (args as { pathPrefix?: string }).pathPrefix ?? '';
  setHtmlAttributes({ lang: 'en', dir: 'ltr' });
  setHeadComponents(headComponents());
  setPreBodyComponents(preBodyComponents());
  setPostBodyComponents(postBodyComponents(pathPrefix));
};
