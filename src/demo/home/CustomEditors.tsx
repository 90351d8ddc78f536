/** Home page: three one-rule builders, each with a value editor built on a popular component. */
import { format as formatDate } from 'date-fns';
import React, { useState } from 'react';
import { formatQuery, QueryBuilder, type Field, type RuleGroupType, type ValueEditorProps } from 'react-querybuilder';
import rqbCss from 'react-querybuilder/dist/query-builder.css?inline';
import { musicalInstruments } from '../constants/musicalInstruments';
import { useInjectedStylesheet } from '../../hooks/useInjectedStylesheet';
import { DatePickerEditor, MultiSelectEditor, RangeSliderEditor } from './editors';
import * as styles from './styles.module.css';

interface Example {
  library: string;
  href: string;
  field: Field;
  initial: RuleGroupType;
  Editor: React.ComponentType<ValueEditorProps>;
}

const today = formatDate(new Date(), 'yyyy-MM-dd');

const EXAMPLES: Example[] = [
  {
    library: 'react-datepicker',
    href: 'https://reactdatepicker.com/',
    field: { name: 'birthdate', label: 'Birth date', inputType: 'date', operators: [{ name: '=', label: '=' }] },
    initial: { combinator: 'and', rules: [{ field: 'birthdate', operator: '=', value: today }] },
    Editor: DatePickerEditor,
  },
  {
    library: 'react-select',
    href: 'https://react-select.com/',
    field: { name: 'alsoPlays', label: 'Also plays', valueEditorType: 'multiselect', values: musicalInstruments, operators: [{ name: 'in', label: 'in' }] },
    initial: { combinator: 'and', rules: [{ field: 'alsoPlays', operator: 'in', value: ['Cowbell', 'More cowbell'] }] },
    Editor: MultiSelectEditor,
  },
  {
    library: 'react-slider',
    href: 'https://zillow.github.io/react-slider/',
    field: { name: 'age', label: 'Age', inputType: 'number', operators: [{ name: 'between', label: 'between' }] },
    initial: { combinator: 'and', rules: [{ field: 'age', operator: 'between', value: [20, 60] }] },
    Editor: RangeSliderEditor,
  },
];

function OneRule({ example }: { example: Example }) {
  const [query, setQuery] = useState(example.initial);
  return (
    <figure className={styles.oneRule}>
      <figcaption>
        <a href={example.href} target="_blank" rel="noopener noreferrer">
          <code>{example.library}</code>
        </a>
      </figcaption>
      <QueryBuilder fields={[example.field]} query={query} onQueryChange={(q) => setQuery(q)} controlElements={{ valueEditor: example.Editor }} listsAsArrays />
      <output className={styles.sql}>{formatQuery(query, { format: 'sql', parseNumbers: true })}</output>
    </figure>
  );
}

export default function CustomEditors() {
  useInjectedStylesheet('react-querybuilder-6', rqbCss);
  return (
    <div className={styles.editors}>
      {EXAMPLES.map((example) => (
        <OneRule key={example.library} example={example} />
      ))}
    </div>
  );
}
