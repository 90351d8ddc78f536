/**
 * The demo's import formats: the parser, a prefilled example and what to tell the reader. Each
 * returns the query in both shapes (normal and independent combinators) or throws with a reason.
 */
import { convertToIC, formatQuery, isRuleGroupType, type RuleGroupType, type RuleGroupTypeIC } from 'react-querybuilder';
import { parseCEL } from 'react-querybuilder/parseCEL';
import { parseJsonLogic } from 'react-querybuilder/parseJsonLogic';
import { parseMongoDB } from 'react-querybuilder/parseMongoDB';
import { parseSQL } from 'react-querybuilder/parseSQL';
import { fields } from '../../constants/fields';
import { initialQuery } from '../../constants/initialQuery';

export interface Importer {
  id: 'sql' | 'mongodb' | 'cel' | 'jsonlogic';
  label: string;
  example: string;
  note: string;
  parse: (text: string) => { query: RuleGroupType; queryIC: RuleGroupTypeIC };
}

/** A parser that answers an empty group for text that was not empty did not understand it. */
function nonEmpty(query: RuleGroupType, text: string, what: string): RuleGroupType {
  if (!isRuleGroupType(query) || (query.rules.length === 0 && text.trim() !== '')) throw new Error(`No rules could be read from this ${what}.`);
  return query;
}

export const IMPORTERS: Importer[] = [
  {
    id: 'sql',
    label: 'SQL',
    example: `SELECT * FROM my_table WHERE ${formatQuery(initialQuery, 'sql')};`,
    note: 'A whole SELECT statement or just its WHERE clause; the semicolon is optional.',
    parse: (text) => ({ query: parseSQL(text, { fields }), queryIC: parseSQL(text, { fields, independentCombinators: true }) }),
  },
  {
    id: 'mongodb',
    label: 'MongoDB',
    example: JSON.stringify({ firstName: { $regex: '^Stev' }, age: { $gt: 28 } }, null, 2),
    note: 'Strict JSON (quoted keys): convert extended JSON such as ObjectId(...) first.',
    parse: (text) => {
      JSON.parse(text);
      const query = nonEmpty(parseMongoDB(text, { fields }), text, 'MongoDB query');
      return { query, queryIC: convertToIC(query) };
    },
  },
  {
    id: 'cel',
    label: 'CEL',
    example: 'firstName.startsWith("Stev") && age > 28',
    note: 'A Common Expression Language expression.',
    parse: (text) => ({
      query: nonEmpty(parseCEL(text, { fields }), text, 'CEL expression'),
      queryIC: parseCEL(text, { fields, independentCombinators: true }),
    }),
  },
  {
    id: 'jsonlogic',
    label: 'JsonLogic',
    example: JSON.stringify(formatQuery(initialQuery, 'jsonlogic'), null, 2),
    note: 'A JsonLogic rule: JSON that parses to an object.',
    parse: (text) => {
      const logic: unknown = JSON.parse(text);
      if (typeof logic !== 'object' || logic === null) throw new Error('The JSON is not an object.');
      const query = nonEmpty(parseJsonLogic(logic as never, { fields }), text, 'JsonLogic rule');
      return { query, queryIC: convertToIC(query) };
    },
  },
];
