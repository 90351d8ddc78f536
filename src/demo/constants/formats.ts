/** Export formats of react-querybuilder 8.24.1 (`ExportFormat`), as the demo's tabs show them. */
import type { ExportFormat, SQLPreset } from 'react-querybuilder';

export interface FormatInfo {
  format: ExportFormat;
  label: string;
  /** Anchor on /docs/utils/export. */
  anchor: string;
  info: string;
  /**
   * Formats whose result is built from another library's functions (Drizzle, Sequelize, TanStack DB):
   * the demo shows the call and what it returns, not a result, as the docs do.
   */
  needs?: string;
}

/** Where the SQL and JSON formats are described (shared by their variants). */
const SQL_INFO = 'https://en.wikipedia.org/wiki/SQL';
const JSON_INFO = 'https://en.wikipedia.org/wiki/JSON';
const MONGODB_INFO = 'https://www.mongodb.com/docs/manual/tutorial/query-documents/';
const CYPHER_INFO = 'https://en.wikipedia.org/wiki/Cypher_(query_language)';
const ORM = 'orm-and-database-library-formats';

export const FORMATS: Record<ExportFormat, FormatInfo> = {
  sql: { format: 'sql', label: 'SQL', anchor: 'sql', info: SQL_INFO },
  parameterized: { format: 'parameterized', label: 'SQL (parameterized)', anchor: 'parameterized-sql', info: SQL_INFO },
  parameterized_named: { format: 'parameterized_named', label: 'SQL (named parameters)', anchor: 'named-parameters', info: SQL_INFO },
  json_without_ids: { format: 'json_without_ids', label: 'JSON (no identifiers)', anchor: 'json-without-identifiers', info: JSON_INFO },
  json: { format: 'json', label: 'JSON', anchor: 'json', info: JSON_INFO },
  mongodb_query: { format: 'mongodb_query', label: 'MongoDB', anchor: 'mongodb', info: MONGODB_INFO },
  mongodb: { format: 'mongodb', label: 'MongoDB (JSON string)', anchor: 'mongodb', info: MONGODB_INFO },
  cel: { format: 'cel', label: 'CEL', anchor: 'common-expression-language', info: 'https://github.com/google/cel-spec' },
  spel: {
    format: 'spel',
    label: 'SpEL',
    anchor: 'spring-expression-language',
    info: 'https://docs.spring.io/spring-framework/reference/core/expressions.html',
  },
  jsonlogic: { format: 'jsonlogic', label: 'JsonLogic', anchor: 'jsonlogic', info: 'https://jsonlogic.com/' },
  elasticsearch: {
    format: 'elasticsearch',
    label: 'Elasticsearch',
    anchor: 'elasticsearch',
    info: 'https://www.elastic.co/guide/en/elasticsearch/reference/current/query-dsl-bool-query.html',
  },
  jsonata: { format: 'jsonata', label: 'JSONata', anchor: 'jsonata', info: 'https://jsonata.org/' },
  ldap: { format: 'ldap', label: 'LDAP', anchor: 'ldap', info: 'https://datatracker.ietf.org/doc/html/rfc4515' },
  prisma: { format: 'prisma', label: 'Prisma', anchor: 'prisma', info: 'https://www.prisma.io/docs/orm/prisma-client/queries/filtering-and-sorting' },
  cypher: { format: 'cypher', label: 'Cypher', anchor: 'cypher-and-gql', info: CYPHER_INFO },
  gql: { format: 'gql', label: 'GQL', anchor: 'cypher-and-gql', info: 'https://en.wikipedia.org/wiki/Graph_Query_Language' },
  sparql: { format: 'sparql', label: 'SPARQL', anchor: 'sparql', info: 'https://www.w3.org/TR/sparql11-query/' },
  gremlin: { format: 'gremlin', label: 'Gremlin', anchor: 'gremlin', info: 'https://tinkerpop.apache.org/gremlin.html' },
  natural_language: {
    format: 'natural_language',
    label: 'Natural language',
    anchor: 'natural-language',
    info: 'https://en.wikipedia.org/wiki/Natural_language',
  },
  drizzle: {
    format: 'drizzle',
    label: 'Drizzle',
    anchor: ORM,
    info: 'https://orm.drizzle.team/',
    needs: 'a function (columns, operators) => SQL for the `where` of Drizzle’s relational queries. Drizzle calls it with its own operators.',
  },
  sequelize: {
    format: 'sequelize',
    label: 'Sequelize',
    anchor: ORM,
    info: 'https://sequelize.org/',
    needs: 'a `where` object for Sequelize’s finders, built from Sequelize’s `Op` symbols passed in `context.sequelizeOperators`.',
  },
  tanstack_db: {
    format: 'tanstack_db',
    label: 'TanStack DB',
    anchor: ORM,
    info: 'https://tanstack.com/db',
    needs: 'a callback for `.where()` in a TanStack DB query, built from its expression functions passed in `context.tanStackDbOperators`.',
  },
  diagnostics: { format: 'diagnostics', label: 'Diagnostics', anchor: 'diagnostics', info: 'https://en.wikipedia.org/wiki/Data_validation' },
};

