/** The live builder component, made for each documented major from its live runtime by ./index.tsx. */
import React, { useState } from 'react';
import { useInjectedStylesheet } from '../../../hooks/useInjectedStylesheet';
import { Output } from './Output';
import type { LiveBuilderProps } from './types';

/** What a react-querybuilder major exports that the live builder uses (their types differ per major). */
export interface BuilderPackage {
  QueryBuilder: React.ComponentType<never>;
  formatQuery: (query: never, format: never) => unknown;
}

type Query = { combinator?: string; rules: unknown[] };

/** A live builder of `pkg`, with `css` (the package's stylesheet) injected once under `stylesheetId`. */
export function liveBuilder(pkg: BuilderPackage, css: string, stylesheetId: string) {
  const QueryBuilder = pkg.QueryBuilder as unknown as React.ComponentType<Record<string, unknown>>;
  const formatQuery = pkg.formatQuery as (query: Query, format: string) => unknown;
  return function LiveBuilderOfVersion({ defaultQuery, show, ...props }: LiveBuilderProps) {
    useInjectedStylesheet(stylesheetId, css);
    const [query, setQuery] = useState<Query>((defaultQuery as Query) ?? { combinator: 'and', rules: [] });
    return (
      <>
        <QueryBuilder {...props} query={query} onQueryChange={(q: Query) => setQuery(q)} />
        {show && <Output format={show} value={formatQuery(query, show)} />}
      </>
    );
  };
}
