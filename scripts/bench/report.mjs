/**
 * The bench report as Markdown: our figures, the Docusaurus anchor's (when run) and the ratios
 * against the targets of issue 7. Without an anchor run, ratios use the anchor's recorded
 * synthetic-content figures and say so. With --dev, a "Develop server" section compares
 * `gatsby develop` with `docusaurus start` (measured in the same run, or not at all).
 */

/** Recorded by ../shared/bench/anchor-docusaurus (RESULTS.md, set `synthetic`), used when not re-run. */
const RECORDED_ANCHOR = { docJsGzKiB: 182.0, coldSeconds: 34.8, warmSeconds: 6.6, navMs: 68.7, source: 'anchor RESULTS.md, synthetic content (not re-run)' };

const kib = (bytes) => (bytes / 1024).toFixed(1);
const ratio = (ours, theirs) => (theirs ? ours / theirs : NaN);
const fmt = (r) => (Number.isFinite(r) ? `${r.toFixed(2)}×` : '–');
/** "met", or "**missed** by 23%" (how far the ratio is above its limit). */
const ratioVerdict = (r, limit) => (r <= limit ? 'met' : Number.isFinite(r) ? `**missed** by ${Math.round((r / limit - 1) * 100)}%` : 'not measured');
/** A row of the targets table: ours against Docusaurus's figure, the ratio and whether it is at most `limit` (as shown). */
function ratioTarget(figure, ours, theirs, unit, limit) {
  const r = ratio(ours, theirs);
  return [figure, `${ours.toFixed(1)} ${unit}`, `${theirs?.toFixed(1)} ${unit}`, fmt(r), `≤ ${limit}×`, ratioVerdict(r, Number(limit))];
}

