/** The demo's fields: one of each editor type, and four fields that compare with each other. */
import type { Field, RuleValidator } from 'react-querybuilder';
import { musicalInstruments } from './musicalInstruments';

/** A rule is valid when it has a value. */
const hasValue: RuleValidator = (rule) => !!rule.value;

export const fields: Field[] = [
  { name: 'firstName', label: 'First Name', placeholder: 'Enter first name', validator: hasValue },
  { name: 'lastName', label: 'Last Name', placeholder: 'Enter last name', defaultOperator: 'beginsWith', validator: hasValue },
  { name: 'age', label: 'Age', inputType: 'number', validator: hasValue },
  { name: 'isMusician', label: 'Is a musician', valueEditorType: 'checkbox', operators: [{ name: '=', label: 'is' }], defaultValue: false },
  {
    name: 'instrument',
    label: 'Primary instrument',
    valueEditorType: 'select',
    values: musicalInstruments,
    defaultValue: 'Cowbell',
    operators: [{ name: '=', label: 'is' }],
  },
  {
    name: 'alsoPlays',
    label: 'Also plays',
    valueEditorType: 'multiselect',
    values: musicalInstruments,
    defaultValue: 'More cowbell',
    operators: [{ name: 'in', label: 'in' }],
  },
  {
    name: 'gender',
    label: 'Gender',
    valueEditorType: 'radio',
    values: [
      { name: 'M', label: 'Male' },
      { name: 'F', label: 'Female' },
      { name: 'O', label: 'Other' },
    ],
    operators: [{ name: '=', label: 'is' }],
  },
  { name: 'height', label: 'Height', validator: hasValue },
  { name: 'job', label: 'Job', validator: hasValue },
  { name: 'description', label: 'Description', valueEditorType: 'textarea' },
  { name: 'birthdate', label: 'Birth Date', inputType: 'date' },
  { name: 'datetime', label: 'Show Time', inputType: 'datetime-local' },
  { name: 'alarm', label: 'Daily Alarm', inputType: 'time' },
  ...[1, 2, 3, 4].map((n): Field => ({
    name: `groupedField${n}`,
    label: `Grouped Field ${n}`,
    comparator: 'groupNumber',
    groupNumber: 'group1',
    valueSources: ['field', 'value'],
  })),
];
