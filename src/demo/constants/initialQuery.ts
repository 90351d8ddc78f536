/**
 * The query the demo opens with, its ids already in place: a builder that adds them on mount makes
 * a change, which undo/redo would record as a first, invisible step.
 */
import { convertToIC, prepareRuleGroup, type RuleGroupType, type RuleGroupTypeIC } from 'react-querybuilder';

export const initialQuery: RuleGroupType = prepareRuleGroup({
  combinator: 'and',
  not: false,
  rules: [
    { field: 'firstName', operator: 'beginsWith', value: 'Stev' },
    { field: 'lastName', operator: 'in', value: 'Vai, Vaughan' },
    { field: 'age', operator: '>', value: '28' },
    {
      combinator: 'or',
      rules: [
        { field: 'isMusician', operator: '=', value: true },
        { field: 'instrument', operator: '=', value: 'Guitar' },
      ],
    },
    { field: 'groupedField1', operator: '=', value: 'groupedField4', valueSource: 'field' },
    { field: 'birthdate', operator: 'between', value: '1954-10-03,1960-06-06' },
  ],
});

export const initialQueryIC: RuleGroupTypeIC = prepareRuleGroup(convertToIC(initialQuery));
