/**
 * The report's sections, for a designer: what stands out first, then who wins, how long and how
 * tense the games are, the scores, the game's own figures and the moves played. Every chart has a
 * table of the same figures and a few sentences saying what it shows and how it was measured.
 */
import type { LabReport } from './aggregate-report.ts';
import type { ChartSpec } from './charts.ts';
import { pct, points } from './findings.ts';
import type { FigureValue } from './figures.ts';
import { chartBox, escapeHtml as esc } from './html-util.ts';

type Cell = string | number;
const num = (x: number, digits = 2) => x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ci = (x: { low: number; high: number }) => `${pct(x.low)} – ${pct(x.high)}`;

/** A table; the first `left` columns are text (left-aligned). Cells are escaped unless marked as HTML. */
function table(caption: string, head: string[], rows: Cell[][], left = 1, htmlCells = false): string {
  const cell = (c: Cell, i: number, tag: 'td' | 'th') => `<${tag}${i < left ? ' class="l"' : ''}>${htmlCells ? String(c) : esc(String(c))}</${tag}>`;
  return `<table><caption>${esc(caption)}</caption><thead><tr>${head.map((h, i) => cell(h, i, 'th')).join('')}</tr></thead>` +
    `<tbody>${rows.map((r) => `<tr>${r.map((c, i) => cell(c, i, 'td')).join('')}</tr>`).join('')}</tbody></table>`;
}
const p = (text: string) => `<p class="explain">${text}</p>`;

export function reportSections(r: LabReport, charts: Map<string, ChartSpec>): string {
  const parts = [header(r), standsOut(r)];
  if (r.run.games > 0) parts.push(whoWins(r, charts), pace(r, charts), tension(r, charts), scores(r), figures(r, charts), plays(r, charts));
  parts.push(definitions());
  return parts.join('\n');
}

function header(r: LabReport): string {
  const { run } = r;
  const options = Object.keys(run.options).length ? Object.entries(run.options).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ') : 'default';
  const partial = run.partial
    ? `<p class="partial" id="partial">Partial report: ${run.games.toLocaleString('en-US')} of ${run.planned.toLocaleString('en-US')} games finished before the run was stopped. Every figure covers only those games.</p>`
    : '';
  return `<header><h1>${esc(r.game.title)}: balance report</h1>${partial}
<p class="meta">${run.games.toLocaleString('en-US')} games of ${run.players} players; bots ${esc(run.bots.join(', '))} (cycled over the seats and rotated one seat each game, so every bot sits in every seat equally often); seed ${run.seed}; rules: ${esc(r.game.rules)}; options ${esc(options)}; content ${esc(run.content ?? 'the game’s default')}. ` +
    `Played in ${num(run.seconds, 1)} s on ${run.workers || 'no'} worker thread${run.workers === 1 ? '' : 's'}; positions ${run.estimates ? 'estimated move by move' : 'not estimated'}.</p>
<p class="meta">The same games again (any number of workers): <code>${esc(reproduce(r))}</code></p></header>`;
}

