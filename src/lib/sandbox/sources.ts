/**
 * What each kind of example hands to a sandbox (./project.ts): a live code block as edited, a
 * `<LiveBuilder>` as the App.tsx its props make, and the demo as its Code tab's App.tsx.
 */
import { entryFileName, logLastExpression, type SandboxSource } from './project';

/** A live code block, as the reader edited it, at the page's release. */
export function liveCodeSource({
  code,
  language,
  title,
  release,
  from,
}: {
  code: string;
  language: string;
  title?: string;
  release: string;
  from: string;
}): SandboxSource {
  const entry = entryFileName(title, language);
  return {
    title: `react-querybuilder ${release}: ${entry}`,
    from,
    files: { [entry]: logLastExpression(code) },
    entry,
    dependencies: { 'react-querybuilder': release },
  };
}

/** A value as TypeScript source: JSON, indented to sit at `depth`. */
const literal = (value: unknown, depth: number) => JSON.stringify(value, null, 2).replace(/\n/g, `\n${'  '.repeat(depth)}`);

/** Whether a value survives JSON (no functions, elements or class instances): what App.tsx can spell. */
export function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value as object).every(isPlainData);
}

/**
 * App.tsx for `<LiveBuilder>`'s props: the same QueryBuilder, its query in state, and the `show`
 * format printed under it. Undefined when a prop is not plain data (App.tsx could not spell it).
 */
export function liveBuilderCode({ defaultQuery, show, ...props }: { defaultQuery?: unknown; show?: string; [prop: string]: unknown }): string | undefined {
  if (!isPlainData(props) || !isPlainData(defaultQuery ?? null)) return undefined;
  const { fields, ...rest } = props;
  const names = ['QueryBuilder', ...(show ? ['formatQuery'] : []), ...(fields ? ['type Field'] : []), 'type RuleGroupType'];
  const propLines = [
    ...(fields ? ['fields={fields}'] : []),
    'query={query}',
    'onQueryChange={setQuery}',
    ...Object.entries(rest).map(([name, value]) =>
      value === true ? name : typeof value === 'string' ? `${name}=${JSON.stringify(value)}` : `${name}={${literal(value, 4)}}`
    ),
  ];
  const query = defaultQuery ?? { combinator: 'and', rules: [] };
  return [
    `import { useState } from 'react';`,
    `import { ${names.join(', ')} } from 'react-querybuilder';`,
    `import 'react-querybuilder/dist/query-builder.css';`,
    '',
    ...(fields ? [`const fields: Field[] = ${literal(fields, 0)};`, ''] : []),
    `const initialQuery: RuleGroupType = ${literal(query, 0)};`,
    '',
    'export const App = () => {',
    '  const [query, setQuery] = useState(initialQuery);',
    ...(show ? [`  const output = formatQuery(query, ${JSON.stringify(show)});`] : []),
    '  return (',
    '    <>',
    '      <QueryBuilder',
    ...propLines.map((line) => `        ${line}`),
    '      />',
    ...(show ? ['      <pre>{typeof output === "string" ? output : JSON.stringify(output, null, 2)}</pre>'] : []),
    '    </>',
    '  );',
    '};',
    '',
  ].join('\n');
}

/** The package name of an install argument: `@mantine/core@7` -> `@mantine/core`. */
export const packageName = (spec: string): string => spec.replace(/^(@?[^@]+)@.*$/, '$1');

const ADD_ON = /^@react-querybuilder\//;

/**
 * The demo as its Code tab writes it: App.tsx (with the query on screen as its first state) and
 * fields.ts, every package at the version the demo runs here. An add-on this site does not install
 * goes unpinned ("latest"), and every add-on gets the pinned react-querybuilder through `overrides`.
 */
export function demoSource({
  app,
  fields,
  packages,
  release,
  versionOf,
  from,
  label,
}: {
  app: string;
  fields: string;
  packages: string[];
  release: string;
  versionOf: (name: string) => string | undefined;
  from: string;
  label: string;
}): SandboxSource {
  const names = [...new Set(packages.map(packageName))];
  const dependencies = Object.fromEntries(names.map((name) => [name, versionOf(name) ?? 'latest']));
  const addOns = names.filter((name) => ADD_ON.test(name));
  return {
    title: `react-querybuilder ${release} demo: ${label}`,
    from,
    files: { 'App.tsx': app, 'fields.ts': fields },
    entry: 'App.tsx',
    dependencies: { ...dependencies, 'react-querybuilder': release },
    ...(addOns.length ? { overrides: Object.fromEntries(addOns.map((name) => [name, { 'react-querybuilder': '$react-querybuilder' }])) } : {}),
  };
}
