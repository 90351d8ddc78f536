/**
 * Server rendering: the same wrappers as the browser, plus what must be in the HTML itself:
 * pre-paint head scripts (src/gatsby/ssr/headComponents.tsx), the base-path banner and the
 * console script (src/gatsby/ssr/bodyComponents.tsx).
 */
import fs from 'fs';
import type { GatsbySSR } from 'gatsby';
import path from 'path';
import { setServerSidebarReader } from './src/components/Sidebar/sharedSidebar';
import { postBodyComponents, preBodyComponents } from './src/gatsby/ssr/bodyComponents';
import { headComponents } from './src/gatsby/ssr/headComponents';

export { wrapPageElement, wrapRootElement } from './src/gatsby/wrap';

// A docs page's HTML holds its sidebar: the renderer reads the page's sidebar file (pageContext
// `sidebarTree`) where createPages wrote it, in the build's output; the browser fetches the same file.
setServerSidebarReader((file) => JSON.parse(fs.readFileSync(path.join('public', file), 'utf8')));

export const onRenderBody: GatsbySSR['onRenderBody'] = (args) => {
  const { setHeadComponents, setHtmlAttributes, setPreBodyComponents, setPostBodyComponents } = args;
  // Gatsby passes pathPrefix to onRenderBody; its type definitions omit it.
  const pathPrefix = (args as { pathPrefix?: string }).pathPrefix ?? '';
  setHtmlAttributes({ lang: 'en', dir: 'ltr' });
  setHeadComponents(headComponents());
  setPreBodyComponents(preBodyComponents());
  setPostBodyComponents(postBodyComponents(pathPrefix));
};
