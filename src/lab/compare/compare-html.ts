/**
 * The A/B comparison as one self-contained HTML file, like the balance report (report/html.ts): the
 * styles, the comparison as JSON, the Chart.js bundle and the drawing script are inline. "What
 * changed" comes first; then each part of the report as a table (A, B, the difference, its interval
 * and, in words, whether it is significant), with charts of both series. Pure (no Node imports), so
 * a browser can render the same file with its own Chart.js bundle; index.ts adds the Node way.
 */
import type { ChartSpec } from '../report/charts.ts';
import { chartBox, escapeHtml as esc, htmlPage } from '../report/html-util.ts';
import { reproduce } from '../report/html-sections.ts';
import { comparisonCharts } from './compare-charts.ts';
import type { ComparedMetric, Comparison, MetricSection } from './compare.ts';
import { bootstrapResamples, type TestMethod } from './significance.ts';
import { decimal, intervalText, signedDiff, value } from './summary.ts';

const STYLE = `
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1b1b1b;max-width:1150px;margin:0 auto;padding:1rem 1.5rem 4rem}
h1{font-size:1.8rem;margin-bottom:.2rem}h2{margin-top:2.5rem;border-bottom:2px solid #ddd;padding-bottom:.2rem}
.meta{color:#555}.partial{background:#fff3cd;border:2px solid #c99a00;padding:.6rem 1rem;border-radius:6px;font-weight:600}
.side{display:inline-block;font-weight:700;padding:0 .45rem;border-radius:4px;color:#fff}.side.a{background:#0072B2}.side.b{background:#8a5a00}
ul.changes li{margin:.35rem 0}.none{color:#333}
table{border-collapse:collapse;margin:.6rem 0 1rem;font-size:.92rem}th,td{border:1px solid #ccc;padding:.25rem .55rem;text-align:right;vertical-align:top}
th{background:#f2f2f2}td.l,th.l{text-align:left}caption{text-align:left;font-weight:600;padding:.3rem 0}
tr.sig td{background:#fdf3ec}tr.sig td.verdict{font-weight:700}
.chart{position:relative;height:300px;margin:1rem 0}.chart.tall{height:560px}
.explain{color:#333;max-width:80ch}code{background:#f2f2f2;padding:0 .2rem}
@media print{.chart{break-inside:avoid}}
`;

