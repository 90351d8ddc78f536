/**
 * Loads src/gatsby/browser/consoleTools.ts (formatQuery and the parsers, ~34 KB gz) well after
 * the page has loaded: at the first idle moment, then CONSOLE_TOOLS_DELAY_MS later, so the
 * optional console helpers never compete with what the reader came for.
 */
export const CONSOLE_TOOLS_DELAY_MS = 4000;

export function loadConsoleToolsWhenIdle(): void {
  const load = () =>
    void import(/* webpackChunkName: "console-tools" */ './consoleTools').then(
      (module) => module.exposeConsoleTools(),
      () => undefined // Optional extras: a failed load only means the helpers are missing.
    );
  const later = () => setTimeout(load, CONSOLE_TOOLS_DELAY_MS);
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(later, { timeout: 10_000 }) : later());
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
