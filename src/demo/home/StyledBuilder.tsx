/** Home page: the main builder's query again, restyled with CSS alone, with drag-and-drop. */
import { QueryBuilderDnD } from '@react-querybuilder/dnd';
import React from 'react';
import * as ReactDnD from 'react-dnd';
import * as ReactDndHtml5Backend from 'react-dnd-html5-backend';
import { QueryBuilder } from 'react-querybuilder';
import rqbCss from 'react-querybuilder/dist/query-builder.css?inline';
import { fields } from '../constants/fields';
import { useInjectedStylesheet } from '../../hooks/useInjectedStylesheet';
import { withLabelledBetween } from '../components/Builder/labelledBetween';
import { useSharedQuery } from './store';

const controlElements = { valueEditor: withLabelledBetween() };
import * as styles from './styles.module.css';

export default function StyledBuilder() {
  useInjectedStylesheet('react-querybuilder-6', rqbCss);
  const [query, setQuery] = useSharedQuery();
  return (
    <div className={styles.styled}>
      <QueryBuilderDnD dnd={{ ...ReactDnD, ...ReactDndHtml5Backend }}>
        <QueryBuilder
          fields={fields}
          query={query}
          onQueryChange={(q) => setQuery(q)}
          controlElements={controlElements}
          controlClassnames={{ queryBuilder: 'queryBuilder-branches' }}
          translations={{ dragHandle: { label: '⇅', title: 'Drag to move' } }}
        />
      </QueryBuilderDnD>
    </div>
  );
}
