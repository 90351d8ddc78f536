import type { PageProps } from 'gatsby';
import React from 'react';
import { Main } from '../components/Main';
import { searchVersion } from '../components/Search/context';
import { SearchPageApp } from '../components/SearchPage';
import { Seo } from '../components/Seo';
import { usePreferredVersion } from '../hooks/usePreferredVersion';
import { useMounted } from '../hooks/useMounted';
import { useDocsGlobal } from '../hooks/useSiteContent';
import * as searchStyles from '../components/SearchPage/styles.module.css';
import * as styles from './404.module.css';

/**
 * /search?q=: the InstantSearch results page, rendered in the browser; the server HTML holds a
 * plain form, so the page works as a GET form without JavaScript too.
 */
export default function SearchPage({ location }: PageProps) {
  const mounted = useMounted();
  const [preferred] = usePreferredVersion();
  const docsGlobal = useDocsGlobal();
  const query = new URLSearchParams(location.search).get('q') ?? '';
  return (
    <>
      <Seo title="Search the documentation" path="/search" />
      <Main className={`${styles.main} ${searchStyles.page}`}>
        {mounted ? (
          <SearchPageApp defaultVersion={searchVersion(docsGlobal, null, preferred)} />
        ) : (
          <>
            <h1>Search the documentation</h1>
            {/* The same box the app renders, so nothing moves when it takes over. */}
            <form action="/search" role="search" className={searchStyles.form}>
              <input className={searchStyles.input} type="search" name="q" defaultValue={query} aria-label="Search docs" placeholder="Type your search here" />
            </form>
          </>
        )}
      </Main>
    </>
  );
}