/** "met", or which Lighthouse scores fall short and by how many points. */
function scoreVerdict(scores) {
  const wanted = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
  const short = Object.entries(wanted)
    .filter(([k, min]) => scores[k] < min)
    .map(([k, min]) => `${k} ${scores[k] - min}`);
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

/** The report as Markdown: production sections (unless --dev-only), then the develop server's (with --dev). */
export function renderReport(report) {
  const lines = [];
  const push = (...l) => lines.push(...l);
  push('# Benchmark report', '', `Measured ${report.measuredAt} on ${report.machine.cpus} cores, ${report.machine.memGiB} GiB, Node ${report.machine.node}.`);
  if (report.pages) {
    push(
      `Command: \`${report.command ?? 'npm run bench'}\` (runs: ${report.options.runs} loads/page, ${report.options.navRuns} navigations, ${report.options.lhRuns} Lighthouse runs/page/preset).`,
      ''
    );
    renderProduction(report, push);
  } else push(`Command: \`${report.command}\` (${report.relevance && !report.dev ? 'search relevance only' : 'develop server only'}).`, '');
  if (report.relevance) renderRelevance(report.relevance, push);
  if (report.dev) renderDevelop(report.dev, push);
  return `${lines.join('\n')}\n`;
}

/** Targets, first-load JS, builds, navigation, search and Lighthouse. */
function renderProduction(report, push) {
  const anchor = anchorFigures(report);

  // Targets
  const docPage = report.pages.find((p) => p.route === '/docs/components/querybuilder');
  const targets = [ratioTarget('doc page first-load JS', docPage.jsGz / 1024, anchor.docJsGzKiB, 'KiB gz', '0.40')];
  if (report.builds) {
    targets.push(ratioTarget('full cold build (docs + demos) vs its docs-only cold build', report.builds.coldSeconds, anchor.coldSeconds, 's', '1.0'));
    targets.push(ratioTarget('one-file rebuild vs its warm build', report.builds.oneFileRebuildSeconds, anchor.warmSeconds, 's', '1.0'));
  }
  targets.push(ratioTarget('client navigation doc → doc (median)', report.navigation.medianMs, anchor.navMs, 'ms', '0.5'));
  for (const row of (report.lighthouse ?? []).filter((r) => r.preset === 'mobile' && r.targeted !== false)) {
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
  push(
    '## Targets',
    '',
    `Docusaurus figures: ${anchor.source}.`,
    '',
    '| figure | ours | Docusaurus | ratio | target | |',
    '| --- | ---: | ---: | ---: | --- | --- |'
  );
  for (const t of targets) push(`| ${t.join(' | ')} |`);
  push('');

  const theirPages = report.docusaurus?.browser?.pages;
  if (theirPages?.length) {
    push(
      '## First-load JS against Docusaurus (same content, same routes)',
      '',
      '| page | route | ours KiB gz | Docusaurus KiB gz | ratio |',
      '| --- | --- | ---: | ---: | ---: |'
    );
    for (const t of theirPages) {
      const ours = report.pages.find((p) => p.route === t.route);
      if (!ours) continue;
      const theirsKiB = t.netMedian.js.transferred / 1024;
      push(`| ${t.name} | \`${t.route}\` | ${kib(ours.jsGz)} | ${theirsKiB.toFixed(1)} | ${fmt(ours.jsGz / 1024 / theirsKiB)} |`);
    }
    push('');
  }

  push(
    '## First load per page (Chromium, until the network is idle for 1 s; transferred, gzip -6)',
    '',
    `Median of ${report.options.runs} cold loads. CSS includes the stylesheet Gatsby inlines in the HTML. Prefetch = low-priority \`<link rel=prefetch>\` for linked pages, not part of first load.`,
    ''
  );
  push(
    '| page | route | JS requests | JS gz KiB | CSS gz KiB | HTML gz KiB | page data gz KiB | prefetch JS gz KiB |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |'
  );
  for (const p of report.pages)
    push(
      `| ${p.name} | \`${p.route}\` | ${p.jsCount} | **${kib(p.jsGz)}** | ${kib(p.cssGz)} | ${kib(p.htmlGz)} | ${kib(p.pageDataGz)} | ${kib(p.prefetchJsGz)} |`
    );
  push('');

  if (report.builds) {
    const b = report.builds;
    push(
      '## Builds',
      '',
      '| build | seconds |',
      '| --- | ---: |',
      `| cold (\`gatsby clean && gatsby build\`, median of ${b.coldRuns.length}) | ${b.coldSeconds.toFixed(1)} |`,
      `| warm (\`gatsby build\`, cache kept) | ${b.warmSeconds.toFixed(1)} |`,
      `| after editing one MDX file | ${b.oneFileRebuildSeconds.toFixed(1)} |`,
      ''
    );
  }
  push(
    `Output: ${report.output.htmlPages} HTML pages, ${(report.output.totalBytes / 2 ** 20).toFixed(1)} MiB in public/, ${report.output.sourceMapsShipped} source maps.`,
    ''
  );

  const n = report.navigation;
  push(
    '## Client-side navigation',
    '',
    `\`${n.from}\` → \`${n.to}\` (sidebar link, until URL and h1 changed + 2 frames): median **${n.medianMs.toFixed(1)} ms** of ${n.runs} (min ${n.minMs.toFixed(1)}, max ${n.maxMs.toFixed(1)}).`,
    ''
  );

  const s = report.search;
  push(
    '## Search (embedded index)',
    '',
    `First query from ${s.route} (open the modal, type "query", hits shown): **${kib(s.firstQuery.bytes)} KiB** transferred in ${s.firstQuery.files.length} requests, ${s.firstQuery.firstQueryMs} ms.`,
    ''
  );
  if (s.firstQuery.background?.requests)
    push(
      `Then, in the background once the hits show, the index's other parts: ${kib(s.firstQuery.background.bytes)} KiB in ${s.firstQuery.background.requests} requests.`,
      ''
    );
  push('| file | KiB |', '| --- | ---: |');
  for (const f of s.firstQuery.files) push(`| \`${f.url}\` | ${kib(f.transferred)} |`);
  if (s.page) {
    push('', `First query of the /search page (a fresh load of \`/search?q=query\`, index files until the results show): **${kib(s.page.bytes)} KiB**.`, '');
    push('| file | KiB |', '| --- | ---: |');
    for (const f of s.page.files) push(`| \`${f.url}\` | ${kib(f.transferred)} |`);
  }
  push(
    '',
    `Keystroke → rendered hits: median **${s.keystrokeToHits.medianMs.toFixed(1)} ms** over ${s.keystrokeToHits.queries} queries${s.missed?.length ? ` (no hits within 10 s: ${s.missed.join(', ')})` : ''} (min ${s.keystrokeToHits.minMs.toFixed(1)}, max ${s.keystrokeToHits.maxMs.toFixed(1)}).`,
    ''
  );

  if (report.lighthouse) {
    push(
      '## Lighthouse',
      '',
      `npm lighthouse with Debian Chromium; median of ${report.options.lhRuns} runs. Mobile = default (simulated slow 4G, 4× CPU), desktop = \`--preset=desktop\`.`,
      ''
    );
    push(
      '| page | preset | perf (min–max) | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | KiB | audits < 0.9 |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |'
    );
    for (const r of report.lighthouse) {
      const m = r.metrics;
      push(
        `| ${r.name} | ${r.preset} | **${r.scores.performance}** (${r.performanceRange.join('–')}) | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${Math.round(m.fcpMs)} | ${Math.round(m.lcpMs)} | ${Math.round(m.tbtMs)} | ${m.cls.toFixed(3)} | ${kib(m.totalBytes)} | ${r.failingAudits.join(', ') || '–'} |`
      );
    }
    push('');
  }
}

/** Ours / theirs when both were measured, else NaN. */
const devRatio = (ours, theirs) => (Number.isFinite(ours) && Number.isFinite(theirs) && theirs > 0 ? ours / theirs : NaN);
/** ratioVerdict, except that a figure of ours never shown is a miss, not "not measured". */
const devRatioVerdict = (ours, theirs, limit) => (!Number.isFinite(ours) ? '**missed** (ours not shown)' : ratioVerdict(devRatio(ours, theirs), limit));
const secs = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} s` : '–');
/** "met", or "**missed** by 23%" for a value that must stay under `limit`. */
const underVerdict = (v, limit) => (!Number.isFinite(v) ? '**missed** (not shown)' : v < limit ? 'met' : `**missed** by ${Math.round((v / limit - 1) * 100)}%`);
/** Joins verdicts: "met" when all are, else the missed ones (a ratio not measured stays as such). */
const allVerdicts = (...verdicts) => (verdicts.every((v) => v === 'met') ? 'met' : verdicts.filter((v) => v !== 'met').join('; '));
const startCell = (start) => (start ? (start.seconds === null ? `not rendered (${start.error})` : secs(start.seconds)) : '–');
const reloads = (prose) => prose.edits.filter((e) => e.reloaded).length;
const proseCell = (prose) =>
  !prose
    ? '–'
    : `${prose.medianSeconds === null ? `median not shown (${prose.missed}/${prose.edits.length} missed)` : `${prose.medianSeconds.toFixed(2)} s`}${reloads(prose) ? ` (${reloads(prose)} reloaded)` : ''}`;
const sidebarCell = (sb) =>
  !sb ? '–' : sb.shown ? `${sb.seconds.toFixed(2)} s${sb.reloaded ? ' (page reloaded)' : ''}` : `not shown within ${sb.timeoutSeconds} s`;

/** The "Develop server" section: targets against `docusaurus start`, then each server's raw figures. */
function renderDevelop(dev, push) {
  const ours = dev.ours ?? {};
  const theirs = dev.docusaurus;
  const rows = [];
  const [oc, tc] = [ours.cold?.seconds, theirs?.cold?.seconds];
  rows.push(['cold start → doc page rendered', startCell(ours.cold), startCell(theirs?.cold), fmt(devRatio(oc, tc)), '≤ 1.0×', devRatioVerdict(oc, tc, 1)]);
  rows.push([
    'warm restart → doc page rendered',
    startCell(ours.warm),
    startCell(theirs?.warm),
    fmt(devRatio(ours.warm?.seconds, theirs?.warm?.seconds)),
    '–',
    '–',
  ]);
  const [op, tp] = [ours.prose?.medianSeconds, theirs?.prose?.medianSeconds];
  rows.push([
    'prose edit → visible (median of 5)',
    proseCell(ours.prose),
    proseCell(theirs?.prose),
    fmt(devRatio(op, tp)),
    '≤ 1.0× and < 3 s',
    allVerdicts(devRatioVerdict(op, tp, 1), underVerdict(op, 3)),
  ]);
  rows.push([
    'sidebar edit → visible, no restart',
    sidebarCell(ours.sidebar),
    sidebarCell(theirs?.sidebar),
    '–',
    '< 5 s',
    underVerdict(ours.sidebar?.seconds ?? NaN, 5),
  ]);
  push(
    '## Develop server',
    '',
    `\`gatsby develop\` in ${dev.where ?? 'this checkout'}${theirs ? ' against `docusaurus start` on the same content, one after the other' : ' (no Docusaurus run: pass --vs-docusaurus for ratios)'}. Start = spawn (caches cleared) → \`${dev.route}\` open in Chromium with its h1 visible; edits are made on ${dev.editsOn}, to \`${dev.docFile}\` and \`${dev.sidebarFile}\`.`,
    ''
  );
  const src = [
    ours.source && `ours: commit ${ours.source.commit} plus ${ours.source.uncommittedFiles} uncommitted file(s)`,
    theirs?.source && `Docusaurus ${theirs.source.docusaurus}`,
  ].filter(Boolean);
  if (src.length)
    push(`Sources: ${src.join('; ')}. Server logs (seconds since spawn on each line, bench events marked \`=== bench:\`) are in bench-results/dev/.`, '');
  push('| figure | ours | Docusaurus | ratio | target | |', '| --- | ---: | ---: | ---: | --- | --- |');
  for (const r of rows) push(`| ${r.join(' | ')} |`);
  push(
    '',
    '| server | cold start (server ready) | warm restart (server ready) | prose edits, s (r = page reloaded) | sidebar edit | page errors |',
    '| --- | ---: | ---: | --- | --- | --- |'
  );
  for (const d of [ours, theirs].filter(Boolean)) {
    const ready = (s) => `${startCell(s)} (${secs(s?.serverReadySeconds)})`;
    const edits = d.prose
      ? d.prose.edits.map((e) => (e.seconds === null ? 'missed' : `${e.seconds.toFixed(2)}${e.reloaded ? ' r' : ''}`)).join(', ')
      : (d.error ?? d.editsSkipped ?? '–');
    const errors = [...(d.cold?.pageErrors ?? []), ...(d.warm?.pageErrors ?? [])];
    push(
      `| ${d.server} | ${ready(d.cold)} | ${ready(d.warm)} | ${edits} | ${sidebarCell(d.sidebar)}${d.sidebar?.reloaded === false ? ', in place' : ''} | ${errors.length ? errors.slice(0, 3).join('; ').replaceAll('|', '\\|') : 'none'} |`
    );
  }
  push('');
}

