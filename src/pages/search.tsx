import type { PageProps } from 'gatsby';
import React from 'react';
import { searchVersion } from '../components/Search/context';
import { SearchResultsPage } from '../components/Search/SearchPage';
import { Seo } from '../components/Seo';
import { usePreferredVersion } from '../hooks/usePreferredVersion';
import { useDocsGlobal } from '../hooks/useSiteContent';

/** /search?q=: the search results page (src/components/Search/SearchPage). */
export default function SearchPage({ location }: PageProps) {
  const [preferred] = usePreferredVersion();
  const docsGlobal = useDocsGlobal();
  const query = new URLSearchParams(location.search).get('q') ?? '';
  return (
    <>
      <Seo title="Search the documentation" path="/search" />
      <SearchResultsPage query={query} defaultVersion={searchVersion(docsGlobal, null, preferred)} />
    </>
  );
}
