import { Link } from 'gatsby';
import { DocsLink } from '../../../components/DocsLink';
import { Icon } from '../../../components/Icon';
import React, { useId, useState } from 'react';
import { formatQuery, type ExportFormat, type RuleGroupTypeAny, type SQLPreset } from 'react-querybuilder';
import { TabItem, Tabs } from '../../../components/mdx/Tabs';
import { generateCode, installCommand } from '../../code/generateCode';
import { EXPORT_TABS, FORMATS, SQL_PRESETS, type ExportTab } from '../../constants/formats';
import type { DemoOptions } from '../../constants/options';
import type { DemoLibrary } from '../../libraries/types';
import { DataTab } from '../DataTab';
import { Highlighted } from '../Highlighted';
import '../Highlighted/codeLanguages';
import * as styles from './styles.module.css';

const LANGUAGES: Partial<Record<ExportFormat, string>> = {
  sql: 'sql',
  cel: 'clike',
  spel: 'clike',
  cypher: 'sql',
  gql: 'sql',
  sparql: 'sql',
  gremlin: 'javascript',
};
/** Plain-text outputs (no grammar: shown as they are). */
const TEXT: ExportFormat[] = ['jsonata', 'ldap', 'natural_language'];

/** formatQuery with the format as a value (its overloads want a literal per format). */
const formatAny = formatQuery as (query: RuleGroupTypeAny, options: { format: ExportFormat; parseNumbers: boolean; preset?: SQLPreset }) => unknown;

/** The result of formatQuery as text: strings as they are (JSON strings indented), anything else as indented JSON. */
function asText(format: ExportFormat, value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value, null, 2);
  if (format === 'mongodb' || format === 'json' || format === 'json_without_ids') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return value;
}

/** The call the reader can copy: the short form when only the format is set. */
export function formatCall(format: ExportFormat, parseNumbers: boolean, preset?: SQLPreset): string {
  const extra = [parseNumbers && 'parseNumbers: true', preset && preset !== 'ansi' && `preset: '${preset}'`].filter(Boolean);
  return extra.length ? `formatQuery(query, { format: '${format}', ${extra.join(', ')} })` : `formatQuery(query, '${format}')`;
}

interface Props {
  query: RuleGroupTypeAny;
  options: DemoOptions;
  library: DemoLibrary;
}

/** The Code tab, the query run on sample data, then one tab per export format (or family of formats): what the current query becomes. */
export function ExportPanel({ query, options, library }: Props) {
  const [parseNumbers, setParseNumbers] = useState(false);
  return (
    <section aria-label="Export" className={styles.panel}>
      <Tabs>
        <TabItem value="code" label="Code">
          <h3 className={styles.subheading}>Dependencies</h3>
          <Highlighted code={installCommand(options, library)} language="bash" label="Install command" />
          <h3 className={styles.subheading}>App.tsx</h3>
          <Highlighted code={generateCode(options, library)} language="tsx" label="App.tsx" />
        </TabItem>
        <TabItem value="data" label="Try it on data">
          <DataTab query={query} />
        </TabItem>
        {EXPORT_TABS.map((tab) => (
          <TabItem key={tab.value} value={tab.value} label={tab.label}>
            <FormatTab tab={tab} query={query} parseNumbers={parseNumbers} onParseNumbers={setParseNumbers} />
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}

function FormatTab({
  tab,
  query,
  parseNumbers,
  onParseNumbers,
}: {
  tab: ExportTab;
  query: RuleGroupTypeAny;
  parseNumbers: boolean;
  onParseNumbers: (on: boolean) => void;
}) {
  const [format, setFormat] = useState<ExportFormat>(tab.formats[0]!);
  const [preset, setPreset] = useState<SQLPreset>('ansi');
  const name = useId();
  const info = FORMATS[format];
  const dialect = tab.dialects ? preset : undefined;
  const call = formatCall(format, parseNumbers, dialect);
  return (
    <div className={styles.tab}>
      {tab.variantLabels && (
        <fieldset className={styles.variants}>
          <legend className="visually-hidden">{tab.label} format</legend>
          {tab.formats.map((f, i) => (
            <label key={f}>
              <input type="radio" name={name} checked={format === f} onChange={() => setFormat(f)} /> {tab.variantLabels![i]}
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.links}>
        {tab.dialects && (
          <label>
            Dialect{' '}
            <select value={preset} onChange={(e) => setPreset(e.target.value as SQLPreset)}>
              {SQL_PRESETS.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <Link to={`/docs/utils/export#${info.anchor}`}>Documentation</Link>
        <a href={info.info} target="_blank" rel="noopener noreferrer">
          Format info
        </a>
        <label>
          <input type="checkbox" checked={parseNumbers} onChange={(e) => onParseNumbers(e.target.checked)} /> Parse numbers
        </label>
        <DocsLink to="/docs/utils/export#parse-numbers" aria-label="Parse numbers documentation">
          <Icon name="info" size={14} />
        </DocsLink>
      </div>
      <h3 className={styles.subheading}>Call</h3>
      <Highlighted code={call} language="javascript" label={`${info.label} call`} />
      {info.needs ? (
        <p className={styles.needs}>
          Returns {info.needs} It needs that library at run time, so the demo shows no result: see{' '}
          <Link to={`/docs/utils/export#${info.anchor}`}>the documentation</Link>.
        </p>
      ) : (
        <>
          <h3 className={styles.subheading}>Return</h3>
          <Highlighted
            code={asText(format, formatAny(query, { format, parseNumbers, ...(dialect && { preset: dialect }) }))}
            language={TEXT.includes(format) ? 'text' : (LANGUAGES[format] ?? 'json')}
            label={`${info.label} result`}
          />
        </>
      )}
    </div>
  );
}
