import { navigate } from 'gatsby';
import React from 'react';
import { SITE_RELEASE } from '../../../config/releases';
import { STYLE_LABELS, STYLE_NAMES, stylePath, type StyleName } from '../../constants/styles';
import { encodeState, type DemoState } from '../../state/permalink';
import * as styles from '../../panel.module.css';

const EXAMPLES = 'github/react-querybuilder/react-querybuilder/tree/main/examples';
const example = (style: StyleName) => (style === 'default' ? 'basic-ts' : style);

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

/** Style-library switcher (carrying the current state over), example projects, the version used. */
export function DemoNav({ state }: { state: DemoState }) {
  const switchTo = (style: StyleName) => void navigate(`${stylePath(style)}#${encodeState({ ...state, style })}`);
  return (
    <nav aria-label="Demo" className={styles.nav}>
      <LibraryLinks current={state.style} onSwitch={switchTo} />
      <a href={`https://codesandbox.io/s/${EXAMPLES}/${example(state.style)}?file=/src/App.tsx`} target="_blank" rel="noopener noreferrer">
        Open in CodeSandbox
      </a>
      <a href={`https://stackblitz.com/${EXAMPLES}/${example(state.style)}?file=src/App.tsx`} target="_blank" rel="noopener noreferrer">
        Open in StackBlitz
      </a>
      <span className={styles.badge}>react-querybuilder@{SITE_RELEASE}</span>
    </nav>
  );
}
