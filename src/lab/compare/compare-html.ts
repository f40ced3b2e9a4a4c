/**
 * The A/B comparison as one self-contained HTML file, like the balance report (report/html.ts): the
 * styles, the comparison as JSON, the Chart.js bundle and the drawing script are inline. "What
 * changed" comes first; then each part of the report as a table (A, B, the difference, its interval
 * and, in words, whether it is significant), with charts of both series. Pure (no Node imports), so
 * a browser can render the same file with its own Chart.js bundle; index.ts adds the Node way.
 */
import type { ChartSpec } from '../report/charts.ts';
import { chartBox, escapeHtml as esc, htmlPage } from '../report/html-util.ts';
import { folded, reproduce } from '../report/html-sections.ts';
import { Terms, type TermId } from '../report/plain.ts';
import { comparisonCharts } from './compare-charts.ts';
import type { ComparedMetric, Comparison, MetricSection } from './compare.ts';
import { bootstrapResamples, type TestMethod } from './significance.ts';
import { decimal, intervalText, signedDiff, value } from './summary.ts';

const STYLE = `
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1b1b1b;max-width:1150px;margin:0 auto;padding:1rem 1.5rem 4rem}
h1{font-size:1.8rem;margin-bottom:.2rem}h2{margin-top:1rem}
.meta{color:#555}.partial{background:#fff3cd;border:2px solid #c99a00;padding:.6rem 1rem;border-radius:6px;font-weight:600}
.side{display:inline-block;font-weight:700;padding:0 .45rem;border-radius:4px;color:#fff}.side.a{background:#0072B2}.side.b{background:#8a5a00}
ul.changes li{margin:.35rem 0}.none{color:#333}
table{border-collapse:collapse;margin:.6rem 0 1rem;font-size:.92rem}th,td{border:1px solid #ccc;padding:.25rem .55rem;text-align:right;vertical-align:top}
th{background:#f2f2f2}td.l,th.l{text-align:left}caption{text-align:left;font-weight:600;padding:.3rem 0}
tr.sig td{background:#fdf3ec}tr.sig td.verdict{font-weight:700}
.chart{position:relative;height:300px;margin:1rem 0}.chart.tall{height:560px}
.explain{color:#333;max-width:80ch}code{background:#f2f2f2;padding:0 .2rem;overflow-wrap:anywhere}
.answer{border:2px solid #0072B2;border-radius:8px;padding:.8rem 1rem;margin:1rem 0 1.5rem;background:#f7fbfe}.answer h2{margin-top:0;border:0}
.plain{color:#4a4a4a;font-size:.95em}a.term{color:#005a8c}.scroll{overflow-x:auto;max-width:100%}
details{border-top:1px solid #ccc;padding:.2rem 0}summary{cursor:pointer;padding:.6rem 0;margin-left:1.2rem}summary h2{display:inline;margin:0;border:0;font-size:1.25rem}
summary:focus-visible{outline:3px solid #0072B2;outline-offset:2px}
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

type Section = { id: MetricSection; title: string; intro: (t: Terms) => string; charts: string[] };
const SECTIONS: Section[] = [
  { id: 'outcomes', title: 'Who wins?', intro: (t) => `Each seat’s wins are compared game by game with ${t.use('mcnemar')}; the bots, the fair share and the ${t.use('first-mover')}’s advantage as a figure per game (${t.use('t-test')}); the balance with a ${t.use('bootstrap')}.`, charts: ['compare-seats', 'compare-bots'] },
  { id: 'pace', title: 'How long, and how many choices?', intro: (t) => `Length and turns are compared game by game (${t.link('t-test')}); the ratios over all games (moves per turn, choices per decision) by the ${t.use('delta-method')}.`, charts: ['compare-length', 'compare-branching'] },
  { id: 'tension', title: 'Are games tense to the end?', intro: (t) => `Measured on the games with a single winner, which can differ between A and B, so the two are compared as separate samples (${t.link('t-test')}; for a share, a two-proportion test).`, charts: [] },
  { id: 'scores', title: 'What do the scores look like?', intro: (t) => `Over the games finished under both, game by game (${t.link('t-test')}).`, charts: [] },
  { id: 'figures', title: 'What the game itself counts', intro: (t) => `Each figure the game counts at its end, over all seats of a game (the mean of a number, the share of “yes”), compared game by game over the games finished under both (${t.link('t-test')}). Text figures are not compared.`, charts: [] },
  { id: 'plays', title: 'Which moves are played?', intro: (t) => `Per move, the share of a game’s seats that played it at least once, compared game by game (${t.link('t-test')}).`, charts: ['compare-plays'] },
];

const METHOD: Record<TestMethod, [TermId, string]> = {
  'mcnemar': ['mcnemar', 'McNemar’s test'],
  'paired-t': ['t-test', 'paired t interval'],
  'welch': ['t-test', 'Welch’s t interval'],
  'two-proportion': ['interval', 'two-proportion test'],
  'ratio': ['delta-method', 'delta method'],
  'bootstrap': ['bootstrap', 'bootstrap'],
};

/** "significant?" in words, never only in colour. */
export function verdict(m: ComparedMetric): string {
  if (!m.significant) return 'no';
  return m.diff > 0 ? 'yes: higher under B' : 'yes: lower under B';
}

function metricTable(caption: string, metrics: ComparedMetric[], t: Terms): string {
  const head = ['figure', 'A', 'B', 'difference (B − A)', '95% interval', 'beyond chance?', 'test', 'p-value after Holm’s correction', 'note'];
  const rows = metrics.map((m) => {
    const cells = [
      `<td class="l">${esc(m.label)}</td>`,
      `<td>${esc(value(m, m.a))}</td>`,
      `<td>${esc(value(m, m.b))}</td>`,
      `<td>${esc(signedDiff(m, m.diff))}</td>`,
      `<td>${esc(intervalText(m, m.ci95))}</td>`,
      `<td class="l verdict">${esc(verdict(m))}</td>`,
      `<td class="l">${t.link(...METHOD[m.method])}</td>`,
      `<td>${!m.inFamily ? 'not tested: the same in every game' : m.pAdjusted < 0.0001 ? '&lt; 0.0001' : esc(decimal(m.pAdjusted, 4))}</td>`,
      `<td class="l">${esc(m.note)}${m.n ? esc(`${m.note ? '; ' : ''}n = ${m.n.toLocaleString('en-US')}`) : ''}</td>`,
    ];
    return `<tr${m.significant ? ' class="sig"' : ''}>${cells.join('')}</tr>`;
  });
  const headCell = (h: string) => (h.startsWith('p-value') ? `${t.link('p-value')} after ${t.link('holm')}` : esc(h));
  return `<div class="scroll"><table><caption>${esc(caption)}</caption><thead><tr>${head.map((h, i) => `<th${i === 0 || i >= 5 ? ' class="l"' : ''}>${headCell(h)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

function header(c: Comparison): string {
  const run = c.a.report.run;
  const partial = c.partial
    ? `<p class="partial" id="partial">Partial comparison: ${c.pairs.toLocaleString('en-US')} of ${c.planned.toLocaleString('en-US')} games were played under both before the run was stopped. Every figure covers only those games.</p>`
    : '';
  return `<header><h1>${esc(c.game.title)}: A/B comparison</h1>
<p><span class="side a">A</span> ${esc(c.a.name)} &nbsp; <span class="side b">B</span> ${esc(c.b.name)}</p>${partial}
<p class="meta">${c.pairs.toLocaleString('en-US')} pairs of games of ${run.players} players.</p></header>`;
}

function runDetails(c: Comparison): { text: string; command: string } {
  const run = c.a.report.run;
  const options = Object.keys(run.options).length ? Object.entries(run.options).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ') : 'none';
  const bOptions = c.b.report.run.options;
  const optionPairs = Object.entries(bOptions).filter(([k, v]) => JSON.stringify(run.options[k]) !== JSON.stringify(v));
  const against = optionPairs.length > 0 && c.a.file === c.b.file
    ? optionPairs.map(([k, v]) => `--against-option ${quote(`${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)}`).join(' ')
    : `--against ${quote(c.b.file ?? 'default')}`;
  return {
    command: `${reproduce({ ...c.a.report, run: { ...run, planned: c.planned } })} ${against}`,
    text: `Bots ${esc(run.bots.join(', '))}; seed ${run.seed}; options ${esc(options)}; rules: A ${esc(c.a.report.game.rules)}, B ${esc(c.b.report.game.rules)}. ` +
      `Played in ${decimal(c.a.report.run.seconds, 1)} s (A) and ${decimal(c.b.report.run.seconds, 1)} s (B); positions ${run.estimates ? 'estimated move by move' : 'not estimated'}.`,
  };
}

function changes(c: Comparison, t: Terms): string {
  const items = c.changes.map((x) => `<li>${esc(x)}</li>`).join('\n');
  const left = c.metrics.filter((m) => !m.inFamily).length;
  return `<section id="answer" class="answer"><h2>What changed from A to B?</h2>
<ul class="changes">${items}</ul>
<p class="explain">Both play the same games (a ${t.use('paired')}). Every figure that could differ is tested, and a difference is called beyond chance only after ${t.use('holm')} over all ${c.correction.tests} of them` +
    `${left ? ` (${left} more were the same in every game and could not differ, so they are left out)` : ''}. Differences are B − A, each with its ${t.use('interval')}: positive means higher under B; shares differ in percentage points. ` +
    '<b>What would change it:</b> more games narrow every interval (four times the games, half the width); a difference can be real and still too small to matter for play, so read its size, not only the verdict. Every section below is folded.</p></section>';
}

function flagTable(c: Comparison): string {
  if (c.flags.length === 0) return '<p class="explain">No move gains or loses a flag (never played, dominant) between A and B.</p>';
  return `<table><caption>Flags that appear or disappear</caption><thead><tr><th class="l">move</th><th class="l">flag</th><th class="l">under</th></tr></thead><tbody>${
    c.flags.map((f) => `<tr><td class="l">${esc(f.words)}</td><td class="l">${esc(f.flag)}</td><td class="l">${f.under} only</td></tr>`).join('')}</tbody></table>`;
}

function section(c: Comparison, s: Section, charts: Map<string, ChartSpec>, t: Terms): string {
  const metrics = c.metrics.filter((m) => m.section === s.id);
  const extra: string[] = [];
  if (s.id === 'pace' && c.lengths.bins.length) {
    extra.push(`<table><caption>Games by length (moves)</caption><thead><tr><th class="l">moves</th><th>A</th><th>B</th></tr></thead><tbody>${
      c.lengths.bins.map((b, i) => `<tr><td class="l">${esc(b)}</td><td>${c.lengths.a[i]}</td><td>${c.lengths.b[i]}</td></tr>`).join('')}</tbody></table>`);
    const ta = c.a.report.pace.branchingByTenth;
    const tb = c.b.report.pace.branchingByTenth;
    extra.push(`<table><caption>Choices per decision by tenth of the game</caption><thead><tr><th class="l">part of the game</th><th>A</th><th>B</th></tr></thead><tbody>${
      ta.map((x, i) => `<tr><td class="l">${i * 10}–${i * 10 + 10}%</td><td>${x === null ? '—' : decimal(x)}</td><td>${tb[i] === null ? '—' : decimal(tb[i]!)}</td></tr>`).join('')}</tbody></table>`);
  }
  if (s.id === 'plays') extra.push(flagTable(c));
  if (metrics.length === 0 && extra.length === 0) {
    const why = s.id === 'tension' ? 'Not compared: positions were not estimated under both (the game has no evaluation, or --no-estimates).' : 'Nothing to compare.';
    return folded(s.id, s.title, `<p class="explain">${esc(why)}</p>`);
  }
  const boxes = s.charts.map((id) => chartBox(charts.get(id), id === 'compare-plays')).join('\n');
  return folded(s.id, s.title, `<p class="explain">${s.intro(t)}</p>
${boxes}
${metrics.length ? metricTable(s.title, metrics, t) : ''}
${extra.join('\n')}`);
}

function definitions(c: Comparison): string {
  const run = runDetails(c);
  return folded('how', 'How the comparison was made', `<p class="explain">Both play the same ${c.planned.toLocaleString('en-US')} games: game <i>i</i> gets the same seed and the same bots in the same seats under A and under B, so a difference cannot come from luck in who sat where. ` +
    `The dice and cards can still fall differently once A and B differ. The balance’s ${bootstrapResamples(c.pairs).toLocaleString('en-US')} resamples are drawn from the same games for both. ${run.text}</p>` +
    `<p class="explain">The same comparison again: <code>${esc(run.command)}</code>. Add <code>--records folder</code> to keep every game of both (A/ and B/), which <code>crossings replay</code> replays; both full reports and every figure are in this file as data, and from <code>--json</code>. The methods and their sources: docs/lab.md, Comparing two contents.</p>`);
}

/** The comparison as HTML, with `chartJs` (the Chart.js UMD bundle's text) inlined. */
export function renderComparisonHtml(c: Comparison, chartJs: string): string {
  const charts = comparisonCharts(c);
  const byId = new Map(charts.map((s) => [s.id, s]));
  const title = `${c.game.title}: ${c.a.name} vs ${c.b.name}${c.partial ? ' (partial)' : ''}`;
  return htmlPage({
    title, generator: `crossings lab report --against (${c.format})`, style: STYLE,
    body: (() => {
      const t = new Terms();
      return [header(c), changes(c, t), c.pairs > 0 ? SECTIONS.map((s) => section(c, s, byId, t)).join('\n') : '', definitions(c), t.section()].join('\n');
    })(),
    data: { 'lab-compare': c, 'lab-compare-charts': charts },
    scripts: [{ inline: chartJs }, { inline: DRAW }],
  });
}
