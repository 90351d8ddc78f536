import { navigate } from 'gatsby';
import React from 'react';
import { STYLE_LABELS, STYLE_NAMES, stylePath, type StyleName } from '../../constants/styles';
import { encodeState, type DemoState } from '../../state/permalink';
import * as styles from '../Demo/panel.module.css';

const EXAMPLES = 'github/react-querybuilder/react-querybuilder/tree/main/examples';
const example = (style: StyleName) => (style === 'default' ? 'basic-ts' : style);

/** Style-library switcher (carrying the current state over), example projects, the version used. */
export function DemoNav({ state }: { state: DemoState }) {
  const switchTo = async (style: StyleName) => {
    const encoded = await encodeState({ ...state, style });
    void navigate(`${stylePath(style)}#${encoded}`);
  };
  return (
    <nav aria-label="Demo" className={styles.nav}>
      <label>
        Style library:{' '}
        <select value={state.style} onChange={(e) => void switchTo(e.target.value as StyleName)}>
          {STYLE_NAMES.map((name) => (
            <option key={name} value={name}>
              {STYLE_LABELS[name]}
            </option>
          ))}
        </select>
      </label>
      <a href={`https://codesandbox.io/s/${EXAMPLES}/${example(state.style)}?file=/src/App.tsx`} target="_blank" rel="noopener noreferrer">
        Open in CodeSandbox
      </a>
      <a href={`https://stackblitz.com/${EXAMPLES}/${example(state.style)}?file=src/App.tsx`} target="_blank" rel="noopener noreferrer">
        Open in StackBlitz
      </a>
      <span className={styles.badge}>react-querybuilder@6.5.5</span>
    </nav>
  );
}
