/**
 * The report page for a designer (docs/lab.md, The report): the answer first (html-answer.ts), then
 * every section folded (<details>): who wins by seat, who starts, the bots, how games end, length and
 * choices, tension, scores, the game's own figures, the moves, how the report was made, and the words
 * used. Every chart has a table of the same figures; every statistical term is explained in a sentence
 * where it first appears (plain.ts Terms); no code names, moves and figures in the game's words.
 */
import type { LabReport } from './aggregate-report.ts';
import type { ChartSpec } from './charts.ts';
import type { FigureValue } from './figures.ts';
import { answer } from './html-answer.ts';
import { chartBox, escapeHtml as esc } from './html-util.ts';
import { balanceText, count, fig, num, pct, pctRange, points, pointsRange, Terms } from './plain.ts';

type Cell = string | number;

/** A table; the first `left` columns are text (left-aligned). Cells are escaped unless marked as HTML. */
export function table(caption: string, head: string[], rows: Cell[][], left = 1, htmlCells = false): string {
  const cell = (c: Cell, i: number, tag: 'td' | 'th') => `<${tag}${i < left ? ' class="l"' : ''}>${htmlCells ? String(c) : esc(String(c))}</${tag}>`;
  return `<div class="scroll"><table><caption>${esc(caption)}</caption><thead><tr>${head.map((h, i) => cell(h, i, 'th')).join('')}</tr></thead>` +
    `<tbody>${rows.map((r) => `<tr>${r.map((c, i) => cell(c, i, 'td')).join('')}</tr>`).join('')}</tbody></table></div>`;
}
export const p = (text: string): string => `<p class="explain">${text}</p>`;
/** A folded section: its title says what it answers. */
export const folded = (id: string, title: string, body: string, open = false): string =>
  `<details id="${id}"${open ? ' open' : ''}><summary><h2>${esc(title)}</h2></summary>${body}</details>`;

export function reportSections(r: LabReport, charts: Map<string, ChartSpec>): string {
  const t = new Terms();
  const parts = [header(r), answer(r, t)];
  if (r.run.games > 0) parts.push(seats(r, charts, t), starts(r, t), bots(r, charts, t), endings(r), pace(r, charts, t), tension(r, charts, t), scores(r, t), figures(r, charts), plays(r, charts, t));
  parts.push(made(r), t.section());
  return parts.join('\n');
}

function header(r: LabReport): string {
  const { run } = r;
  const partial = run.partial
    ? `<p class="partial" id="partial">Partial report: ${run.games.toLocaleString('en-US')} of ${run.planned.toLocaleString('en-US')} games finished before the run was stopped. Every figure covers only those games.</p>`
    : '';
  return `<header><h1>${esc(r.game.title)}: balance report</h1>${partial}
<p class="meta">${count(run.games, 'game')} of ${run.players} players between bots (${esc(run.bots.join(', '))}), who swap seats game by game; rules: ${esc(r.game.rules)}; cards: ${esc(run.content ?? 'the game’s own')}.</p></header>`;
}

function seats(r: LabReport, charts: Map<string, ChartSpec>, t: Terms): string {
  const o = r.outcomes;
  const gap = o.balance.gap;
  const body = `${p(`Each seat’s wins over its ${t.use('seat-game', 'seat-games')}, with a ${t.use('wilson')}. A seat is ${t.use('beyond-noise')} when even its interval widened for ${r.run.players} seats at once (${t.use('bonferroni')}) misses the ${t.link('fair-share')} (${fig('fair-share', pct(o.fairShare))}).`)}
${chartBox(charts.get('chart-seats'))}
${table('Win rate by seat', ['seat', 'seat-games', 'wins', 'win rate', '95% interval', 'interval for all seats at once', 'beyond noise', 'mean rank', 'mean score'],
    o.bySeat.map((s) => [`seat ${s.seat + 1}`, s.played, s.wins, fig(`seat-${s.seat + 1}-rate`, pct(s.rate)), esc(pctRange(s.ci95)), esc(pctRange(s.familyCi)), s.beyondNoise ? 'yes' : 'no', s.meanRank === null ? '' : num(s.meanRank), s.meanScore === null ? '' : num(s.meanScore)]), 1, true)}
${p(`Every pair of seats, compared game by game; each interval holds for all ${gap.pairs} pairs at once. The largest gap, ${fig('seat-gap', points(gap.diff))}, gives the ${t.link('balance')}: ${fig('balance', balanceText(o.balance.value))}.`)}
${table('Gap between two seats', ['seats', 'gap', 'interval for every pair at once'], gap.all.map((x) => [`seat ${x.high + 1} − seat ${x.low + 1}`, points(x.diff), pointsRange(x.ci95)]))}`;
  return folded('seats', 'Does a seat win more often?', body);
}

