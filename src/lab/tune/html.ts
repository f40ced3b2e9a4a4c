/**
 * Sweep and tune results as self-contained HTML, like the lab report: styles, data, the Chart.js
 * bundle and the drawing script inline, nothing fetched. One parameter: a line chart of the target
 * with its 95% band. Two: a table coloured like a heat map, the number written in every cell (the
 * colour is never the only signal). Every chart has a table of the same figures.
 */
import { chartJsBundle } from '../report/index.ts';
import { COLOURS } from '../report/charts.ts';
import { escapeHtml, htmlPage } from '../report/html-util.ts';
import { folded } from '../report/html-sections.ts';
import { humanize, Terms } from '../report/plain.ts';
import type { SweepPoint, SweepResult } from './sweep.ts';
import { BASE_TARGETS, isProportion, parseGoal, type TargetValue } from './targets.ts';
import { tuneVerdict, type Evidence, type TuneResult } from './tune.ts';

const STYLE = `
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1b1b1b;max-width:1100px;margin:0 auto;padding:1rem 1.5rem 4rem}
h1{font-size:1.8rem;margin-bottom:.2rem}h2{margin-top:1rem}
.meta{color:#555}.partial{background:#fff3cd;border:2px solid #c99a00;padding:.6rem 1rem;border-radius:6px;font-weight:600}.verdict{border-left:6px solid #0072B2;padding:.4rem 1rem;background:#f4f8fb}.verdict.miss{border-color:#D55E00;background:#fdf3ec}
table{border-collapse:collapse;margin:.6rem 0 1rem;font-size:.92rem}th,td{border:1px solid #ccc;padding:.25rem .55rem;text-align:right;vertical-align:top}
th{background:#f2f2f2}td.l,th.l{text-align:left}caption{text-align:left;font-weight:600;padding:.3rem 0}
td.invalid{background:repeating-linear-gradient(45deg,#eee,#eee 4px,#fff 4px,#fff 8px);color:#555}
.chart{position:relative;height:340px;margin:1rem 0}code{background:#f2f2f2;padding:0 .2rem;overflow-wrap:anywhere}.explain{max-width:75ch}
.plain{color:#4a4a4a;font-size:.95em}a.term{color:#005a8c}.scroll{overflow-x:auto;max-width:100%}
details{border-top:1px solid #ccc;padding:.2rem 0}summary{cursor:pointer;padding:.6rem 0;margin-left:1.2rem}summary h2{display:inline;margin:0;border:0;font-size:1.25rem}
summary:focus-visible{outline:3px solid #0072B2;outline-offset:2px}
`;

const DRAW = `
(function(){
  var specs = JSON.parse(document.getElementById('lab-charts').textContent);
  if (typeof Chart === 'undefined') return;
  specs.forEach(function(s){ var c = document.getElementById(s.id); if (c) new Chart(c, s.config); });
})();
`;

interface Chart { id: string; label: string; config: Record<string, unknown> }

const TARGET_WORDS: Record<string, string> = {
  'seat-gap': 'largest gap between a seat\'s win rate and the fair share',
  'first-player': 'first mover\'s advantage (the win rate of the player who moved first − the fair share)',
  balance: 'balance (1 − the largest gap between two seats\' win rates)',
  'mean-length': 'mean game length (moves)',
  ties: 'share of games tied',
};

const TARGET_NAMES: Record<string, string> = {
  'seat-gap': 'seat gap', 'first-player': 'first mover’s advantage', balance: 'balance', 'mean-length': 'mean length', ties: 'ties',
};

export function targetWords(target: string): string {
  return TARGET_WORDS[target] ?? `mean of the game's figure “${humanize(target.slice(5))}” over all seats`;
}

/** A target's short name for a column or a row: never its key. */
export function targetName(target: string): string {
  return TARGET_NAMES[target] ?? `“${humanize(target.slice(5))}” (mean over seats)`;
}

