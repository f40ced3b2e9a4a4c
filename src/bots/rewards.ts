/**
 * Turning a game's `Outcome` (or its numbers alone, a `Standing`) into one reward per seat, in [0, 1],
 * for search and evaluation.
 */
import type { Standing } from '../engine/index.ts';

/**
 * - `win`: a sole winner gets 1; several winners (or a tie at the top) share 1; a shared loss gives 0.
 * - `rank`: normalised rank, (P - rank) / (P - 1): first gets 1, last gets 0, tied seats share a rank.
 * - `mixed`: 0.8 × win + 0.2 × rank, so that games nobody wins still tell seats apart.
 */
export type RewardMode = 'win' | 'rank' | 'mixed';
export const REWARD_MODES: readonly RewardMode[] = ['win', 'rank', 'mixed'];

/** Writes one reward per seat into `out` (length ≥ players) and returns it. */
export function outcomeRewards(outcome: Standing, mode: RewardMode, out: Float64Array): Float64Array {
  const players = outcome.ranks.length;
  for (let s = 0; s < players; s++) out[s] = 0;
  if (mode !== 'rank') {
    const weight = mode === 'win' ? 1 : 0.8;
    const winners = outcome.winners;
    if (winners.length > 0) {
      const share = weight / winners.length;
      for (let i = 0; i < winners.length; i++) out[winners[i]] += share;
    } else if (outcome.tie) {
      // No single winner, but the top was shared: the seats at the top share the win.
      let top = 0;
      for (let s = 0; s < players; s++) if (outcome.ranks[s] === 1) top++;
      for (let s = 0; s < players; s++) if (outcome.ranks[s] === 1) out[s] += weight / top;
    }
  }
  if (mode !== 'win' && players > 1) {
    const weight = mode === 'rank' ? 1 : 0.2;
    for (let s = 0; s < players; s++) out[s] += (weight * (players - outcome.ranks[s])) / (players - 1);
  }
  return out;
}

/** The reward of a single seat (allocates; for callers outside hot loops). */
export function seatReward(outcome: Standing, seat: number, mode: RewardMode = 'win'): number {
  return outcomeRewards(outcome, mode, new Float64Array(outcome.ranks.length))[seat];
}
