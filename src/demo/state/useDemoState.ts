import { useCallback, useEffect, useRef, useState } from 'react';
import { prepareRuleGroup, type RuleGroupType, type RuleGroupTypeIC } from 'react-querybuilder';
import { initialQuery, initialQueryIC } from '../constants/initialQuery';
import { ALL_OPTIONS, DEFAULT_OPTIONS, type DemoOptionKey } from '../constants/options';
import type { ExportChoices } from '../constants/formats';
import { DEFAULT_SETTINGS, type BuilderSettings } from '../constants/settings';
import type { StyleName } from '../constants/styles';
import { withThemeVar } from '../theme/variables';
import { decodeHash, encodeState, type DemoState } from './permalink';

/** How long a typing burst may go on before the hash catches up (it also does when focus leaves the field). */
const TYPING_DELAY_MS = 200;

/** True while the reader is typing into a text field: such changes come in bursts. */
function typing(): boolean {
  const el = document.activeElement;
  if (el instanceof HTMLTextAreaElement) return true;
  if (!(el instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(el.type);
}

/** The state a hash links to, over the defaults; `notice` says why a bad link was ignored. */
function fromHash(hash: string, style: StyleName, current?: DemoState): { state: DemoState; notice: string | null } {
  const { state: linked, overrides, error } = decodeHash(hash);
  const base = linked ?? current ?? { query: initialQuery, queryIC: initialQueryIC, options: DEFAULT_OPTIONS, style, theme: {}, settings: DEFAULT_SETTINGS };
  return {
    state: { ...base, style, options: { ...DEFAULT_OPTIONS, ...base.options, ...overrides } },
    notice: error ? `${error} Showing the demo's default state.` : null,
  };
}

/**
 * The demo's state, mirrored in the location hash, so the address is always a permalink. The demo
 * renders only in the browser (src/demo/components/DemoPage), so its first render already reads
 * the hash: a reload paints the linked state, never the defaults first. A bad hash leaves the
 * defaults and sets `notice`. Every change is written back (replaceState) at once, except while
 * the reader types into a field: then once the burst pauses, focus leaves the field or the
 * window, or the page is hidden. `style` is the page's library, whatever the link said.
 */
export function useDemoState(style: StyleName) {
  const [initial] = useState(() => fromHash(window.location.hash, style));
  const [state, setState] = useState<DemoState>(initial.state);
  const [notice, setNotice] = useState<string | null>(initial.notice);
  // Set by every change: whether it came from typing (written later) or not (written at once).
  const burst = useRef(false);

  useEffect(() => {
    // Back, Forward or a link to another state of this page.
    const read = () => {
      const { hash } = window.location;
      burst.current = false;
      setState((current) => fromHash(hash, style, current).state);
      setNotice(fromHash(hash, style).notice);
    };
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [style]);

  useEffect(() => {
    // The address this state belongs to: a write never lands on another page's (the router
    // changes the address before the demo unmounts).
    const { pathname } = window.location;
    let pending = true;
    const write = () => {
      if (!pending) return;
      pending = false;
      const encoded = encodeState(state);
      if (window.location.pathname !== pathname || window.location.hash === `#${encoded}`) return;
      window.history.replaceState(window.history.state, '', `${pathname}${window.location.search}#${encoded}`);
    };
    if (!burst.current) {
      write();
      return undefined;
    }
    const timer = setTimeout(write, TYPING_DELAY_MS);
    const flushWhenFieldLeft = (event: FocusEvent) => event.target !== window && write();
    window.addEventListener('pagehide', write);
    window.addEventListener('blur', write);
    document.addEventListener('focusout', flushWhenFieldLeft);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', write);
      window.removeEventListener('blur', write);
      document.removeEventListener('focusout', flushWhenFieldLeft);
    };
  }, [state]);

  const change = useCallback((update: (s: DemoState) => DemoState, fromTyping = false) => {
    burst.current = fromTyping;
    setState(update);
  }, []);
  const setQuery = useCallback((query: RuleGroupType) => change((s) => ({ ...s, query }), typing()), [change]);
  const setQueryIC = useCallback((queryIC: RuleGroupTypeIC) => change((s) => ({ ...s, queryIC }), typing()), [change]);
  const setOption = useCallback((key: DemoOptionKey, on: boolean) => change((s) => ({ ...s, options: { ...s.options, [key]: on } })), [change]);
  const setSettings = useCallback((settings: BuilderSettings) => change((s) => ({ ...s, settings })), [change]);
  const resetOptions = useCallback(() => change((s) => ({ ...s, options: DEFAULT_OPTIONS, settings: DEFAULT_SETTINGS })), [change]);
  const selectAll = useCallback(() => change((s) => ({ ...s, options: ALL_OPTIONS })), [change]);
  const setExportChoices = useCallback((choices: ExportChoices) => change((s) => ({ ...s, export: choices })), [change]);
  // With ids in place, as the builder would add them: otherwise that is one more (invisible) undo step.
  const importQuery = useCallback(
    (query: RuleGroupType, queryIC: RuleGroupTypeIC) => change((s) => ({ ...s, query: prepareRuleGroup(query), queryIC: prepareRuleGroup(queryIC) })),
    [change]
  );
  /** Sets one `--rqb-*` variable; null (or its default) drops it from the theme. */
  const setThemeVar = useCallback(
    (name: string, value: string | null) => change((s) => ({ ...s, theme: withThemeVar(s.theme, name, value) }), typing()),
    [change]
  );
  const resetTheme = useCallback(() => change((s) => ({ ...s, theme: {} })), [change]);

  return {
    state,
    notice,
    dismissNotice: () => setNotice(null),
    setQuery,
    setQueryIC,
    setOption,
    setSettings,
    resetOptions,
    selectAll,
    importQuery,
    setExportChoices,
    setThemeVar,
    resetTheme,
  };
}
