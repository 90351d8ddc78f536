/**
 * Wrappers shared by gatsby-browser.tsx and gatsby-ssr.tsx, so server and client render the
 * same tree: providers at the root, the site Layout around every page.
 */
import type { GatsbyBrowser } from 'gatsby';
import React from 'react';
import { DocsSidebarShell } from '../components/DocsLayout';
import { Layout } from '../components/Layout';
import { SharedSidebarFile } from '../components/Sidebar/sharedSidebar';
import { PageErrorBoundary } from '../components/PageErrorBoundary';
import type { PageContext } from '../lib/pageContext';
import { ActiveDocProvider } from '../providers/activeDoc';
import { ColorModeProvider } from '../providers/colorMode';

/** The providers every page shares, at the root (they survive navigation). */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <ColorModeProvider>{element}</ColorModeProvider>;

/** The docs facts of a page that the site chrome needs (none outside the docs). */
function docsFactsOf(context: PageContext) {
  const api = context.kind === 'api' || context.kind === 'api-index';
  return {
    version: context.kind ? context.version?.name : undefined,
    docId: context.kind === 'doc' || context.kind === 'redirect' ? context.docId : undefined,
    sidebar: api ? context.sidebar : context.kind === 'doc' || context.kind === 'category' ? (context.sidebarTree ?? null) : null,
    sidebarFile: context.kind === 'doc' || context.kind === 'category' ? context.sidebarFile : undefined,
    versionHrefs: api ? context.versionHrefs : undefined,
  };
}

/** Path, `?query` and `#hash` of a location ('' for each part the server's location lacks). */
const addressOf = ({ pathname, search, hash }: { pathname: string; search?: string; hash?: string }) => ({ pathname, search: search ?? '', hash: hash ?? '' });

/**
 * Around every page: the current page for the site chrome (ActiveDocProvider), the site Layout and,
 * on docs pages with a sidebar, the sidebar column.
 */
export const wrapPageElement: GatsbyBrowser<Record<string, unknown>, PageContext>['wrapPageElement'] = ({ element, props }) => {
  // Gatsby gives every page a pageContext ({} outside createPages); `??` guards a page-data file without one.
  const { version, docId, sidebar, sidebarFile, versionHrefs } = docsFactsOf(props.pageContext ?? {});
  const page = <PageErrorBoundary key={props.location.pathname}>{element}</PageErrorBoundary>;
  return (
    <ActiveDocProvider {...addressOf(props.location)} version={version} docId={docId} versionHrefs={versionHrefs}>
      <SharedSidebarFile.Provider value={sidebarFile}>
        <Layout sidebar={sidebar}>
          {sidebar ? (
            <DocsSidebarShell sidebar={sidebar} pathname={props.location.pathname}>
              {page}
            </DocsSidebarShell>
          ) : (
            page
          )}
        </Layout>
      </SharedSidebarFile.Provider>
    </ActiveDocProvider>
  );
};
