/**
 * The package's AntDValueEditor, except for dates and times. @react-querybuilder/antd 6.5.5
 * bundles an older rc-picker date config that lacks methods antd 5.29's pickers call (they throw
 * "setMillisecond is not a function"), so date, datetime-local and time fields use antd's own
 * DatePicker / TimePicker here, which come with a matching config. Everything else falls back to
 * the package's editor.
 */
import { AntDValueEditor } from '@react-querybuilder/antd';
import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import React from 'react';
import type { ValueEditorProps } from 'react-querybuilder';

const FORMATS: Record<string, string> = { date: 'YYYY-MM-DD', 'datetime-local': 'YYYY-MM-DDTHH:mm', time: 'HH:mm' };

const parse = (value: unknown, format: string): Dayjs | null => {
  if (typeof value !== 'string' || !value) return null;
  const date = dayjs(value, format);
  return date.isValid() ? date : dayjs(value).isValid() ? dayjs(value) : null;
};

/** Splits a between value ("a,b" or [a, b]). */
const pair = (value: unknown): [unknown, unknown] => {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return [parts[0], parts[1]];
};

export function AntdValueEditor(props: ValueEditorProps) {
  const format = props.inputType ? FORMATS[props.inputType] : undefined;
  if (!format || props.valueSource === 'field' || props.operator === 'null' || props.operator === 'notNull') return <AntDValueEditor {...props} />;
  const { handleOnChange, className, disabled, title, listsAsArrays } = props;
  const between = props.operator === 'between' || props.operator === 'notBetween';
  if (props.inputType === 'time') {
    return <TimePicker className={className} title={title} disabled={disabled} format={format} value={parse(props.value, format)} onChange={(t) => handleOnChange(t ? t.format(format) : '')} />;
  }
  const showTime = props.inputType === 'datetime-local';
  if (between) {
    const [from, to] = pair(props.value);
    return (
      <DatePicker.RangePicker
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
  return <DatePicker className={className} title={title} disabled={disabled} showTime={showTime} format={format} value={parse(props.value, format)} onChange={(d) => handleOnChange(d ? d.format(format) : '')} />;
}
