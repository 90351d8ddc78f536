import { Link, type PageProps } from 'gatsby';
import React from 'react';
import { DocsLink } from '../components/DocsLink';
import { Main } from '../components/Main';
import { Seo } from '../components/Seo';
import * as narrowPage from '../styles/narrowPage.module.css';

/** Any unknown path. */
export default function NotFoundPage({ location }: PageProps) {
  return (
    <>
      <Seo title="Page Not Found" path={location.pathname} noindex />
      <Main className={narrowPage.main}>
        <h1>Page Not Found</h1>
        <p>We could not find what you were looking for.</p>
        <p>
          The page may have moved when the docs were reorganised. Try the <DocsLink to="/docs/intro">getting started guide</DocsLink> or go back to the{' '}
          <Link to="/">home page</Link>.
        </p>
      </Main>
    </>
  );
}
