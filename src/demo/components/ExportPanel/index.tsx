import React, { useEffect, useRef } from 'react';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import { TabItem, Tabs } from '../../../components/mdx/Tabs';
import { generateCode, installCommand } from '../../code/generateCode';
import { EXPORT_TABS, type ExportChoices } from '../../constants/formats';
import type { DemoOptions } from '../../constants/options';
import type { BuilderSettings } from '../../constants/settings';
import type { DemoLibrary } from '../../libraries/types';
import { DataTab } from '../DataTab';
import { Highlighted } from '../Highlighted';
import { FormatTab } from './FormatTab';
import * as styles from './styles.module.css';

interface Props {
  query: RuleGroupTypeAny;
  options: DemoOptions;
  settings: BuilderSettings;
  library: DemoLibrary;
  /** Tab, variants, dialect and number parsing: kept in the demo's state (so in the permalink). */
  choices: ExportChoices;
  onChoices: (choices: ExportChoices) => void;
}

/**
 * Calls `onTab` with the value of the tab the reader just selected, by click or arrow key. The
 * shared Tabs reports no change, and a callback prop there would add bytes to every doc page's
 * scripts for this one panel: so the panel listens for the events the tab buttons handle.
 */
function useSelectedTab(onTab: (tab: string) => void) {
  const panel = useRef<HTMLElement>(null);
  const latest = useRef(onTab);
  latest.current = onTab;
  useEffect(() => {
    const element = panel.current;
    if (!element) return undefined;
    const read = (event: Event) => {
      // This listener runs before React's (on the root) has selected a clicked tab, so the tab the
      // event is on is the one being selected: clicked, or focused by an arrow key (keyup).
      const tab = (event.target as Element).closest?.('[role="tab"]')?.getAttribute('data-tab');
      if (tab) latest.current(tab);
    };
    element.addEventListener('click', read);
    element.addEventListener('keyup', read);
    return () => {
      element.removeEventListener('click', read);
      element.removeEventListener('keyup', read);
    };
  }, []);
  return panel;
}

/**
 * The Code tab, the query run on sample data, then one tab per export format (or family of
 * formats): what the current query becomes. Only the open tab renders (`lazy`), so an edit runs
 * formatQuery and the highlighter once, not once per tab.
 */
export function ExportPanel({ query, options, settings, library, choices, onChoices }: Props) {
  const update = (change: Partial<ExportChoices>) => onChoices({ ...choices, ...change });
  const panel = useSelectedTab((tab) => tab !== choices.tab && update({ tab }));
  return (
    <section aria-label="Export" className={styles.panel} ref={panel}>
      <Tabs defaultValue={choices.tab} lazy>
        <TabItem value="code" label="Code" attributes={{ 'data-tab': 'code' }}>
          <h3 className={styles.subheading}>Dependencies</h3>
          <Highlighted code={installCommand(options, library)} language="bash" label="Install command" />
          <h3 className={styles.subheading}>App.tsx</h3>
          <Highlighted code={generateCode(options, library, settings)} language="tsx" label="App.tsx" />
        </TabItem>
        <TabItem value="data" label="Try it on data" attributes={{ 'data-tab': 'data' }}>
          <DataTab query={query} />
        </TabItem>
        {EXPORT_TABS.map((tab) => (
          <TabItem key={tab.value} value={tab.value} label={tab.label} attributes={{ 'data-tab': tab.value }}>
            <FormatTab
              tab={tab}
              query={query}
              format={choices.variants[tab.value] ?? tab.formats[0]!}
              onFormat={(format) => update({ variants: { ...choices.variants, [tab.value]: format } })}
              preset={choices.preset}
              onPreset={(preset) => update({ preset })}
              parseNumbers={choices.parseNumbers}
              onParseNumbers={(parseNumbers) => update({ parseNumbers })}
            />
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}
