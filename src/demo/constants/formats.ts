/** Export formats of react-querybuilder 6.5.5, as the demo's tabs show them. */
import type { ExportFormat } from 'react-querybuilder';

export interface FormatInfo {
  format: ExportFormat;
  label: string;
  /** Anchor on /docs/utils/export. */
  anchor: string;
  info: string;
}

/** Where the SQL and JSON formats are described (shared by their variants). */
const SQL_INFO = 'https://en.wikipedia.org/wiki/SQL';
const JSON_INFO = 'https://en.wikipedia.org/wiki/JSON';

export const FORMATS: Record<ExportFormat, FormatInfo> = {
  sql: { format: 'sql', label: 'SQL', anchor: 'sql', info: SQL_INFO },
  parameterized: { format: 'parameterized', label: 'SQL (parameterized)', anchor: 'parameterized-sql', info: SQL_INFO },
  parameterized_named: { format: 'parameterized_named', label: 'SQL (named parameters)', anchor: 'named-parameters', info: SQL_INFO },
  json_without_ids: { format: 'json_without_ids', label: 'JSON (no identifiers)', anchor: 'json-without-identifiers', info: JSON_INFO },
  json: { format: 'json', label: 'JSON', anchor: 'json', info: JSON_INFO },
  mongodb: { format: 'mongodb', label: 'MongoDB', anchor: 'mongodb', info: 'https://www.mongodb.com/' },
  cel: { format: 'cel', label: 'CEL', anchor: 'common-expression-language', info: 'https://github.com/google/cel-spec' },
  spel: {
    format: 'spel',
    label: 'SpEL',
    anchor: 'spring-expression-language',
    info: 'https://docs.spring.io/spring-framework/reference/core/expressions.html',
  },
  jsonlogic: { format: 'jsonlogic', label: 'JsonLogic', anchor: 'jsonlogic', info: 'https://jsonlogic.com/' },
};

/** The tabs: a tab with variants lets the reader pick one of them. */
export const EXPORT_TABS: Array<{ value: string; label: string; formats: ExportFormat[]; variantLabels?: string[] }> = [
  { value: 'sql', label: 'SQL', formats: ['sql', 'parameterized', 'parameterized_named'], variantLabels: ['Inline', 'Parameterized', 'Named parameters'] },
  { value: 'json', label: 'JSON', formats: ['json_without_ids', 'json'], variantLabels: ['Essential properties only', 'Full query object'] },
  { value: 'mongodb', label: 'MongoDB', formats: ['mongodb'] },
  { value: 'cel', label: 'CEL', formats: ['cel'] },
  { value: 'spel', label: 'SpEL', formats: ['spel'] },
  { value: 'jsonlogic', label: 'JsonLogic', formats: ['jsonlogic'] },
];
