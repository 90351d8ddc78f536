/**
 * Browser measures in Debian's Chromium (playwright-core): first-load JS/CSS per page, client
 * navigation doc -> doc, and search (bytes for a first query, keystroke -> rendered hits).
 * Same definitions as the Docusaurus anchor's browser-measure.mjs: "first load" = scripts and
 * stylesheets fetched normally (not prefetch) until the network has been idle for 1 s; sizes are
 * transferred bytes (gzip level 6 from serve.mjs). Stylesheets inlined in the HTML count as CSS.
 */
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROME_ARGS } from '../chromium.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function launch(chromePath) {
  return chromium.launch({ executablePath: chromePath, args: CHROME_ARGS });
}

/** Waits until no request has been in flight for `quietMs`. */
async function networkQuiet(page, inflight, quietMs = 1000, maxMs = 30000) {
  const start = Date.now();
  let quietSince = Date.now();
  while (Date.now() - start < maxMs) {
    if (inflight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(100);
  }
}

/** One cold load of `url` in a fresh context: bytes of JS and CSS, split critical / prefetch. */
async function loadOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const page = await context.newPage();
  // Analytics would reach the internet; the bench build has none, but stay safe.
  await page.route(/googletagmanager\.com/, (route) => route.fulfill({ contentType: 'application/javascript', body: '' }));
  const inflight = new Set();
  const entries = [];
  page.on('request', (r) => inflight.add(r));
  const done = async (r) => {
    inflight.delete(r);
    const type = r.resourceType();
    if (!['script', 'stylesheet', 'document', 'fetch', 'xhr', 'other'].includes(type)) return;
    const headers = await r.allHeaders().catch(() => ({}));
    const prefetch = /prefetch/.test(headers['sec-purpose'] ?? '') || headers['purpose'] === 'prefetch';
    const sizes = await r.sizes().catch(() => ({ responseBodySize: 0 }));
    entries.push({ url: r.url(), type, prefetch, transferred: sizes.responseBodySize });
  };
  page.on('requestfinished', done);
  page.on('requestfailed', (r) => inflight.delete(r));
  const response = await page.goto(url, { waitUntil: 'load' });
  await networkQuiet(page, inflight);
  const html = (await response.text()) ?? '';
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const sum = (filter) => entries.filter(filter).reduce((n, e) => n + e.transferred, 0);
  const count = (filter) => entries.filter(filter).length;
  const result = {
    status: response.status(),
    jsCount: count((e) => e.type === 'script' && !e.prefetch),
    js: sum((e) => e.type === 'script' && !e.prefetch),
    css: sum((e) => e.type === 'stylesheet' && !e.prefetch) + zlib.gzipSync(inlineCss, { level: 6 }).length,
    inlineCssRaw: Buffer.byteLength(inlineCss),
    html: sum((e) => e.type === 'document'),
    prefetchJs: sum((e) => e.prefetch && e.url.endsWith('.js')),
    data: sum((e) => !e.prefetch && /page-data|app-data/.test(e.url)),
  };
  await context.close();
  return result;
}

/** First-load figures per page: median of `runs` cold loads. */
export async function measurePages(browser, base, pages, runs) {
  const out = [];
  for (const { name, route } of pages) {
    const loads = [];
    for (let i = 0; i < runs; i++) loads.push(await loadOnce(browser, base + route));
    const pick = (key) => median(loads.map((l) => l[key]));
    out.push({
      name,
      route,
      runs,
      status: loads[0].status,
      jsCount: pick('jsCount'),
      jsGz: pick('js'),
      cssGz: pick('css'),
      htmlGz: pick('html'),
      pageDataGz: pick('data'),
      prefetchJsGz: pick('prefetchJs'),
    });
  }
  return out;
}

/**
 * Client-side navigation: on `from`, once idle, click the sidebar link to `to`; time until the
 * URL and the <h1> changed plus two animation frames (the anchor's definition).
 */
export async function measureNavigation(browser, base, from, to, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    const page = await context.newPage();
    await page.goto(base + from, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const link = page.locator(`aside a[href="${to}"]`).first();
    await link.scrollIntoViewIfNeeded();
    const before = await page.locator('h1').first().textContent();
    const ms = await page.evaluate(
      ({ to, before }) =>
        new Promise((resolve) => {
          const a = document.querySelector(`aside a[href="${to}"]`);
          const t0 = performance.now();
          a.click();
          const check = () => {
            const h1 = document.querySelector('h1');
            if (location.pathname.replace(/\/$/, '') === to && h1 && h1.textContent !== before) {
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - t0)));
            } else requestAnimationFrame(check);
          };
          check();
        }),
      { to, before }
    );
    times.push(ms);
    await context.close();
  }
  return { from, to, runs, medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times), times };
}

const QUERIES = [
  'field',
  'operator',
  'combinator',
  'validation',
  'export',
  'parseSQL',
  'mongodb',
  'drag',
  'classnames',
  'translations',
  'value editor',
  'independent',
  'lock',
  'clone',
  'typescript',
  'jsonlogic',
  'parameterized',
  'controlElements',
  'rule',
  'group',
];