/** The command that plays the same games (game i's seed and line-up depend only on the batch seed and i). */
export function reproduce(r: LabReport): string {
  const { run } = r;
  const quote = (x: string) => (/^[\w.:,=/-]+$/.test(x) ? x : `'${x.replace(/'/g, `'\\''`)}'`);
  const parts = ['crossings', 'lab', 'report', r.game.id, '-n', String(run.planned), '-p', String(run.players), '-b', run.bots.join(','), '-s', String(run.seed)];
  for (const [k, v] of Object.entries(run.options)) parts.push('--option', `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  if (run.content) parts.push('--content', run.content);
  return parts.map(quote).join(' ');
}

function standsOut(r: LabReport): string {
  const items = r.findings.map((f) => `<div class="finding ${f.level}"><strong>${f.level === 'warning' ? '⚠ ' : ''}${esc(f.title)}</strong>${esc(f.text)}</div>`);
  return `<section id="stands-out"><h2>What stands out</h2>${items.join('\n') || p('Nothing: no game finished.')}</section>`;
}

function whoWins(r: LabReport, charts: Map<string, ChartSpec>): string {
  const o = r.outcomes;
  const g = r.run.games;
  const rateRows = (rows: Array<{ wins: number; played: number; rate: number; ci95: { low: number; high: number }; meanScore: number | null; meanRank: number | null }>, names: string[]) =>
    rows.map((s, i) => [names[i], s.played, s.wins, pct(s.rate), ci(s.ci95), s.meanRank === null ? '' : num(s.meanRank), s.meanScore === null ? '' : num(s.meanScore)]);
  return `<section id="who-wins"><h2>Who wins</h2>
${p(`The <b>fair share</b> is what a seat with no advantage would win: all wins divided by all seat-games (${pct(o.fairShare)} here). Each bar shows a win rate and its 95% interval (Wilson): with more games the interval narrows. A seat is <b>beyond noise</b> when even its interval widened for ${r.run.players} seats at once (Bonferroni) misses the fair share.`)}
${chartBox(charts.get('chart-seats'))}
${table('Win rate by seat', ['seat', 'seat-games', 'wins', 'win rate', '95% interval', 'interval for all seats at once', 'beyond noise', 'mean rank', 'mean score'],
    o.bySeat.map((s) => [`seat ${s.seat + 1}`, s.played, s.wins, pct(s.rate), ci(s.ci95), ci(s.familyCi), s.beyondNoise ? 'yes' : 'no', s.meanRank === null ? '' : num(s.meanRank), s.meanScore === null ? '' : num(s.meanScore)]))}
${p('Bots are compared over the same games: a bot that holds two seats plays two seat-games per game.')}
${chartBox(charts.get('chart-bots'))}
${table('Win rate by bot', ['bot', 'seat-games', 'wins', 'win rate', '95% interval', 'mean rank', 'mean score'], rateRows(o.byBot, o.byBot.map((b) => b.bot)))}
${table('Balance and outcomes', ['figure', 'value', 'what it means'], [
    ['first-player advantage', `${points(o.firstPlayer.advantage)} (95% interval ${points(o.firstPlayer.ci95.low)} to ${points(o.firstPlayer.ci95.high)})`, `the player who moved first wins ${pct(o.firstPlayer.rate)} against a fair share of ${pct(o.fairShare)} (seat 1 moved first in ${o.firstPlayer.seat1Started} of ${o.firstPlayer.games} games)`],
    ['balance', num(o.balance.value), `1 − the largest gap between two seats' win rates (Ludii): seat ${o.balance.highSeat + 1} ${pct(o.bySeat[o.balance.highSeat].rate)} vs seat ${o.balance.lowSeat + 1} ${pct(o.bySeat[o.balance.lowSeat].rate)}; 1 = every seat wins equally often`],
    ['largest seat gap', `${points(o.balance.gap.diff)} (95% interval ${points(o.balance.gap.ci95.low)} to ${points(o.balance.gap.ci95.high)})`, `${o.balance.gap.significant ? 'the interval excludes 0: more than chance explains' : 'the interval includes 0: the gap may be noise'} (compared game by game, the interval widened for all ${o.balance.gap.pairs} pairs of seats at once)`],
    ['ties', `${o.ties} (${pct(o.ties / g)})`, 'games where the top was shared and the rules name no single winner'],
    ['no winner', `${o.noWinner} (${pct(o.noWinner / g)})`, 'games that ended with nobody winning (a shared loss)'],
    ['completion', pct(o.completion), 'games that reached an outcome'],
    ['timeouts', `${o.timeouts} (${pct(o.timeouts / g)})`, 'games stopped by the action limit without ending'],
  ], 3)}
${table('How the games ended', ['end reason', 'games', 'share'], o.endReasons.map((e) => [e.reason, e.count, pct(e.count / g)]))}
</section>`;
}

function pace(r: LabReport, charts: Map<string, ChartSpec>): string {
  const L = r.pace.length;
  return `<section id="pace"><h2>How long, and how many choices</h2>
${p(`Length counts actions (every decision of every seat). Mean ${num(L.mean, 1)} (standard deviation ${num(L.sd, 1)}), median ${num(L.median, 1)}, from ${L.min} to ${L.max}.`)}
${chartBox(charts.get('chart-length'))}
${table('Games by length (actions)', ['actions', 'games', 'share'], L.histogram.map((h) => [h.from === h.to ? `${h.from}` : `${h.from}–${h.to}`, h.count, pct(h.count / r.run.games)]))}
${table('Length and decisions', ['figure', 'value'], [
    ['mean length (actions)', num(L.mean, 1)], ['10% / median / 90%', `${num(L.p10, 1)} / ${num(L.median, 1)} / ${num(L.p90, 1)}`],
    ['turns per game (mean)', num(r.pace.turns.mean, 1)], ['decisions per turn', num(r.pace.decisionsPerTurn)],
    ['legal moves per decision (mean)', num(r.pace.branching)], ['forced decisions (one legal move)', pct(r.pace.forcedShare)],
  ])}