function starts(r: LabReport, t: Terms): string {
  const f = r.outcomes.firstPlayer;
  const body = `${p(`Each game’s ${t.link('first-mover')} is read from its record: whoever took the first turn. The advantage is, game by game, 1 if that player won, minus the ${t.link('fair-share')}; its interval is the ${t.use('t-test')} of those values.`)}
${table('The first mover', ['figure', 'value'], [
    ['games', f.games], ['won by the first mover', f.wins], ['first mover’s win rate', fig('first-mover-rate', pct(f.rate))],
    ['advantage over the fair share', fig('first-mover-advantage', points(f.advantage))], ['95% interval', fig('first-mover-ci', pointsRange(f.ci95))],
    ['games seat 1 started', f.seat1Started],
  ], 1, true)}`;
  return folded('starts', 'Does moving first help?', body);
}

function bots(r: LabReport, charts: Map<string, ChartSpec>, t: Terms): string {
  const o = r.outcomes;
  const body = `${p(`The bots are compared over the same games; a bot that holds two seats plays two ${t.link('seat-game', 'seat-games')} per game. A bot far ahead of the others shows the game rewards skill; it also means the seat figures mix skill with seat.`)}
${chartBox(charts.get('chart-bots'))}
${table('Win rate by bot', ['bot', 'seat-games', 'wins', 'win rate', '95% interval', 'mean rank', 'mean score'],
    o.byBot.map((b) => [b.bot, b.played, b.wins, pct(b.rate), pctRange(b.ci95), b.meanRank === null ? '' : num(b.meanRank), b.meanScore === null ? '' : num(b.meanScore)]))}`;
  return folded('bots', 'How do the bots do?', body);
}

function endings(r: LabReport): string {
  const o = r.outcomes;
  const g = r.run.games;
  const body = `${table('How the games ended', ['how', 'games', 'share'], o.endReasons.map((e) => [e.reason, e.count, pct(e.count / g)]))}
${table('Ties and unfinished games', ['figure', 'games', 'share', 'what it means'], [
    ['ties', o.ties, pct(o.ties / g), 'the top was shared and the rules name no single winner'],
    ['no winner', o.noWinner, pct(o.noWinner / g), 'the game ended with nobody winning (a shared loss)'],
    ['never ended', fig('timeouts', count(o.timeouts, 'game')), pct(o.timeouts / g), 'stopped after the most moves a game may take'],
  ], 1, true)}`;
  return folded('endings', 'How do games end?', body);
}

function pace(r: LabReport, charts: Map<string, ChartSpec>, t: Terms): string {
  const L = r.pace.length;
  const body = `${p(`Length counts moves: every decision of every player. The ${t.link('median')} game took ${fig('length-median', L.median.toFixed(0))} moves; the mean is ${num(L.mean, 1)} (${t.use('standard-deviation')} ${num(L.sd, 1)}), from ${L.min} to ${L.max}.`)}
${chartBox(charts.get('chart-length'))}
${table('Games by length (moves)', ['moves', 'games', 'share'], L.histogram.map((h) => [h.from === h.to ? `${h.from}` : `${h.from}–${h.to}`, h.count, pct(h.count / r.run.games)]))}
${p(`A turn is a run of moves by the same player. The ${t.use('branching')} is shown by tenth of the game (each game cut into ten equal parts), so you see whether choices open up or narrow as the game goes on.`)}
${table('Length and choices', ['figure', 'value'], [
    ['moves per game: one in ten under / median / one in ten over', `${num(L.p10, 0)} / ${fig('length-median', L.median.toFixed(0))} / ${num(L.p90, 0)}`],
    ['turns per game (mean)', num(r.pace.turns.mean, 1)], ['moves per turn', num(r.pace.decisionsPerTurn)],
    ['choices per decision (mean)', num(r.pace.branching)], ['decisions with only one choice', pct(r.pace.forcedShare)],
  ], 1, true)}
${chartBox(charts.get('chart-branching'))}
${table('Choices by tenth of the game', ['part of the game', 'choices (mean)'], r.pace.branchingByTenth.map((b, i) => [`${i * 10}–${i * 10 + 10}%`, b === null ? '—' : num(b)]))}`;
  return folded('pace', 'How long are games, and how many choices?', body);
}

