/**
 * The package's AntDValueEditor, with accessible names and except for dates and times.
 *
 * Names: the package puts `title` on a wrapper <span>, so the focusable element inside has none.
 * Select-based editors get `aria-label` through the props the package passes on to its selector;
 * the checkbox, which takes no extra props there, is rendered here; the date and time pickers get
 * a hidden label. (The demo splits "between" into two such editors, "Value (from)" and "(to)":
 * src/demo/components/Builder/labelledBetween.tsx.)
 *
 * Dates and times: @react-querybuilder/antd 6.5.5
 * bundles an older rc-picker date config that lacks methods antd 5.29's pickers call (they throw
 * "setMillisecond is not a function"), so date, datetime-local and time fields use antd's own
 * DatePicker / TimePicker here, which come with a matching config. Everything else falls back to
 * the package's editor.
 *
 * The pickers' clear button is a <span role="button"> whose only content is an icon named
 * "close-circle": it gets a text name, "Clear", through the clearIcon prop.
 */
import { CloseCircleFilled } from '@ant-design/icons';
import { AntDValueEditor } from '@react-querybuilder/antd';
import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Checkbox } from 'antd';
import React, { useId } from 'react';
import type { ValueEditorProps } from 'react-querybuilder';

const FORMATS: Record<string, string> = { date: 'YYYY-MM-DD', 'datetime-local': 'YYYY-MM-DDTHH:mm', time: 'HH:mm' };

const parse = (value: unknown, format: string): Dayjs | null => {
  if (typeof value !== 'string' || !value) return null;
  const date = dayjs(value, format);
  return date.isValid() ? date : dayjs(value).isValid() ? dayjs(value) : null;
};

const allowClear = {
  clearIcon: (
    <>
      <CloseCircleFilled aria-hidden />
      <span className="visually-hidden">Clear</span>
    </>
  ),
};

/** Splits a between value ("a,b" or [a, b]). */
const pair = (value: unknown): [unknown, unknown] => {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return [parts[0], parts[1]];
};

export function AntdValueEditor(props: ValueEditorProps) {
  const id = useId();
  const format = props.inputType ? FORMATS[props.inputType] : undefined;
  if (props.type === 'checkbox' && props.operator !== 'null' && props.operator !== 'notNull' && props.valueSource !== 'field') {
    return (
      <span className={props.className} title={props.title}>
        <Checkbox aria-label={props.title} disabled={props.disabled} checked={!!props.value} onChange={(e) => props.handleOnChange(e.target.checked)} />
      </span>
    );
  }
  if (!format || props.valueSource === 'field' || props.operator === 'null' || props.operator === 'notNull')
    return <AntDValueEditor {...props} aria-label={props.title} />;
  const { handleOnChange, className, disabled, title, listsAsArrays } = props;
  const showTime = props.inputType === 'datetime-local';
  if ((props.operator === 'between' || props.operator === 'notBetween') && props.inputType !== 'time') {
    const [from, to] = pair(props.value);
    return (
      <DatePicker.RangePicker
        allowClear={allowClear}
        className={className}
        disabled={disabled}
        showTime={showTime}
        value={[parse(from, format), parse(to, format)]}
        onChange={(dates) => {
          const values = [dates?.[0]?.format(format) ?? '', dates?.[1]?.format(format) ?? ''];
          handleOnChange(listsAsArrays ? values : values.join(','));
        }}
      />
    );
  }
  const picker = { allowClear, id, className, title, disabled, format, value: parse(props.value, format) };
  return (
    <>
      {/* antd's pickers keep `title` on their wrapper: a hidden label names the input itself. */}
      <label htmlFor={id} className="visually-hidden">
        {title || 'Value'}
      </label>
      {props.inputType === 'time' ? (
        <TimePicker {...picker} onChange={(t) => handleOnChange(t ? t.format(format) : '')} />
      ) : (
        <DatePicker {...picker} showTime={showTime} onChange={(d) => handleOnChange(d ? d.format(format) : '')} />
      )}
    </>
  );
}
