/**
 * The statistics of an A/B comparison (docs/lab.md, How each figure is tested): each test gives a
 * difference (B − A), a 95% interval and a two-sided p-value; Holm's step-down method then decides which
 * differences are significant for the whole family of tests at once. Hand-written because they are a few
 * lines each and the project has no statistics library; every formula names its source, and
 * test/lab/compare-significance.test.ts checks them against published or SciPy-computed values.
 *
 * The two batches are paired: game i has the same seed and line-up under A and under B, so most
 * figures are compared game by game (McNemar for a yes/no per game, a paired t interval for a
 * number per game, the delta method for a ratio over all games, a paired bootstrap for the balance).
 * Where the games measured differ between A and B (tension figures: only games
 * with a single winner), the samples are treated as independent (Welch; Newcombe's hybrid interval).
 */
import { Rng } from '../../engine/index.ts';
import { wilson, type Interval } from '../stats.ts';
import { normalQuantile } from '../report/numbers.ts';

export type TestMethod = 'mcnemar' | 'paired-t' | 'welch' | 'two-proportion' | 'ratio' | 'bootstrap';

export interface TestResult {
  method: TestMethod;
  /** B − A. */
  diff: number;
  /** 95% interval of the difference (not adjusted for multiple comparisons). */
  ci95: Interval;
  /** Two-sided p-value of "no difference" (before Holm's adjustment). */
  p: number;
  /** Pairs (paired tests) or the two sample sizes' sum (independent ones). */
  n: number;
  /** McNemar only: the pairs that differ (yes under one side, no under the other). */
  discordant?: number;
}

// ---------------------------------------------------------------------------------------------
// Distributions

/** ln Γ(x) for x > 0: Lanczos' approximation (g = 7, 9 coefficients; Numerical Recipes 3rd ed. §6.1), relative error < 1e-14. */
export function logGamma(x: number): number {
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x); // reflection
  const z = x - 1;
  let a = c[0];
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i] / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The continued fraction of the incomplete beta function, by the modified Lentz method (Numerical Recipes §6.4 betacf). */
function betaContinuedFraction(a: number, b: number, x: number): number {
  const TINY = 1e-300;
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 10_000; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return h;
}

/** The regularised incomplete beta function I_x(a, b) (Numerical Recipes §6.4 betai). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  // The continued fraction converges fast for x < (a + 1) / (a + b + 2); use the symmetry I_x(a,b) = 1 − I_{1−x}(b,a) otherwise.
  return x < (a + 1) / (a + b + 2) ? (front * betaContinuedFraction(a, b, x)) / a : 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
}

/** Two-sided p-value of Student's t with `df` degrees of freedom: P(|T| ≥ |t|) = I_{df/(df+t²)}(df/2, 1/2). */
export function studentTwoSidedP(t: number, df: number): number {
  if (!Number.isFinite(t)) return 0;
  if (!(df > 0)) throw new RangeError(`studentTwoSidedP: degrees of freedom must be positive, got ${df}`);
  return Math.min(1, incompleteBeta(df / (df + t * t), df / 2, 0.5));
}

/** The quantile t with P(T ≤ t) = q (q > 0.5), found by bisection on studentTwoSidedP (monotone in t). */
export function studentQuantile(q: number, df: number): number {
  if (!(q > 0.5 && q < 1)) throw new RangeError(`studentQuantile: q must be in (0.5, 1), got ${q}`);
  const target = 2 * (1 - q);
  let low = 0;
  let high = Math.max(10, 2 * normalQuantile(q));
  while (studentTwoSidedP(high, df) > target) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-12 * high; i++) {
    const mid = (low + high) / 2;
    if (studentTwoSidedP(mid, df) > target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** The regularised upper incomplete gamma function Q(a, x) (Numerical Recipes §6.2 gammq: series below a + 1, continued fraction above). */
export function upperIncompleteGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * 1e-16; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * front;
  }
  const TINY = 1e-300;
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-16) break;
  }
  return front * h;
}

/** Two-sided p-value of a standard normal z: 2·(1 − Φ(|z|)) = erfc(|z|/√2) = Q(½, z²/2). */
export function normalTwoSidedP(z: number): number {
  if (!Number.isFinite(z)) return 0;
  return Math.min(1, upperIncompleteGamma(0.5, (z * z) / 2));
}

const T975 = 0.975;

