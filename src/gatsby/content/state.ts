/**
 * Build-process state shared between Node APIs: the content pipeline (kept for the whole process,
 * with its caches and last good state) and its latest run, made by createPages and read by the
 * develop search-index route and onPostBuild.
 */
import type { ContentPipeline, ContentRun } from './pipeline';

export const buildState: {
  pipeline?: ContentPipeline;
  run?: ContentRun;
} = {};
