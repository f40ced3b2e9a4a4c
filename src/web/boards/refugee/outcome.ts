/**
 * The end screen in #refugee's words: why the game ended, what counted (points, or refugees accepted
 * after the refugee deck ran out: RF-R26, RF-R27, RF-D14), who won on what, eliminated countries
 * (RF-R28, RF-D23) and a tie. Every number comes from the final view and the outcome.
 */
import type { Outcome } from '../../../engine/index.ts';
import type { RefugeeView } from '../../../games/refugee/index.ts';
import type { OutcomeWords } from '../types.ts';
import { count, listWords } from './classify.ts';

/** "1 point", "-1 point", "0 points", "12 points". */
export function points(n: number): string {
  return `${n} ${Math.abs(n) === 1 ? 'point' : 'points'}`;
}

export function explainRefugee(outcome: Outcome, view: unknown, names: string[]): string[] {
  const v = view as RefugeeView;
  const name = (p: number) => names[p] ?? `Player ${p + 1}`;
  const pts = (p: number) => points(v.scores[p]);
  const acc = (p: number) => v.accepted[p].length;
  const byAccepted = v.endReason === 'deck';
  const lines: string[] = [];

  switch (v.endReason) {
    case 'accepted':
      lines.push(`${name(v.ender)} accepted ${count(v.options.acceptToEnd, 'refugee')}, which ends the game at once.`);
      break;
    case 'deck':
      lines.push('The refugee deck ran out with no refugee left in play, which ends the game at once.');
      break;
    case 'last-standing':
      lines.push(`Every other country was eliminated: ${name(v.ender)} is the last country standing and wins, whatever the points.`);
      break;
    case 'target':
      lines.push(`${name(v.ender)} reached ${points(v.options.targetScore ?? 0)}, which ends the game at once in this variant.`);
      break;
    case 'turns':
      lines.push(`The game stopped at its limit of ${count(v.options.maxTurns, 'turn')} and was scored as usual.`);
      break;
    default:
      lines.push(`${outcome.reason}.`);
  }

  if (v.endReason !== 'last-standing') {
    lines.push(byAccepted
      ? 'When the refugee deck runs out, the country that accepted the most refugees wins; points only break a tie.'
      : "The most points wins. A country's points are the vetting scores of the refugees it accepted, so a refugee with a negative score costs points. Refugees accepted break a tie.");
  }

  const top = outcome.ranks.flatMap((r, p) => (r === 1 ? [p] : []));
  if (outcome.tie && top.length > 1) {
    lines.push(byAccepted
      ? `${listWords(top.map(name))} tie: each accepted ${count(acc(top[0]), 'refugee')} and has ${pts(top[0])}.`
      : `${listWords(top.map(name))} tie: each has ${pts(top[0])} and accepted ${count(acc(top[0]), 'refugee')}.`);
  } else if (outcome.winners.length === 1 && v.endReason !== 'last-standing') {
    const w = outcome.winners[0];
    // The best of the others still in the game.
    const next = [...Array(v.players).keys()].filter((p) => p !== w && !v.out[p]).sort((a, b) => outcome.ranks[a] - outcome.ranks[b] || a - b)[0];
    if (next === undefined) {
      lines.push(`${name(w)} wins.`);
    } else if (byAccepted) {
      lines.push(acc(w) > acc(next)
        ? `${name(w)} wins with ${count(acc(w), 'refugee')} accepted; ${name(next)} comes next with ${acc(next)}.`
        : `${name(w)} and ${name(next)} both accepted ${count(acc(w), 'refugee')}; ${name(w)} wins on points (${v.scores[w]} to ${v.scores[next]}).`);
    } else {
      lines.push(v.scores[w] > v.scores[next]
        ? `${name(w)} wins with ${pts(w)}; ${name(next)} comes next with ${pts(next)}.`
        : `${name(w)} and ${name(next)} both have ${pts(w)}; ${name(w)} wins on refugees accepted (${acc(w)} to ${acc(next)}).`);
      if (v.endReason === 'accepted' && v.ender !== w && v.ender >= 0) {
        lines.push(`Accepting the last refugee ended the game for ${name(v.ender)} but did not win it: points decide.`);
      }
    }
  } else if (outcome.winners.length === 0 && !outcome.tie) {
    lines.push('Nobody won.');
  }

  const gone = v.eliminationOrder;
  if (gone.length > 0) {
    const who = listWords(gone.map((p) => `${name(p)} (${pts(p)})`));
    const limit = v.options.eliminationScore;
    lines.push(`${who} ${gone.length === 1 ? 'was' : 'were'} eliminated${limit !== null ? ` at ${points(limit)} or fewer` : ''} and ${gone.length === 1 ? 'ranks' : 'rank'} below every country still in the game${gone.length > 1 ? ', the later eliminated above the earlier' : ''}.`);
  }
  return lines;
}

export const refugeeOutcomeWords: OutcomeWords = { explain: explainRefugee };
