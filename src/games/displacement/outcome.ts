/**
 * The outcome (DP-R23..DP-R27, DP-D18, DP-D19): the nations whose goal was fulfilled win together
 * (score 1, the others 0); when the rounds run out nobody wins (every score 0, no tie: a shared loss).
 * `stats` hold the figures a facilitator discusses in the debrief (DP-D22).
 */
import { competitionRanks, type Outcome } from '../../engine/index.ts';
import { communities, housed } from './board.ts';
import { contentOf } from './content.ts';
import type { DisplacementState } from './types.ts';

export function outcomeOf(s: DisplacementState): Outcome | null {
  if (s.phase !== 'over') return null;
  const content = contentOf(s);
  const scores = Array.from({ length: s.players }, (_, n) => (s.winners.includes(n) ? 1 : 0));
  const goalName = (n: number) => content.goals[s.goal[n]]?.name ?? 'unknown';
  // Seat-free wording, so a batch of games groups by how they ended (the log names the nations).
  const reason = s.winners.length === 0
    ? `No nation fulfilled its goal within ${s.round} rounds: nobody wins`
    : s.winners.length === 1
      ? `A nation fulfilled its goal (${goalName(s.winners[0])})`
      : `${s.winners.length} nations fulfilled their goals together (${s.winners.map(goalName).sort().join(', ')})`;
  return {
    reason,
    scores,
    ranks: competitionRanks(scores),
    winners: s.winners.slice(),
    tie: false,
    stats: Array.from({ length: s.players }, (_, n) => ({
      goal: goalName(n),
      region: content.regions[s.region[n]]?.name ?? '',
      won: s.winners.includes(n),
      housedNow: housed(s, n),
      displacedNow: s.displaced[n].length,
      housed: s.stats[n].housed,
      handedOver: s.stats[n].handedOver,
      received: s.stats[n].received,
      lost: s.stats[n].lost,
      communities: communities(s, n),
      tokens: s.tokens[n],
    })),
  };
}
