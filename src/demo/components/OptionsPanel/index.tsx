import React, { useState } from 'react';
import { OPTION_INFO, type DemoOptionKey, type DemoOptions } from '../../constants/options';
import * as styles from '../../panel.module.css';
import { InfoLink, Panel } from '../Panel';

interface Props {
  options: DemoOptions;
  onChange: (key: DemoOptionKey, on: boolean) => void;
  onReset: () => void;
  onSelectAll: () => void;
}

/** Every option as a checkbox with a link to its docs; Reset, Select all and Copy permalink. */
export function OptionsPanel({ options, onChange, onReset, onSelectAll }: Props) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(window.location.href);
    setCopied(true);
    setTimeout(() => setCopied(false), 1200);
  };
  return (
    <Panel id="demo-options" title="Options" docs="/docs/components/querybuilder#props">
      <ul className={styles.options}>
        {OPTION_INFO.map((option) => (
          <li key={option.key} title={option.help}>
            <label>
              <input type="checkbox" checked={options[option.key]} onChange={(e) => onChange(option.key, e.target.checked)} /> {option.label}
            </label>
            {option.href && <InfoLink to={option.href} label={`${option.label} documentation`} title={option.help} />}
          </li>
        ))}
      </ul>
      <div className={styles.buttons}>
        <button type="button" onClick={onReset}>
          Reset
        </button>
        <button type="button" onClick={onSelectAll}>
          Select all
        </button>
        <button type="button" onClick={copy} aria-live="polite">
          {copied ? 'Copied permalink' : 'Copy permalink'}
        </button>
      </div>
    </Panel>
  );
}
