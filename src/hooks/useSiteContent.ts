/**
 * What every page knows about the docs content, from the build's content step
 * (src/gatsby/node/siteContent.ts): the versions with their doc ids (navbar, version menus,
 * search) and, while developing, the content problems to show. It is a Gatsby static query, so
 * it travels as page data (one small file, fetched once per visit) rather than in the JavaScript:
 * a content edit in `gatsby develop` updates it in open pages without rebuilding the bundle.
 */
import { graphql, useStaticQuery } from 'gatsby';
import type { DocsGlobalData } from '../lib/docsVersions';

/** A content problem as the develop overlay shows it. */
export interface ContentProblem {
  /** File, with `:line:column` when known. */
  file: string;
  problem: string;
  hint: string | null;
}

interface SiteContentQuery {
  docsSite: { global: DocsGlobalData; problems: ContentProblem[] } | null;
}

const NO_DOCS: DocsGlobalData = { versions: [], lastVersion: '' };

/** Docs versions, labels, paths and doc ids. */
export function useDocsGlobal(): DocsGlobalData {
  return useSiteContentQuery().docsSite?.global ?? NO_DOCS;
}

/** Content problems found by the last content step (always empty in a finished build). */
export function useContentProblems(): ContentProblem[] {
  return useSiteContentQuery().docsSite?.problems ?? [];
}

function useSiteContentQuery(): SiteContentQuery {
  return useStaticQuery<SiteContentQuery>(graphql`
    query SiteContent {
      docsSite {
        global
        problems {
          file
          problem
          hint
        }
      }
    }
  `);
}
