/** Home page: the full builder with a format selector and its live export (a lazy chunk). */
import React, { useState } from 'react';
import { defaultValueProcessorByRule, formatQuery, QueryBuilder, type ExportFormat, type ValueProcessorByRule } from 'react-querybuilder';
import rqbCss from 'react-querybuilder/dist/query-builder.css?inline';
import { Highlighted } from '../components/Highlighted';
import { fields } from '../constants/fields';
import { FORMATS } from '../constants/formats';
import { useInjectedStylesheet } from '../../hooks/useInjectedStylesheet';
import { withLabelledBetween } from '../components/Builder/labelledBetween';
import { useSharedQuery } from './store';

const controlElements = { valueEditor: withLabelledBetween() };
import * as styles from './styles.module.css';

const dateFields = new Set(fields.filter((f) => f.inputType === 'date').map((f) => f.name));

/** SQL with date literals: DATE '1954-10-03' rather than a plain string. */
const sqlDates: ValueProcessorByRule = (rule, options) => {
  const value = defaultValueProcessorByRule(rule, options);
  return dateFields.has(rule.field) ? value.replace(/'(\d{4}-\d{2}-\d{2})'/g, "DATE '$1'") : value;
};

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

export default function MainBuilder() {
  useInjectedStylesheet('react-querybuilder-6', rqbCss);
  const [query, setQuery] = useSharedQuery();
  const [format, setFormat] = useState<ExportFormat>('sql');
  const output =
    format === 'sql'
      ? formatQuery(query, { format: 'sql', valueProcessor: sqlDates })
      : (formatQuery as (q: unknown, f: ExportFormat) => unknown)(query, format);
  return (
    <div className={styles.widget}>
      <QueryBuilder fields={fields} query={query} onQueryChange={(q) => setQuery(q)} controlElements={controlElements} />
      <label className={styles.convert}>
        <em>Convert to ⇒</em>
        <select value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)} aria-label="Export format">
          {Object.values(FORMATS).map((info) => (
            <option key={info.format} value={info.format}>
              {info.label}
            </option>
          ))}
        </select>
      </label>
      <Highlighted code={asText(output)} language={format === 'sql' ? 'sql' : format === 'cel' || format === 'spel' ? 'clike' : 'json'} label="Export" />
    </div>
  );
}
