/**
 * The Code tab's App.tsx: the smallest app that reproduces the demo's current options, settings
 * and style library, and the install command for what it imports.
 */
import type { DemoOptions } from '../constants/options';
import { DEFAULT_SETTINGS, settingProps, type BuilderSettings } from '../constants/settings';
import type { LibraryCode } from './libraryCode';

/** Props emitted when on (their default is off). */
const ON_PROPS = [
  'addRuleToNewGroups',
  'debugMode',
  'disabled',
  'listsAsArrays',
  'resetOnOperatorChange',
  'showCloneButtons',
  'showCombinatorsBetweenRules',
  'showLockButtons',
  'showMuteButtons',
  'showNotToggle',
  'showShiftActions',
  'showUngroupButtons',
  'suppressStandardClassnames',
] as const;
/** Props emitted when off (their default is on). */
const OFF_PROPS = ['autoSelectField', 'autoSelectOperator', 'autoSelectValue', 'resetOnFieldChange'] as const;

/** What drag and drop adds to the install. */
export const DND_PACKAGES = ['@react-querybuilder/dnd', 'react-dnd', 'react-dnd-html5-backend'];

/** `npm install ...` for the app. */
export function installCommand(options: DemoOptions, library: LibraryCode): string {
  return ['npm install react-querybuilder', ...(options.enableDragAndDrop ? DND_PACKAGES : []), ...library.packages].join(' ');
}

/** The source of App.tsx; with `query`, the builder starts from it (a sandbox of the demo as it stands). */
export function generateCode(options: DemoOptions, library: LibraryCode, settings: BuilderSettings = DEFAULT_SETTINGS, query?: object): string {
  const ic = options.independentCombinators;
  const queryType = ic ? 'RuleGroupTypeIC' : 'RuleGroupType';
  const rqbImports = ['QueryBuilder', ...(options.validateQuery ? ['defaultValidator'] : []), `type ${queryType}`];
  const imports = [
    `import { useState } from 'react';`,
    `import { ${rqbImports.join(', ')} } from 'react-querybuilder';`,
    ...(options.enableDragAndDrop
      ? [
          `import { QueryBuilderDnD } from '@react-querybuilder/dnd';`,
          `import * as ReactDnD from 'react-dnd';`,
          `import * as ReactDndHtml5Backend from 'react-dnd-html5-backend';`,
        ]
      : []),
    ...(options.showUndoRedo ? [`import { QueryBuilderHistory } from 'react-querybuilder/history';`] : []),
    ...(library.code?.imports ?? []),
    `import 'react-querybuilder/dist/query-builder.css';`,
    `import { fields } from './fields';`,
  ];
  const props = [
    'fields={fields}',
    'query={query}',
    'onQueryChange={setQuery}',
    ...ON_PROPS.filter((key) => options[key]),
    ...OFF_PROPS.filter((key) => !options[key]).map((key) => `${key}={false}`),
    ...settingProps(settings),
    ...(options.enableDragAndDrop ? ['enableDragAndDrop'] : []),
    ...(options.validateQuery ? ['validator={defaultValidator}'] : []),
    ...(options.showBranches ? [`controlClassnames={{ queryBuilder: 'queryBuilder-branches' }}`] : []),
  ];
  const indent = (depth: number) => '  '.repeat(depth);
  const layers: Array<[string, string]> = [
    ...(library.code ? [[library.code.open, library.code.close] as [string, string]] : []),
    ...(options.enableDragAndDrop ? [['<QueryBuilderDnD dnd={{ ...ReactDnD, ...ReactDndHtml5Backend }}>', '</QueryBuilderDnD>'] as [string, string]] : []),
    // QueryBuilderHistory turns the builder's undo and redo buttons on (showUndoRedo defaults to true inside it).
    ...(options.showUndoRedo ? [['<QueryBuilderHistory>', '</QueryBuilderHistory>'] as [string, string]] : []),
  ];
  const depth = 2 + layers.length;
  const builder = [`${indent(depth)}<QueryBuilder`, ...props.map((p) => `${indent(depth + 1)}${p}`), `${indent(depth)}/>`];
  const closing = layers.map(([, close], i) => `${indent(2 + i)}${close}`).reverse();
  return [
    ...imports,
    '',
    `const initialQuery: ${queryType} = ${query ? JSON.stringify(query, null, 2) : `{ ${ic ? '' : "combinator: 'and', "}rules: [] }`};`,
    '',
    'export const App = () => {',
    `  const [query, setQuery] = useState(initialQuery);`,
    '',
    '  return (',
    ...[...layers.map(([open], i) => `${indent(2 + i)}${open}`), ...builder, ...closing],
    '  );',
    '};',
    '',
  ].join('\n');
}