/** The "Develop server" section alone (the scale benchmark's --dev), as Markdown. */
export function renderDevelopSection(dev) {
  const lines = [];
  renderDevelop(dev, (...l) => lines.push(...l));
  return lines.join('\n');
}

/** Search relevance per question set (scripts/bench/relevance.mjs). */
function renderRelevance(sets, push) {
  const pct = (v) => `${(v * 100).toFixed(0)}%`;
  push(
    "## Search relevance (embedded engine, the latest version's index as shipped)",
    '',
    "Page: the answering page among the pages listed; section: the answering section (or an equally good one) among the hits. In the engine's order (as /search lists them) and in the search dialog's (at most two hits of a page before the next page).",
    '',
    '| questions | n | page first | page in top 10 | page MRR@10 | section first | section in top 10 | section MRR@10 | no hits |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |'
  );
  for (const [name, { all, byKind, dialog }] of Object.entries(sets)) {
    const row = (label, f) =>
      push(
        `| ${label} | ${f.questions} | ${pct(f.pageHit1)} | ${pct(f.pageHit10)} | ${f.pageMrr.toFixed(3)} | ${pct(f.sectionHit1)} | ${pct(f.sectionHit10)} | ${f.sectionMrr.toFixed(3)} | ${f.empty} |`
      );
    row(`**${name}**`, all);
    if (dialog) row(`${name}: in the search dialog's order`, dialog);
    for (const [kind, f] of Object.entries(byKind)) row(`${name}: ${kind}`, f);
  }
  push('');
}
