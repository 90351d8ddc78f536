/**
 * Develop-server figures (`npm run bench -- --dev`): for each server (ours, and the Docusaurus
 * anchor with --vs-docusaurus), one after the other, never two at once:
 *   1. cold start (caches cleared) -> the doc page rendered in Chromium (its h1 visible), then the
 *      same after a warm restart (stopped with SIGINT, caches kept);
 *   2. on the page opened by the warm restart, 5 prose edits of the doc's MDX file, each timed from
 *      the file write to the edit's marker text visible, with whether the page reloaded;
 *   3. a sidebar category relabelled in the version's sidebars file -> the new label in the sidebar.
 * Every edited file is restored; every server is stopped (its whole process group) even on failure.
 * The servers and their folders are described in dev-servers.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launch, median } from './browser.mjs';
import { DOC_FILE, SIDEBAR_FILE, freePort, startServer, stopServer } from './dev-servers.mjs';

/** The page opened, and the h1 that means it rendered. */
export const DEV_ROUTE = '/docs/components/querybuilder';
const H1 = 'QueryBuilder';
/** How long a start may take by default (the scale benchmark gives large sites longer). */
const START_TIMEOUT_MS = 6 * 60_000;
const PROSE_EDITS = 5;
const PROSE_TIMEOUT_MS = 90_000;
const SIDEBAR_TIMEOUT_MS = 60_000;
const SIDEBAR_LABEL = { from: 'Components', to: 'Components edited' };
const QUIET_MS = 2000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const since = (t0) => (performance.now() - t0) / 1000;
const firstLine = (error) => String(error?.message ?? error).split('\n')[0];

/** Goes to the doc page until its h1 is visible (the server may refuse, or answer "building", at first). */
async function openUntilRendered(page, base, handle, deadline) {
  const h1 = page.getByRole('heading', { level: 1, name: H1, exact: true });
  let attempts = 0;
  let last = '';
  while (performance.now() < deadline) {
    if (handle.exitCode() !== null) return { attempts, error: `server exited (${handle.exitCode()}) before the page rendered` };
    attempts++;
    try {
      await page.goto(base + DEV_ROUTE, { waitUntil: 'commit', timeout: Math.max(1000, Math.min(60_000, deadline - performance.now())) });
      await h1.waitFor({ state: 'visible', timeout: Math.max(1000, Math.min(30_000, deadline - performance.now())) });
      return { attempts };
    } catch (error) {
      last = firstLine(error);
      await sleep(500);
    }
  }
  return { attempts, error: `h1 "${H1}" not visible within ${Math.round((deadline - handle.t0) / 1000)} s (last: ${last})` };
}

/** Starts `target`'s server and times spawn -> doc page rendered; returns the live server and page. */
async function measureStart(browser, target, logFile, log, startTimeoutMs) {
  const port = await freePort();
  const handle = startServer(target, port, logFile);
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.length < 10 && pageErrors.push(firstLine(error)));
  // With the address a failed request was for, and when (seconds since the spawn), to tell a start's
  // missing page data from an edit's missing hot update.
  page.on(
    'console',
    (msg) =>
      msg.type() === 'error' &&
      pageErrors.length < 10 &&
      pageErrors.push(
        `console: ${msg.text().slice(0, 200)}${msg.location().url ? ` (${msg.location().url.replace(/^https?:\/\/[^/]+/, '')})` : ''} at ${since(handle.t0).toFixed(1)} s`
      )
  );
  const { attempts, error } = await openUntilRendered(page, `http://127.0.0.1:${port}`, handle, handle.t0 + startTimeoutMs);
  const result = { seconds: error ? null : since(handle.t0), serverReadySeconds: handle.readySeconds(), attempts, log: logFile, pageErrors };
  if (error) Object.assign(result, { error, logTail: handle.tail(30) });
  handle.note(error ? `MISSED: ${error}` : `doc page rendered (h1 "${H1}" visible)`);
  log(
    `${target.label}: ${error ? `MISSED: ${error}` : `doc page rendered ${result.seconds.toFixed(1)} s after spawn (server said ready at ${result.serverReadySeconds?.toFixed(1) ?? '?'} s)`}`
  );
  return { handle, context, page, result };
}

/** Waits until `predicate(arg)` holds in the page (across reloads); false on timeout or a closed page. */
async function shownWithin(page, predicate, arg, timeout) {
  try {
    await page.waitForFunction(predicate, arg, { polling: 50, timeout });
    return true;
  } catch {
    return false;
  }
}

/** True when the page lost window.__benchMarker, i.e. it was reloaded rather than updated in place. */
async function wasReloaded(page) {
  for (let i = 0; i < 3; i++) {
    try {
      return await page.evaluate(() => window.__benchMarker !== 1);
    } catch {
      await page.waitForLoadState('load').catch(() => {});
    }
  }
  return true;
}

const bodyShows = (text) => Boolean(document.body?.textContent.includes(text) && document.body.innerText.includes(text));
const sidebarShows = (label) => [...document.querySelectorAll('nav, [role="navigation"]')].some((nav) => nav.innerText.includes(label));

/** The first paragraph line of an MDX file (not frontmatter, code, imports, headings, lists or JSX). */
export function proseLineIndex(lines) {
  let fence = null;
  let frontmatter = lines[0] === '---';
  for (let i = frontmatter ? 1 : 0; i < lines.length; i++) {
    const line = lines[i];
    if (frontmatter) frontmatter = line !== '---';
    else if (/^(```|~~~)/.test(line)) fence = fence ? null : line.slice(0, 3);
    else if (!fence && /^[A-Za-z`]/.test(line) && !/^(import|export)\s/.test(line) && line.trimEnd().endsWith('.') && line.length > 40) return i;
  }
  throw new Error('no prose line found to edit');
}

