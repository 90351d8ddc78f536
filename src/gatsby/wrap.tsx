/**
 * Wrappers shared by gatsby-browser.tsx and gatsby-ssr.tsx, so server and client render the
 * same tree: providers at the root, the site Layout around every page.
 */
import type { GatsbyBrowser } from 'gatsby';
import React from 'react';
import { DocsSidebarShell } from '../components/DocsLayout';
import { Layout } from '../components/Layout';
import { PageErrorBoundary } from '../components/PageErrorBoundary';
import type { SidebarNode } from '../lib/navigation';
import { ColorModeProvider } from '../providers/colorMode';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <ColorModeProvider>{element}</ColorModeProvider>
);

interface DocsContext {
  version?: { name: string };
  docId?: string;
  sidebar?: SidebarNode[] | null;
}

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => {
  const context = (props.pageContext ?? {}) as DocsContext;
  const page = <PageErrorBoundary key={props.location.pathname}>{element}</PageErrorBoundary>;
  return (
    <Layout pathname={props.location.pathname} sidebar={context.sidebar} activeVersion={context.version?.name} activeDocId={context.docId}>
      {context.sidebar ? (
        <DocsSidebarShell sidebar={context.sidebar} pathname={props.location.pathname}>
          {page}
        </DocsSidebarShell>
      ) : (
        page
      )}
    </Layout>
  );
};
