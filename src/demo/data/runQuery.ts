/**
 * Runs the demo's query on rows in the browser: react-querybuilder's JsonLogic export, evaluated by
 * json-logic-js. The demo shows the SQL export next to it, so where a database running that SQL
 * could return other rows, the result says so (runQuery.test.ts runs both, the SQL in PostgreSQL).
 */
import jsonLogic, { type RulesLogic } from 'json-logic-js';
import {
  convertFromIC,
  formatQuery,
  isRuleGroup,
  jsonLogicAdditionalOperators,
  toArray,
  type RuleGroupType,
  type RuleGroupTypeAny,
  type RuleType,
} from 'react-querybuilder';

// The export writes beginsWith/endsWith as these two operations, which JsonLogic itself lacks.
for (const [name, operation] of Object.entries(jsonLogicAdditionalOperators)) jsonLogic.add_operation(name, operation);

/** Why a database running the SQL export could return other rows than runQuery. */
export type SqlCaveat = 'emptyGroupInOr' | 'nullComparison';

/** What the demo tells the reader for each caveat. */
export const SQL_CAVEATS: Record<SqlCaveat, string> = {
  emptyGroupInOr:
    'An empty group sits in an “or”. The SQL export writes it as (1 = 1), which is true, so a database would match every row that “or” covers; JsonLogic leaves the group out.',
  nullComparison:
    'A rule tests a field that is empty (null) for some people with a negated or ordered comparison. SQL leaves those people out; JsonLogic may keep them.',
};

/** The rows a query matches, and where SQL could disagree. */
export interface QueryResult<Row> {
  /** The matching rows, in their original order. */
  rows: Row[];
  /** Empty when the SQL export would match the same rows. */
  caveats: SqlCaveat[];
}

/**
 * The rows of `rows` that `query` matches (a normal or an independent-combinators query). A query
 * with no rules matches every row, as the SQL export's `(1 = 1)` does (its JsonLogic export is `false`).
 */
export function runQuery<Row extends object>(query: RuleGroupTypeAny, rows: readonly Row[]): QueryResult<Row> {
  const logic = formatQuery(query, 'jsonlogic') as RulesLogic | false;
  const matched = logic === false ? [...rows] : rows.filter((row) => jsonLogic.truthy(jsonLogic.apply(logic, row)));
  return { rows: matched, caveats: sqlCaveats(convertFromIC(query), rows) };
}

/** The demo's status line, "5 of 16 people match" (a plain function, so the e2e test can compute it). */
export const matchSummary = (count: number, total: number) => `${count} of ${total} people ${count === 1 ? 'matches' : 'match'}`;

/** Where the SQL export of `query` and its JsonLogic export, run on `rows`, can disagree. */
export function sqlCaveats(query: RuleGroupType, rows: readonly object[]): SqlCaveat[] {
  const caveats: SqlCaveat[] = [];
  if (hasEmptyGroupInOr(query)) caveats.push('emptyGroupInOr');
  const nullable = new Set(rows.flatMap((row) => Object.keys(row).filter((key) => (row as Record<string, unknown>)[key] == null)));
  if (nullable.size > 0 && comparesNull(query, nullable, false)) caveats.push('nullComparison');
  return caveats;
}

/** A group both exports leave empty: no rules, only invalid ones, or only groups like that (SQL: `(1 = 1)`). */
const exportsNothing = (group: RuleGroupType) => formatQuery(group, 'jsonlogic') === false;

/** An "or" that holds an empty group (true in SQL, dropped by JsonLogic) beside something else. */
function hasEmptyGroupInOr(group: RuleGroupType): boolean {
  const groups = group.rules.filter((rule): rule is RuleGroupType => isRuleGroup(rule));
  if (group.combinator.toLowerCase() === 'or' && groups.some(exportsNothing) && !exportsNothing(group)) return true;
  return groups.some(hasEmptyGroupInOr);
}

/** null/notNull give true or false in SQL; these are false for a null in both SQL and JsonLogic, unless negated. */
const NULL_FALSE_OPERATORS = new Set(['=', 'in', 'contains', 'beginswith', 'endswith']);

/**
 * A rule on a field that is null in some row, whose SQL answer for that row is unknown (so the row
 * is left out) while JsonLogic answers true or false: `!=`, `<`, `between`, the `not…` operators, a
 * field compared with a field, or anything under a "not" group.
 */
function comparesNull(group: RuleGroupType, nullable: Set<string>, negated: boolean): boolean {
  const inNot = negated || !!group.not;
  return group.rules.some((rule) => (isRuleGroup(rule) ? comparesNull(rule, nullable, inNot) : ruleComparesNull(rule, nullable, inNot)));
}

function ruleComparesNull(rule: RuleType, nullable: Set<string>, negated: boolean): boolean {
  const operator = rule.operator.toLowerCase();
  if (operator === 'null' || operator === 'notnull') return false;
  const byField = rule.valueSource === 'field';
  const fields = [rule.field, ...(byField ? toArray(rule.value).map(String) : [])];
  if (!fields.some((field) => nullable.has(field))) return false;
  return negated || byField || !NULL_FALSE_OPERATORS.has(operator);
}
