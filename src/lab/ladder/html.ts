/**
 * The ladder as one self-contained HTML file, like the balance report (report/html.ts): the figures as
 * JSON, the Chart.js bundle and the drawing script inline, nothing fetched. One chart (ratings with
 * their 95% intervals), each chart with a table of the same figures, and the head-to-head matrix as a
 * table shaded by share.
 */
import { COLOURS, type ChartSpec } from '../report/charts.ts';
import { chartJsBundle } from '../report/html.ts';
import { chartBox, escapeHtml, htmlPage } from '../report/html-util.ts';
import { folded } from '../report/html-sections.ts';
import { Terms } from '../report/plain.ts';
import type { Ladder } from './ladder.ts';
import type { HeadToHead } from './matrix.ts';

const f1 = (x: number) => x.toFixed(1);
const pct = (x: number) => `${(x * 100).toFixed(0)}%`;

const STYLE = `
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1b1b1b;max-width:1100px;margin:0 auto;padding:1rem 1.5rem 4rem}
h1{font-size:1.8rem;margin-bottom:.2rem}h2{margin-top:2.5rem;border-bottom:2px solid #ddd;padding-bottom:.2rem}
.meta{color:#555}.partial{background:#fff3cd;border:2px solid #c99a00;padding:.6rem 1rem;border-radius:6px;font-weight:600}
.verdict{border-left:6px solid #009E73;padding:.3rem .9rem;margin:.6rem 0;background:#f1f9f6}.verdict.broken{border-color:#D55E00;background:#fdf3ec}
table{border-collapse:collapse;margin:.6rem 0 1rem;font-size:.92rem}th,td{border:1px solid #ccc;padding:.25rem .55rem;text-align:right;vertical-align:top}
th{background:#f2f2f2}td.l,th.l{text-align:left}caption{text-align:left;font-weight:600;padding:.3rem 0}
.chart{position:relative;height:320px;margin:1rem 0}.explain{color:#333;max-width:75ch}code{background:#f2f2f2;padding:0 .2rem}
.small{font-size:.8rem;color:#444}.scroll{overflow-x:auto;max-width:100%}
.plain{color:#4a4a4a;font-size:.95em}a.term{color:#005a8c}h2{margin-top:1rem;border:0}
details{border-top:1px solid #ccc;padding:.2rem 0}summary{cursor:pointer;padding:.6rem 0;margin-left:1.2rem}summary h2{display:inline;margin:0;font-size:1.25rem}
summary:focus-visible{outline:3px solid #0072B2;outline-offset:2px}
`;

const DRAW = `
(function(){
  var specs = JSON.parse(document.getElementById('ladder-charts').textContent);
  if (typeof Chart === 'undefined') return;
  specs.forEach(function(s){ var c = document.getElementById(s.id); if (c) new Chart(c, s.config); });
})();
`;

/**
 * μ as points over floating bars from the 95% interval's low to its high end, in the expected order
 * (weakest first), so that a ladder that holds is a staircase going up.
 */
export function ratingChart(l: Ladder): ChartSpec {
  const r = l.verdict.expected.map((spec) => l.ratings.find((x) => x.spec === spec)!);
  return {
    id: 'chart-ratings',
    label: 'Rating of each bot with its 95% interval, in the expected order, weakest first',
    config: {
      type: 'bar',
      data: {
        labels: r.map((x) => x.spec),
        datasets: [
          { type: 'line', label: 'rating', data: r.map((x) => Number(f1(x.mu))), showLine: false, pointRadius: 6, pointStyle: 'rectRot', borderColor: COLOURS[5], backgroundColor: COLOURS[5], order: 0 },
          { type: 'bar', label: '95% interval', data: r.map((x) => [Number(f1(x.low)), Number(f1(x.high))]), backgroundColor: `${COLOURS[0]}66`, borderColor: COLOURS[0], borderWidth: 1, barPercentage: 0.35, order: 1 },
        ],
      },
      options: {
        animation: false, responsive: true, maintainAspectRatio: false,
        plugins: { legend: { position: 'bottom' } },
        scales: { y: { title: { display: true, text: 'rating (every bot starts at 25)' } } },
      },
    },
  };
}

function cell(h: HeadToHead | null): string {
  if (!h) return '<td class="l">—</td>';
  if (h.meetings === 0) return '<td>not met</td>';
  // Shade from orange (row loses) through white to blue (row wins).
  const t = Math.max(-1, Math.min(1, (h.share - 0.5) * 2));
  const bg = t >= 0 ? `rgba(0,114,178,${(t * 0.45).toFixed(2)})` : `rgba(213,94,0,${(-t * 0.45).toFixed(2)})`;
  return `<td style="background:${bg}"><strong>${pct(h.share)}</strong> <span class="small">[${pct(h.ci95.low)}–${pct(h.ci95.high)}]<br>${h.wins}–${h.ties}–${h.losses} of ${h.meetings}</span></td>`;
}

