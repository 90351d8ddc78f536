/**
 * Build-process state shared between Node APIs: the content model loaded at bootstrap and the
 * route plan made in createPages (whose version data onCreateWebpackConfig injects).
 */
import type { ContentModel } from './loadContent';
import type { RoutePlan } from './routes';

export const buildState: { content?: ContentModel; plan?: RoutePlan } = {};
