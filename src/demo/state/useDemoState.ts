import { useCallback, useEffect, useState } from 'react';
import type { RuleGroupType, RuleGroupTypeIC } from 'react-querybuilder';
import { initialQuery, initialQueryIC } from '../constants/initialQuery';
import { ALL_OPTIONS, DEFAULT_OPTIONS, type DemoOptionKey } from '../constants/options';
import type { StyleName } from '../constants/styles';
import { decodeHash, encodeState, type DemoState } from './permalink';

/** How long after the last change the hash is rewritten. */
const HASH_DELAY_MS = 200;

/**
 * The demo's state, mirrored in the location hash: read on load and on hashchange (a bad hash
 * leaves the defaults and sets `notice`), written back (replaceState) after each change, so
 * the address is always a permalink. `style` is the page's library, whatever the link said.
 */
export function useDemoState(style: StyleName) {
  const [state, setState] = useState<DemoState>({ query: initialQuery, queryIC: initialQueryIC, options: DEFAULT_OPTIONS, style });
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    const read = () => {
      const { state: linked, overrides, error } = decodeHash(window.location.hash);
      setState((current) => {
        const base = linked ?? current;
        return { ...base, style, options: { ...DEFAULT_OPTIONS, ...base.options, ...overrides } };
      });
      setNotice(error ? `${error} Showing the demo's default state.` : null);
      setReady(true);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [style]);

  useEffect(() => {
    if (!ready) return undefined;
    // The pending write is cancelled when the reader changes the demo again or leaves it, and it
    // never lands on another page's address (the router changes the address before the demo unmounts).
    const { pathname } = window.location;
    const timer = setTimeout(() => {
      const encoded = encodeState(state);
      if (window.location.pathname !== pathname || window.location.hash === `#${encoded}`) return;
      window.history.replaceState(window.history.state, '', `${pathname}${window.location.search}#${encoded}`);
    }, HASH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, ready]);

  const setQuery = useCallback((query: RuleGroupType) => setState((s) => ({ ...s, query })), []);
  const setQueryIC = useCallback((queryIC: RuleGroupTypeIC) => setState((s) => ({ ...s, queryIC })), []);
  const setOption = useCallback((key: DemoOptionKey, on: boolean) => setState((s) => ({ ...s, options: { ...s.options, [key]: on } })), []);
  const resetOptions = useCallback(() => setState((s) => ({ ...s, options: DEFAULT_OPTIONS })), []);
  const selectAll = useCallback(() => setState((s) => ({ ...s, options: ALL_OPTIONS })), []);
  const importQuery = useCallback((query: RuleGroupType, queryIC: RuleGroupTypeIC) => setState((s) => ({ ...s, query, queryIC })), []);

  return { state, ready, notice, dismissNotice: () => setNotice(null), setQuery, setQueryIC, setOption, resetOptions, selectAll, importQuery };
}
