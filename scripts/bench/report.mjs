/**
 * The bench report as Markdown: our figures, the Docusaurus anchor's (when run) and the ratios
 * against the targets of issue 7. Without an anchor run, ratios use the anchor's recorded
 * synthetic-content figures and say so.
 */

/** Recorded by ../shared/bench/anchor-docusaurus (RESULTS.md, set `synthetic`), used when not re-run. */
const RECORDED_ANCHOR = { docJsGzKiB: 182.0, coldSeconds: 34.8, warmSeconds: 6.6, navMs: 68.7, source: 'anchor RESULTS.md, synthetic content (not re-run)' };

const kib = (bytes) => (bytes / 1024).toFixed(1);
const ratio = (ours, theirs) => (theirs ? ours / theirs : NaN);
const fmt = (r) => (Number.isFinite(r) ? `${r.toFixed(2)}×` : '–');
/** "met", or "**missed** by 23%" (how far the ratio is above its limit). */
const ratioVerdict = (r, limit) => (r <= limit ? 'met' : Number.isFinite(r) ? `**missed** by ${Math.round((r / limit - 1) * 100)}%` : 'not measured');
/** "met", or which Lighthouse scores fall short and by how many points. */
function scoreVerdict(scores) {
  const wanted = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
  const short = Object.entries(wanted).filter(([k, min]) => scores[k] < min).map(([k, min]) => `${k} ${scores[k] - min}`);
  return short.length ? `**missed**: ${short.join(', ')}` : 'met';
}

function anchorFigures(report) {
  const d = report.docusaurus;
  if (!d) return RECORDED_ANCHOR;
  const doc = d.browser?.pages?.find((p) => p.name === 'doc');
  return {
    docJsGzKiB: doc ? doc.netMedian.js.transferred / 1024 : NaN,
    coldSeconds: d.builds?.coldMedian?.wallSeconds,
    warmSeconds: d.builds?.warmMedian?.wallSeconds,
    navMs: d.browser?.nav?.[0]?.medianMs,
    lighthouse: d.lighthouse?.results,
    source: `anchor run on this content (${d.dir}; ${d.builds?.coldMedian?.n ?? '?'} cold build(s), measured ${d.browser?.measuredAt ?? '?'})`,
  };
}