// ---------------------------------------------------------------------------------------------
// Tests

/**
 * McNemar's exact test for paired yes/no outcomes (the sign test on the discordant pairs; Liddell
 * 1983): under "no difference" each discordant pair is equally likely to go either way, so the
 * count `bOnly` is Binomial(bOnly + aOnly, ½); p = 2·P(X ≤ min), at most 1.
 */
export function mcnemarExactP(aOnly: number, bOnly: number): number {
  const n = aOnly + bOnly;
  if (n === 0) return 1;
  const k = Math.min(aOnly, bOnly);
  // Sum C(n, i) / 2^n for i ≤ k in log space (n can be tens of thousands).
  const lnHalfN = -n * Math.LN2;
  const lnFactN = logGamma(n + 1);
  let sum = 0;
  for (let i = 0; i <= k; i++) sum += Math.exp(lnFactN - logGamma(i + 1) - logGamma(n - i + 1) + lnHalfN);
  return Math.min(1, 2 * sum);
}

/**
 * The difference of two paired proportions with Newcombe's (1998, "Improved confidence intervals for
 * the difference between binomial proportions based on paired data", Stat Med 17:2635, method 10)
 * interval: the Wilson intervals of both proportions combined with the correlation φ of the pairs
 * (with its continuity correction: φ uses max(ad − bc − n/2, 0) when ad > bc).
 *
 * The table, over n pairs: `both` yes under A and B, `aOnly` yes under A only, `bOnly` yes under B
 * only, `neither`. The difference is p_B − p_A; the p-value is McNemar's exact test.
 */
export function pairedProportions(both: number, aOnly: number, bOnly: number, neither: number): TestResult {
  const n = both + aOnly + bOnly + neither;
  if (n === 0) return { method: 'mcnemar', diff: 0, ci95: { low: -1, high: 1 }, p: 1, n: 0, discordant: 0 };
  // Newcombe's orientation: p1 = (a + b)/n is the first margin, p2 = (a + c)/n the second; θ = p1 − p2.
  // Here the first is B and the second A, so θ = p_B − p_A. a = both, b = bOnly, c = aOnly, d = neither.
  const a = both;
  const b = bOnly;
  const c = aOnly;
  const d = neither;
  const p1 = (a + b) / n;
  const p2 = (a + c) / n;
  const w1 = wilson(a + b, n);
  const w2 = wilson(a + c, n);
  const margins = (a + b) * (c + d) * (a + c) * (b + d);
  let phi = 0;
  if (margins > 0) {
    const ad = a * d - b * c;
    const corrected = ad > n / 2 ? ad - n / 2 : ad < 0 ? ad : 0;
    phi = corrected / Math.sqrt(margins);
  }
  const theta = p1 - p2;
  const dl1 = p1 - w1.low;
  const du1 = w1.high - p1;
  const dl2 = p2 - w2.low;
  const du2 = w2.high - p2;
  const delta = Math.sqrt(Math.max(0, dl1 * dl1 - 2 * phi * dl1 * du2 + du2 * du2));
  const epsilon = Math.sqrt(Math.max(0, du1 * du1 - 2 * phi * du1 * dl2 + dl2 * dl2));
  return {
    method: 'mcnemar',
    diff: theta,
    ci95: { low: Math.max(-1, theta - delta), high: Math.min(1, theta + epsilon) },
    p: mcnemarExactP(c, b),
    n,
    discordant: b + c,
  };
}

/** Counts the paired yes/no table from two aligned lists of outcomes (A's and B's for the same games). */
export function pairedYesNo(a: readonly boolean[], b: readonly boolean[]): TestResult {
  if (a.length !== b.length) throw new RangeError(`pairedYesNo: ${a.length} outcomes under A but ${b.length} under B`);
  let both = 0;
  let aOnly = 0;
  let bOnly = 0;
  let neither = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] && b[i]) both++;
    else if (a[i]) aOnly++;
    else if (b[i]) bOnly++;
    else neither++;
  }
  return pairedProportions(both, aOnly, bOnly, neither);
}

/**
 * The mean of paired differences d_i = b_i − a_i with Student's t interval d̄ ± t(0.975, n−1)·s_d/√n
 * and the paired t test (any statistics text, e.g. Altman 1991 §9.6). With every difference equal
 * (s_d = 0) the interval is that one value, and p is 1 when it is 0 and 0 otherwise.
 */
