/** The live builder of react-querybuilder 7.x (package "rqb7"); loaded on demand by ./index.tsx. */
import React, { useState } from 'react';
import { formatQuery, QueryBuilder } from 'rqb7';
import css from 'rqb7/dist/query-builder.css?inline';
import { useInjectedStylesheet } from '../../../hooks/useInjectedStylesheet';
import { Output } from './Output';
import type { LiveBuilderProps } from './types';

type Query = Parameters<typeof formatQuery>[0];

export default function LiveBuilderV7({ defaultQuery, show, ...props }: LiveBuilderProps) {
  useInjectedStylesheet('react-querybuilder-7', css);
  const [query, setQuery] = useState<Query>((defaultQuery as Query) ?? { combinator: 'and', rules: [] });
  const builderProps = props as Record<string, unknown>;
  return (
    <>
      <QueryBuilder {...builderProps} query={query as never} onQueryChange={(q: Query) => setQuery(q)} />
      {show && <Output format={show} value={formatQuery(query, show as never)} />}
    </>
  );
}