/** A figure as text: proportions as percentages, other figures with two decimals. */
export function formatTarget(target: string, x: number): string {
  return isProportion(target) ? `${(x * 100).toFixed(1)}%` : x.toFixed(2);
}

const withCi = (target: string, t: TargetValue) => `${formatTarget(target, t.value)} <small>(${formatTarget(target, t.ci95.low)} to ${formatTarget(target, t.ci95.high)})</small>`;

function page(title: string, body: string, charts: Chart[], data: unknown): string {
  return htmlPage({
    title, style: STYLE, body,
    data: { 'lab-data': data, 'lab-charts': charts },
    scripts: [{ inline: chartJsBundle() }, { inline: DRAW }],
  });
}

const canvas = (c: Chart) => `<div class="chart"><canvas id="${c.id}" role="img" aria-label="${escapeHtml(c.label)} (the table gives the same figures)"></canvas></div>`;

function runLine(run: { players: number; bots: string[]; seed: number; content: string | null }, games: string): string {
  return `<p class="meta">${games}, ${run.players} players, bots ${escapeHtml(run.bots.join(', '))} (rotated over the seats), seed ${run.seed}, content ${escapeHtml(run.content ?? 'the game\'s default')}.</p>`;
}

const problemsText = (pt: SweepPoint) => (pt.valid ? '' : pt.problems.join('; '));

function lineChart(r: SweepResult): Chart {
  const pc = (x: number) => (isProportion(r.target) ? Math.round(x * 1000) / 10 : Math.round(x * 100) / 100);
  const pick = (f: (pt: Extract<SweepPoint, { valid: true }>) => number) => r.points.map((pt) => (pt.valid ? pc(f(pt)) : null));
  const unit = isProportion(r.target) ? ' (%)' : '';
  return {
    id: 'chart-sweep', label: `${targetWords(r.target)} against ${r.params[0].label}, with 95% intervals`,
    config: {
      type: 'line',
      data: {
        labels: r.params[0].values.map(String),
        datasets: [
          { label: `95% interval, upper edge${unit}`, data: pick((pt) => pt.target.ci95.high), borderColor: 'transparent', backgroundColor: `${COLOURS[0]}33`, pointRadius: 0, fill: '+1' },
          { label: `95% interval, lower edge${unit}`, data: pick((pt) => pt.target.ci95.low), borderColor: 'transparent', backgroundColor: `${COLOURS[0]}33`, pointRadius: 0, fill: false },
          { label: `${targetName(r.target)}${unit}`, data: pick((pt) => pt.target.value), borderColor: COLOURS[0], backgroundColor: COLOURS[0], fill: false, spanGaps: false },
        ],
      },
      options: {
        animation: false, responsive: true, maintainAspectRatio: false,
        plugins: { legend: { position: 'bottom' } },
        scales: { x: { title: { display: true, text: r.params[0].label } }, y: { title: { display: true, text: `${targetName(r.target)}${unit}` } } },
      },
    },
  };
}