export function pairedMeanDifference(a: readonly number[], b: readonly number[]): TestResult {
  if (a.length !== b.length) throw new RangeError(`pairedMeanDifference: ${a.length} values under A but ${b.length} under B`);
  const n = a.length;
  if (n === 0) return { method: 'paired-t', diff: 0, ci95: { low: -Infinity, high: Infinity }, p: 1, n };
  let sum = 0;
  for (let i = 0; i < n; i++) sum += b[i] - a[i];
  const mean = sum / n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (b[i] - a[i] - mean) ** 2;
  if (n < 2) return { method: 'paired-t', diff: mean, ci95: { low: -Infinity, high: Infinity }, p: 1, n };
  const se = Math.sqrt(ss / (n - 1) / n);
  // Differences that are all equal (identical contents give all zeros): no spread, no doubt.
  if (se <= 1e-12 * Math.max(1, Math.abs(mean))) return { method: 'paired-t', diff: mean, ci95: { low: mean, high: mean }, p: mean === 0 ? 1 : 0, n };
  const half = studentQuantile(T975, n - 1) * se;
  return { method: 'paired-t', diff: mean, ci95: { low: mean - half, high: mean + half }, p: studentTwoSidedP(mean / se, n - 1), n };
}

/**
 * The difference of two independent means (B − A) with Welch's t interval and test (Welch 1947):
 * se = √(s_A²/n_A + s_B²/n_B), degrees of freedom by the Welch–Satterthwaite formula.
 */
export function welchDifference(a: { mean: number; sd: number; n: number }, b: { mean: number; sd: number; n: number }): TestResult {
  const diff = b.mean - a.mean;
  const n = a.n + b.n;
  if (a.n < 2 || b.n < 2) return { method: 'welch', diff, ci95: { low: -Infinity, high: Infinity }, p: 1, n };
  const va = (a.sd * a.sd) / a.n;
  const vb = (b.sd * b.sd) / b.n;
  const se = Math.sqrt(va + vb);
  if (se <= 1e-12 * Math.max(1, Math.abs(diff))) return { method: 'welch', diff, ci95: { low: diff, high: diff }, p: diff === 0 ? 1 : 0, n };
  const df = (va + vb) ** 2 / ((va * va) / (a.n - 1) + (vb * vb) / (b.n - 1));
  const half = studentQuantile(T975, df) * se;
  return { method: 'welch', diff, ci95: { low: diff - half, high: diff + half }, p: studentTwoSidedP(diff / se, df), n };
}

/**
 * Two independent proportions (B − A): Newcombe's (1998, Stat Med 17:873, method 10) hybrid score
 * interval from the two Wilson intervals, and the pooled two-proportion z test for the p-value.
 */
export function independentProportions(aYes: number, aN: number, bYes: number, bN: number): TestResult {
  const pa = aN ? aYes / aN : 0;
  const pb = bN ? bYes / bN : 0;
  const diff = pb - pa;
  if (aN === 0 || bN === 0) return { method: 'two-proportion', diff, ci95: { low: -1, high: 1 }, p: 1, n: aN + bN };
  const wa = wilson(aYes, aN);
  const wb = wilson(bYes, bN);
  const low = diff - Math.sqrt((pb - wb.low) ** 2 + (wa.high - pa) ** 2);
  const high = diff + Math.sqrt((wb.high - pb) ** 2 + (pa - wa.low) ** 2);
  const pooled = (aYes + bYes) / (aN + bN);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / aN + 1 / bN));
  const p = se === 0 ? (diff === 0 ? 1 : 0) : normalTwoSidedP(diff / se);
  return { method: 'two-proportion', diff, ci95: { low: Math.max(-1, low), high: Math.min(1, high) }, p, n: aN + bN };
}

/**
 * Holm's (1979) step-down adjustment: sort the m p-values, multiply the k-th smallest by (m − k + 1),
 * keep the adjusted values non-decreasing and at most 1. A difference is significant for the family
 * at level α when its adjusted p-value is below α. Returns the adjusted p-values in the input order.
 */
export function holmAdjust(ps: readonly number[]): number[] {
  const m = ps.length;
  const order = ps.map((p, i) => ({ p, i })).sort((x, y) => x.p - y.p || x.i - y.i);
  const adjusted = Array<number>(m).fill(1);
  let running = 0;
  order.forEach(({ p, i }, k) => {
    running = Math.max(running, Math.min(1, (m - k) * p));
    adjusted[i] = running;
  });
  return adjusted;
}

