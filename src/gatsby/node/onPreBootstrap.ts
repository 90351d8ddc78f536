import type { GatsbyNode } from 'gatsby';
import { docsConfig } from '../../config/docs';
import { docsConfigSchema, siteConfigSchema } from '../../config/schema';
import { siteConfig } from '../../config/site';
import { ContentError } from '../content/errors';
import { loadContent } from '../content/loadContent';
import { formatIssues } from '../content/schemas';
import { buildState } from '../content/state';
import { CONTENT_DIR } from '../mdx';
import { reportContentError } from './reportContentError';

/**
 * Build start: validate the typed config with zod, then the content folder's structure
 * (versions.json, docs folders, sidebars and their doc ids), before any MDX is compiled.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  try {
    for (const [file, schema, value] of [
      ['src/config/site.ts', siteConfigSchema, siteConfig],
      ['src/config/docs.ts', docsConfigSchema, docsConfig],
    ] as const) {
      const result = schema.safeParse(value);
      if (!result.success) throw new ContentError(file, `invalid config: ${formatIssues(result.error)}.`);
    }
    if (!(docsConfig.lastVersion in docsConfig.versions)) {
      throw new ContentError('src/config/docs.ts', `lastVersion "${docsConfig.lastVersion}" is not a configured version.`);
    }
    buildState.content = loadContent(CONTENT_DIR, docsConfig);
    for (const warning of buildState.content.warnings) reporter.warn(warning);
  } catch (error) {
    reportContentError(reporter, error);
  }
};