/** PROSE_EDITS edits of one prose line of `file`, each timed from the write to its marker visible in `page`. */
async function measureProse(page, file, handle, log) {
  const original = fs.readFileSync(file, 'utf8');
  const lines = original.split('\n');
  const at = proseLineIndex(lines);
  const edits = [];
  try {
    for (let i = 1; i <= PROSE_EDITS; i++) {
      const marker = `Bench edit ${i} ${Math.random().toString(36).slice(2, 6)}.`;
      await page.evaluate(() => (window.__benchMarker = 1));
      const edited = lines.with(at, `${lines[at]} ${marker}`);
      const t0 = performance.now();
      fs.writeFileSync(file, edited.join('\n'));
      handle.note(`prose edit ${i} written (${marker})`);
      const shown = await shownWithin(page, bodyShows, marker, PROSE_TIMEOUT_MS);
      handle.note(`prose edit ${i} ${shown ? 'visible' : 'NOT visible'}`);
      const edit = { marker, seconds: shown ? since(t0) : null, reloaded: await wasReloaded(page) };
      edits.push(edit);
      log(
        `  prose edit ${i}: ${shown ? `${edit.seconds.toFixed(2)} s` : `not shown within ${PROSE_TIMEOUT_MS / 1000} s`}${edit.reloaded ? ' (page reloaded)' : ''}`
      );
      await sleep(QUIET_MS);
    }
  } finally {
    fs.writeFileSync(file, original);
    handle.note('prose file restored');
  }
  const med = median(edits.map((e) => e.seconds ?? Infinity));
  return {
    line: at + 1,
    edits,
    medianSeconds: Number.isFinite(med) ? med : null,
    missed: edits.filter((e) => e.seconds === null).length,
    timeoutSeconds: PROSE_TIMEOUT_MS / 1000,
  };
}

/** Relabels a sidebar category in `file` and times the write -> the new label in the page's navigation. */
async function measureSidebar(page, file, handle, log) {
  const original = fs.readFileSync(file, 'utf8');
  const needle = `"label": "${SIDEBAR_LABEL.from}"`;
  if (!original.includes(needle)) throw new Error(`${file} has no ${needle}`);
  try {
    await page.evaluate(() => (window.__benchMarker = 1));
    const t0 = performance.now();
    fs.writeFileSync(file, original.replace(needle, `"label": "${SIDEBAR_LABEL.to}"`));
    handle.note(`sidebar edit written ("${SIDEBAR_LABEL.to}")`);
    const shown = await shownWithin(page, sidebarShows, SIDEBAR_LABEL.to, SIDEBAR_TIMEOUT_MS);
    handle.note(`sidebar edit ${shown ? 'visible' : 'NOT visible'}`);
    const result = { ...SIDEBAR_LABEL, shown, seconds: shown ? since(t0) : null, reloaded: await wasReloaded(page), timeoutSeconds: SIDEBAR_TIMEOUT_MS / 1000 };
    log(
      `  sidebar edit: ${shown ? `${result.seconds.toFixed(2)} s` : `not shown within ${SIDEBAR_TIMEOUT_MS / 1000} s`}${result.reloaded ? ' (page reloaded)' : ''}`
    );
    return result;
  } finally {
    fs.writeFileSync(file, original);
    handle.note('sidebars file restored');
    await sleep(QUIET_MS);
  }
}

/** Cold start, warm restart, then prose and sidebar edits, for one server. */
async function measureTarget(browser, target, outDir, log, startTimeoutMs) {
  const result = { server: target.label, cwd: target.cwd, source: target.source };
  log(`${target.label}: clearing caches for a cold start`);
  target.clearCaches();
  let run = await measureStart(browser, target, path.join(outDir, `${target.name}-cold.log`), log, startTimeoutMs);
  try {
    result.cold = run.result;
  } finally {
    await run.context.close();
    await stopServer(run.handle);
  }
  run = await measureStart(browser, target, path.join(outDir, `${target.name}-warm.log`), log, startTimeoutMs);
  try {
    result.warm = run.result;
    if (run.result.seconds !== null) {
      await sleep(3000); // let the server finish what it does right after the first render
      result.prose = await measureProse(run.page, path.join(target.content, DOC_FILE), run.handle, log);
      result.sidebar = await measureSidebar(run.page, path.join(target.content, SIDEBAR_FILE), run.handle, log);
    } else result.editsSkipped = 'the warm restart never rendered the page';
  } catch (error) {
    result.error = firstLine(error);
    log(`${target.label}: ${result.error}`);
  } finally {
    await run.context.close().catch(() => {});
    await stopServer(run.handle);
  }
  return result;
}

/**
 * Measures each target (from dev-servers.mjs: oursTarget, docusaurusTarget) in turn with one
 * Chromium; server logs go to `outDir`; a start not rendered within `startTimeoutMs` is a miss.
 * Returns { route, docFile, sidebarFile, ours, docusaurus? }.
 */
export async function measureDevelop({ chromePath, targets, outDir, log, startTimeoutMs = START_TIMEOUT_MS }) {
  fs.mkdirSync(outDir, { recursive: true });
  const report = { route: DEV_ROUTE, docFile: DOC_FILE, sidebarFile: SIDEBAR_FILE, editsOn: 'the page opened by the warm restart' };
  const browser = await launch(chromePath);
  try {
    for (const target of targets) report[target.name] = await measureTarget(browser, target, outDir, log, startTimeoutMs);
  } finally {
    await browser.close();
  }
  return report;
}