/**
 * Resamples of the paired bootstrap: 1,000, or fewer for big batches (never under 200: Efron &
 * Tibshirani 1993 §6.4 find 25–200 enough for a standard error), so that at most about two million
 * games are drawn — well under a second on this machine.
 */
export function bootstrapResamples(n: number): number {
  return Math.max(200, Math.min(1000, Math.ceil(2_000_000 / Math.max(1, n))));
}

/**
 * The paired bootstrap (Efron & Tibshirani 1993, ch. 6) for a figure that is neither a mean nor a
 * ratio of per-game values (the balance: a maximum minus a minimum over seats). Each resample draws
 * n games with replacement — the same games for A and B, keeping the pairs — and `statistic(games)`
 * returns the figure under B minus under A over those game numbers (`null`: every game once, the
 * observed difference). The standard error is the spread of the resampled differences; the interval
 * and the test are the normal ones on it (difference ± 1.96·se; z = difference / se), so they agree.
 * Seeded, so the same batches give the same result.
 */
export function pairedBootstrap(n: number, statistic: (games: Uint32Array | null) => number, seed: number | string, resamples = bootstrapResamples(n)): TestResult {
  const diff = statistic(null);
  if (n < 2) return { method: 'bootstrap', diff, ci95: { low: -Infinity, high: Infinity }, p: 1, n };
  const rng = new Rng(`bootstrap:${seed}`);
  const games = new Uint32Array(n);
  let sum = 0;
  let squares = 0;
  for (let r = 0; r < resamples; r++) {
    for (let k = 0; k < n; k++) games[k] = rng.int(n);
    const d = statistic(games);
    sum += d;
    squares += d * d;
  }
  const mean = sum / resamples;
  const se = Math.sqrt(Math.max(0, (squares - resamples * mean * mean) / (resamples - 1)));
  if (se <= 1e-12 * Math.max(1, Math.abs(diff))) return { method: 'bootstrap', diff, ci95: { low: diff, high: diff }, p: diff === 0 ? 1 : 0, n };
  const half = normalQuantile(T975) * se;
  return { method: 'bootstrap', diff, ci95: { low: diff - half, high: diff + half }, p: normalTwoSidedP(diff / se), n };
}

/**
 * The difference of two ratios over all games, R = Σ num / Σ den (e.g. decisions per turn = all
 * actions / all turns), under B and under A over the same games. Its standard error by
 * linearisation (the delta method for a ratio estimator, Cochran 1977 §6.3): game i contributes
 * (num_i − R·den_i) / mean(den) to R; the paired differences of those contributions get Student's t
 * interval and test, like pairedMeanDifference.
 */
export function pairedRatioDifference(numA: readonly number[], denA: readonly number[], numB: readonly number[], denB: readonly number[]): TestResult {
  const n = numA.length;
  if (denA.length !== n || numB.length !== n || denB.length !== n) throw new RangeError('pairedRatioDifference: the four lists must have one value per game');
  const sum = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0);
  const [na, da, nb, db] = [sum(numA), sum(denA), sum(numB), sum(denB)];
  const ra = da ? na / da : 0;
  const rb = db ? nb / db : 0;
  const diff = rb - ra;
  if (n < 2 || da === 0 || db === 0) return { method: 'ratio', diff, ci95: { low: -Infinity, high: Infinity }, p: 1, n };
  // Game i's contribution to each ratio (they average to 0 on each side); their paired differences carry the spread of R_B − R_A.
  const meanDa = da / n;
  const meanDb = db / n;
  let ss = 0;
  for (let i = 0; i < n; i++) {
    const d = (numB[i] - rb * denB[i]) / meanDb - (numA[i] - ra * denA[i]) / meanDa;
    ss += d * d;
  }
  const se = Math.sqrt(ss / (n - 1) / n);
  if (se <= 1e-12 * Math.max(1, Math.abs(diff))) return { method: 'ratio', diff, ci95: { low: diff, high: diff }, p: diff === 0 ? 1 : 0, n };
  const half = studentQuantile(T975, n - 1) * se;
  return { method: 'ratio', diff, ci95: { low: diff - half, high: diff + half }, p: studentTwoSidedP(diff / se, n - 1), n };
}
