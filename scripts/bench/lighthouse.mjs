/**
 * Lighthouse (npm `lighthouse`, Debian Chromium) scores, mobile (default config) and desktop
 * (`--preset=desktop`), median of `runs` per page and preset.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROME_ARGS } from '../chromium.mjs';
import { median } from './browser.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Runs a command without blocking this process (the measured site is served from it). */
function run(bin, args, env) {
  return new Promise((resolve) => {
    const child = spawn(bin, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.on('data', () => {});
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stderr });
    });
  });
}

async function runOnce(bin, url, preset, chromePath) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-lh-')), 'report.json');
  const args = [
    url,
    '--output=json',
    `--output-path=${out}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_ARGS.join(' ')}`,
    '--quiet',
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  const result = await run(bin, args, { ...process.env, CHROME_PATH: chromePath });
  if (result.status !== 0 || !fs.existsSync(out)) throw new Error(`lighthouse failed for ${url} (${preset}): ${result.stderr?.slice(-800)}`);
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const audit = (id) => lhr.audits[id]?.numericValue;
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual'
    )
    .map((a) => a.id);
  return {
    scores,
    metrics: {
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      totalBytes: audit('total-byte-weight'),
    },
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

export async function measureLighthouse(bin, base, pages, runs, chromePath) {
  const rows = [];
  for (const { name, route, targeted = true } of pages) {
    for (const preset of ['mobile', 'desktop']) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await runOnce(bin, base + route, preset, chromePath));
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(results.map((r) => r.scores[c]))]));
      const metrics = Object.fromEntries(Object.keys(results[0].metrics).map((k) => [k, median(results.map((r) => r.metrics[k]))]));
      rows.push({
        name,
        route,
        targeted,
        preset,
        runs,
        scores,
        performanceRange: [Math.min(...results.map((r) => r.scores.performance)), Math.max(...results.map((r) => r.scores.performance))],
        metrics,
        failingAudits: [...new Set(results.flatMap((r) => r.failing))],
        benchmarkIndex: median(results.map((r) => r.benchmarkIndex ?? 0)),
      });
    }
  }
  return rows;
}
