#!/usr/bin/env node
/**
 * `npm run bench`: builds the site, serves public/ on 127.0.0.1 and measures it; writes
 * bench-results/report.md and report.json. With `--vs-docusaurus`, also runs the Docusaurus 3
 * anchor (../shared/bench/anchor-docusaurus, `run.sh --from content`) on the same content and
 * prints the ratios against it. Figures are medians; targets are the ones of issue 7.
 *
 * Options:
 *   --skip-build        measure the existing public/ (no build timings)
 *   --build-runs N      cold builds (gatsby clean + build), median (default 1)
 *   --runs N            page loads per page (default 3)
 *   --nav-runs N        doc -> doc navigations (default 10)
 *   --lh-runs N         Lighthouse runs per page and preset (default 3; 0 skips Lighthouse)
 *   --vs-docusaurus     also build and measure the Docusaurus anchor, print ratios
 *   --anchor DIR        the anchor harness (default ../shared/bench/anchor-docusaurus)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, measureNavigation, measurePages, measureSearch, median } from './browser.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { serve } from './serve.mjs';
import { renderReport } from './report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const OUT = path.join(ROOT, 'bench-results');
const opts = {
  skipBuild: flag('--skip-build'),
  buildRuns: Number(option('--build-runs', 1)),
  runs: Number(option('--runs', 3)),
  navRuns: Number(option('--nav-runs', 10)),
  lhRuns: Number(option('--lh-runs', 3)),
  vsDocusaurus: flag('--vs-docusaurus'),
  anchor: path.resolve(ROOT, option('--anchor', '../shared/bench/anchor-docusaurus')),
};

export const PAGES = [
  { name: 'home', route: '/' },
  { name: 'doc', route: '/docs/components/querybuilder' },
  { name: 'category', route: '/docs/category/components' },
  { name: 'versioned (5.x doc)', route: '/docs/5/intro' },
  { name: 'search', route: '/search' },
  { name: 'demo', route: '/demo' },
  ...['antd', 'bootstrap', 'bulma', 'chakra', 'fluent', 'mantine', 'material'].map((lib) => ({ name: `demo/${lib}`, route: `/demo/${lib}` })),
];
const LH_PAGES = [
  { name: 'home', route: '/' },
  { name: 'doc', route: '/docs/components/querybuilder' },
  { name: 'search', route: '/search' },
];
const NAV = { from: '/docs/components/querybuilder', to: '/docs/components/rule' };
// Stable across builds (a changed GATSBY_* variable throws the cache away); no analytics id.
const BUILD_ENV = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NO_COLOR: '1', CI: '1' };
delete BUILD_ENV.GTAG_ID;
delete BUILD_ENV.E2E_FIXTURES;

const log = (...a) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...a);
const gatsby = path.join(ROOT, 'node_modules/.bin/gatsby');

function timed(label, command, commandArgs) {
  log(`${label}: ${command} ${commandArgs.join(' ')}`);
  const t0 = process.hrtime.bigint();
  const result = spawnSync(command, commandArgs, { cwd: ROOT, env: BUILD_ENV, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  if (result.status !== 0) {
    console.error(`${result.stdout}\n${result.stderr}`.slice(-4000));
    throw new Error(`${label} failed (exit ${result.status})`);
  }
  log(`${label}: ${seconds.toFixed(1)} s`);
  return seconds;
}

/** Cold builds, a warm build, and a rebuild after editing one MDX file (then restored). */
function measureBuilds() {
  const cold = [];
  for (let i = 0; i < opts.buildRuns; i++) {
    timed('clean', gatsby, ['clean']);
    cold.push(timed(`cold build ${i + 1}/${opts.buildRuns}`, gatsby, ['build']));
  }
  const warm = timed('warm build (cache kept)', gatsby, ['build']);
  const file = path.join(ROOT, 'content/docs/intro.mdx');
  const original = fs.readFileSync(file, 'utf8');
  let oneFile;
  try {
    fs.writeFileSync(file, `${original.trimEnd()}\n\nEdited for the rebuild benchmark.\n`);
    oneFile = timed('rebuild after editing content/docs/intro.mdx', gatsby, ['build']);
  } finally {
    fs.writeFileSync(file, original);
  }
  // Leave public/ matching the committed content.
  timed('build (content restored)', gatsby, ['build']);
  return { coldSeconds: median(cold), coldRuns: cold, warmSeconds: warm, oneFileRebuildSeconds: oneFile };
}

