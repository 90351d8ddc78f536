import { navigate } from 'gatsby';
import React from 'react';
import { SITE_RELEASE } from '../../../config/releases';
import type { DemoLibrary } from '../../libraries/types';
import { STYLE_LABELS, STYLE_NAMES, stylePath, type StyleName } from '../../constants/styles';
import { encodeState, type DemoState } from '../../state/permalink';
import { exampleReportHref } from '../../../lib/feedback';
import { OpenInSandbox } from '../../../components/OpenInSandbox';
import { demoSandboxSource } from '../../code/sandbox';
import * as styles from '../../panel.module.css';

/**
 * A link to each library's demo. Real links, so crawlers and readers without JavaScript reach every
 * variant (the server HTML holds them too, see DemoPage); with `onSwitch`, a plain click carries the
 * current query and options over instead.
 */
export function LibraryLinks({ current, onSwitch }: { current: StyleName; onSwitch?: (style: StyleName) => void }) {
  return (
    <>
      <span id="demo-style-label">Style library:</span>
      <ul className={styles.libraries} aria-labelledby="demo-style-label">
        {STYLE_NAMES.map((name) => (
          <li key={name}>
            <a
              href={stylePath(name)}
              aria-current={name === current ? 'page' : undefined}
              onClick={(event) => {
                if (!onSwitch || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                if (name !== current) onSwitch(name);
              }}
            >
              {STYLE_LABELS[name]}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

const major = (version: string) => version.split('.')[0];

/** Which controls the library's demo runs: its add-on at the installed release, or the demo's own. */
function controlsNote(library: DemoLibrary, style: StyleName): string | null {
  if (style === 'default') return null;
  if (!library.addOn) return `${STYLE_LABELS[style]}: the demo's own controls (no add-on is published)`;
  const { name, version, note } = library.addOn;
  const older = major(version) !== major(SITE_RELEASE) && `the newest add-on served; no ${major(SITE_RELEASE)}.x release`;
  const notes = [older, note].filter(Boolean);
  return notes.length ? `${name}@${version} (${notes.join('; ')})` : `${name}@${version}`;
}

/**
 * Style-library switcher (carrying the current state over), the demo as it stands opened on StackBlitz or
 * CodeSandbox, a problem report, the versions used.
 */
export function DemoNav({ state, library }: { state: DemoState; library: DemoLibrary }) {
  const controls = controlsNote(library, state.style);
  const switchTo = (style: StyleName) => void navigate(`${stylePath(style)}#${encodeState({ ...state, style })}`);
  // The demo as it stands: its options, settings and query, at this address (the permalink).
  const current = () => ({
    style: state.style,
    from: window.location.href,
    options: state.options,
    settings: state.settings,
    query: state.options.independentCombinators ? state.queryIC : state.query,
  });
  const report = exampleReportHref({
    subject: `The demo (${STYLE_LABELS[state.style]})`,
    page: window.location.href,
    versions: { 'react-querybuilder': SITE_RELEASE, ...(library.addOn ? { [library.addOn.name]: library.addOn.version } : {}), react: React.version },
    code: demoSandboxSource(current()).files['App.tsx']!,
  });
  return (
    <nav aria-label="Demo" className={styles.nav}>
      <LibraryLinks current={state.style} onSwitch={switchTo} />
      <OpenInSandbox className={styles.tool} source={() => demoSandboxSource(current())} />
      <a href={report} target="_blank" rel="noopener noreferrer">
        Report a problem with the demo
      </a>
      <span className={styles.badge}>react-querybuilder@{SITE_RELEASE}</span>
      {controls && <span className={styles.badge}>{controls}</span>}
    </nav>
  );
}
