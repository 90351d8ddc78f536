import { Link, navigate, type PageProps } from 'gatsby';
import React, { useEffect } from 'react';
import { Main } from '../../components/Main';
import { Seo } from '../../components/Seo';
import type { RedirectPageContext } from '../../lib/pageContext';
import { redirectScript } from '../../lib/redirectScript';
import * as styles from './styles.module.css';

/**
 * A page that moved (or a version root). The static HTML redirects by itself (meta refresh and
 * canonical link), so it works on any static host; in the app, the router replaces the entry.
 */
export default function RedirectPage({ pageContext, location }: PageProps<object, RedirectPageContext>) {
  const { to, title } = pageContext;
  useEffect(() => {
    void navigate(`${to}${location.search}${location.hash}`, { replace: true });
  }, [to, location.search, location.hash]);
  return (
    <>
      <Seo title={title} path={to} noindex>
        {/* Server HTML only: inserted on the client, a refresh would reload the app. */}
        {typeof window === 'undefined' && <meta httpEquiv="refresh" content={`0; url=${to}`} />}
      </Seo>
      {/* Runs while the static HTML parses; React never runs scripts it renders itself. */}
      <script data-to={to} dangerouslySetInnerHTML={{ __html: redirectScript }} />
      <Main className={styles.main}>
        <h1>This page has moved</h1>
        <p>
          It now lives at <Link to={to}>{title}</Link>.
        </p>
      </Main>
    </>
  );
}
