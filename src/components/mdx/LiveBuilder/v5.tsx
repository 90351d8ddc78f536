/** The live builder of react-querybuilder 5.x (package "rqb5"); loaded on demand by ./index.tsx. */
import React, { useState } from 'react';
import { formatQuery, QueryBuilder } from 'rqb5';
import css from 'rqb5/dist/query-builder.css?inline';
import { useInjectedStylesheet } from '../../../hooks/useInjectedStylesheet';
import { Output } from './Output';
import type { LiveBuilderProps } from './types';

type Query = Parameters<typeof formatQuery>[0];

export default function LiveBuilderV5({ defaultQuery, show, ...props }: LiveBuilderProps) {
  useInjectedStylesheet('react-querybuilder-5', css);
  const [query, setQuery] = useState<Query>((defaultQuery as Query) ?? { combinator: 'and', rules: [] });
  const builderProps = props as Record<string, unknown>;
  return (
    <>
      <QueryBuilder {...builderProps} query={query as never} onQueryChange={(q: Query) => setQuery(q)} />
      {show && <Output format={show} value={formatQuery(query, show as never)} />}
    </>
  );
}