export interface ExportTab {
  value: string;
  label: string;
  formats: ExportFormat[];
  /** The radio labels of a tab with variants. */
  variantLabels?: string[];
  /** The tab offers a SQL dialect (`preset`). */
  dialects?: boolean;
}

/** The tabs: a tab with variants lets the reader pick one of them. Every `ExportFormat` is in one. */
export const EXPORT_TABS: ExportTab[] = [
  {
    value: 'sql',
    label: 'SQL',
    formats: ['sql', 'parameterized', 'parameterized_named'],
    variantLabels: ['Inline', 'Parameterized', 'Named parameters'],
    dialects: true,
  },
  { value: 'json', label: 'JSON', formats: ['json_without_ids', 'json'], variantLabels: ['Essential properties only', 'Full query object'] },
  { value: 'mongodb', label: 'MongoDB', formats: ['mongodb_query', 'mongodb'], variantLabels: ['Query object', 'JSON string'] },
  { value: 'prisma', label: 'Prisma', formats: ['prisma'] },
  {
    value: 'orm',
    label: 'Drizzle, Sequelize, TanStack DB',
    formats: ['drizzle', 'sequelize', 'tanstack_db'],
    variantLabels: ['Drizzle', 'Sequelize', 'TanStack DB'],
  },
  { value: 'elasticsearch', label: 'Elasticsearch', formats: ['elasticsearch'] },
  { value: 'cel', label: 'CEL', formats: ['cel'] },
  { value: 'spel', label: 'SpEL', formats: ['spel'] },
  { value: 'jsonlogic', label: 'JsonLogic', formats: ['jsonlogic'] },
  { value: 'jsonata', label: 'JSONata', formats: ['jsonata'] },
  { value: 'ldap', label: 'LDAP', formats: ['ldap'] },
  { value: 'cypher', label: 'Cypher, GQL', formats: ['cypher', 'gql'], variantLabels: ['Cypher', 'GQL'] },
  { value: 'sparql', label: 'SPARQL', formats: ['sparql'] },
  { value: 'gremlin', label: 'Gremlin', formats: ['gremlin'] },
  { value: 'natural_language', label: 'Natural language', formats: ['natural_language'] },
  { value: 'diagnostics', label: 'Diagnostics', formats: ['diagnostics'] },
];

/** The SQL dialects of `preset` (`SQLPreset`), as the SQL tab offers them. */
export const SQL_PRESETS: Array<{ value: SQLPreset; label: string }> = [
  { value: 'ansi', label: 'ANSI' },
  { value: 'sqlite', label: 'SQLite' },
  { value: 'postgresql', label: 'PostgreSQL' },
  { value: 'mysql', label: 'MySQL' },
  { value: 'mssql', label: 'SQL Server' },
  { value: 'oracle', label: 'Oracle' },
];

/** The export panel's tabs that show no format: the generated code, and the query run on sample data. */
export const OTHER_TABS = ['code', 'data'] as const;

/** What the reader chose in the export panel; the permalink carries it. */
export interface ExportChoices {
  /** The open tab: an EXPORT_TABS value or one of OTHER_TABS. */
  tab: string;
  /** The chosen variant of each tab with variants, where it is not the first. */
  variants: Record<string, ExportFormat>;
  /** The SQL dialect of the SQL tab. */
  preset: SQLPreset;
  parseNumbers: boolean;
}

/** The panel as it opens. */
export const DEFAULT_EXPORT: ExportChoices = { tab: 'code', variants: {}, preset: 'ansi', parseNumbers: false };

/** Is `value` export choices this demo offers (a permalink's)? */
export function isExportChoices(value: unknown): value is ExportChoices {
  const choices = value as ExportChoices;
  if (!choices || typeof choices !== 'object' || !choices.variants || typeof choices.variants !== 'object') return false;
  const tabs = new Map(EXPORT_TABS.map((t) => [t.value, t]));
  return (
    (tabs.has(choices.tab) || (OTHER_TABS as readonly string[]).includes(choices.tab)) &&
    Object.entries(choices.variants).every(([tab, format]) => tabs.get(tab)?.formats.includes(format) === true) &&
    SQL_PRESETS.some((p) => p.value === choices.preset) &&
    typeof choices.parseNumbers === 'boolean'
  );
}