export function renderReport(report) {
  const lines = [];
  const push = (...l) => lines.push(...l);
  const anchor = anchorFigures(report);
  push('# Benchmark report', '', `Measured ${report.measuredAt} on ${report.machine.cpus} cores, ${report.machine.memGiB} GiB, Node ${report.machine.node}.`);
  push(`Command: \`${report.command ?? 'npm run bench'}\` (runs: ${report.options.runs} loads/page, ${report.options.navRuns} navigations, ${report.options.lhRuns} Lighthouse runs/page/preset).`, '');

  // Targets
  const docPage = report.pages.find((p) => p.route === '/docs/components/querybuilder');
  const targets = [];
  const jsRatio = ratio(docPage.jsGz / 1024, anchor.docJsGzKiB);
  targets.push(['doc page first-load JS', `${kib(docPage.jsGz)} KiB gz`, `${anchor.docJsGzKiB?.toFixed(1)} KiB gz`, fmt(jsRatio), '≤ 0.40×', ratioVerdict(jsRatio, 0.4)]);
  if (report.builds) {
    const cold = ratio(report.builds.coldSeconds, anchor.coldSeconds);
    const one = ratio(report.builds.oneFileRebuildSeconds, anchor.warmSeconds);
    targets.push(['full cold build (docs + demos) vs its docs-only cold build', `${report.builds.coldSeconds.toFixed(1)} s`, `${anchor.coldSeconds?.toFixed(1)} s`, fmt(cold), '≤ 1.0×', ratioVerdict(cold, 1)]);
    targets.push(['one-file rebuild vs its warm build', `${report.builds.oneFileRebuildSeconds.toFixed(1)} s`, `${anchor.warmSeconds?.toFixed(1)} s`, fmt(one), '≤ 1.0×', ratioVerdict(one, 1)]);
  }
  const nav = ratio(report.navigation.medianMs, anchor.navMs);
  targets.push(['client navigation doc → doc (median)', `${report.navigation.medianMs.toFixed(1)} ms`, `${anchor.navMs?.toFixed(1)} ms`, fmt(nav), '≤ 0.5×', ratioVerdict(nav, 0.5)]);
  for (const row of (report.lighthouse ?? []).filter((r) => r.preset === 'mobile')) {
    const s = row.scores;
    const theirRow = anchor.lighthouse?.find((r) => r.route === row.route && r.preset === 'mobile')?.median;
    const theirs = theirRow?.scores;
    targets.push([
      `Lighthouse mobile ${row.name} (perf/a11y/bp/seo; TBT)`,
      `${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}; ${Math.round(row.metrics.tbtMs)} ms`,
      theirs ? `${theirs.performance}/${theirs.accessibility}/${theirs['best-practices']}/${theirs.seo}; ${Math.round(theirRow.metrics.tbtMs)} ms` : '–',
      '–',
      '≥ 98/100/100/100',
      scoreVerdict(s),
    ]);
  }
  push('## Targets', '', `Docusaurus figures: ${anchor.source}.`, '', '| figure | ours | Docusaurus | ratio | target | |', '| --- | ---: | ---: | ---: | --- | --- |');
  for (const t of targets) push(`| ${t.join(' | ')} |`);
  push('');

  const theirPages = report.docusaurus?.browser?.pages;
  if (theirPages?.length) {
    push('## First-load JS against Docusaurus (same content, same routes)', '', '| page | route | ours KiB gz | Docusaurus KiB gz | ratio |', '| --- | --- | ---: | ---: | ---: |');
    for (const t of theirPages) {
      const ours = report.pages.find((p) => p.route === t.route);
      if (!ours) continue;
      const theirsKiB = t.netMedian.js.transferred / 1024;
      push(`| ${t.name} | \`${t.route}\` | ${kib(ours.jsGz)} | ${theirsKiB.toFixed(1)} | ${fmt(ours.jsGz / 1024 / theirsKiB)} |`);
    }
    push('');
  }

  push('## First load per page (Chromium, until the network is idle for 1 s; transferred, gzip -6)', '', `Median of ${report.options.runs} cold loads. CSS includes the stylesheet Gatsby inlines in the HTML. Prefetch = low-priority \`<link rel=prefetch>\` for linked pages, not part of first load.`, '');
  push('| page | route | JS requests | JS gz KiB | CSS gz KiB | HTML gz KiB | page data gz KiB | prefetch JS gz KiB |', '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const p of report.pages) push(`| ${p.name} | \`${p.route}\` | ${p.jsCount} | **${kib(p.jsGz)}** | ${kib(p.cssGz)} | ${kib(p.htmlGz)} | ${kib(p.pageDataGz)} | ${kib(p.prefetchJsGz)} |`);
  push('');

  if (report.builds) {
    const b = report.builds;
    push('## Builds', '', '| build | seconds |', '| --- | ---: |', `| cold (\`gatsby clean && gatsby build\`, median of ${b.coldRuns.length}) | ${b.coldSeconds.toFixed(1)} |`, `| warm (\`gatsby build\`, cache kept) | ${b.warmSeconds.toFixed(1)} |`, `| after editing one MDX file | ${b.oneFileRebuildSeconds.toFixed(1)} |`, '');
  }
  push(`Output: ${report.output.htmlPages} HTML pages, ${(report.output.totalBytes / 2 ** 20).toFixed(1)} MiB in public/, ${report.output.sourceMapsShipped} source maps.`, '');

  const n = report.navigation;
  push('## Client-side navigation', '', `\`${n.from}\` → \`${n.to}\` (sidebar link, until URL and h1 changed + 2 frames): median **${n.medianMs.toFixed(1)} ms** of ${n.runs} (min ${n.minMs.toFixed(1)}, max ${n.maxMs.toFixed(1)}).`, '');

  const s = report.search;
  push('## Search (embedded index)', '', `First query from ${s.route} (open the modal, type "query", hits shown): **${kib(s.firstQuery.bytes)} KiB** transferred in ${s.firstQuery.files.length} requests, ${s.firstQuery.firstQueryMs} ms.`, '');
  push('| file | KiB |', '| --- | ---: |');
  for (const f of s.firstQuery.files) push(`| \`${f.url}\` | ${kib(f.transferred)} |`);
  push('', `Keystroke → rendered hits: median **${s.keystrokeToHits.medianMs.toFixed(1)} ms** over ${s.keystrokeToHits.queries} queries${s.missed?.length ? ` (no hits within 10 s: ${s.missed.join(', ')})` : ''} (min ${s.keystrokeToHits.minMs.toFixed(1)}, max ${s.keystrokeToHits.maxMs.toFixed(1)}).`, '');

  if (report.lighthouse) {
    push('## Lighthouse', '', `npm lighthouse with Debian Chromium; median of ${report.options.lhRuns} runs. Mobile = default (simulated slow 4G, 4× CPU), desktop = \`--preset=desktop\`.`, '');
    push('| page | preset | perf (min–max) | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | KiB | audits < 0.9 |', '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const r of report.lighthouse) {
      const m = r.metrics;
      push(`| ${r.name} | ${r.preset} | **${r.scores.performance}** (${r.performanceRange.join('–')}) | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${Math.round(m.fcpMs)} | ${Math.round(m.lcpMs)} | ${Math.round(m.tbtMs)} | ${m.cls.toFixed(3)} | ${kib(m.totalBytes)} | ${r.failingAudits.join(', ') || '–'} |`);
    }
    push('');
  }
  return `${lines.join('\n')}\n`;
}
