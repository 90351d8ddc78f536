import { Link } from 'gatsby';
import { history } from 'instantsearch.js/es/lib/routers';
import React from 'react';
import { Configure, InstantSearch, useInfiniteHits, useInstantSearch, useMenu, useSearchBox, useStats, Highlight, Snippet } from 'react-instantsearch';
import { useDocsGlobal } from '../../../hooks/useSiteContent';
import type { VersionData } from '../../../lib/docsVersions';
import { getSearchClient } from '../../../lib/search/client';
import { DEFAULT_TAG, searchTags, versionTag, type SearchRecord } from '../../../lib/search/types';
import { SearchError } from '../SearchError';
import * as styles from './styles.module.css';

type Route = { q?: string; version?: string };

/** Label of a version tag ("docs-default-6" -> "v6.x"). */
export function tagLabel(tag: string, versions: VersionData[]): string {
  if (tag === DEFAULT_TAG) return 'Other pages';
  return versions.find((v) => versionTag(v.name) === tag)?.label ?? tag;
}

/**
 * The /search results page: query and version in the URL (?q=&version=, so back and forward
 * work), a version facet, results with breadcrumbs and snippets, a count and "Load more".
 */
export function SearchApp({ defaultVersion }: { defaultVersion: string }) {
  const { versions } = useDocsGlobal();
  const { client, indexName } = getSearchClient(searchTags(versions.map((v) => v.name)));
  const routing = {
    router: history<Route>({ cleanUrlOnDispose: false }),
    stateMapping: {
      stateToRoute: (ui: Record<string, { query?: string; menu?: Record<string, string> }>): Route => {
        const state = ui[indexName] ?? {};
        return { q: state.query || undefined, version: state.menu?.docusaurus_tag };
      },
      routeToState: (route: Route) => ({
        [indexName]: { query: route.q ?? '', menu: { docusaurus_tag: route.version ?? versionTag(defaultVersion) } },
      }),
    },
  };
  return (
    <InstantSearch searchClient={client} indexName={indexName} routing={routing as never} future={{ preserveSharedStateOnUnmount: true }}>
      <Configure hitsPerPage={15} facetFilters={[['language:en']]} attributesToSnippet={['content:30']} snippetEllipsisText="…" />
      <Heading />
      <SearchInput />
      <div className={styles.toolbar}>
        <VersionFacet />
        <Count />
      </div>
      <Results />
    </InstantSearch>
  );
}

function Heading() {
  const { query } = useSearchBox();
  return <h1>{query ? <>Search results for &quot;{query}&quot;</> : 'Search the documentation'}</h1>;
}

function SearchInput() {
  const { query, refine } = useSearchBox();
  return (
    <form role="search" className={styles.form} onSubmit={(e) => e.preventDefault()}>
      <input
        className={styles.input}
        type="search"
        value={query}
        onChange={(e) => refine(e.target.value)}
        aria-label="Search docs"
        placeholder="Type your search here"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the /search page is opened to type a query, or to refine the one it was given
        autoFocus
        maxLength={128}
      />
      {/* Results follow each keystroke; the button is the form's explicit submit (Enter does the same). */}
      <button type="submit" className={styles.submit}>
        Search
      </button>
    </form>
  );
}

function VersionFacet() {
  const { items, refine } = useMenu({ attribute: 'docusaurus_tag', limit: 10 });
  const { versions } = useDocsGlobal();
  const selected = items.find((item) => item.isRefined)?.value ?? '';
  if (!items.length) return null;
  return (
    <label className={styles.facet}>
      Version{' '}
      <select value={selected} onChange={(e) => refine(e.target.value || selected)}>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {tagLabel(item.value, versions)} ({item.count})
          </option>
        ))}
      </select>
    </label>
  );
}

function Count() {
  const { nbHits, query } = useStats();
  if (!query) return null;
  return (
    <p className={styles.count} role="status">
      {nbHits === 1 ? '1 document found' : `${nbHits} documents found`}
    </p>
  );
}

function Results() {
  const { items, showMore, isLastPage } = useInfiniteHits<SearchRecord>();
  const { versions } = useDocsGlobal();
  // catchError: the error is shown here, so InstantSearch must not rethrow it.
  const { status, results } = useInstantSearch({ catchError: true });
  if (status === 'error') return <SearchError className={styles.message} />;
  if (!results?.query) return null;
  if (!items.length && status === 'idle') return <p className={styles.message}>No results for &quot;{results.query}&quot;</p>;
  return (
    <>
      <ol className={styles.results}>
        {items.map((hit) => (
          <li key={hit.objectID} className={styles.result}>
            <h2 className={styles.title}>
              <Link to={hit.url}>
                <Highlight
                  attribute={
                    (hit.type === 'content'
                      ? hit.hierarchy.lvl3
                        ? 'hierarchy.lvl3'
                        : hit.hierarchy.lvl2
                          ? 'hierarchy.lvl2'
                          : 'hierarchy.lvl1'
                      : `hierarchy.${hit.type}`) as never
                  }
                  hit={hit as never}
                />
              </Link>
            </h2>
            <p className={styles.breadcrumbs}>
              {[tagLabel(hit.docusaurus_tag, versions), hit.hierarchy.lvl0, hit.hierarchy.lvl1, hit.hierarchy.lvl2].filter(Boolean).join(' › ')}
            </p>
            {hit.content && (
              <p className={styles.snippet}>
                <Snippet attribute="content" hit={hit as never} />
              </p>
            )}
          </li>
        ))}
      </ol>
      {!isLastPage && (
        <button type="button" className={styles.more} onClick={showMore}>
          Load more
        </button>
      )}
    </>
  );
}
