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
 *   --anchor-reuse      with --vs-docusaurus: read the anchor's last results instead of re-running it
 *   --dev               also measure the develop server (dev.mjs): cold start and warm restart to the
 *                       doc page rendered, 5 prose edits and a sidebar edit to visible, in this
 *                       checkout (edits restored; .cache and public/ cleared); with --vs-docusaurus the same for
 *                       `docusaurus start` on the staged content, one server after the other
 *   --dev-only          only the develop figures: no production build, page loads or Lighthouse (and
 *                       with --vs-docusaurus no Docusaurus build, only its develop server)
 *   --relevance-only    only search relevance (scripts/bench/relevance.mjs) over the index files of the
 *                       existing public/ (built first if there is none): seconds, no browser
 *   --scale N           only the scale figures (scale.mjs): the site's docs plus N generated ones, built
 *                       cold in a temp copy; with --vs-docusaurus the anchor builds the same content;
 *                       with --dev also the develop figures on that copy (--dev-only: those alone)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measureDevelop } from './dev.mjs';
import { docusaurusTarget, oursTarget } from './dev-servers.mjs';
import { launch, measureNavigation, measurePages, measureSearch, measureSearchPage, median } from './browser.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureRelevance } from './relevance.mjs';
import { serve } from './serve.mjs';
import { renderDevelopSection, renderReport } from './report.mjs';
import { measureScale, prepareScaleSite, renderScale, treeStats } from './scale.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const IS_MAIN = Boolean(process.argv[1]) && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
// Strict (an unknown or misspelt flag stops the run) only when run as the bench itself.
const { values: args } = parseArgs({
  args: IS_MAIN ? process.argv.slice(2) : [],
  options: {
    'skip-build': { type: 'boolean', default: false },
    'build-runs': { type: 'string', default: '1' },
    runs: { type: 'string', default: '3' },
    'nav-runs': { type: 'string', default: '10' },
    'lh-runs': { type: 'string', default: '3' },
    'vs-docusaurus': { type: 'boolean', default: false },
    anchor: { type: 'string', default: '../shared/bench/anchor-docusaurus' },
    'anchor-reuse': { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
    'dev-only': { type: 'boolean', default: false },
    'relevance-only': { type: 'boolean', default: false },
    scale: { type: 'string' },
  },
});
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const OUT = path.join(ROOT, 'bench-results');
const opts = {
  skipBuild: args['skip-build'],
  buildRuns: Number(args['build-runs']),
  runs: Number(args.runs),
  navRuns: Number(args['nav-runs']),
  lhRuns: Number(args['lh-runs']),
  vsDocusaurus: args['vs-docusaurus'],
  anchor: path.resolve(ROOT, args.anchor),
  anchorReuse: args['anchor-reuse'],
  dev: args.dev || args['dev-only'],
  devOnly: args['dev-only'],
  relevanceOnly: args['relevance-only'],
  scale: args.scale === undefined ? undefined : Number(args.scale),
};
if (opts.scale !== undefined && !(Number.isInteger(opts.scale) && opts.scale > 0)) throw new Error(`--scale needs a number of docs, got "${args.scale}"`);

export const PAGES = [
  { name: 'home', route: '/' },
  { name: 'doc', route: '/docs/components/querybuilder' },
  { name: 'category', route: '/docs/category/components' },
  { name: 'versioned (5.x doc)', route: '/docs/5/intro' },
  { name: 'search', route: '/search' },
  { name: 'demo', route: '/demo' },
  ...['antd', 'bootstrap', 'bulma', 'chakra', 'fluent', 'mantine', 'material'].map((lib) => ({ name: `demo/${lib}`, route: `/demo/${lib}` })),
];
// The demo is measured but has no Lighthouse target (issue 7 set them for the docs' pages).
const LH_PAGES = [
  { name: 'home', route: '/' },
  { name: 'doc', route: '/docs/components/querybuilder' },
  { name: 'search', route: '/search' },
  { name: 'demo', route: '/demo', targeted: false },
];
const NAV = { from: '/docs/components/querybuilder', to: '/docs/components/rule' };
// Stable across builds (a changed GATSBY_* variable throws the cache away); no analytics id.
const BUILD_ENV = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NO_COLOR: '1', CI: '1' };
delete BUILD_ENV.GTAG_ID;
delete BUILD_ENV.E2E_FIXTURES;
// The develop servers run as an author runs them: the same GATSBY_* variables, but not in CI mode.
const DEV_ENV = { ...BUILD_ENV };
delete DEV_ENV.CI;

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
  const { files, bytes, indexHtml } = treeStats(path.join(ROOT, 'public'));
  const maps = fs.readdirSync(path.join(ROOT, 'public')).filter((f) => f.endsWith('.js.map')).length;
  return { htmlPages: indexHtml, totalBytes: bytes, files, sourceMapsShipped: maps };
}

/**
 * Docusaurus needs an import for each component an MDX file uses; our site provides Tabs, TabItem and
 * LiveBuilder through MDXProvider instead. The anchor gets a copy of content/ with those imports added
 * (Docusaurus's own Tabs; LiveBuilder is a stand-in that prints the example's props, since the anchor
 * has no react-querybuilder installed, so the anchor's pages are, if anything, lighter than ours).
 */