${p('A <b>turn</b> is a run of consecutive actions by the same seat; <b>decisions per turn</b> is all actions divided by all turns. The <b>branching factor</b> is the number of legal moves the acting seat could choose from; below it is averaged by tenth of the game (each game cut into ten equal parts by its number of actions, each game weighing the same), so you see whether choices open up or narrow as the game goes on.')}
${chartBox(charts.get('chart-branching'))}
${table('Legal moves by tenth of the game', ['part of the game', 'legal moves (mean)'], r.pace.branchingByTenth.map((b, i) => [`${i * 10}–${i * 10 + 10}%`, b === null ? '—' : num(b)]))}
</section>`;
}

function tension(r: LabReport, charts: Map<string, ChartSpec>): string {
  const t = r.tension;
  const intro = p('The positions are estimated before every action with the game’s own evaluation of each seat (the same one its heuristic bot uses), on the full state. The <b>leader</b> is the one seat with the best estimate (none when the best is shared). A <b>lead change</b> is a position whose leader differs from the last position that had one. <b>Drama</b> is, over the positions where the eventual winner’s estimate was below the best, the mean of how far below it was (0 when the winner never trailed; estimates run from 0 to 1). <b>Decided at</b> is the share of the game played before the eventual winner took the lead for good: 0% = it led from the first position, 100% = it was not leading even before the last action. After Browne &amp; Maire (2010) and Ludii’s metrics. Only games with a single winner are measured.');
  if (!t.measured) return `<section id="tension"><h2>Lead changes, drama and decisiveness</h2><p class="explain"><b>${esc(t.reason)}</b>.</p>${intro}</section>`;
  return `<section id="tension"><h2>Lead changes, drama and decisiveness</h2>${intro}
${table('Tension', ['figure', 'mean', 'standard deviation'], [
    ['games measured (single winner)', t.games, ''], ['games left out (no single winner)', t.skipped, ''],
    ['lead changes per game', num(t.leadChanges.mean), num(t.leadChanges.sd)], ['lead changes per position', num(t.leadChangesPerMove, 3), ''],
    ['drama', num(t.drama.mean, 3), num(t.drama.sd, 3)], ['games where the winner trailed at some point', pct(t.comebacks), ''],
    ['decided at (share of the game)', pct(t.decidedAt.mean), pct(t.decidedAt.sd)],
  ])}
${chartBox(charts.get('chart-decided'))}
${table('Games by the point the winner led for good', ['part of the game', 'games'], t.decidedAtHistogram.map((c, i) => [`${i * 10}–${i * 10 + 10}%`, c]))}
</section>`;
}

function scores(r: LabReport): string {
  const s = r.scores;
  return `<section id="scores"><h2>Scores</h2>
${p('Scores are the game’s <code>Outcome.scores</code> (higher is better; the game decides what they count), over the games that finished. The <b>winner’s margin</b> is the highest score minus the second highest.')}
${table('Scores by seat', ['seat', 'mean', 'standard deviation', 'games'], s.bySeat.map((x) => [`seat ${x.seat + 1}`, num(x.mean), num(x.sd), x.n]))}
${table('Winner’s margin', ['mean', 'standard deviation', 'games'], [[num(s.winnerGap.mean), num(s.winnerGap.sd), s.winnerGap.n]], 0)}
</section>`;
}

function figureCell(v: FigureValue | undefined): string {
  if (!v || v.n === 0) return '—';
  if (v.kind === 'number') return `${num(v.mean)} (sd ${num(v.sd)})`;
  if (v.kind === 'boolean') return `${pct(v.share)} (${ci(v.ci95)})`;
  return v.top.map((x) => `${x.value} ${pct(x.share, 0)}`).join(', ');
}

function figures(r: LabReport, charts: Map<string, ChartSpec>): string {
  const f = r.figures;
  if (f.keys.length === 0) return `<section id="figures"><h2>The game’s own figures</h2>${p('The game reports no figures of its own (<code>Outcome.stats</code> is empty).')}</section>`;
  const head = (first: string) => [first, ...f.keys.map((k) => k.label)];
  const textColumns = 1 + (f.keys.length && f.keys[0].kind === 'text' ? 1 : 0);
  const boxes = f.keys.filter((k) => k.kind !== 'text').map((k) => chartBox(charts.get(`chart-figure-${k.key}`))).join('');
  return `<section id="figures"><h2>The game’s own figures</h2>
