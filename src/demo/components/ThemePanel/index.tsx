import React, { useId, useState } from 'react';
import * as panelStyles from '../../panel.module.css';
import { THEME_VARIABLES, themeCss, toHexInput, type Theme, type ThemeVariable } from '../../theme/variables';
import { Highlighted } from '../Highlighted';
import '../Highlighted/codeLanguages';
import { Panel } from '../Panel';
import * as styles from './styles.module.css';

interface Props {
  /** The changed variables (the demo's state, so they are in the permalink). */
  theme: Theme;
  /** Sets one variable; null resets it to the stylesheet's default. */
  onChange: (name: string, value: string | null) => void;
  onReset: () => void;
}

/**
 * react-querybuilder's `--rqb-*` CSS variables (../../theme/variables.ts), each edited live on the
 * builder, and the CSS of the changes to copy into an app.
 */
export function ThemePanel({ theme, onChange, onReset }: Props) {
  // Open at first when the link holds a theme; after that the reader's toggle alone decides (a
  // reset of the last change must not close the list under them), so `open` never changes.
  const [openAtFirst] = useState(() => Object.keys(theme).length > 0);
  const css = themeCss(theme);
  return (
    <Panel id="demo-theme" title="Theme" docs="/docs/styling/overview#css-variables">
      <details open={openAtFirst} className={styles.details}>
        <summary>CSS variables</summary>
        <ul className={styles.variables}>
          {THEME_VARIABLES.map((variable) => (
            <VariableField key={variable.name} variable={variable} value={theme[variable.name]} onChange={onChange} />
          ))}
        </ul>
      </details>
      {Object.keys(theme).length > 0 && (
        <div className={panelStyles.buttons}>
          <button type="button" onClick={onReset}>
            Reset theme
          </button>
        </div>
      )}
      {css && (
        <div className={styles.css}>
          <Highlighted code={css} language="css" label="Theme CSS" />
        </div>
      )}
    </Panel>
  );
}

/** One variable: its name as the label, a colour picker or a text field, and Reset once changed. */
function VariableField({ variable, value, onChange }: { variable: ThemeVariable; value: string | undefined; onChange: Props['onChange'] }) {
  const id = useId();
  const { name, defaultValue } = variable;
  const current = value ?? defaultValue;
  return (
    <li>
      <label htmlFor={id} className={styles.name}>
        {name}
      </label>
      <div className={styles.row}>
        {variable.input === 'color' ? (
          <>
            <input id={id} type="color" value={toHexInput(current) ?? toHexInput(defaultValue) ?? ''} onChange={(e) => onChange(name, e.target.value)} />
            <code className={styles.value}>{current}</code>
          </>
        ) : (
          <input
            id={id}
            type="text"
            className={styles.text}
            value={current}
            placeholder={defaultValue}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => onChange(name, e.target.value)}
          />
        )}
        {value !== undefined && (
          <button type="button" className={styles.reset} aria-label={`Reset ${name}`} title={`Back to ${defaultValue}`} onClick={() => onChange(name, null)}>
            Reset
          </button>
        )}
      </div>
    </li>
  );
}
