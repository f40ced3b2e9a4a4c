/** Helpers for building a well-formed `Outcome` (see docs/architecture.md §2). */
import type { Outcome } from './types.ts';

/** Competition ranks ("1224") from one key per seat, higher being better. */
export function competitionRanks(keys: readonly number[]): number[] {
  return keys.map((k) => 1 + keys.filter((o) => o > k).length);
}

/** The outcome of a game decided by points alone: the one best score wins; a shared best is a tie. */
export function outcomeByScore(scores: readonly number[], reason: string): Outcome {
  const best = Math.max(...scores);
  const winners = scores.flatMap((v, i) => (v === best ? [i] : []));
  return {
    reason,
    scores: [...scores],
    ranks: competitionRanks(scores),
    winners: winners.length === 1 ? winners : [],
    tie: winners.length > 1,
    stats: scores.map((v) => ({ points: v })),
  };
}
