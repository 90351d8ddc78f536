/**
 * Server rendering: the same wrappers as the browser, plus what must be in the HTML itself:
 * pre-paint head scripts (src/gatsby/ssr/headComponents.tsx), the base-path banner and the
 * console script (src/gatsby/ssr/bodyComponents.tsx).
 */
import type { GatsbySSR } from 'gatsby';
import { postBodyComponents, preBodyComponents } from './src/gatsby/ssr/bodyComponents';
import { headComponents } from './src/gatsby/ssr/headComponents';

export { wrapPageElement, wrapRootElement } from './src/gatsby/wrap';

export const onRenderBody: GatsbySSR['onRenderBody'] = (args) => {
  const { setHeadComponents, setHtmlAttributes, setPreBodyComponents, setPostBodyComponents } = args;
  // Gatsby passes pathPrefix to onRenderBody; its type definitions omit it.
  const pathPrefix = (args as { pathPrefix?: string }).pathPrefix ?? '';
  setHtmlAttributes({ lang: 'en', dir: 'ltr' });
  setHeadComponents(headComponents());
  setPreBodyComponents(preBodyComponents());
  setPostBodyComponents(postBodyComponents(pathPrefix));
};
