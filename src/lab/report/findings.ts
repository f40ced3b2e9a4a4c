/**
 * "What stands out": the few things a designer should read first, in plain words, each with the rule
 * that raised it (so a reader can tell a finding from noise). Warnings come before notes.
 */
import type { LabReport } from './aggregate-report.ts';

export interface Finding {
  level: 'warning' | 'note';
  title: string;
  text: string;
}

export const pct = (x: number, digits = 1): string => `${(x * 100).toFixed(digits)}%`;
export const points = (x: number, digits = 1): string => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(digits)} points`;
const list = (xs: string[]): string => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
const plural = (n: number, one: string, many = `${one}s`): string => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Bots whose shares of seat-games playing a move differ by more than this make the link with winning suspect. */
export const BOT_SHARE_SPREAD = 0.2;

/** When the bots play a move unequally, its link with winning may be the stronger bot's, not the move's. */
function botCaveat(p: { label: string; byBot: Array<{ bot: string; share: number }> }): string {
  if (p.byBot.length < 2) return '';
  const shares = p.byBot.map((b) => b.share);
  if (Math.max(...shares) - Math.min(...shares) <= BOT_SHARE_SPREAD) return '';
  return ` The bots play “${p.label}” unequally (${p.byBot.map((b) => `${b.bot} in ${pct(b.share, 0)} of its seat-games`).join(', ')}): ` +
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

  const off = o.bySeat.filter((s) => s.beyondNoise);
  if (off.length) {
    out.push({
      level: 'warning', title: 'Seat gap beyond noise',
      text: `${list(off.map((s) => `seat ${s.seat + 1} wins ${pct(s.rate)}`))} against a fair share of ${pct(o.fairShare)}. ` +
        `Checked with each seat's 95% interval widened for ${run.players} seats at once (Bonferroni), so chance alone would rarely flag a seat. ` +
        `Balance (1 − the largest gap between two seats) is ${o.balance.value.toFixed(2)}.`,
    });
  } else {
    out.push({
      level: 'note', title: 'No seat gap beyond noise',
      text: `No seat's win rate differs from the fair share (${pct(o.fairShare)}) beyond noise over ${plural(run.games, 'game')}. ` +
        `Balance is ${o.balance.value.toFixed(2)}; first-player advantage ${points(o.firstPlayer.advantage)} ` +
        `(95% interval ${points(o.firstPlayer.ci95.low)} to ${points(o.firstPlayer.ci95.high)}).`,
    });
  }

  const never = r.plays.rows.filter((p) => p.flags.includes('never played')).map((p) => p.label);
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
      text: `${list(dominant.map((p) => `“${p.label}” (in ${pct(p.winnersShare)} of wins; its players win ${pct(p.withIt.rate)})`))}. ` +
        `Rule: ${r.plays.rules.dominant}${dominant.map(botCaveat).join('')}`,
    });
  }

  if (o.timeouts > 0) {
    out.push({
      level: 'warning', title: 'Unfinished games',
      text: `${plural(o.timeouts, 'game')} (${pct(o.timeouts / run.games)}) hit the action limit without ending: the rules, the content or a bot can loop or stall.`,
    });
  }
  const L = r.pace.length;
  if (L.median > 0 && L.max > 3 * L.median) {
    out.push({
      level: 'note', title: 'Some games run long',
      text: `The longest game took ${L.max} actions, ${(L.max / L.median).toFixed(1)} times the median (${L.median}); one game in ten took more than ${Math.round(L.p90)}.`,
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