function pointTable(r: SweepResult): string {
  const head = `${r.params.map((p) => `<th>${escapeHtml(p.label)}</th>`).join('')}<th>${escapeHtml(targetName(r.target))} (95% interval)</th>${BASE_TARGETS.filter((t) => t !== r.target).map((t) => `<th>${escapeHtml(targetName(t))}</th>`).join('')}<th class="l">note</th>`;
  const rows = r.points.map((pt) => {
    const vals = pt.values.map((v) => `<td>${v}</td>`).join('');
    if (!pt.valid) return `<tr>${vals}<td class="invalid" colspan="${BASE_TARGETS.length}">invalid</td><td class="l">${escapeHtml(problemsText(pt))}</td></tr>`;
    const base = pt.values.every((v, i) => v === r.params[i].base);
    return `<tr>${vals}<td>${withCi(r.target, pt.target)}</td>${BASE_TARGETS.filter((t) => t !== r.target).map((t) => `<td>${formatTarget(t, pt.figures[t].value)}</td>`).join('')}<td class="l">${base ? 'the starting content' : ''}</td></tr>`;
  });
  return `<div class="scroll"><table><caption>Every point of the grid</caption><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

/** A light-to-dark blue for t in [0, 1], with text that stays readable on it. */
function cellColour(t: number): { bg: string; fg: string } {
  const mix = (a: number, b: number) => Math.round(a + (b - a) * t);
  return { bg: `rgb(${mix(240, 8)},${mix(246, 69)},${mix(252, 148)})`, fg: t > 0.55 ? '#fff' : '#111' };
}

function heatTable(r: SweepResult): string {
  const [rows, cols] = r.params;
  const valid = r.points.filter((pt): pt is Extract<SweepPoint, { valid: true }> => pt.valid);
  const lo = Math.min(...valid.map((pt) => pt.target.value));
  const hi = Math.max(...valid.map((pt) => pt.target.value));
  const at = (a: number, b: number) => r.points.find((pt) => pt.values[0] === a && pt.values[1] === b);
  const body = rows.values.map((a) => `<tr><th>${a}</th>${cols.values.map((b) => {
    const pt = at(a, b);
    if (!pt) return '<td class="invalid">not played</td>'; // the sweep was stopped before this point
    if (!pt.valid) return `<td class="invalid" title="${escapeHtml(problemsText(pt))}">invalid</td>`;
    const { bg, fg } = cellColour(hi > lo ? (pt.target.value - lo) / (hi - lo) : 0.5);
    const base = a === rows.base && b === cols.base;
    return `<td style="background:${bg};color:${fg}" title="95% interval ${escapeHtml(`${formatTarget(r.target, pt.target.ci95.low)} to ${formatTarget(r.target, pt.target.ci95.high)}`)}">${base ? '<strong>' : ''}${formatTarget(r.target, pt.target.value)}${base ? ' ◆</strong>' : ''}</td>`;
  }).join('')}</tr>`).join('');
  return `<div class="scroll"><table><caption>${escapeHtml(targetName(r.target))}: rows ${escapeHtml(rows.label)}, columns ${escapeHtml(cols.label)} (darker = higher; ◆ = the starting content; hover a cell for its 95% interval)</caption>
<thead><tr><th>${escapeHtml(rows.label)} ↓ / ${escapeHtml(cols.label)} →</th>${cols.values.map((b) => `<th>${b}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table></div>`;
}

/** The sweep's answer in one sentence: where the target is lowest and highest, and where the starting content is. */
function sweepAnswer(r: SweepResult): string {
  const valid = r.points.filter((pt): pt is Extract<SweepPoint, { valid: true }> => pt.valid);
  if (valid.length === 0) return 'No point could be played: the game refused the content at every point.';
  const at = (pt: SweepPoint) => r.params.map((p, i) => `${escapeHtml(p.label)} ${pt.values[i]}`).join(', ');
  const low = valid.reduce((a, b) => (b.target.value < a.target.value ? b : a));
  const high = valid.reduce((a, b) => (b.target.value > a.target.value ? b : a));
  const base = valid.find((pt) => pt.values.every((v, i) => v === r.params[i].base));
  return `The ${escapeHtml(targetName(r.target))} runs from ${withCi(r.target, low.target)} (at ${at(low)}) to ${withCi(r.target, high.target)} (at ${at(high)})` +
    `${base ? `; the starting content gives ${withCi(r.target, base.target)}` : ''}.`;
}

export function renderSweepHtml(r: SweepResult): string {
  const games = `${r.run.games} games per point (the same seeds at every point)`;
  const invalid = r.points.filter((pt) => !pt.valid).length;
  const charts = r.params.length === 1 ? [lineChart(r)] : [];
  const t = new Terms();
  const body = `<h1>${escapeHtml(r.game.title)}: ${t.link('sweep')} of ${escapeHtml(r.params.map((p) => p.label).join(' × '))}</h1>
${runLine(r.run, games)}
${r.points.length < r.planned ? `<p class="partial" id="partial">Partial sweep: ${r.points.length} of ${r.planned} points finished before the run was stopped; the others were not played.</p>` : ''}
<section class="verdict" id="answer"><p>${sweepAnswer(r)}</p>
<p class="explain">A ${t.use('sweep')} here: the ${escapeHtml(targetWords(r.target))}, at every point. Every point plays the same seeds and bots, so differences between points come from the content, not from luck; each ${t.use('interval')} still shows how far one batch can be from the long run. <b>What would change it:</b> more games per point narrow every interval (four times the games, half the width). ${r.points.length} points in ${r.run.seconds.toFixed(1)} s${invalid ? `; <strong>${invalid} point${invalid === 1 ? ' is' : 's are'} invalid</strong> (the game refuses those cards; the reason is in the table)` : ''}.</p></section>
${folded('points', 'Every point', `${charts.map(canvas).join('')}
${r.params.length === 2 ? heatTable(r) : ''}
${pointTable(r)}`)}
${folded('made', 'How this sweep was made', `<p class="explain">What was varied, where it is in the content file: ${r.params.map((p) => `${escapeHtml(p.label)} at <code>${escapeHtml(p.pointer)}</code> (now ${p.base})`).join(', ')}.</p>`)}
${t.section()}`;
  return page(`${r.game.title}: sweep${r.points.length < r.planned ? ' (partial)' : ''}`, body, charts, r);
}

/** Rows of [label, target, value, note] for the starting content and the proposal, side by side. */
type EvidenceRow = [string, string, TargetValue, string];

function evidenceRows(r: TuneResult, pick: (e: Evidence) => EvidenceRow[]): string {
  const b = pick(r.evidence.baseline);
  const p = pick(r.evidence.proposal);
  return b.map(([label, target, bv, bNote], i) => `<tr><td class="l">${escapeHtml(label)}</td><td>${withCi(target, bv)}${bNote}</td><td>${withCi(target, p[i][2])}${p[i][3]}</td></tr>`).join('');
}

function searchChart(r: TuneResult): Chart {
  let best = Infinity;
  return {
    id: 'chart-search', label: 'Points by which each evaluated candidate missed the goals, and the best so far',
    config: {
      type: 'line',
      data: {
        labels: r.search.steps.map((_, i) => String(i + 1)),
        datasets: [
          { label: 'miss of this candidate (points)', data: r.search.steps.map((s) => s.miss), borderColor: COLOURS[1], backgroundColor: COLOURS[1], showLine: false },
          { label: 'best so far (points)', data: r.search.steps.map((s) => { if (s.miss !== null) best = Math.min(best, s.miss); return Number.isFinite(best) ? best : null; }), borderColor: COLOURS[0], backgroundColor: COLOURS[0], pointRadius: 0, stepped: true, fill: false },
        ],
      },
      options: {
        animation: false, responsive: true, maintainAspectRatio: false, plugins: { legend: { position: 'bottom' } },
        scales: { x: { title: { display: true, text: 'evaluation' } }, y: { beginAtZero: true, title: { display: true, text: 'points missed (0 = every goal met)' } } },
      },
    },
  };
}

/** A goal in words: "seat gap at most 3.0%". */
function goalWords(g: { target: string; min: number; max: number }): string {
  const f = (x: number) => formatTarget(g.target, x);
  const name = targetName(g.target);
  if (g.min === -Infinity) return `${name} at most ${f(g.max)}`;
  if (g.max === Infinity) return `${name} at least ${f(g.min)}`;
  return `${name} between ${f(g.min)} and ${f(g.max)}`;
}

export function renderTuneHtml(r: TuneResult): string {
  const mark = (met: boolean, surely: boolean) => (met ? (surely ? ' ✔ met' : ' ✔ met (interval overlaps the bound)') : ' ✘ missed');
  const goalRows = evidenceRows(r, (e) => e.goals.map((g): EvidenceRow => [goalWords(parseGoal(g.goal)), g.target, { value: g.value, ci95: g.ci95 }, mark(g.met, g.metSurely)]));
  const figureRows = evidenceRows(r, (e) => BASE_TARGETS.map((t): EvidenceRow => [targetName(t), t, e.figures[t], '']));
  const chart = searchChart(r);
  const steps = r.search.steps.map((s, i) => `<tr><td>${i + 1}</td>${s.values.map((v) => `<td>${v}</td>`).join('')}<td>${s.miss === null ? 'invalid' : s.miss.toFixed(2)}</td><td class="l">${escapeHtml(s.problems?.join('; ') ?? '')}</td></tr>`).join('');
  const t = new Terms();
  const body = `<h1>${escapeHtml(r.game.title)}: tuning proposal</h1>
${r.search.stopped ? `<p class="partial" id="partial">Search stopped: ${r.search.steps.length} of ${r.search.budget} evaluations ran before the run was stopped. The proposal is the best of those, and the evidence below was played in full.</p>` : ''}
${runLine(r.run, `Search: ${r.search.steps.length} evaluations of ${r.search.gamesPerEvaluation} games (${r.search.seconds.toFixed(1)} s); evidence: ${r.evidence.games} fresh games each (${r.evidence.seconds.toFixed(1)} s)`)}
<section id="answer"><p class="verdict${r.met ? '' : ' miss'}">${escapeHtml(tuneVerdict(r))}</p>
${r.notes.map((n) => `<p class="verdict miss">${escapeHtml(n)}</p>`).join('')}
<p class="explain">Goals: ${r.goals.map((g) => escapeHtml(goalWords(parseGoal(g)))).join('; ')}. The search is ${t.use('ntbea')}. The evidence replays the proposal and the starting content on the same fresh seeds, which the search never saw; each figure has its ${t.use('interval')}. <b>What would change it:</b> more evidence games narrow the intervals; a goal met only with an interval that overlaps its bound may not hold in the long run.</p>
<div class="scroll"><table><caption>Goals, starting content against proposal</caption><thead><tr><th class="l">goal</th><th>starting content (95% interval)</th><th>proposal (95% interval)</th></tr></thead><tbody>${goalRows}</tbody></table></div></section>
${folded('params', 'What the proposal changes', `<div class="scroll"><table><thead><tr><th class="l">parameter</th><th class="l">where in the content file</th><th>starting value</th><th>proposed</th><th class="l">searched</th></tr></thead><tbody>${r.params.map((p) => `<tr><td class="l">${escapeHtml(p.label)}</td><td class="l"><code>${escapeHtml(p.pointer)}</code></td><td>${p.base}</td><td>${p.proposed !== p.base ? `<strong>${p.proposed}</strong>` : p.proposed}</td><td class="l">${p.values.join(', ')}</td></tr>`).join('')}</tbody></table></div>`)}
${folded('figures', 'Every figure, starting content against proposal', `<div class="scroll"><table><thead><tr><th class="l">figure</th><th>starting content</th><th>proposal</th></tr></thead><tbody>${figureRows}</tbody></table></div>`)}
${folded('search', 'The search', `${canvas(chart)}
<div class="scroll"><table><caption>Every evaluation (points missed: 0 = every goal met in that small batch)</caption><thead><tr><th>#</th>${r.params.map((p) => `<th>${escapeHtml(p.label)}</th>`).join('')}<th>missed</th><th class="l">note</th></tr></thead><tbody>${steps}</tbody></table></div>
<p class="explain">${t.link('ntbea', 'NTBEA')}: Lucas, Liu &amp; Perez-Liebana 2018.</p>`)}
${t.section()}`;
  return page(`${r.game.title}: tuning proposal`, body, [chart], { ...r, proposal: undefined });
}
