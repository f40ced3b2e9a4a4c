/**
 * The report's first screen (docs/lab.md, The report): the answer to "is it balanced, and what should I
 * look at?" in sentences, each figure with its 95% interval and what would change it. Everything else
 * is folded below it (html-sections.ts).
 */
import type { LabReport } from './aggregate-report.ts';
import { FEW_GAMES } from './findings.ts';
import { escapeHtml as esc } from './html-util.ts';
import { balanceText, count, fig, pct, points, pointsRange, type Terms } from './plain.ts';

/** Games needed for an interval half as wide: four times as many (the width shrinks with the square root of the games). */
const halfWidthGames = (games: number) => 4 * games;

export function answer(r: LabReport, t: Terms): string {
  const o = r.outcomes;
  const g = r.run.games;
  if (g === 0) return '<section id="answer" class="answer"><h2>The answer</h2><p>No game finished, so there is nothing to answer yet.</p></section>';
  const gap = o.balance.gap;
  const high = o.bySeat[gap.high];
  const low = o.bySeat[gap.low];
  const gapFigures = `Seat ${gap.high + 1} wins ${fig(`seat-${gap.high + 1}-rate`, pct(high.rate))} of its games and seat ${gap.low + 1} ${fig(`seat-${gap.low + 1}-rate`, pct(low.rate))}: ` +
    `a gap of ${fig('seat-gap', points(gap.diff))}. Its ${t.use('interval')} is ${fig('seat-gap-ci', pointsRange(gap.ci95))}, an ${t.use('simultaneous')}`;
  const balanced = gap.significant
    ? `<p class="verdict warn"><strong>Not balanced between seats.</strong> ${gapFigures}; it leaves out 0, and chance alone rarely gives a gap this large. ` +
      `The ${t.use('balance')} is ${fig('balance', balanceText(o.balance.value))}.</p>`
    : `<p class="verdict ok"><strong>No seat is favoured beyond chance.</strong> ${gapFigures}; it includes 0, so the gap may be chance. ` +
      `The ${t.use('balance')} is ${fig('balance', balanceText(o.balance.value))}.</p>`;
  const width = gap.ci95.high - gap.ci95.low;
  const change = `<p><b>What would change it:</b> the interval is ${(width * 100).toFixed(1)} points wide over ${count(g, 'game')}; ` +
    `${halfWidthGames(g).toLocaleString('en-US')} games would make it about half as wide. ` +
    (gap.significant
      ? `A change to what seat ${gap.low + 1} starts with, or to the turn order, is what would close it; compare the two with <code>--against</code> (see below).`
      : 'A real gap smaller than half the interval’s width could still hide in it.') + '</p>';

  const f = o.firstPlayer;
  const firstBeyond = f.ci95.low > 0 || f.ci95.high < 0;
  const first = f.games === 0 ? '' : `<p><b>Who starts:</b> the ${t.use('first-mover')} won ${fig('first-mover-rate', pct(f.rate))} of ${count(f.games, 'game')} against a ${t.use('fair-share')} of ${fig('fair-share', pct(o.fairShare))}: ` +
    `${fig('first-mover-advantage', points(f.advantage))} (95% interval ${fig('first-mover-ci', pointsRange(f.ci95))}) — ` +
    `${firstBeyond ? (f.advantage > 0 ? 'moving first helps beyond chance' : 'moving first hurts beyond chance') : 'no advantage beyond chance'}. ` +
    (f.seat1Started < f.games
      ? `The rules choose who starts (seat 1 started ${f.seat1Started} of these games), so this is a separate figure from the ${t.use('seat-order')} above.`
      : 'Seat 1 always starts in this game, so this is also seat 1’s figure.') + '</p>';

  const L = r.pace.length;
  const length = `<p><b>How long:</b> a game takes ${fig('length-median', L.median.toFixed(0))} moves (the ${t.use('median')}); one game in ten is shorter than ${L.p10.toFixed(0)}, one in ten longer than ${L.p90.toFixed(0)}.` +
    (o.timeouts ? ` ${fig('timeouts', count(o.timeouts, 'game'))} never ended.` : '') + '</p>';

  // What to look at: every warning, then the notes that are not already said above.
  const said = new Set(['No seat favoured beyond chance', 'A seat is favoured', 'No first-mover advantage beyond chance', 'The first mover is favoured', 'The first mover is at a disadvantage']);
  const look = r.findings.filter((x) => !said.has(x.title));
  const lookAt = look.length
    ? `<h3>What to look at</h3><ul class="look">${look.map((x) => `<li class="${x.level}">${x.level === 'warning' ? '<span aria-hidden="true">⚠ </span>' : ''}<strong>${esc(x.title)}.</strong> ${esc(x.text)}</li>`).join('')}</ul>`
    : '<h3>What to look at</h3><p>Nothing else stands out: no move went unplayed, none dominates, every game ended.</p>';
  const few = g < FEW_GAMES ? ` With ${count(g, 'game')}, read every figure as a first look.` : '';
  return `<section id="answer" class="answer"><h2>Is it balanced?</h2>${balanced}${change}${first}${length}${lookAt}` +
    `<p class="meta">Every section below is folded: open one for its tables and charts.${few}</p></section>`;
}
