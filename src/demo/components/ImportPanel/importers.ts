/**
 * The demo's import formats: one per parser of react-querybuilder 8.24.1, with a prefilled example
 * and what to tell the reader. The parsers (./parsers.ts) are fetched when the reader first imports,
 * so the demo's first load carries none of them (nor spel2js, jsonata, chevrotain or the SPARQL parser).
 * A parse answers the query in both shapes (normal and independent combinators) or throws with a reason.
 */
import { convertToIC, formatQuery, isRuleGroupType, toFullOptionList, type FullField, type RuleGroupType, type RuleGroupTypeIC } from 'react-querybuilder';
import { fields as demoFields } from '../../constants/fields';
import { initialQuery } from '../../constants/initialQuery';

export type ImporterId = 'sql' | 'mongodb' | 'cel' | 'spel' | 'jsonlogic' | 'jsonata' | 'cypher' | 'gremlin' | 'sparql';

export interface Importer {
  id: ImporterId;
  label: string;
  example: string;
  note: string;
  parse: (text: string) => Promise<{ query: RuleGroupType; queryIC: RuleGroupTypeIC }>;
}

const fields = toFullOptionList<FullField>(demoFields);

let loaded: Promise<typeof import('./parsers')> | undefined;
/** The parsers' chunk, fetched once (again after a failed fetch, so the reader can retry). */
const parsers = () =>
  (loaded ??= import('./parsers').catch((error: unknown) => {
    loaded = undefined;
    throw error;
  }));

/** A parser that answers an empty group for text that was not empty did not understand it. */
function nonEmpty(query: RuleGroupType, text: string, what: string): RuleGroupType {
  if (!isRuleGroupType(query) || (query.rules.length === 0 && text.trim() !== '')) throw new Error(`No rules could be read from this ${what}.`);
  return query;
}

/** Both shapes of a query a parser read (it gives the normal one; the demo converts). */
const bothShapes = (query: RuleGroupType) => ({ query, queryIC: convertToIC(query) });

export const IMPORTERS: Importer[] = [
  {
    id: 'sql',
    label: 'SQL',
    example: `SELECT * FROM my_table WHERE ${formatQuery(initialQuery, 'sql')};`,
    note: 'A whole SELECT statement or just its WHERE clause; the semicolon is optional.',
    parse: async (text) => {
      const { parseSQL } = await parsers();
      return { query: parseSQL(text, { fields }), queryIC: parseSQL(text, { fields, independentCombinators: true }) };
    },
  },
  {
    id: 'mongodb',
    label: 'MongoDB',
    example: JSON.stringify({ firstName: { $regex: '^Stev' }, age: { $gt: 28 } }, null, 2),
    note: 'Strict JSON (quoted keys): convert extended JSON such as ObjectId(...) first.',
    parse: async (text) => {
      JSON.parse(text);
      const { parseMongoDB } = await parsers();
      return bothShapes(nonEmpty(parseMongoDB(text, { fields }), text, 'MongoDB query'));
    },
  },
  {
    id: 'cel',
    label: 'CEL',
    example: 'firstName.startsWith("Stev") && age > 28',
    note: 'A Common Expression Language expression.',
    parse: async (text) => {
      const { parseCEL } = await parsers();
      return { query: nonEmpty(parseCEL(text, { fields }), text, 'CEL expression'), queryIC: parseCEL(text, { fields, independentCombinators: true }) };
    },
  },
  {
    id: 'spel',
    label: 'SpEL',
    example: "lastName == 'Vai' and age >= 40",
    note: 'A Spring Expression Language expression (read with spel2js).',
    parse: async (text) => {
      const { parseSpEL } = await parsers();
      return bothShapes(nonEmpty(parseSpEL(text, { fields }), text, 'SpEL expression'));
    },
  },
  {
    id: 'jsonlogic',
    label: 'JsonLogic',
    example: JSON.stringify(formatQuery(initialQuery, 'jsonlogic'), null, 2),
    note: 'A JsonLogic rule: JSON that parses to an object.',
    parse: async (text) => {
      const logic: unknown = JSON.parse(text);
      if (typeof logic !== 'object' || logic === null) throw new Error('The JSON is not an object.');
      const { parseJsonLogic } = await parsers();
      return bothShapes(nonEmpty(parseJsonLogic(logic as never, { fields }), text, 'JsonLogic rule'));
    },
  },
  {
    id: 'jsonata',
    label: 'JSONata',
    example: '$contains(firstName, "Stev") and age > 28',
    note: 'A JSONata expression (read with the jsonata package).',
    parse: async (text) => {
      const { parseJSONata } = await parsers();
      return bothShapes(nonEmpty(parseJSONata(text, { fields }), text, 'JSONata expression'));
    },
  },
  {
    id: 'cypher',
    label: 'Cypher',
    example: "firstName STARTS WITH 'Stev' AND age > 28",
    note: 'A Cypher (or GQL) WHERE condition, or a whole MATCH … WHERE … RETURN statement.',
    parse: async (text) => {
      const { parseCypher } = await parsers();
      return bothShapes(nonEmpty(parseCypher(text), text, 'Cypher condition'));
    },
  },
  {
    id: 'gremlin',
    label: 'Gremlin',
    example: "g.V().has('firstName', startingWith('Stev')).has('age', gt(28))",
    note: 'A Gremlin traversal: its has() steps become rules.',
    parse: async (text) => {
      const { parseGremlin } = await parsers();
      return bothShapes(nonEmpty(parseGremlin(text), text, 'Gremlin traversal'));
    },
  },
  {
    id: 'sparql',
    label: 'SPARQL',
    example: 'SELECT ?person WHERE {\n  ?person ?p ?o .\n  FILTER(STRSTARTS(?firstName, "Stev") && ?age > 28)\n}',
    note: 'A SPARQL query or a bare FILTER expression. Variables name fields: the demo drops their "?".',
    parse: async (text) => {
      const { parseSPARQL } = await parsers();
      const read = nonEmpty(parseSPARQL(text), text, 'SPARQL query');
      const { transformQuery } = await parsers();
      return bothShapes(transformQuery(read, { ruleProcessor: (rule) => ({ ...rule, field: rule.field.replace(/^\?/, '') }) }));
    },
  },
];
