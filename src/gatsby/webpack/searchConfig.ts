import { searchConfigFromEnv } from '../search/config';
import type { WebpackStep } from './step';

/**
 * The search backend (embedded index, or Algolia's public settings) as `__SEARCH_CONFIG__`. From the
 * environment only: content never reaches a webpack-wide value (an edit would rebuild every
 * module). Content data travels as page data (src/hooks/useSiteContent.ts).
 */
export const searchConfig: WebpackStep = ({ config, plugins }) => {
  config.plugins.push(plugins.define({ __SEARCH_CONFIG__: `(${JSON.stringify(searchConfigFromEnv(process.env))})` }));
};