export function renderLadderHtml(l: Ladder): string {
  const charts = [ratingChart(l)];
  const title = `${l.game.title}: skill ladder${l.run.partial ? ' (partial)' : ''}`;
  const run = l.run;
  const broken = !l.verdict.holds;
  const specs = l.matrix.specs;
  const t = new Terms();
  const body = `
<h1>${escapeHtml(title)}</h1>
<p class="meta">${run.players} players · ${run.tables.length} table${run.tables.length === 1 ? '' : 's'} × ${run.gamesPerTable} games · ${run.games}${run.partial ? ` of ${run.planned}` : ''} games${run.unfinished ? ` · ${run.unfinished} unfinished (not rated)` : ''}</p>
${run.partial ? `<p class="partial">Partial ladder: ${run.games} of ${run.planned} games were played before the run was stopped. Later tables are missing, so the schedule is not balanced.</p>` : ''}
<section id="answer"><div class="verdict${broken ? ' broken' : ''}"><strong>${escapeHtml(l.verdict.text)}</strong>
<ul>${l.verdict.steps.map((s) => `<li>${escapeHtml(s.text)}</li>`).join('')}</ul></div>
<p class="explain">Each bot gets a ${t.use('rating')} with its ${t.use('interval')}; a step of the ladder is clear when the two intervals do not overlap, or when the ${t.use('head-to-head')} record of the pair is beyond chance. <b>What would change it:</b> more games per table narrow the intervals (four times the games, half the width).</p></section>
${folded('ratings', 'Ratings', `<p class="explain">Ratings from each game's finishing order, ties kept as ties; the bar is the 95% interval, and the cautious rating (the low end of a wider interval) is what a bot is surely worth. The chart lists the bots in the expected order, weakest first: when the order holds, the points rise from left to right.</p>
${chartBox(charts[0])}
<div class="scroll"><table><caption>Ratings, highest first</caption>
<thead><tr><th class="l">bot</th><th>rating</th><th>uncertainty</th><th>95% interval</th><th>cautious rating</th><th>seat-games</th></tr></thead>
<tbody>${l.ratings.map((r) => `<tr><td class="l">${escapeHtml(r.spec)}</td><td>${f1(r.mu)}</td><td>${r.sigma.toFixed(2)}</td><td>${f1(r.low)} – ${f1(r.high)}</td><td>${f1(r.ordinal)}</td><td>${r.seatGames}</td></tr>`).join('')}</tbody></table></div>`)}
${folded('head-to-head', 'Head to head', `<p class="explain">The row bot's share against the column bot: (wins + ½ ties) / meetings, where a meeting is a pair of
seats the two held in the same game and a win is finishing ahead. In brackets the 95% interval,
then wins–ties–losses of meetings.</p>
<div class="scroll"><table><caption>Row bot's share against column bot</caption>
<thead><tr><th class="l">row ＼ column</th>${specs.map((s) => `<th>${escapeHtml(s)}</th>`).join('')}</tr></thead>
<tbody>${specs.map((s, i) => `<tr><th class="l">${escapeHtml(s)}</th>${l.matrix.cells[i].map(cell).join('')}</tr>`).join('')}</tbody></table></div>`)}
${folded('schedule', 'How the ladder was played', `<p class="explain">Each table is played ${run.gamesPerTable} times with the seats rotating one place per game, so every bot
sits in every seat equally often; every table plays the same seeds (batch seed ${escapeHtml(String(run.seed))}; ${run.seconds.toFixed(1)} s). Tables (first game's seats):
${run.tables.map((tb) => `<code>${escapeHtml(tb.join(' · '))}</code>`).join(', ')}. The ratings are openskill’s (Weng–Lin, Plackett–Luce); the cautious rating is the rating minus three times its uncertainty. docs/lab.md, Skill ladder.</p>
<div class="scroll"><table><caption>Rated seat-games by bot and seat</caption>
<thead><tr><th class="l">bot</th>${Array.from({ length: run.players }, (_, s) => `<th>seat ${s + 1}</th>`).join('')}</tr></thead>
<tbody>${Object.entries(l.balance.seatGames).map(([spec, seats]) => `<tr><td class="l">${escapeHtml(spec)}</td>${seats.map((n) => `<td>${n}</td>`).join('')}</tr>`).join('')}</tbody></table></div>`)}
${t.section()}
`;
  return htmlPage({
    title, generator: `crossings lab ladder (${l.format})`, style: STYLE, body,
    data: { 'ladder-data': l, 'ladder-charts': charts },
    scripts: [{ inline: chartJsBundle() }, { inline: DRAW }],
  });
}
