import { MDXProvider } from '@mdx-js/react';
import type { PageProps } from 'gatsby';
import React from 'react';
import { Main } from '../Main';
import { mdxComponents } from '../mdx';
import { Seo } from '../Seo';
import * as styles from './styles.module.css';

/**
 * Layout of standalone Markdown pages in src/pages (not docs): the site shell, the MDX
 * components and a readable column. The page's frontmatter-free title comes from `title`.
 */
export function markdownPageLayout(title: string, description: string) {
  return function MarkdownPageLayout({ children, location }: PageProps & { children?: React.ReactNode }) {
    return (
      <>
        <Seo title={title} description={description} path={location.pathname} />
        <Main className={`markdown ${styles.page}`}>
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
        </Main>
      </>
    );
  };
}