/**
 * The requests of a page from now on; `settled(started)` waits for them to finish (or fail) and
 * gives the path, start (Chromium's clock, ms since the epoch) and transferred body size of those
 * `started` keeps.
 */
function requestLog(page) {
  const entries = [];
  page.on('request', (request) => {
    let done;
    entries.push({ request, size: new Promise((resolve) => (done = resolve)), done });
  });
  const finish = (failed) => async (request) => {
    const entry = entries.find((e) => e.request === request);
    if (!entry) return;
    const sizes = failed ? { responseBodySize: 0 } : await request.sizes().catch(() => ({ responseBodySize: 0 }));
    entry.done(sizes.responseBodySize);
  };
  page.on('requestfinished', finish(false));
  page.on('requestfailed', finish(true));
  return {
    async settled(started = () => true) {
      const sizes = await Promise.all(entries.map((e) => e.size));
      return entries.map((e, i) => ({ url: new URL(e.request.url()).pathname, at: e.request.timing().startTime, transferred: sizes[i] })).filter(started);
    },
  };
}

/** Chromium's clock (ms since the epoch) when an element matching `selector` is first in the page, once it is. */
async function firstSeen(page, selector) {
  await page.evaluate((selector) => {
    const seen = () => document.querySelector(selector) && (window.__firstSeen = performance.timeOrigin + performance.now());
    if (!seen()) new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document.body, { childList: true, subtree: true });
  }, selector);
  return () => page.waitForFunction(() => window.__firstSeen).then((handle) => handle.jsonValue());
}

const total = (files) => files.reduce((sum, f) => sum + f.transferred, 0);

/**
 * The /search page's first query: a fresh load of /search?q=query, bytes of the index files it
 * asked for until its results showed (the page's own scripts are counted with its first load; the
 * parts fetched in the background after the answer are not).
 */
export async function measureSearchPage(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const page = await context.newPage();
  const log = requestLog(page);
  // The results' status is in the HTML; the count appears with the first answer.
  await page.addInitScript(() => {
    const seen = () =>
      /documents? found/.test(document.querySelector('[role="status"]')?.textContent ?? '') &&
      (window.__firstSeen = performance.timeOrigin + performance.now());
    addEventListener(
      'DOMContentLoaded',
      () =>
        seen() ||
        new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document.body, { childList: true, subtree: true, characterData: true })
    );
  });
  await page.goto(`${base}/search?q=query`);
  const shown = await page.waitForFunction(() => window.__firstSeen).then((handle) => handle.jsonValue());
  const files = (await log.settled((f) => f.at <= shown)).filter((f) => f.url.startsWith('/search/'));
  await context.close();
  return { files, bytes: total(files) };
}

/**
 * Search: bytes of the requests made from opening the modal until the first hits show, and of the
 * index parts fetched in the background after them; then the time from a keystroke (one input
 * event carrying the query) to hits of that query on screen, for 20 queries.
 */
export async function measureSearch(browser, base, route) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const page = await context.newPage();
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const log = requestLog(page);
  const hitShown = await firstSeen(page, '[role="dialog"] [role="listbox"] [role="option"]');
  const t0 = Date.now();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search docs' }).click();
  const input = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search docs' });
  await input.fill('query');
  await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
  const firstQueryMs = Date.now() - t0;
  const shown = await hitShown();
  const files = await log.settled((f) => f.at <= shown);
  // The background fetches start once the answer is out; a second without a new one ends them.
  for (let count = -1; count !== (await log.settled()).length;) {
    count = (await log.settled()).length;
    await page.waitForTimeout(1000);
  }
  const later = (await log.settled((f) => f.at > shown)).filter((f) => f.url.startsWith('/search/'));
  const bytes = total(files);

  const times = [];
  const missed = [];
  for (const query of QUERIES) {
    await input.fill('');
    await page.getByRole('listbox', { name: 'Search results' }).waitFor({ state: 'detached' });
    const ms = await page.evaluate(
      (query) =>
        new Promise((resolve) => {
          const el = document.querySelector('[role="dialog"] input[aria-label="Search docs"]');
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
          const t0 = performance.now();
          setter.call(el, query);
          el.dispatchEvent(new Event('input', { bubbles: true }));
          const deadline = t0 + 10000;
          const check = () => {
            // The hits of this query: the list can show the last query's hits while this one is answered,
            // and "See all N results" appears only with this query's answer.
            const list = document.querySelector('[role="listbox"][aria-label="Search results"]');
            const answered = [...document.querySelectorAll('[role="dialog"] footer a')].some((a) => /^See all \d+ results$/.test(a.textContent));
            if (list && list.querySelector('[role="option"]') && answered) requestAnimationFrame(() => resolve(performance.now() - t0));
            else if (performance.now() > deadline) resolve(null);
            else requestAnimationFrame(check);
          };
          check();
        }),
      query
    );
    if (ms === null) missed.push(query);
    else times.push(ms);
  }
  await context.close();
  return {
    route,
    missed,
    firstQuery: { bytes, firstQueryMs, files, background: { bytes: total(later), requests: later.length } },
    keystrokeToHits: { queries: times.length, medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times) },
  };
}