function publicStats() {
  const dir = path.join(ROOT, 'public');
  let html = 0;
  let bytes = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        bytes += fs.statSync(full).size;
        if (entry.name === 'index.html') html++;
      }
    }
  };
  walk(dir);
  const maps = fs.readdirSync(dir).filter((f) => f.endsWith('.js.map')).length;
  return { htmlPages: html, totalBytes: bytes, sourceMapsShipped: maps };
}

/** The Docusaurus anchor on our content: its own harness, then its JSON results. */
function runAnchor() {
  const runSh = path.join(opts.anchor, 'run.sh');
  if (!fs.existsSync(runSh)) throw new Error(`--vs-docusaurus: no anchor harness at ${runSh} (pass --anchor DIR)`);
  const anchorArgs = ['--from', path.join(ROOT, 'content'), '--builds', String(opts.buildRuns), '--warm-builds', '1', '--browser-runs', String(opts.runs), '--nav-runs', String(opts.navRuns), '--lh-runs', String(Math.max(opts.lhRuns, 1)), '--lh-pages', 'home=/,doc=/docs/components/querybuilder'];
  log(`Docusaurus anchor: bash ${runSh} ${anchorArgs.join(' ')}`);
  const result = spawnSync('bash', [runSh, ...anchorArgs], { cwd: opts.anchor, stdio: 'inherit', env: { ...process.env, CHROME_PATH: CHROME } });
  if (result.status !== 0) throw new Error(`the Docusaurus anchor failed (exit ${result.status})`);
  const res = path.join(opts.anchor, 'results', `from-${path.basename(path.join(ROOT, 'content'))}`);
  const read = (f) => (fs.existsSync(path.join(res, f)) ? JSON.parse(fs.readFileSync(path.join(res, f), 'utf8')) : null);
  return { dir: res, builds: read('build-times.json'), browser: read('browser.json'), lighthouse: read('lighthouse.json') };
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const report = { measuredAt: new Date().toISOString(), machine: { cpus: os.cpus().length, memGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version }, options: opts };
  const lhBin = path.join(ROOT, 'node_modules/.bin/lighthouse');

  if (!opts.skipBuild) report.builds = measureBuilds();
  else if (!fs.existsSync(path.join(ROOT, 'public/index.html'))) timed('build', gatsby, ['build']);
  report.output = publicStats();

  const server = await serve(path.join(ROOT, 'public'));
  const browser = await launch(CHROME);
  try {
    log(`pages (${opts.runs} loads each) on ${server.url}`);
    report.pages = await measurePages(browser, server.url, PAGES, opts.runs);
    log(`navigation ${NAV.from} -> ${NAV.to} x${opts.navRuns}`);
    report.navigation = await measureNavigation(browser, server.url, NAV.from, NAV.to, opts.navRuns);
    log('search');
    report.search = await measureSearch(browser, server.url, '/docs/intro');
  } finally {
    await browser.close();
  }
  if (opts.lhRuns > 0) {
    log(`Lighthouse x${opts.lhRuns} per page and preset`);
    report.lighthouse = await measureLighthouse(lhBin, server.url, LH_PAGES, opts.lhRuns, CHROME);
  }
  await server.close();

  if (opts.vsDocusaurus) report.docusaurus = runAnchor();

  fs.writeFileSync(path.join(OUT, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  const markdown = renderReport(report);
  fs.writeFileSync(path.join(OUT, 'report.md'), markdown);
  console.log(`\n${markdown}`);
  log(`wrote ${path.relative(ROOT, path.join(OUT, 'report.md'))} and report.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
