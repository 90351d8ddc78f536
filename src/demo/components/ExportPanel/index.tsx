import { Link } from 'gatsby';
import { DocsLink } from '../../../components/DocsLink';
import { Icon } from '../../../components/Icon';
import React, { useId, useState } from 'react';
import { formatQuery, type ExportFormat, type RuleGroupTypeAny } from 'react-querybuilder';
import { TabItem, Tabs } from '../../../components/mdx/Tabs';
import { generateCode, installCommand } from '../../code/generateCode';
import { EXPORT_TABS, FORMATS } from '../../constants/formats';
import type { DemoOptions } from '../../constants/options';
import type { DemoLibrary } from '../../libraries/types';
import { Highlighted } from '../Highlighted';
import '../Highlighted/codeLanguages';
import * as styles from './styles.module.css';

const LANGUAGES: Partial<Record<ExportFormat, string>> = { sql: 'sql', cel: 'clike', spel: 'clike' };

/** formatQuery with the format as a value (its overloads want a literal per format). */
const formatAny = formatQuery as (query: RuleGroupTypeAny, options: { format: ExportFormat; parseNumbers: boolean }) => unknown;

/** The result of formatQuery as text: strings as they are, anything else as indented JSON. */
function asText(format: ExportFormat, value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value, null, 2);
  if (format === 'mongodb') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return value;
}

interface Props {
  query: RuleGroupTypeAny;
  options: DemoOptions;
  library: DemoLibrary;
}

/** Code / SQL / JSON / MongoDB / CEL / SpEL / JsonLogic: what the current query becomes. */
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
  tab: (typeof EXPORT_TABS)[number];
  query: RuleGroupTypeAny;
  parseNumbers: boolean;
  onParseNumbers: (on: boolean) => void;
}) {
  const [format, setFormat] = useState<ExportFormat>(tab.formats[0]!);
  const name = useId();
  const info = FORMATS[format];
  const call = parseNumbers ? `formatQuery(query, { format: '${format}', parseNumbers: true })` : `formatQuery(query, '${format}')`;
  const result = asText(format, formatAny(query, { format, parseNumbers }));
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
      <h3 className={styles.subheading}>Return</h3>
      <Highlighted code={result} language={LANGUAGES[format] ?? 'json'} label={`${info.label} result`} />
    </div>
  );
}
