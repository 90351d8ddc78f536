/**
 * react-querybuilder 6 (and its compatibility packages) render the two inputs of "between"
 * without a label or title, so screen readers announce two unnamed fields (axe: "label",
 * critical). This wraps a value editor so that "between"/"notBetween" on a text or select
 * editor renders that same editor twice, one value each, titled "<title> (from)" and
 * "<title> (to)"; every other case is passed through unchanged.
 */
import React, { useMemo } from 'react';
import { ValueEditor, type ValueEditorProps } from 'react-querybuilder';

const BETWEEN = new Set(['between', 'notBetween']);

function parts(value: unknown): [unknown, unknown] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',').map((v) => v.trim()) : [];
  return [list[0] ?? '', list[1] ?? ''];
}

export function withLabelledBetween(Editor: React.ComponentType<ValueEditorProps> = ValueEditor): React.ComponentType<ValueEditorProps> {
  return function LabelledBetweenEditor(props: ValueEditorProps) {
    const type = props.type ?? 'text';
    if (!BETWEEN.has(props.operator) || (type !== 'text' && type !== 'select')) return <Editor {...props} />;
    const [from, to] = parts(props.value);
    const update = (index: 0 | 1, next: unknown) => {
      const pair = index === 0 ? [next, to] : [from, next];
      props.handleOnChange(props.listsAsArrays ? pair : pair.join(','));
    };
    const one = (index: 0 | 1, value: unknown) => (
      <Editor
        {...props}
        operator="="
        value={value}
        title={`${props.title ?? 'Value'} (${index === 0 ? 'from' : 'to'})`}
        handleOnChange={(next: unknown) => update(index, next)}
        skipHook
      />
    );
    return (
      <span className="rule-value-between" data-testid={props.testID}>
        {one(0, from)}
        <span className="rule-value-separator">{props.separator ?? ' and '}</span>
        {one(1, to)}
      </span>
    );
  };
}

/** The wrapped editor, made once per inner editor. */
export function useLabelledBetween(Editor: React.ComponentType<ValueEditorProps> | undefined) {
  return useMemo(() => withLabelledBetween(Editor ?? ValueEditor), [Editor]);
}
