import type { GatsbyNode } from 'gatsby';
import { restorePlacedPages } from './postBuildFiles';

/**
 * Before Gatsby writes any HTML: the pages the last build moved to x.html (PAGE_FILES=html) go back
 * where Gatsby keeps them. Gatsby runs in the site's folder, as the webpack steps assume too
 * (`path.resolve('public')`), so its private store is not read for it.
 */
export const onPreBuild: GatsbyNode['onPreBuild'] = ({ reporter }) => {
  const restored = restorePlacedPages(process.cwd());
  if (restored > 0) reporter.info(`Moved ${restored} pages of the last build (PAGE_FILES=html) back to x/index.html, where Gatsby keeps them.`);
};