function tension(r: LabReport, charts: Map<string, ChartSpec>, t: Terms): string {
  const te = r.tension;
  const title = 'Are games tense to the end?';
  if (!te.measured) return folded('tension', title, p(`Not measured: ${esc(te.reason.replace(/^not measured: /, ''))}.`));
  const body = `${p(`Before every move the game’s own evaluation estimates how well each player stands (the one its heuristic bot uses). From those estimates, after ${t.use('ludii')}: a ${t.use('lead-change')}, ${t.use('drama')} and ${t.use('decided-at')}. Only games with a single winner are measured.`)}
${table('Tension', ['figure', 'mean', 'standard deviation'], [
    ['games measured (single winner)', te.games, ''], ['games left out (no single winner)', te.skipped, ''],
    ['lead changes per game', num(te.leadChanges.mean), num(te.leadChanges.sd)], ['lead changes per position', num(te.leadChangesPerMove, 3), ''],
    ['drama', num(te.drama.mean, 3), num(te.drama.sd, 3)], ['games where the winner trailed at some point', pct(te.comebacks), ''],
    ['decided at (share of the game)', pct(te.decidedAt.mean), pct(te.decidedAt.sd)],
  ])}
${chartBox(charts.get('chart-decided'))}
${table('Games by the point the winner led for good', ['part of the game', 'games'], te.decidedAtHistogram.map((c, i) => [`${i * 10}–${i * 10 + 10}%`, c]))}`;
  return folded('tension', title, body);
}

function scores(r: LabReport, t: Terms): string {
  const s = r.scores;
  const body = `${p(`The final scores as the game counts them (higher is better), over the games that finished. The winner’s margin is the highest score minus the second highest; the spread is the ${t.link('standard-deviation')}.`)}
${table('Scores by seat', ['seat', 'mean', 'standard deviation', 'games'], s.bySeat.map((x) => [`seat ${x.seat + 1}`, num(x.mean), num(x.sd), x.n]))}
${table('Winner’s margin', ['mean', 'standard deviation', 'games'], [[num(s.winnerGap.mean), num(s.winnerGap.sd), s.winnerGap.n]], 0)}`;
  return folded('scores', 'What do the scores look like?', body);
}

function figureCell(v: FigureValue | undefined): string {
  if (!v || v.n === 0) return '—';
  if (v.kind === 'number') return `${num(v.mean)} (sd ${num(v.sd)})`;
  if (v.kind === 'boolean') return `${pct(v.share)} (${pctRange(v.ci95)})`;
  return v.top.map((x) => `${x.value} ${pct(x.share, 0)}`).join(', ');
}

