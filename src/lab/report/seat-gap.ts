/**
 * The largest gap between two seats' win rates, with an interval that means what it says
 * (docs/lab.md, Glossary: simultaneous interval).
 *
 * Two seats of the same games are not independent samples: when one wins the other usually does not,
 * so their win rates move against each other, and an interval for independent samples (Newcombe's)
 * is too narrow. And the report picks the highest and the lowest seat after seeing the data, so an
 * interval made for one fixed pair covers the picked pair far less often than 95%. Both are handled
 * here: every pair of seats is compared game by game (the per-game difference of their wins, a paired
 * t interval as in compare/significance.ts), and the k(k − 1)/2 intervals are widened together
 * (Bonferroni: each at level 1 − 0.05/m) so that all of them hold at once in 95 runs out of 100 — and
 * then so does the one for the pair picked afterwards. test/lab/seat-gap.test.ts measures the coverage
 * on simulated balanced games.
 */
import type { Interval } from '../stats.ts';
import { studentQuantile } from '../compare/significance.ts';
import { normalQuantile } from './numbers.ts';

export interface PairGap {
  /** The two seats (0-based), `high` with the higher win rate. */
  high: number;
  low: number;
  /** Win rate of `high` minus win rate of `low` (0..1). */
  diff: number;
  /** Interval of the difference, holding for all pairs at once at 95%. */
  ci95: Interval;
}

export interface SeatGap extends PairGap {
  /** How many pairs of seats the interval was widened for. */
  pairs: number;
  /** Games the gaps were measured on. */
  games: number;
  /** True when the simultaneous interval excludes 0: the gap is more than chance explains. */
  significant: boolean;
  /** Every pair, highest gap first (for the report's folded table). */
  all: PairGap[];
}

const FAMILY_ALPHA = 0.05;

/** The t quantile for m simultaneous two-sided intervals on n − 1 degrees of freedom (normal above 1,000 games: the two agree to 0.1%). */
function simultaneousQuantile(m: number, n: number): number {
  const q = 1 - FAMILY_ALPHA / (2 * Math.max(1, m));
  return n - 1 > 1000 ? normalQuantile(q) : studentQuantile(q, n - 1);
}

/**
 * The gaps between every pair of seats from each game's winners (`wins[g][s]` true when seat s won
 * game g). A game nobody won counts for every pair as a difference of 0.
 */
export function seatGaps(wins: ReadonlyArray<ReadonlyArray<boolean>>, seats: number): SeatGap {
  const n = wins.length;
  const m = (seats * (seats - 1)) / 2;
  const rates = Array.from({ length: seats }, (_, s) => (n ? wins.reduce((a, g) => a + (g[s] ? 1 : 0), 0) / n : 0));
  const t = n >= 2 ? simultaneousQuantile(m, n) : Infinity;
  const all: PairGap[] = [];
  for (let i = 0; i < seats; i++) {
    for (let j = i + 1; j < seats; j++) {
      const [high, low] = rates[i] >= rates[j] ? [i, j] : [j, i];
      const diff = rates[high] - rates[low];
      let ss = 0;
      for (const g of wins) ss += ((g[high] ? 1 : 0) - (g[low] ? 1 : 0) - diff) ** 2;
      const se = n >= 2 ? Math.sqrt(ss / (n - 1) / n) : Infinity;
      const half = se === 0 ? 0 : t * se;
      all.push({ high, low, diff, ci95: { low: Math.max(-1, diff - half), high: Math.min(1, diff + half) } });
    }
  }
  all.sort((a, b) => b.diff - a.diff || a.high - b.high || a.low - b.low);
  const top = all[0] ?? { high: 0, low: 0, diff: 0, ci95: { low: 0, high: 0 } };
  return { ...top, pairs: m, games: n, significant: n >= 2 && top.ci95.low > 0, all };
}
