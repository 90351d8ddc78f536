import React, { useEffect, useRef, useState } from 'react';
import { copyText } from '../../../components/mdx/CodeBlock/CopyButton';
import { OPTION_INFO, type DemoOptionKey, type DemoOptions } from '../../constants/options';
import { MAX_LEVELS, PARSE_NUMBERS, SETTING_INFO, type BuilderSettings } from '../../constants/settings';
import * as styles from '../../panel.module.css';
import { InfoLink, Panel } from '../Panel';

interface Props {
  options: DemoOptions;
  onChange: (key: DemoOptionKey, on: boolean) => void;
  settings: BuilderSettings;
  onSettings: (settings: BuilderSettings) => void;
  onReset: () => void;
  onSelectAll: () => void;
}

/**
 * Every option as a checkbox, then the settings as selects (their values indexed: a select's
 * value is a string), each with a link to its docs; Reset, Select all and Copy permalink.
 */
export function OptionsPanel({ options, onChange, settings, onSettings, onReset, onSelectAll }: Props) {
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
      <div className={styles.settings}>
        <Setting
          info={SETTING_INFO.maxLevels}
          choices={MAX_LEVELS}
          value={settings.maxLevels}
          onChange={(maxLevels) => onSettings({ ...settings, maxLevels })}
        />
        <Setting
          info={SETTING_INFO.parseNumbers}
          choices={PARSE_NUMBERS}
          value={settings.parseNumbers}
          onChange={(parseNumbers) => onSettings({ ...settings, parseNumbers })}
        />
      </div>
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

/** One setting: a labelled select over its choices, and its docs link. */
function Setting<T>({
  info,
  choices,
  value,
  onChange,
}: {
  info: { label: string; href: string; help: string };
  choices: Array<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div title={info.help}>
      <label>
        {info.label}{' '}
        <select value={choices.findIndex((c) => c.value === value)} onChange={(e) => onChange(choices[Number(e.target.value)]!.value)}>
          {choices.map((choice, i) => (
            <option key={choice.label} value={i}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <InfoLink to={info.href} label={`${info.label} documentation`} title={info.help} />
    </div>
  );
}