function figures(r: LabReport, charts: Map<string, ChartSpec>): string {
  const f = r.figures;
  const title = 'What the game itself counts';
  if (f.keys.length === 0) return folded('figures', title, p('The game counts nothing of its own at the end.'));
  const head = (first: string) => [first, ...f.keys.map((k) => k.label)];
  const textColumns = 1 + (f.keys.length && f.keys[0].kind === 'text' ? 1 : 0);
  const boxes = f.keys.filter((k) => k.kind !== 'text').map((k) => chartBox(charts.get(`chart-figure-${k.key}`))).join('');
  const body = `${p(`What the game reports at its end, over the ${count(f.games, 'game')} that finished: the mean of a number (sd: its standard deviation), the share of “yes” with its 95% interval, the most common values of a text.`)}
<dl>${f.keys.map((k) => `<dt>${esc(k.label)}</dt><dd>${esc(k.help || 'The game gives no description.')}</dd>`).join('')}</dl>
<div class="figs">${boxes}</div>
${table('The game’s figures by seat', head('seat'), f.bySeat.map((s) => [`seat ${s.seat + 1}`, ...f.keys.map((k) => figureCell(s.values[k.key]))]), textColumns)}
${table('The game’s figures by bot', head('bot'), f.byBot.map((b) => [b.bot, ...f.keys.map((k) => figureCell(b.values[k.key]))]), textColumns)}`;
  return folded('figures', title, body);
}

function plays(r: LabReport, charts: Map<string, ChartSpec>, t: Terms): string {
  const pl = r.plays;
  const title = 'Which moves are played, and do they win?';
  if (!pl.available) return folded('plays', title, p('Not measured: the game does not describe its moves.'));
  const flags = (fl: string[]) => fl.map((x) => `<span class="flag${x === 'never played' ? ' never' : ''}">${esc(x)}</span>`).join('');
  const body = `${p(`Each move is counted as a whole and, where it has a choice in it (which card, which goods), by that choice. For each move the ${t.link('seat-game', 'seat-games')} split into those that played it at least once and those that never did; the two win rates show how its players fare. A link with winning is not proof that the move makes players win: stronger play may simply reach it more often.`)}
<p class="explain"><b>Never played</b>: ${esc(pl.rules.neverPlayed)}<br><b>Dominant</b>: ${esc(pl.rules.dominant)}</p>
${chartBox(charts.get('chart-plays'), true)}
${table('Moves played', ['move', 'flags', 'times played', 'per game', 'seat-games that played it', 'share of winners who played it', 'win rate when played', 'win rate when not', 'difference'],
    pl.rows.map((x) => [esc(x.words), flags(x.flags), x.total, num(x.perGame), pct(x.share), pct(x.winnersShare),
      x.withIt.played ? `${pct(x.withIt.rate)} (${pctRange(x.withIt.ci95)})` : '—', x.withoutIt.played ? `${pct(x.withoutIt.rate)} (${pctRange(x.withoutIt.ci95)})` : '—',
      x.withIt.played && x.withoutIt.played ? `${points(x.difference.diff)}${x.difference.significant ? ' (beyond noise)' : ''}` : '—']), 2, true)}
${p('By seat: times played; by bot: the share of the bot’s seat-games that played the move at least once (when bots play a move unequally, its link with winning may be the stronger bot’s).')}
${table('Times played by seat, and share of each bot’s seat-games that played it', ['move', ...r.outcomes.bySeat.map((s) => `seat ${s.seat + 1}`), ...(pl.rows[0]?.byBot ?? []).map((b) => b.bot)],
    pl.rows.map((x) => [x.words, ...x.bySeat, ...x.byBot.map((b) => pct(b.share))]))}`;
  return folded('plays', title, body);
}

function made(r: LabReport): string {
  const { run } = r;
  const options = Object.keys(run.options).length ? Object.entries(run.options).map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join(', ') : 'none';
  const body = `${p(`${count(run.games, 'game')} of ${run.players} players; bots ${esc(run.bots.join(', '))}, cycled over the seats and moved one seat along each game, so every bot sits in every seat equally often. Batch seed ${run.seed}; options: ${esc(options)}; cards: ${esc(run.content ?? 'the game’s own')}. Played in ${num(run.seconds, 1)} s on ${run.workers || 'no'} worker thread${run.workers === 1 ? '' : 's'}; positions ${run.estimates ? 'estimated move by move' : 'not estimated'}.`)}
${p(`The same games again: <code>${esc(reproduce(r))}</code>. Add <code>--records folder</code> to keep every game, which <code>crossings replay</code> replays, so any figure here can be recomputed elsewhere. Every figure of this page is also in the file itself, as data, and from <code>--json</code>.`)}`;
  return folded('made', 'How this report was made', body);
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
