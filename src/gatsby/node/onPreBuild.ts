import type { GatsbyNode } from 'gatsby';
import { restorePlacedPages } from './postBuildFiles';

/** Before Gatsby writes any HTML: the pages the last build moved to x.html (PAGE_FILES=html) go back where Gatsby keeps them. */
export const onPreBuild: GatsbyNode['onPreBuild'] = ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const restored = restorePlacedPages(program.directory);
  if (restored > 0) reporter.info(`Moved ${restored} pages of the last build (PAGE_FILES=html) back to x/index.html, where Gatsby keeps them.`);
};
