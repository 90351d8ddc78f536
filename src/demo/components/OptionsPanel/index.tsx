import React, { useEffect, useRef, useState } from 'react';
import { copyText } from '../../../components/mdx/CodeBlock/CopyButton';
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
  const [copied, setCopied] = useState<'' | 'Copied permalink' | 'Copy failed'>('');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    // copyText falls back to execCommand where the Clipboard API is missing; a refusal says so.
    setCopied(
      await copyText(window.location.href).then(
        () => 'Copied permalink' as const,
        () => 'Copy failed' as const
      )
    );
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(''), 2000);
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
          {copied || 'Copy permalink'}
        </button>
      </div>
    </Panel>
  );
}
