/** The query the home page's main and restyled builders share (both edit the same query). */
import { useSyncExternalStore } from 'react';
import type { RuleGroupType } from 'react-querybuilder';
import { initialQuery } from '../constants/initialQuery';

let current: RuleGroupType = initialQuery;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const get = () => current;
const set = (query: RuleGroupType) => {
  current = query;
  listeners.forEach((listener) => listener());
};

export function useSharedQuery(): [RuleGroupType, (query: RuleGroupType) => void] {
  return [useSyncExternalStore(subscribe, get, get), set];
}
