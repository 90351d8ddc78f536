import React, { useId, useRef, useState } from 'react';
import { useStoredValue } from '../../../hooks/useStoredValue';
import { tabGroupKey } from '../../../lib/storageKeys';
import * as styles from './styles.module.css';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: React.ReactNode;
}

/** One panel of <Tabs>; rendered by its parent. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

const anyString = (value: string): value is string => value.length > 0;

export interface TabsProps {
  /** Tabs sharing a groupId switch together and remember the choice (e.g. "npm2yarn"). */
  groupId?: string;
  children?: React.ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern: arrow keys, Home, End). Every panel is in the HTML,
 * the unselected ones hidden, so content is there without JavaScript and for search.
 */
export function Tabs({ groupId, children }: TabsProps) {
  const items = React.Children.toArray(children).filter(
    (child): child is React.ReactElement<TabItemProps> => React.isValidElement(child) && 'value' in (child.props as object)
  );
  const initial = items.find((item) => item.props.default)?.props.value ?? items[0]?.props.value;
  const [local, setLocal] = useState(initial);
  const [stored, setStored] = useStoredValue(tabGroupKey(groupId ?? ''), anyString);
  const storedValid = groupId && stored && items.some((item) => item.props.value === stored) ? stored : null;
  const selected = storedValid ?? local;
  const id = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (value: string) => {
    setLocal(value);
    if (groupId) setStored(value);
  };
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
    select(items[target]!.props.value);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-orientation="horizontal" className={styles.list}>
        {items.map((item, index) => {
          const isSelected = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={(el) => void (tabRefs.current[index] = el)}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(item.props.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.props.label ?? item.props.value}
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
          {item}
        </div>
      ))}
    </div>
  );
}
