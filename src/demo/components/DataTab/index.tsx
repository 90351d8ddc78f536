import React, { useMemo } from 'react';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import { people, type Person } from '../../data/people';
import { matchSummary, runQuery, SQL_CAVEATS } from '../../data/runQuery';
import * as styles from './styles.module.css';

/** The table's columns: a heading and how a person's value reads in it. */
const COLUMNS: [string, (person: Person) => React.ReactNode][] = [
  ['First name', (p) => p.firstName],
  ['Last name', (p) => p.lastName],
  ['Age', (p) => p.age],
  ['Musician', (p) => (p.isMusician ? 'Yes' : 'No')],
  ['Instrument', (p) => p.instrument],
  ['Also plays', (p) => p.alsoPlays ?? '—'],
  ['Job', (p) => p.job],
];

/**
 * The "Try it on data" tab: the builder's query run in the browser on invented people (its
 * JsonLogic export, evaluated by json-logic-js), with the count, the people it matches, and a note
 * where a database running the SQL export would answer otherwise.
 */
export function DataTab({ query }: { query: RuleGroupTypeAny }) {
  const { rows, caveats } = useMemo(() => runQuery(query, people), [query]);
  return (
    <div className={styles.tab}>
      <p className={styles.intro}>The query above, run in your browser on {people.length} invented people: its JsonLogic export, evaluated by json-logic-js.</p>
      <p role="status" className={styles.count}>
        {matchSummary(rows.length, people.length)}
      </p>
      {caveats.map((caveat) => (
        <p key={caveat} className={styles.caveat}>
          <strong>The SQL may differ.</strong> {SQL_CAVEATS[caveat]}
        </p>
      ))}
      {rows.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">People the query matches</caption>
            <thead>
              <tr>
                {COLUMNS.map(([heading]) => (
                  <th key={heading} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((person) => (
                <tr key={person.id}>
                  {COLUMNS.map(([heading, cell]) => (
                    <td key={heading}>{cell(person)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