const ANCHOR_IMPORTS = {
  Tabs: "import Tabs from '@theme/Tabs';",
  TabItem: "import TabItem from '@theme/TabItem';",
  LiveBuilder: "import LiveBuilder from '@site/static/bench-anchor/LiveBuilder.js';",
};
const LIVE_BUILDER_STAND_IN = `import React from 'react';

export default function LiveBuilder(props) {
  return React.createElement('pre', { 'data-stand-in': 'LiveBuilder' }, JSON.stringify(props, null, 2));
}
`;

export function stageAnchorContent(source = path.join(ROOT, 'content')) {
  const stage = path.join(os.tmpdir(), 'rqb-bench-anchor', 'content');
  fs.rmSync(stage, { recursive: true, force: true });
  fs.cpSync(source, stage, { recursive: true });
  let changed = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        const prose = text.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
        const imports = Object.entries(ANCHOR_IMPORTS)
          .filter(([tag]) => new RegExp(`^\\s*<${tag}[\\s>]`, 'm').test(prose))
          .map(([, line]) => line);
        if (!imports.length) continue;
        const fm = /^---\n[\s\S]*?\n---\n/.exec(text);
        const at = fm ? fm[0].length : 0;
        fs.writeFileSync(full, `${text.slice(0, at)}\n${imports.join('\n')}\n${text.slice(at)}`);
        changed++;
      }
    }
  };
  walk(stage);
  fs.mkdirSync(path.join(stage, 'static/bench-anchor'), { recursive: true });
  fs.writeFileSync(path.join(stage, 'static/bench-anchor/LiveBuilder.js'), LIVE_BUILDER_STAND_IN);
  log(`anchor content staged in ${stage} (${changed} MDX files given imports)`);
  return stage;
}

/**
 * The harness runs from a copy (results stay out of ../shared). The copy gets one fix: its label line
 * `tr -c 'A-Za-z0-9._-\\n' '_'` reads `_-\\n` as a reversed range, so GNU tr exits 1 and `--from` mode
 * stops before it starts; the hyphen is moved to the end of the set.
 */
function anchorHarness() {
  const copy = path.join(os.tmpdir(), 'rqb-bench-anchor', 'harness');
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(opts.anchor, copy, { recursive: true, filter: (src) => !src.startsWith(path.join(opts.anchor, 'results')) });
  const runSh = path.join(copy, 'run.sh');
  fs.writeFileSync(runSh, fs.readFileSync(runSh, 'utf8').replace("tr -c 'A-Za-z0-9._-\\n' '_'", "tr -c 'A-Za-z0-9._\\n-' '_'"));
  return copy;
}

/** Runs the anchor harness with `anchorArgs`; returns the folder of its JSON results. */
function runHarness(harness, anchorArgs) {
  log(`Docusaurus anchor: bash ${path.join(harness, 'run.sh')} ${anchorArgs.join(' ')}`);
  const result = spawnSync('bash', [path.join(harness, 'run.sh'), ...anchorArgs], {
    cwd: harness,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: CHROME },
  });
  if (result.status !== 0) throw new Error(`the Docusaurus anchor failed (exit ${result.status})`);
  return path.join(harness, 'results', 'from-content');
}

/**
 * The Docusaurus anchor on our content: its own harness, then its JSON results (kept in
 * bench-results/anchor). It gets at least 3 cold builds (29 s each on a quiet 2-core VM, twice
 * that when the machine is busy) for a stable median.
 */
function runAnchor() {
  if (!fs.existsSync(path.join(opts.anchor, 'run.sh'))) throw new Error(`--vs-docusaurus: no anchor harness at ${opts.anchor} (pass --anchor DIR)`);
  const kept = path.join(OUT, 'anchor');
  if (!opts.anchorReuse) {
    const harness = anchorHarness();
    const anchorArgs = [
      '--from',
      stageAnchorContent(),
      '--broken-links',
      'warn',
      '--builds',
      String(Math.max(3, opts.buildRuns)),
      '--warm-builds',
      '1',
      '--browser-runs',
      String(opts.runs),
      '--nav-runs',
      String(opts.navRuns),
      '--lh-runs',
      String(Math.max(opts.lhRuns, 1)),
      '--lh-pages',
      'home=/,doc=/docs/components/querybuilder,search=/search',
    ];
    const results = runHarness(harness, anchorArgs);
    fs.rmSync(kept, { recursive: true, force: true });
    fs.cpSync(results, kept, { recursive: true });
  } else if (!fs.existsSync(kept)) throw new Error(`--anchor-reuse: no earlier anchor results in ${kept}`);
  const read = (f) => (fs.existsSync(path.join(kept, f)) ? JSON.parse(fs.readFileSync(path.join(kept, f), 'utf8')) : null);
  return {
    dir: path.relative(ROOT, kept),
    builds: read('build-times.json'),
    browser: read('browser.json'),
    lighthouse: read('lighthouse.json'),
    buildStats: read('build-stats.json'),
  };
}

