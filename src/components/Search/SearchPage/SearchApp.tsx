import { Link } from 'gatsby';
import { history } from 'instantsearch.js/es/lib/routers';
import type { SearchClient } from 'instantsearch.js';
import React, { useMemo, useRef, useState } from 'react';
import { Configure, InstantSearch, useInfiniteHits, useInstantSearch, useSearchBox, useStats, Highlight, Snippet } from 'react-instantsearch';
import { useDocsGlobal } from '../../../hooks/useSiteContent';
import type { VersionData } from '../../../lib/docsVersions';
import { getSearchClient } from '../../../lib/search/client';
import { rememberSearch } from '../../../lib/feedback';
import { DEFAULT_TAG, searchTags, versionTag, type SearchRecord } from '../../../lib/search/types';
import { contextFacetFilters } from '../context';
import { MissingResult } from '../MissingResult';
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
 * work), a version menu, results with breadcrumbs and snippets, a count and "Load more". Only the
 * version shown is searched, so only its index is fetched (and the pages outside the docs).
 */
export function SearchApp({ defaultVersion }: { defaultVersion: string }) {
  const { versions } = useDocsGlobal();
  const { client, indexName } = getSearchClient(searchTags(versions.map((v) => v.name)));
  const known = (tag: string | undefined) => versions.find((v) => versionTag(v.name) === tag)?.name;
  const [version, setVersion] = useState(() => known(new URLSearchParams(window.location.search).get('version') ?? undefined) ?? defaultVersion);
  // The router reads the version when it writes the URL, and sets it when back or forward restore one.
  const current = useRef(version);
  current.current = version;
  const routing = useMemo(
    () => ({
      router: history<Route>({ cleanUrlOnDispose: false }),
      stateMapping: {
        stateToRoute: (ui: Record<string, { query?: string }>): Route => ({ q: ui[indexName]?.query || undefined, version: versionTag(current.current) }),
        routeToState: (route: Route) => {
          const restored = known(route.version);
          if (restored && restored !== current.current) setVersion(restored);
          return { [indexName]: { query: route.q ?? '' } };
        },
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one router for the page's life
    []
  );
  return (
    <InstantSearch
      searchClient={client as unknown as SearchClient}
      indexName={indexName}
      routing={routing as never}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure hitsPerPage={15} facetFilters={contextFacetFilters(version)} attributesToSnippet={['content:30']} snippetEllipsisText="…" />
      <Heading />
      <SearchInput />
      <div className={styles.toolbar}>
        <VersionMenu version={version} onChange={setVersion} />
        <Count />
      </div>
      <Results version={version} />
    </InstantSearch>
  );
}

/** True once InstantSearch holds the answer to the query in the box (not its placeholder before the first answer). */
function useAnswered(): boolean {
  const { query } = useSearchBox();
  const { results } = useInstantSearch();
  return !!results && !(results as { __isArtificial?: boolean }).__isArtificial && results.query === query;
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

/** The docs version searched; changing it searches that version's index only. */
function VersionMenu({ version, onChange }: { version: string; onChange: (version: string) => void }) {
  const { versions } = useDocsGlobal();
  return (
    <label className={styles.facet}>
      Version{' '}
      <select value={version} onChange={(e) => onChange(e.target.value)}>
        {versions.map((v) => (
          <option key={v.name} value={v.name}>
            {v.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function Count() {
  const { nbHits, query } = useStats();
  const answered = useAnswered();
  if (!query || !answered) return null;
  return (
    <p className={styles.count} role="status">
      {nbHits === 1 ? '1 document found' : `${nbHits} documents found`}
    </p>
  );
}

function Results({ version }: { version: string }) {
  const { items, showMore, isLastPage } = useInfiniteHits<SearchRecord>();
  const { versions } = useDocsGlobal();
  // catchError: the error is shown here, so InstantSearch must not rethrow it.
  const { status, results } = useInstantSearch({ catchError: true });
  const answered = useAnswered();
  if (status === 'error') return <SearchError className={styles.message} />;
  if (!results?.query) return null;
  if (!answered) return <p className={styles.message}>Searching…</p>;
  if (!items.length)
    return (
      <p className={styles.message}>
        No results for &quot;{results.query}&quot;. <MissingResult query={results.query} version={version} />
      </p>
    );
  return (
    <>
      <ol className={styles.results}>
        {items.map((hit) => (
          <li key={hit.objectID} className={styles.result}>
            <h2 className={styles.title}>
              <Link to={hit.url} onClick={() => rememberSearch(results.query, hit.url)}>
                <Highlight attribute={`hierarchy.${hit.type}` as never} hit={hit as never} />
              </Link>
            </h2>
            <p className={styles.breadcrumbs}>
              {[tagLabel(hit.docusaurus_tag, versions), hit.hierarchy.lvl0, hit.hierarchy.lvl1, hit.type === 'lvl3' ? hit.hierarchy.lvl2 : null]
                .filter(Boolean)
                .join(' › ')}
            </p>
            {hit.content && (
              <p className={styles.snippet}>
                <Snippet attribute="content" hit={hit as never} />
              </p>
            )}
          </li>
        ))}
      </ol>
      {!isLastPage ? (
        <button type="button" className={styles.more} onClick={showMore}>
          Load more
        </button>
      ) : (
        <p className={styles.message}>
          Not what you need? <MissingResult query={results.query} version={version} />
        </p>
      )}
    </>
  );
}
