import { PGlite } from '@electric-sql/pglite';
import { formatQuery, type RuleGroupType, type RuleGroupTypeAny, type RuleGroupTypeIC, type RuleType } from 'react-querybuilder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fields } from '../constants/fields';
import { musicalInstruments } from '../constants/musicalInstruments';
import { people, type Person } from './people';
import { runQuery } from './runQuery';

/** A column type for every field of a person (a new field fails to compile until it has one). */
const COLUMN_TYPES: Record<keyof Person, string> = {
  id: 'integer primary key',
  firstName: 'text',
  lastName: 'text',
  age: 'integer',
  isMusician: 'boolean',
  instrument: 'text',
  alsoPlays: 'text',
  gender: 'text',
  height: 'integer',
  job: 'text',
  description: 'text',
  birthdate: 'date',
  datetime: 'timestamp',
  alarm: 'time',
  groupedField1: 'integer',
  groupedField2: 'integer',
  groupedField3: 'integer',
  groupedField4: 'integer',
};
const COLUMNS = Object.keys(COLUMN_TYPES) as (keyof Person)[];

/** One in-memory PostgreSQL for the file, holding the people table. */
let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`create table people (${COLUMNS.map((c) => `"${c}" ${COLUMN_TYPES[c]}`).join(', ')})`);
  const insert = `insert into people (${COLUMNS.map((c) => `"${c}"`).join(', ')}) values (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})`;
  for (const person of people)
    await db.query(
      insert,
      COLUMNS.map((c) => person[c])
    );
});

afterAll(() => db?.close());

/** The ids PostgreSQL returns for the query's SQL export (the PostgreSQL preset). */
async function sqlIds(query: RuleGroupTypeAny): Promise<number[]> {
  const where = formatQuery(query, { format: 'sql', preset: 'postgresql' });
  const result = await db.query<{ id: number }>(`select id from people where ${where} order by id`);
  return result.rows.map((row) => row.id);
}

const jsonLogicIds = (query: RuleGroupTypeAny) => runQuery(query, people).rows.map((person) => person.id);

const rule = (field: string, operator: string, value: unknown, extra: Partial<RuleType> = {}): RuleType => ({ field, operator, value, ...extra });
const and = (...rules: RuleGroupType['rules']): RuleGroupType => ({ combinator: 'and', rules });
const or = (...rules: RuleGroupType['rules']): RuleGroupType => ({ combinator: 'or', rules });

/** Queries as the builder stores them (values typed as text, lists comma-separated unless listsAsArrays). */
const QUERIES: [string, RuleGroupTypeAny][] = [
  ['= on a text field', and(rule('firstName', '=', 'Mira'))],
  ['!= on the radio field', and(rule('gender', '!=', 'M'))],
  ['< on a number', and(rule('age', '<', '30'))],
  ['> on a number', and(rule('age', '>', '50'))],
  ['between two numbers', and(rule('age', 'between', '30,45'))],
  ['between two dates', and(rule('birthdate', 'between', '1975-01-01,1995-12-31'))],
  ['< on a time', and(rule('alarm', '<', '07:00'))],
  ['>= on height', and(rule('height', '>=', '180'))],
  ['in, comma-separated (the multiselect)', and(rule('alsoPlays', 'in', 'Piano,Harmonica,Banjo'))],
  ['in, as an array (listsAsArrays)', and(rule('lastName', 'in', ['Mendel', 'Park']))],
  ['beginsWith', and(rule('lastName', 'beginsWith', 'Ha'))],
  ['endsWith', and(rule('job', 'endsWith', 'er'))],
  ['contains', and(rule('description', 'contains', 'jazz'))],
  ['doesNotContain', and(rule('description', 'doesNotContain', 'band'))],
  ['null', and(rule('datetime', 'null', null))],
  ['notNull', and(rule('alsoPlays', 'notNull', null))],
  ['isMusician = true (the checkbox)', and(rule('isMusician', '=', true))],
  ['instrument = (the select)', and(rule('instrument', '=', 'Guitar'))],
  ['a field compared with a field', and(rule('groupedField1', '=', 'groupedField4', { valueSource: 'field' }))],
  ['nested and/or', and(rule('isMusician', '=', true), or(rule('age', '<', '30'), rule('instrument', '=', 'Piano')))],
  ['a "not" group', and({ ...or(rule('gender', '=', 'F'), rule('age', '>=', '50')), not: true })],
  [
    'independent combinators ("and" binds first)',
    { rules: [rule('age', '>', '60'), 'or', rule('age', '<', '25'), 'and', rule('gender', '=', 'F')] } satisfies RuleGroupTypeIC,
  ],
  ['an empty group inside an "and"', and(rule('isMusician', '=', true), or())],
];

describe('runQuery (JsonLogic) agrees with the SQL export run in PostgreSQL', () => {
  it.each(QUERIES)('%s', async (_, query) => {
    const result = runQuery(query, people);
    const ids = result.rows.map((person) => person.id);
    expect(ids).toEqual(await sqlIds(query));
    expect(result.caveats).toEqual([]);
    // Some people and not all, so a query that matched nothing (or everything) by mistake shows.
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(people.length);
  });

  it('a query with no rules matches everyone, as SQL’s (1 = 1) does', async () => {
    const empty = and();
    expect(formatQuery(empty, 'jsonlogic')).toBe(false);
    expect(jsonLogicIds(empty)).toEqual(people.map((person) => person.id));
    expect(await sqlIds(empty)).toEqual(people.map((person) => person.id));
  });
});

describe('runQuery names the cases where SQL differs', () => {
  it('an empty group in an "or": SQL matches everyone, JsonLogic drops the group, and the result says so', async () => {
    const query = or(rule('firstName', '=', 'Mira'), and());
    expect(jsonLogicIds(query)).toEqual([1]);
    expect(await sqlIds(query)).toHaveLength(people.length);
    expect(runQuery(query, people).caveats).toEqual(['emptyGroupInOr']);
    // Nested one level down too.
    expect(runQuery(and(rule('isMusician', '=', true), or(rule('age', '<', '30'), and(and()))), people).caveats).toEqual(['emptyGroupInOr']);
  });

  it('a negated rule on a field with nulls: SQL leaves the nulls out, JsonLogic keeps them, and the result says so', async () => {
    const query = and({ ...and(rule('alsoPlays', 'in', 'Piano')), not: true });
    const sql = await sqlIds(query);
    const jsonLogic = jsonLogicIds(query);
    expect(sql.length).toBeLessThan(jsonLogic.length);
    expect(runQuery(query, people).caveats).toEqual(['nullComparison']);
    // The same field with a positive rule, or is-null, needs no caveat.
    expect(runQuery(and(rule('alsoPlays', 'in', 'Piano'), rule('datetime', 'notNull', null)), people).caveats).toEqual([]);
  });
});

describe('the sample people', () => {
  const instruments = new Set(musicalInstruments.flatMap((group) => group.options.map((option) => option.name)));

  it('have a value (or a deliberate null) for every field of the builder', () => {
    for (const person of people) for (const field of fields) expect(Object.keys(person), `person ${person.id}`).toContain(field.name);
  });

  it('play instruments the builder offers', () => {
    for (const person of people) {
      expect(instruments).toContain(person.instrument);
      if (person.alsoPlays !== null) expect(instruments).toContain(person.alsoPlays);
    }
  });
});