export async function runAnchorOnly() {
  fs.mkdirSync(OUT, { recursive: true });
  return runAnchor();
}

/** The production figures: builds, page loads, navigation, search, Lighthouse (and the anchor's). */
async function measureProduction(report) {
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
    report.search.page = await measureSearchPage(browser, server.url);
  } finally {
    await browser.close();
  }
  if (opts.lhRuns > 0) {
    log(`Lighthouse x${opts.lhRuns} per page and preset`);
    report.lighthouse = await measureLighthouse(lhBin, server.url, LH_PAGES, opts.lhRuns, CHROME);
  }
  await server.close();
  log('search relevance');
  report.relevance = await measureRelevance(path.join(ROOT, 'public'));

  if (opts.vsDocusaurus) report.docusaurus = runAnchor();
}

/** One cold Docusaurus build of `content` (no browser, no Lighthouse): its time, peak RSS and output folder. */
function anchorScaleBuild(content, route) {
  const harness = anchorHarness();
  const anchorArgs = [
    '--from',
    stageAnchorContent(content),
    '--broken-links',
    'warn',
    '--builds',
    '1',
    '--warm-builds',
    '0',
    '--skip-browser',
    '--skip-lighthouse',
    '--pages',
    `doc=${route}`,
  ];
  const results = runHarness(harness, anchorArgs);
  const cold = JSON.parse(fs.readFileSync(path.join(results, 'build-times.json'), 'utf8')).coldMedian;
  const { buildDir } = JSON.parse(fs.readFileSync(path.join(results, 'build-stats.json'), 'utf8'));
  return { seconds: cold.wallSeconds, peakRssMiB: cold.maxRssMiB, dir: buildDir };
}

/**
 * The develop figures (dev.mjs): ours in this checkout, or with `scale` ({ site, n }) in the scale
 * benchmark's temp site; then Docusaurus's on the same content with --vs-docusaurus. A large site
 * gets longer to start: 6 minutes plus 0.15 s per generated doc.
 */
async function measureDevelopServers(scale) {
  const targets = [oursTarget(ROOT, DEV_ENV, scale?.site.dir)];
  if (opts.vsDocusaurus) {
    if (!fs.existsSync(path.join(opts.anchor, 'gen-content.mjs'))) throw new Error(`--vs-docusaurus: no anchor harness at ${opts.anchor} (pass --anchor DIR)`);
    targets.push(docusaurusTarget(anchorHarness(), stageAnchorContent(scale?.site.content), DEV_ENV, log));
  }
  const startTimeoutMs = 6 * 60_000 + (scale ? scale.n * 150 : 0);
  const dev = await measureDevelop({ chromePath: CHROME, targets, outDir: path.join(OUT, 'dev'), log, startTimeoutMs });
  return scale ? { ...dev, where: `a temp copy of this checkout with ${scale.n} generated docs (${scale.site.dir}, node_modules linked)` } : dev;
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const report = {
    command: ['npm run bench', ...(args.length ? ['--', ...args] : [])].join(' '),
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    options: opts,
  };
  if (opts.scale !== undefined) {
    if (opts.vsDocusaurus && !fs.existsSync(path.join(opts.anchor, 'run.sh')))
      throw new Error(`--vs-docusaurus: no anchor harness at ${opts.anchor} (pass --anchor DIR)`);
    const { site, route } = prepareScaleSite({ root: ROOT, n: opts.scale, log });
    if (!opts.devOnly)
      report.scale = measureScale({
        site,
        route,
        n: opts.scale,
        env: BUILD_ENV,
        log,
        measureScript: path.join(opts.anchor, 'measure-build.mjs'),
        docusaurus: opts.vsDocusaurus ? anchorScaleBuild : undefined,
      });
    if (opts.dev) report.dev = await measureDevelopServers({ site, n: opts.scale });
    fs.writeFileSync(path.join(OUT, 'scale.json'), `${JSON.stringify(report, null, 2)}\n`);
    const markdown = [report.scale && renderScale(report.scale), report.dev && renderDevelopSection(report.dev)].filter(Boolean).join('\n\n');
    fs.writeFileSync(path.join(OUT, 'scale.md'), `${markdown}\n\nCommand: \`${report.command}\`\n`);
    console.log(`\n${markdown}`);
    log(`wrote ${path.relative(ROOT, path.join(OUT, 'scale.md'))} and scale.json`);
    return;
  }
  if (opts.relevanceOnly) {
    if (!fs.existsSync(path.join(ROOT, 'public/search/docs-default-6.json'))) timed('build', gatsby, ['build']);
    report.relevance = await measureRelevance(path.join(ROOT, 'public'));
  } else if (!opts.devOnly) await measureProduction(report);
  if (opts.dev) report.dev = await measureDevelopServers();

  fs.writeFileSync(path.join(OUT, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  const markdown = renderReport(report);
  fs.writeFileSync(path.join(OUT, 'report.md'), markdown);
  console.log(`\n${markdown}`);
  log(`wrote ${path.relative(ROOT, path.join(OUT, 'report.md'))} and report.json`);
}

if (IS_MAIN) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
