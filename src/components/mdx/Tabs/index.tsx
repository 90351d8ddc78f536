import React, { useEffect, useId, useRef, useState } from 'react';
import { useStoredValue } from '../../../hooks/useStoredValue';
import { HYDRATE_ON_LOAD } from '../../../lib/articleHydration';
import { tabGroupKey } from '../../../lib/storageKeys';
import * as styles from './styles.module.css';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  /** Extra attributes of the tab button (Docusaurus `attributes`), e.g. a `className`. */
  attributes?: Record<string, unknown>;
  className?: string;
  children?: React.ReactNode;
}

/** One panel of <Tabs>; rendered by its parent. */
export function TabItem({ children, className }: TabItemProps) {
  return className ? <div className={className}>{children}</div> : <>{children}</>;
}

const anyString = (value: string): value is string => value.length > 0;

/** A tab as Docusaurus's `values` prop lists it. */
export interface TabValue {
  value: string;
  label?: string;
  attributes?: Record<string, unknown>;
}

export interface TabsProps {
  /** Tabs sharing a groupId switch together and remember the choice (e.g. "npm2yarn"). */
  groupId?: string;
  /** Labels given by the parent instead of each TabItem (Docusaurus `values`). */
  values?: TabValue[];
  /** The tab selected first, instead of the one marked `default` or the first. */
  defaultValue?: string;
  /** Render only the selected panel (Docusaurus `lazy`). */
  lazy?: boolean;
  /** Keep the choice in the URL's query string: `true` uses `groupId` as the key, a string names it. */
  queryString?: boolean | string;
  className?: string;
  children?: React.ReactNode;
}

/** The `?key=` the tabs keep their choice in, if any. */
const queryKey = (queryString: TabsProps['queryString'], groupId?: string) =>
  typeof queryString === 'string' ? queryString : queryString && groupId ? groupId : null;

/** The value in the address bar for `key`, read after hydration (the server cannot know it). */
function useQueryValue(key: string | null): [string | null, (value: string) => void] {
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => {
    if (key) setValue(new URLSearchParams(window.location.search).get(key));
  }, [key]);
  const set = (next: string) => {
    if (!key) return;
    const url = new URL(window.location.href);
    url.searchParams.set(key, next);
    window.history.replaceState(window.history.state, '', url);
    setValue(next);
  };
  return [value, set];
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern: arrow keys, Home, End). Every panel is in the HTML,
 * the unselected ones hidden, so content is there without JavaScript and for search.
 */
export function Tabs({ groupId, values, defaultValue, lazy, queryString, className, children }: TabsProps) {
  const items = React.Children.toArray(children).filter(
    (child): child is React.ReactElement<TabItemProps> => React.isValidElement(child) && 'value' in (child.props as object)
  );
  const isItem = (value: string | null | undefined): value is string => Boolean(value) && items.some((item) => item.props.value === value);
  const initial = [defaultValue, items.find((item) => item.props.default)?.props.value].find(isItem) ?? items[0]?.props.value;
  const [local, setLocal] = useState(initial);
  const [stored, setStored] = useStoredValue(tabGroupKey(groupId ?? ''), anyString);
  const [inQuery, setInQuery] = useQueryValue(queryKey(queryString, groupId));
  const selected = [inQuery, groupId ? stored : null].find(isItem) ?? local;
  const id = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const given = (value: string) => values?.find((v) => v.value === value);
  const attributesOf = (item: React.ReactElement<TabItemProps>) =>
    (given(item.props.value)?.attributes ?? item.props.attributes ?? {}) as { className?: string };

  const select = (value: string) => {
    setLocal(value);
    if (groupId) setStored(value);
    if (queryString) setInQuery(value);
  };
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
    select(items[target]!.props.value);
  };

  return (
    // Tabs that restore a stored or linked choice change at load: HYDRATE_ON_LOAD hydrates their article then.
    <div className={className ? `${styles.tabs} ${className}` : styles.tabs} {...(groupId || queryString ? { [HYDRATE_ON_LOAD]: '' } : {})}>
      <div role="tablist" aria-orientation="horizontal" className={styles.list}>
        {items.map((item, index) => {
          const isSelected = item.props.value === selected;
          return (
            <button
              {...attributesOf(item)}
              key={item.props.value}
              ref={(el) => void (tabRefs.current[index] = el)}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              className={[styles.tab, attributesOf(item).className].filter(Boolean).join(' ')}
              onClick={() => select(item.props.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {given(item.props.value)?.label ?? item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={item.props.value !== selected}
          className={styles.panel}
        >
          {lazy && item.props.value !== selected ? null : item}
        </div>
      ))}
    </div>
  );
}