${p(`What the game itself reports at the end (<code>Outcome.stats</code>), over the ${f.games.toLocaleString('en-US')} games that finished: the mean (and standard deviation) of a number, the share of “yes” with its 95% interval, and the most common values of a text.`)}
<dl>${f.keys.map((k) => `<dt>${esc(k.label)}</dt><dd>${esc(k.help || `(${k.key}: the game gives no description)`)}</dd>`).join('')}</dl>
<div class="figs">${boxes}</div>
${table('The game’s figures by seat', head('seat'), f.bySeat.map((s) => [`seat ${s.seat + 1}`, ...f.keys.map((k) => figureCell(s.values[k.key]))]), textColumns)}
${table('The game’s figures by bot', head('bot'), f.byBot.map((b) => [b.bot, ...f.keys.map((k) => figureCell(b.values[k.key]))]), textColumns)}
</section>`;
}

function plays(r: LabReport, charts: Map<string, ChartSpec>): string {
  const pl = r.plays;
  if (!pl.available) return `<section id="plays"><h2>Moves played</h2>${p('Not measured: the game does not describe its actions (no <code>actionToStruct</code>).')}</section>`;
  const flags = (fl: string[]) => fl.map((x) => `<span class="flag${x === 'never played' ? ' never' : ''}">${esc(x)}</span>`).join('');
  return `<section id="plays"><h2>Moves played, and how their players fare</h2>
${p('Each move is counted under its kind and under each named part (<code>kind part=value</code>). A <b>seat-game</b> is one seat in one game. For each move, the seat-games split into those that played it at least once and those that never did; the two win rates, with 95% intervals, show how the players who play it fare. A link with winning is not proof that the move makes players win: stronger play may simply reach it more often.')}
<p class="explain"><b>Never played</b>: ${esc(pl.rules.neverPlayed)}<br><b>Dominant</b>: ${esc(pl.rules.dominant)}</p>
${chartBox(charts.get('chart-plays'), true)}
${table('Moves played', ['move', 'flags', 'times played', 'per game', 'seat-games that played it', 'share of winners who played it', 'win rate when played', 'win rate when not', 'difference'],
    pl.rows.map((x) => [esc(x.label), flags(x.flags), x.total, num(x.perGame), pct(x.share), pct(x.winnersShare),
      x.withIt.played ? `${pct(x.withIt.rate)} (${ci(x.withIt.ci95)})` : '—', x.withoutIt.played ? `${pct(x.withoutIt.rate)} (${ci(x.withoutIt.ci95)})` : '—',
      x.withIt.played && x.withoutIt.played ? `${points(x.difference.diff)}${x.difference.significant ? ' (beyond noise)' : ''}` : '—']), 2, true)}
${p('Below, by seat: times played; by bot: the share of the bot’s seat-games that played the move at least once (when bots play a move unequally, its link with winning may be the stronger bot’s).')}
${table('Times played by seat, and share of each bot’s seat-games that played it', ['move', ...r.outcomes.bySeat.map((s) => `seat ${s.seat + 1}`), ...(pl.rows[0]?.byBot ?? []).map((b) => b.bot)],
    pl.rows.map((x) => [x.label, ...x.bySeat, ...x.byBot.map((b) => pct(b.share))]))}
</section>`;
}

function definitions(): string {
  const d: Array<[string, string]> = [
    ['Win rate and 95% interval', 'Wins divided by seat-games, with a Wilson score interval: the range that holds the true rate in 95 runs out of 100.'],
    ['Fair share', 'All wins divided by all seat-games: what a seat with no advantage would win (it accounts for ties, shared losses and several winners).'],
    ['First-player advantage', 'Seat 1’s win rate minus the fair share, in percentage points, with seat 1’s interval shifted by the same.'],
    ['Balance', 'Ludii’s definition: 1 minus the largest difference between two seats’ win rates. 1 means every seat wins equally often.'],
    ['Completion and timeouts', 'Completion is the share of games that reached an outcome; a timeout is a game stopped by the action limit (the game’s maxActions).'],
    ['Branching factor', 'The number of legal moves the acting seat could choose from, averaged over decisions.'],
    ['Decisions per turn', 'Actions divided by turns, where a turn is a run of consecutive actions by the same seat.'],
    ['Lead change', 'The seat with the best estimate differs from the one at the last position that had a single best seat.'],
    ['Drama', 'Over the positions where the eventual winner was behind, the mean of how far its estimate was below the best.'],
    ['Decided at', 'The share of the game played before the eventual winner took the lead for good (lower = decided earlier).'],
    ['Partial report', 'A run stopped with Ctrl-C reports the games that finished; the header says how many of how many.'],
  ];
  return `<section id="definitions"><h2>Definitions</h2><dl>${d.map(([t, x]) => `<dt>${esc(t)}</dt><dd>${esc(x)}</dd>`).join('')}</dl>
<p class="explain">Made by <code>crossings lab report</code>. The same figures are in this file as JSON (the <code>lab-report</code> script element) and from <code>crossings lab report … --json</code>. See docs/lab.md.</p></section>`;
}
