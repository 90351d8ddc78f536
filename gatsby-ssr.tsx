/**
 * Server rendering: the same wrappers as the browser, plus what must be in the HTML before
 * first paint (src/gatsby/ssr/headComponents.tsx).
 */
import type { GatsbySSR } from 'gatsby';
import { headComponents } from './src/gatsby/ssr/headComponents';

export { wrapPageElement, wrapRootElement } from './src/gatsby/wrap';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en', dir: 'ltr' });
  setHeadComponents(headComponents());
};
