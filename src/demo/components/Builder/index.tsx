import { QueryBuilderDnD } from '@react-querybuilder/dnd';
import React, { useContext, useEffect, useRef, useState } from 'react';
import { defaultValidator, QueryBuilder, QueryBuilderContext, type RuleGroupType, type RuleGroupTypeIC, type ValueEditorProps } from 'react-querybuilder';
import rqbCss from 'react-querybuilder/dist/query-builder.css?inline';
import { QueryBuilderHistory } from 'react-querybuilder/history';
import { useInjectedStylesheet } from '../../../hooks/useInjectedStylesheet';
import type { ColorMode } from '../../../lib/colorMode';
import { fields } from '../../constants/fields';
import type { DemoOptions } from '../../constants/options';
import type { BuilderSettings } from '../../constants/settings';
import type { StyleName } from '../../constants/styles';
import type { DemoLibrary } from '../../libraries/types';
import { themeStyle, type Theme } from '../../theme/variables';
import { useLabelledBetween } from './labelledBetween';
import * as styles from './styles.module.css';
import { UndoRedoKeys } from './undoRedoKeys';

type DndModules = Record<string, unknown>;
let dndModules: Promise<DndModules> | undefined;
/** react-dnd and its HTML5 backend load the first time drag-and-drop is switched on. */
const loadDnd = () => (dndModules ??= Promise.all([import('react-dnd'), import('react-dnd-html5-backend')]).then(([dnd, backend]) => ({ ...dnd, ...backend })));

interface Props {
  style: StyleName;
  library: DemoLibrary;
  colorMode: ColorMode;
  options: DemoOptions;
  settings: BuilderSettings;
  query: RuleGroupType;
  queryIC: RuleGroupTypeIC;
  /** The changed `--rqb-*` variables, applied to the wrapper. */
  theme: Theme;
  onQueryChange: (query: RuleGroupType) => void;
  onQueryICChange: (query: RuleGroupTypeIC) => void;
}

/** The query builder with the demo's options, inside the library's providers. */
export function Builder({ style, library, colorMode, options, settings, query, queryIC, theme, onQueryChange, onQueryICChange }: Props) {
  // The library's standard stylesheet (shared with the docs' live builders of 8.x).
  useInjectedStylesheet('react-querybuilder-8', rqbCss);
  const [dnd, setDnd] = useState<DndModules | null>(null);
  useEffect(() => {
    if (options.enableDragAndDrop) void loadDnd().then(setDnd);
  }, [options.enableDragAndDrop]);

  const wrapper = useRef<HTMLDivElement>(null);

  const { justifiedLayout, showBranches, validateQuery, independentCombinators, ...flags } = options;
  // A fixed id per query type: the undo/redo history and the keys name the builder by it.
  const qbId = independentCombinators ? 'demo-ic' : 'demo';
  const common = {
    fields,
    qbId,
    ...flags,
    maxLevels: settings.maxLevels || undefined,
    parseNumbers: settings.parseNumbers,
    enableDragAndDrop: options.enableDragAndDrop && !!dnd,
    validator: validateQuery ? defaultValidator : undefined,
    controlClassnames: showBranches ? { queryBuilder: 'queryBuilder-branches' } : undefined,
    onLog: flags.debugMode ? (...args: unknown[]) => console.log(...args) : undefined,
  };
  const labelBetween = !library.namesBetweenInputs;
  const builder = independentCombinators ? (
    <LabelledQueryBuilder
      labelBetween={labelBetween}
      render={(controlElements) => (
        <QueryBuilder {...common} controlElements={controlElements} query={queryIC} onQueryChange={(q: RuleGroupTypeIC) => onQueryICChange(q)} />
      )}
    />
  ) : (
    <LabelledQueryBuilder
      labelBetween={labelBetween}
      render={(controlElements) => (
        <QueryBuilder {...common} controlElements={controlElements} query={query} onQueryChange={(q: RuleGroupType) => onQueryChange(q)} />
      )}
    />
  );
  const withDnd = options.enableDragAndDrop && dnd ? <QueryBuilderDnD dnd={dnd as never}>{builder}</QueryBuilderDnD> : builder;
  const withHistory = options.showUndoRedo ? (
    <QueryBuilderHistory>
      <UndoRedoKeys qbId={qbId} target={wrapper} />
      {withDnd}
    </QueryBuilderHistory>
  ) : (
    withDnd
  );
  const Wrapper = library.Wrapper;
  const classes = [styles.builder, style === 'default' ? '' : `rqb-${style}`, validateQuery ? styles.validate : '', justifiedLayout ? styles.justified : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div id={`rqb-${style}`} className={classes} ref={wrapper} style={themeStyle(theme) as React.CSSProperties | undefined}>
      {Wrapper ? <Wrapper colorMode={colorMode}>{withHistory}</Wrapper> : withHistory}
    </div>
  );
}

/**
 * <QueryBuilder> with the value editor of the library in context (its compatibility provider)
 * wrapped so that the two inputs of "between" have names (./labelledBetween.tsx), unless the
 * library's editor names them itself (`labelBetween` false: our Bulma and Fluent controls).
 */
function LabelledQueryBuilder({
  labelBetween,
  render,
}: {
  labelBetween: boolean;
  render: (controlElements?: { valueEditor: React.ComponentType<ValueEditorProps> }) => React.ReactElement;
}) {
  const context = useContext(QueryBuilderContext);
  const valueEditor = useLabelledBetween(context.controlElements?.valueEditor ?? undefined);
  return render(labelBetween ? { valueEditor } : undefined);
}
