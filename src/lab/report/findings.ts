/**
 * What a designer reads first (the report's first screen, html-answer.ts, and the terminal): the few things worth a look, in plain words, each with the rule
 * that raised it (so a reader can tell a finding from noise). Warnings come before notes.
 */
import type { LabReport } from './aggregate-report.ts';
import { balanceText, count as plural, list, pct, points, pointsRange } from './plain.ts';

export interface Finding {
  level: 'warning' | 'note';
  title: string;
  text: string;
}

export { pct, points } from './plain.ts';

/** Bots whose shares of seat-games playing a move differ by more than this make the link with winning suspect. */
export const BOT_SHARE_SPREAD = 0.2;

/** When the bots play a move unequally, its link with winning may be the stronger bot's, not the move's. */
function botCaveat(p: { words: string; byBot: Array<{ bot: string; share: number }> }): string {
  if (p.byBot.length < 2) return '';
  const shares = p.byBot.map((b) => b.share);
  if (Math.max(...shares) - Math.min(...shares) <= BOT_SHARE_SPREAD) return '';
  return ` The bots play “${p.words}” unequally (${p.byBot.map((b) => `${b.bot} in ${pct(b.share, 0)} of its seat-games`).join(', ')}): ` +
    'the link with winning may come from the stronger bot, not the move; check with one kind of bot.';
}

/** Games below this and the report warns that its intervals are wide. */
export const FEW_GAMES = 100;

export function findings(r: LabReport): Finding[] {
  const out: Finding[] = [];
  const o = r.outcomes;
  const { run } = r;

  if (run.partial) {
    out.push({
      level: 'warning', title: 'Partial report',
      text: `The run was stopped after ${plural(run.games, 'game')} of ${run.planned.toLocaleString('en-US')}: every figure below covers only the games that finished.`,
    });
  }
  if (run.games === 0) return out;

  const gap = o.balance.gap;
  const gapWords = `seat ${gap.high + 1} wins ${pct(o.bySeat[gap.high].rate)} and seat ${gap.low + 1} ${pct(o.bySeat[gap.low].rate)}: ` +
    `a gap of ${points(gap.diff)} (95% interval ${pointsRange(gap.ci95)}, for every pair of seats at once; balance ${balanceText(o.balance.value)})`;
  if (gap.significant) {
    out.push({ level: 'warning', title: 'A seat is favoured', text: `The seats do not win equally often: ${gapWords}. Chance alone rarely gives a gap this large.` });
  } else {
    out.push({ level: 'note', title: 'No seat favoured beyond chance', text: `The largest gap between two seats is within chance over ${plural(run.games, 'game')}: ${gapWords}.` });
  }
  const f = o.firstPlayer;
  if (f.games > 0) {
    const beyond = f.ci95.low > 0 || f.ci95.high < 0;
    out.push({
      level: beyond ? 'warning' : 'note', title: beyond ? (f.advantage > 0 ? 'The first mover is favoured' : 'The first mover is at a disadvantage') : 'No first-mover advantage beyond chance',
      text: `The player who moved first won ${pct(f.rate)} of ${plural(f.games, 'game')} against a fair share of ${pct(o.fairShare)}: ${points(f.advantage)} (95% interval ${pointsRange(f.ci95)}).` +
        (f.seat1Started < f.games ? ` Seat 1 moved first in ${f.seat1Started} of them: the rules choose who starts, so this is not seat 1’s figure.` : ''),
    });
  }

  const never = r.plays.rows.filter((p) => p.flags.includes('never played')).map((p) => p.words);
  if (never.length) {
    out.push({
      level: 'warning', title: never.length === 1 ? 'A move nobody played' : 'Moves nobody played',
      text: `${list(never.map((l) => `“${l}”`))} ${never.length === 1 ? 'was' : 'were'} never played in ${plural(run.games, 'game')}. ` +
        'Either the bots never find it worth playing or the rules rarely allow it.',
    });
  }
  const dominant = r.plays.rows.filter((p) => p.flags.includes('dominant'));
  if (dominant.length) {
    out.push({
      level: 'warning', title: dominant.length === 1 ? 'A dominant move' : 'Dominant moves',
      text: `${list(dominant.map((p) => `“${p.words}” (in ${pct(p.winnersShare)} of wins; its players win ${pct(p.withIt.rate)})`))}. ` +
        `Rule: ${r.plays.rules.dominant}${dominant.map(botCaveat).join('')}`,
    });
  }

  if (o.timeouts > 0) {
    out.push({
      level: 'warning', title: 'Unfinished games',
      text: `${plural(o.timeouts, 'game')} (${pct(o.timeouts / run.games)}) reached the most moves a game may take without ending: the rules, the cards or a bot can loop or stall.`,
    });
  }
  const L = r.pace.length;
  if (L.median > 0 && L.max > 3 * L.median) {
    out.push({
      level: 'note', title: 'Some games run long',
      text: `The longest game took ${L.max} moves, ${(L.max / L.median).toFixed(1)} times the median (${L.median}); one game in ten took more than ${Math.round(L.p90)}.`,
    });
  }
  const undecided = o.ties + o.noWinner;
  if (undecided / run.games >= 0.2) {
    out.push({
      level: 'note', title: 'Many games without a single winner',
      text: `${pct(undecided / run.games)} of the games ended in a tie (${o.ties}) or with nobody winning (${o.noWinner}).`,
    });
  }
  if (r.tension.measured && r.tension.games > 0 && r.tension.decidedAt.mean < 0.25) {
    out.push({
      level: 'note', title: 'Games are decided early',
      text: `On average the eventual winner took the lead for good after ${pct(r.tension.decidedAt.mean, 0)} of the game (by the game's own estimate of positions).`,
    });
  }
  if (run.games < FEW_GAMES) {
    out.push({
      level: 'note', title: 'Few games',
      text: `Only ${plural(run.games, 'game')}: the intervals are wide. Run ${FEW_GAMES * 10} or more for figures to act on.`,
    });
  }
  return out.sort((a, b) => (a.level === b.level ? 0 : a.level === 'warning' ? -1 : 1));
}
