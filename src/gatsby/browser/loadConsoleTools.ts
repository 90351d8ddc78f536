/** Loads src/gatsby/browser/consoleTools.ts after the page has loaded and the browser is idle. */
export function loadConsoleToolsWhenIdle(): void {
  const load = () =>
    void import(/* webpackChunkName: "console-tools" */ './consoleTools').then(
      (module) => module.exposeConsoleTools(),
      () => undefined // Optional extras: a failed load only means the helpers are missing.
    );
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(load, { timeout: 10_000 }) : setTimeout(load, 2000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
