/**
 * Build-process state shared between Node APIs: the content model loaded at bootstrap and the
 * route plan and search indexes made in createPages (onCreateWebpackConfig injects what the
 * browser needs of them).
 */
import type { ContentModel } from './loadContent';
import type { RoutePlan } from './routes';

export const buildState: {
  content?: ContentModel;
  plan?: RoutePlan;
  /** Search index files written by createPages: tag -> URL. */
  searchIndexes?: Record<string, string>;
} = {};