const quote = (x: string) => (/^[\w.:,=/-]+$/.test(x) ? x : `'${x.replace(/'/g, `'\\''`)}'`);

const DRAW = `
(function(){
  var specs = JSON.parse(document.getElementById('lab-compare-charts').textContent);
  if (typeof Chart === 'undefined') return;
  specs.forEach(function(s){ var c = document.getElementById(s.id); if (c) new Chart(c, s.config); });
})();
`;

const SECTIONS: Array<{ id: MetricSection; title: string; intro: string; charts: string[] }> = [
  { id: 'outcomes', title: 'Who wins', intro: 'Each seat’s wins are compared game by game (the same game under A and under B): McNemar’s exact test, with Newcombe’s interval for paired proportions. Bots, the fair share and the first-player advantage are compared as a figure per game (paired t); the balance with a paired bootstrap.', charts: ['compare-seats', 'compare-bots'] },
  { id: 'pace', title: 'How long, and how many choices', intro: 'Length and turns are compared game by game (paired t); the ratios over all games by the delta method, game by game.', charts: ['compare-length', 'compare-branching'] },
  { id: 'tension', title: 'Lead changes, drama and decisiveness', intro: 'Measured on the games with a single winner, which can differ between A and B: the two samples are compared as independent ones (Welch’s t; Newcombe’s hybrid interval with a two-proportion z test).', charts: [] },
  { id: 'scores', title: 'Scores', intro: 'Over the games finished under both contents, game by game (paired t).', charts: [] },
  { id: 'figures', title: 'The game’s own figures', intro: 'Each figure of <code>Outcome.stats</code> over all seats of a game (the mean of a number, the share of “yes”), compared game by game over the games finished under both contents (paired t). Text figures are not compared.', charts: [] },
  { id: 'plays', title: 'Moves played', intro: 'Per move, the share of a game’s seats that played it at least once, compared game by game (paired t).', charts: ['compare-plays'] },
];

const METHOD: Record<TestMethod, string> = {
  'mcnemar': 'McNemar (exact), Newcombe paired interval',
  'paired-t': 'paired t',
  'welch': 'Welch t',
  'two-proportion': 'two-proportion z, Newcombe interval',
  'ratio': 'ratio, delta method (paired)',
  'bootstrap': 'paired bootstrap',
};

/** "significant?" in words, never only in colour. */
export function verdict(m: ComparedMetric): string {
  if (!m.significant) return 'no';
  return m.diff > 0 ? 'yes: higher under B' : 'yes: lower under B';
}

function metricTable(caption: string, metrics: ComparedMetric[]): string {
  const head = ['figure', 'A', 'B', 'difference (B − A)', '95% interval', 'significant?', 'test', 'p (Holm-adjusted)', 'note'];
  const rows = metrics.map((m) => {
    const cells = [
      `<td class="l">${esc(m.label)}</td>`,
      `<td>${esc(value(m, m.a))}</td>`,
      `<td>${esc(value(m, m.b))}</td>`,
      `<td>${esc(signedDiff(m, m.diff))}</td>`,
      `<td>${esc(intervalText(m, m.ci95))}</td>`,
      `<td class="l verdict">${esc(verdict(m))}</td>`,
      `<td class="l">${esc(METHOD[m.method])}</td>`,
      `<td>${m.pAdjusted < 0.0001 ? '&lt; 0.0001' : esc(decimal(m.pAdjusted, 4))}</td>`,
      `<td class="l">${esc(m.note)}${m.n ? esc(`${m.note ? '; ' : ''}n = ${m.n.toLocaleString('en-US')}`) : ''}</td>`,
    ];
    return `<tr${m.significant ? ' class="sig"' : ''}>${cells.join('')}</tr>`;
  });
  return `<table><caption>${esc(caption)}</caption><thead><tr>${head.map((h, i) => `<th${i === 0 || i >= 5 ? ' class="l"' : ''}>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function header(c: Comparison): string {
  const run = c.a.report.run;
  const options = Object.keys(run.options).length ? Object.entries(run.options).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ') : 'default';
  const partial = c.partial
    ? `<p class="partial" id="partial">Partial comparison: ${c.pairs.toLocaleString('en-US')} of ${c.planned.toLocaleString('en-US')} games were played under both contents before the run was stopped. Every figure covers only those games.</p>`
    : '';
  // Sides that differ by options (a rule variant, docs/lab.md) are named again by --against-option; by content, --against.
  const bOptions = c.b.report.run.options;
  const optionPairs = Object.entries(bOptions).filter(([k, v]) => JSON.stringify(run.options[k]) !== JSON.stringify(v));
  const against = optionPairs.length > 0 && c.a.file === c.b.file
    ? optionPairs.map(([k, v]) => `--against-option ${quote(`${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)}`).join(' ')
    : `--against ${quote(c.b.file ?? 'default')}`;
  const command = `${reproduce({ ...c.a.report, run: { ...run, planned: c.planned } })} ${against}`;
  return `<header><h1>${esc(c.game.title)}: A/B content comparison</h1>
<p><span class="side a">A</span> ${esc(c.a.name)} &nbsp; <span class="side b">B</span> ${esc(c.b.name)}</p>${partial}
<p class="meta">${c.pairs.toLocaleString('en-US')} pairs of games of ${run.players} players: game <i>i</i> has the same seed and the same line-up under A and under B. Bots ${esc(run.bots.join(', '))}; seed ${run.seed}; options ${esc(options)}; rules: A ${esc(c.a.report.game.rules)}, B ${esc(c.b.report.game.rules)}. ` +
    `Played in ${decimal(c.a.report.run.seconds, 1)} s (A) and ${decimal(c.b.report.run.seconds, 1)} s (B); positions ${run.estimates ? 'estimated move by move' : 'not estimated'}.</p>
<p class="meta">The same comparison again: <code>${esc(command)}</code></p></header>`;
}

function changes(c: Comparison): string {
  const items = c.changes.map((t) => `<li>${esc(t)}</li>`).join('\n');
  return `<section id="what-changed"><h2>What changed</h2>
<ul class="changes">${items}</ul>
<p class="explain">${esc(c.correction.text)} ${c.correction.tests} figures were tested here. Differences are B − A: positive means higher under B. ` +
    'Share figures differ in percentage points. A difference can be real and still too small to matter for play: read the size, not only the verdict.</p></section>';
}

function flagTable(c: Comparison): string {
  if (c.flags.length === 0) return '<p class="explain">No move gains or loses a flag (never played, dominant) between A and B.</p>';
  return `<table><caption>Flags that appear or disappear</caption><thead><tr><th class="l">move</th><th class="l">flag</th><th class="l">under</th></tr></thead><tbody>${
    c.flags.map((f) => `<tr><td class="l">${esc(f.label)}</td><td class="l">${esc(f.flag)}</td><td class="l">${f.under} only</td></tr>`).join('')}</tbody></table>`;
}

function section(c: Comparison, s: (typeof SECTIONS)[number], charts: Map<string, ChartSpec>): string {
  const metrics = c.metrics.filter((m) => m.section === s.id);
  const extra: string[] = [];
  if (s.id === 'pace' && c.lengths.bins.length) {
    extra.push(`<table><caption>Games by length (actions)</caption><thead><tr><th class="l">actions</th><th>A</th><th>B</th></tr></thead><tbody>${
      c.lengths.bins.map((b, i) => `<tr><td class="l">${esc(b)}</td><td>${c.lengths.a[i]}</td><td>${c.lengths.b[i]}</td></tr>`).join('')}</tbody></table>`);
    const ta = c.a.report.pace.branchingByTenth;
    const tb = c.b.report.pace.branchingByTenth;
    extra.push(`<table><caption>Legal moves by tenth of the game</caption><thead><tr><th class="l">part of the game</th><th>A</th><th>B</th></tr></thead><tbody>${
      ta.map((x, i) => `<tr><td class="l">${i * 10}–${i * 10 + 10}%</td><td>${x === null ? '—' : decimal(x)}</td><td>${tb[i] === null ? '—' : decimal(tb[i]!)}</td></tr>`).join('')}</tbody></table>`);
  }
  if (s.id === 'plays') extra.push(flagTable(c));
  if (metrics.length === 0 && extra.length === 0) {
    const why = s.id === 'tension' ? 'Not compared: positions were not estimated under both contents (the game has no evaluation, or --no-estimates).' : 'Nothing to compare.';
    return `<section id="${s.id}"><h2>${esc(s.title)}</h2><p class="explain">${esc(why)}</p></section>`;
  }
  const boxes = s.charts.map((id) => chartBox(charts.get(id), id === 'compare-plays')).join('\n');
  return `<section id="${s.id}"><h2>${esc(s.title)}</h2>
<p class="explain">${s.intro}</p>
${boxes}
${metrics.length ? metricTable(s.title, metrics) : ''}
${extra.join('\n')}
</section>`;
}

function definitions(c: Comparison): string {
  return `<section id="how"><h2>How the comparison is made</h2>
<p class="explain">Both contents play the same ${c.planned.toLocaleString('en-US')} games: game <i>i</i> gets the same seed and the same bots in the same seats under A and under B, so a difference cannot come from luck in who sat where. ` +
    'The dice and cards can still fall differently once the contents differ. Each content’s full balance report is in this file as JSON (the <code>lab-compare</code> script element, <code>a.report</code> and <code>b.report</code>), and the whole comparison comes from <code>crossings lab report … --against … --json</code>. ' +
    `Methods: McNemar’s exact test (a yes/no per game, paired), Newcombe’s (1998) intervals for paired and independent proportions, Student’s paired t and Welch’s t (a number per game), the delta method for a ratio over all games (Cochran 1977), a paired bootstrap for the balance (${bootstrapResamples(c.pairs).toLocaleString('en-US')} resamples here) (Efron &amp; Tibshirani 1993), Holm’s (1979) step-down correction over all ${c.correction.tests} tests. See docs/lab.md, “Comparing two contents”.</p></section>`;
}

/** The comparison as HTML, with `chartJs` (the Chart.js UMD bundle's text) inlined. */
export function renderComparisonHtml(c: Comparison, chartJs: string): string {
  const charts = comparisonCharts(c);
  const byId = new Map(charts.map((s) => [s.id, s]));
  const title = `${c.game.title}: ${c.a.name} vs ${c.b.name}${c.partial ? ' (partial)' : ''}`;
  return htmlPage({
    title, generator: `crossings lab report --against (${c.format})`, style: STYLE,
    body: [header(c), changes(c), c.pairs > 0 ? SECTIONS.map((s) => section(c, s, byId)).join('\n') : '', definitions(c)].join('\n'),
    data: { 'lab-compare': c, 'lab-compare-charts': charts },
    scripts: [{ inline: chartJs }, { inline: DRAW }],
  });
}
