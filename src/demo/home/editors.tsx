/**
 * Value editors built on popular components, with react-querybuilder's standard editor as the
 * fallback (the pattern of the custom-with-fallback tip): a date picker, a grouped multi-select
 * and a range slider.
 */
import { format as formatDate, parseISO } from 'date-fns';
import React from 'react';
import DatePicker from 'react-datepicker';
import datepickerCss from 'react-datepicker/dist/react-datepicker.css?inline';
import { ValueEditor, type OptionGroup, type ValueEditorProps } from 'react-querybuilder';
import Select, { type GroupBase, type StylesConfig } from 'react-select';
import ReactSlider from 'react-slider';
import { useInjectedStylesheet } from '../../hooks/useInjectedStylesheet';
import { useColorMode } from '../../providers/colorMode';
import * as styles from './styles.module.css';
import { PALETTE } from '../../styles/palette';

/** react-datepicker: a button showing the date; the value is stored as yyyy-MM-dd. */
export function DatePickerEditor(props: ValueEditorProps) {
  useInjectedStylesheet('react-datepicker', datepickerCss);
  if (props.operator !== '=') return <ValueEditor {...props} />;
  const date = typeof props.value === 'string' && props.value ? parseISO(props.value) : null;
  return (
    <DatePicker
      selected={date}
      dateFormat="yyyy-MM-dd"
      onChange={(d: Date | null) => props.handleOnChange(d ? formatDate(d, 'yyyy-MM-dd') : '')}
      customInput={
        <button type="button" className={styles.dateButton} aria-label={`Birth date: ${props.value || 'none'}`}>
          {props.value || 'Pick a date'} 📅
        </button>
      }
    />
  );
}

type Choice = { value: string; label: string };

/** react-select: a searchable multi-select over grouped options; the value is an array. */
export function MultiSelectEditor(props: ValueEditorProps) {
  const { colorMode } = useColorMode();
  if (props.operator !== 'in') return <ValueEditor {...props} />;
  const groups = (props.values ?? []) as OptionGroup[];
  const options = groups.map((g) => ({ label: g.label, options: g.options.map((o) => ({ value: String(o.value ?? o.name), label: o.label })) }));
  const selected = (
    Array.isArray(props.value)
      ? props.value
      : String(props.value ?? '')
          .split(',')
          .filter(Boolean)
  ).map((v: string) => ({ value: v, label: v }));
  const dark = colorMode === 'dark';
  const { light, dark: night } = PALETTE;
  const stylesConfig: StylesConfig<Choice, true, GroupBase<Choice>> = {
    container: (base) => ({ ...base, minWidth: '20rem' }),
    control: (base) => ({ ...base, background: dark ? night.bgSoft : base.background, borderColor: dark ? night.controlBorder : base.borderColor }),
    menu: (base) => ({ ...base, background: dark ? night.bgSoft : base.background, zIndex: 5 }),
    option: (base, state) => ({
      ...base,
      background: state.isFocused ? (dark ? night.controlActive : light.controlActive) : 'transparent',
      color: dark ? night.text : light.text,
    }),
    multiValue: (base) => ({ ...base, background: dark ? night.controlActive : light.controlActive }),
    multiValueLabel: (base) => ({ ...base, color: dark ? night.text : light.text }),
    input: (base) => ({ ...base, color: dark ? night.text : base.color }),
    groupHeading: (base) => ({ ...base, color: dark ? night.textMuted : light.textMuted }),
  };
  return (
    <Select<Choice, true>
      isMulti
      aria-label="Also plays"
      options={options}
      value={selected}
      styles={stylesConfig}
      onChange={(choices) => props.handleOnChange(choices.map((c) => c.value))}
    />
  );
}

/** react-slider: two thumbs from 0 to 100 in steps of 10, each showing its value. */
export function RangeSliderEditor(props: ValueEditorProps) {
  if (props.operator !== 'between') return <ValueEditor {...props} />;
  const value = (Array.isArray(props.value) ? props.value : String(props.value ?? '').split(',')).map(Number) as [number, number];
  return (
    <ReactSlider
      className={styles.slider}
      thumbClassName={styles.thumb}
      trackClassName={styles.track}
      min={0}
      max={100}
      step={10}
      value={value}
      ariaLabel={['Lowest age', 'Highest age']}
      renderThumb={({ key, ...thumb }, state) => (
        <div key={key} {...thumb}>
          {state.valueNow}
        </div>
      )}
      onChange={(next) => props.handleOnChange(next)}
    />
  );
}
