import React from 'react';
import { useColorMode } from '../../../providers/colorMode';
import { DEFAULT_EXPORT } from '../../constants/formats';
import type { StyleName } from '../../constants/styles';
import type { DemoLibrary } from '../../libraries/types';
import { useDemoState } from '../../state/useDemoState';
import { Builder } from '../Builder';
import { DemoNav } from '../DemoNav';
import { ExportPanel } from '../ExportPanel';
import { ImportPanel } from '../ImportPanel';
import { OptionsPanel } from '../OptionsPanel';
import { ThemePanel } from '../ThemePanel';
import * as styles from '../../panel.module.css';

/**
 * The demo shared by /demo and /demo/<library>: options, theme and import on the side, then the style
 * switcher, the builder and its export. The whole state lives in the address (permalink).
 */
export function Demo({ style, library }: { style: StyleName; library: DemoLibrary }) {
  const demo = useDemoState(style);
  const { colorMode } = useColorMode();
  const { state } = demo;
  return (
    <div className={styles.demo}>
      <aside className={styles.sidebar}>
        <OptionsPanel
          options={state.options}
          onChange={demo.setOption}
          settings={state.settings}
          onSettings={demo.setSettings}
          onReset={demo.resetOptions}
          onSelectAll={demo.selectAll}
        />
        <ThemePanel theme={state.theme} onChange={demo.setThemeVar} onReset={demo.resetTheme} />
        <ImportPanel onImport={demo.importQuery} />
      </aside>
      <div className={styles.main}>
        {demo.notice && (
          <p role="status" className={styles.notice}>
            {demo.notice}{' '}
            <button type="button" onClick={demo.dismissNotice}>
              Dismiss
            </button>
          </p>
        )}
        <DemoNav state={state} library={library} />
        <Builder
          style={style}
          library={library}
          colorMode={colorMode ?? 'light'}
          options={state.options}
          settings={state.settings}
          query={state.query}
          queryIC={state.queryIC}
          theme={state.theme}
          onQueryChange={demo.setQuery}
          onQueryICChange={demo.setQueryIC}
        />
        <ExportPanel
          query={state.options.independentCombinators ? state.queryIC : state.query}
          options={state.options}
          settings={state.settings}
          library={library}
          choices={state.export ?? DEFAULT_EXPORT}
          onChoices={demo.setExportChoices}
        />
      </div>
    </div>
  );
}
