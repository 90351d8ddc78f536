import React from 'react';
import { Main } from '../../Main';
import { useMounted } from '../../../hooks/useMounted';
import * as narrowPage from '../../../styles/narrowPage.module.css';
import { SearchApp } from './SearchApp';
import * as styles from './styles.module.css';

/**
 * The main content of /search?q=: the InstantSearch results app (SearchApp.tsx), rendered in the
 * browser. Until then, and in the server HTML, a plain form with the same box, so the page works as
 * a GET form without JavaScript too and nothing moves when the app takes over.
 */
export function SearchResultsPage({ query, defaultVersion }: { query: string; defaultVersion: string }) {
  const mounted = useMounted();
  return (
    <Main className={`${narrowPage.main} ${styles.page}`}>
      {mounted ? (
        <SearchApp defaultVersion={defaultVersion} />
      ) : (
        <>
          <h1>Search the documentation</h1>
          <form action="/search" role="search" className={styles.form}>
            <input className={styles.input} type="search" name="q" defaultValue={query} aria-label="Search docs" placeholder="Type your search here" />
          </form>
        </>
      )}
    </Main>
  );
}
