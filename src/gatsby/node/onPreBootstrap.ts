import type { GatsbyNode } from 'gatsby';
import { docsConfig } from '../../config/docs';
import { docsConfigSchema, siteConfigSchema } from '../../config/schema';
import { siteConfig } from '../../config/site';
import { ContentError } from '../content/errors';
import { formatIssues } from '../content/schemas';
import { CONTENT_DIR } from '../content/mdxOptions';
import { typeExamplesEarly } from './exampleTypes';
import { reportContentError } from './reportContentError';
import { pageFilesFromEnv } from './staticRedirects';

/**
 * Build start: validate the typed config with zod and `PAGE_FILES`, and start typing the examples in a worker
 * (./exampleTypes.ts). The content itself is checked by the content step in createPages, which a
 * develop server re-runs after every edit.
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
  } catch (error) {
    reportContentError(reporter, error);
  }
  try {
    // Read again after the build; checked here so a wrong value stops the build before it starts.
    pageFilesFromEnv(process.env);
  } catch (error) {
    reporter.panic((error as Error).message);
  }
  typeExamplesEarly(CONTENT_DIR, reporter);
};
