/** Small statistics the report needs beyond stats.ts: means, spreads, a normal quantile, a two-proportion test. */
import { wilson, type Interval } from '../stats.ts';

export interface MeanSd {
  mean: number;
  sd: number;
  n: number;
}

export function meanSd(xs: readonly number[]): MeanSd {
  const n = xs.length;
  if (n === 0) return { mean: 0, sd: 0, n: 0 };
  let sum = 0;
  for (const x of xs) sum += x;
  const mean = sum / n;
  let ss = 0;
  for (const x of xs) ss += (x - mean) * (x - mean);
  return { mean, sd: n > 1 ? Math.sqrt(ss / (n - 1)) : 0, n };
}

/**
 * The standard normal quantile (inverse CDF), Acklam's rational approximation (relative error
 * below 1.2e-9), for the Bonferroni-adjusted intervals of the seat check.
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile: p must be in (0, 1), got ${p}`);
  const a = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
  const b = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
  const c = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

/** A Wilson interval whose confidence is shared over `tests` comparisons (Bonferroni): 95% for the family. */
export function familyInterval(successes: number, n: number, tests: number): Interval {
  const z = normalQuantile(1 - 0.05 / (2 * Math.max(1, tests)));
  return wilson(successes, n, z);
}

export interface Difference {
  /** p1 − p2. */
  diff: number;
  /** 95% interval of the difference (Newcombe's method from the two Wilson intervals). */
  ci95: Interval;
  /** True when the interval excludes 0. */
  significant: boolean;
}

/** The difference of two proportions with Newcombe's (1998, method 10) hybrid Wilson interval. */
export function proportionDifference(s1: number, n1: number, s2: number, n2: number): Difference {
  const p1 = n1 ? s1 / n1 : 0;
  const p2 = n2 ? s2 / n2 : 0;
  const w1 = wilson(s1, n1);
  const w2 = wilson(s2, n2);
  const diff = p1 - p2;
  const low = diff - Math.sqrt((p1 - w1.low) ** 2 + (w2.high - p2) ** 2);
  const high = diff + Math.sqrt((w1.high - p1) ** 2 + (p2 - w2.low) ** 2);
  const ci95 = { low: Math.max(-1, low), high: Math.min(1, high) };
  return { diff, ci95, significant: n1 > 0 && n2 > 0 && (ci95.low > 0 || ci95.high < 0) };
}

export interface Rate {
  wins: number;
  played: number;
  rate: number;
  ci95: Interval;
}

/** Wins out of seat-games with a Wilson interval. */
export function rate(wins: number, played: number): Rate {
  return { wins, played, rate: played ? wins / played : 0, ci95: wilson(wins, played) };
}
