import { MDXProvider } from '@mdx-js/react';
import type { PageProps } from 'gatsby';
import React, { memo, Suspense } from 'react';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { CopyPage } from '../../components/CopyPage';
import { DocsLayout } from '../../components/DocsLayout';
import { Icon } from '../../components/Icon';
import { mdxComponents } from '../../components/mdx';
import { LivePackageContext } from '../../components/mdx/LiveCode';
import { PagePathContext } from '../../components/mdx/MdxLink';
import { PageFeedback } from '../../components/PageFeedback';
import { Paginator } from '../../components/Paginator';
import { Seo } from '../../components/Seo';
import { UnlistedBanner, VersionBadge, VersionBanner } from '../../components/VersionBanner';
import { livePackageOf } from '../../config/examples';
import { DOC_ARTICLE } from '../../lib/articleHydration';
import { normalizePathname } from '../../lib/navigation';
import type { DocPageContext } from '../../lib/pageContext';
import { pageSocialCard } from '../../lib/socialCard';
import * as styles from './styles.module.css';

/**
 * The MDX inside a Suspense boundary, which lets a doc's first load hydrate the page before the MDX
 * (src/gatsby/overrides/hydration/deferredArticle.ts). Memoized: a re-render of the page that reached a boundary
 * still waiting to hydrate would make React drop its server HTML and render it anew (error 421),
 * and the first load passes the same children on every render.
 */
const ArticleContent = memo(function ArticleContent({ children }: { children?: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
});

/**
 * A doc: its MDX (children, compiled by gatsby-plugin-mdx) inside the docs layout. Everything
 * else comes precomputed in pageContext (src/gatsby/content/routes.ts).
 */
export function DocPage({ children, pageContext: doc, location, path }: PageProps<object, DocPageContext>) {
  return (
    <>
      <Seo
        title={doc.title}
        description={doc.description}
        path={location.pathname.replace(/\/$/, '') || '/'}
        image={doc.image ?? pageSocialCard(doc)?.path}
        noindex={doc.unlisted}
        version={doc.version.name}
      >
        {doc.keywords && <meta name="keywords" content={doc.keywords.join(', ')} />}
      </Seo>
      <DocsLayout sidebar={Boolean(doc.sidebarTree)} toc={doc.toc}>
        {doc.unlisted && <UnlistedBanner />}
        <VersionBanner version={doc.version} latest={doc.latest} />
        <Breadcrumbs crumbs={doc.breadcrumbs} homeHref={doc.homeHref} />
        {/* `path`: the page's own path, without the site's path prefix (CopyPage adds it). */}
        <CopyPage pagePath={path} version={doc.version} />
        <VersionBadge version={doc.version} />
        <article className={`markdown ${styles.article}`} {...{ [DOC_ARTICLE]: '' }}>
          {!doc.hideTitle && <h1>{doc.title}</h1>}
          <PagePathContext.Provider value={normalizePathname(location.pathname)}>
            <LivePackageContext.Provider value={livePackageOf(doc.version.name)}>
              <MDXProvider components={mdxComponents}>
                <ArticleContent>{children}</ArticleContent>
              </MDXProvider>
            </LivePackageContext.Provider>
          </PagePathContext.Provider>
        </article>
        {doc.editUrl && (
          <p className={styles.edit}>
            <a href={doc.editUrl} target="_blank" rel="noopener noreferrer">
              <Icon name="external" size={14} /> Edit this page
            </a>
          </p>
        )}
        <PageFeedback title={doc.title} path={normalizePathname(path)} version={doc.version} />
        <Paginator previous={doc.previous} next={doc.next} />
      </DocsLayout>
    </>
  );
}
