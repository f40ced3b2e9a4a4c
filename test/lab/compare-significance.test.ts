/**
 * The statistics of the A/B comparison (src/lab/compare/significance.ts) on hand-made numbers with
 * known answers: published examples where there are some, otherwise values computed with SciPy 1.17
 * (scipy.stats.t.ppf / t.sf / norm.sf / binomtest / ttest_rel / ttest_ind_from_stats).
 */
import { describe, expect, it } from 'vitest';
import {
  bootstrapResamples, holmAdjust, independentProportions, logGamma, mcnemarExactP, normalTwoSidedP, pairedBootstrap, pairedMeanDifference, pairedProportions, pairedRatioDifference,
  pairedYesNo, studentQuantile, studentTwoSidedP, welchDifference,
} from '../../src/lab/compare/index.ts';
import { proportionDifference } from '../../src/lab/report/index.ts';

describe('distributions', () => {
  it('log-gamma matches closed forms', () => {
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(logGamma(10)).toBeCloseTo(Math.log(362_880), 12);
    expect(logGamma(1)).toBeCloseTo(0, 12);
  });

  it("Student's t quantiles and p-values match SciPy", () => {
    expect(studentQuantile(0.975, 1)).toBeCloseTo(12.706204736174694, 8);
    expect(studentQuantile(0.975, 10)).toBeCloseTo(2.228138851986274, 9);
    expect(studentQuantile(0.975, 30)).toBeCloseTo(2.0422724563012378, 9);
    expect(studentQuantile(0.975, 2.5)).toBeCloseTo(3.5746548420036817, 9);
    expect(studentTwoSidedP(2, 10)).toBeCloseTo(0.07338803477074037, 12);
    expect(studentTwoSidedP(1.5, 3.7)).toBeCloseTo(0.2135981692020135, 12);
    expect(studentTwoSidedP(0, 7)).toBeCloseTo(1, 12);
  });

  it('normal two-sided p-values match SciPy', () => {
    expect(normalTwoSidedP(1.959963984540054)).toBeCloseTo(0.05, 12);
    expect(normalTwoSidedP(3)).toBeCloseTo(0.0026997960632601866, 14);
    expect(normalTwoSidedP(-0.5)).toBeCloseTo(0.6170750774519738, 12);
    expect(normalTwoSidedP(6) / 1.973175290075389e-9).toBeCloseTo(1, 9);
  });
});

describe('paired yes/no outcomes (McNemar, Newcombe paired interval)', () => {
  it("McNemar's exact test: Armitage & Berry's two culture media (b = 12, c = 2) give p = 0.0129", () => {
    // P = 2 · (C(14,0) + C(14,1) + C(14,2)) / 2^14 = 2 · 106 / 16384.
    expect(mcnemarExactP(12, 2)).toBeCloseTo(212 / 16_384, 14);
    expect(mcnemarExactP(2, 12)).toBeCloseTo(212 / 16_384, 14);
    expect(mcnemarExactP(0, 0)).toBe(1);
    expect(mcnemarExactP(5, 5)).toBe(1);
    // Large counts stay finite (log space): SciPy binomtest(5000, 10300) = 0.003215819673645259.
    expect(mcnemarExactP(5000, 5300)).toBeCloseTo(0.003215819673645259, 10);
  });

  it('with no correlation (ad − bc = 0) the paired interval is the independent Newcombe interval', () => {
    // both 3, A only 2, B only 6, neither 4: ad − bc = 3·4 − 6·2 = 0, so φ = 0; p_B = 9/15, p_A = 5/15.
    const paired = pairedProportions(3, 2, 6, 4);
    const independent = proportionDifference(9, 15, 5, 15);
    expect(paired.diff).toBeCloseTo(4 / 15, 14);
    expect(paired.ci95.low).toBeCloseTo(independent.ci95.low, 14);
    expect(paired.ci95.high).toBeCloseTo(independent.ci95.high, 14);
  });

  it('a positive correlation narrows the interval; swapping A and B mirrors it', () => {
    // The culture media again (both 20, one only 12 and 2, neither 16): ad − bc = 296 > n/2, φ = 271/√(32·18·22·28).
    const ab = pairedProportions(20, 12, 2, 16);
    const ba = pairedProportions(20, 2, 12, 16);
    expect(ab.diff).toBeCloseTo(-0.2, 14);
    expect(ab.p).toBeCloseTo(212 / 16_384, 14);
    expect(ab.ci95.low).toBeCloseTo(-ba.ci95.high, 14);
    expect(ab.ci95.high).toBeCloseTo(-ba.ci95.low, 14);
    expect(ab.ci95.low).toBeCloseTo(-0.32921, 4);
    expect(ab.ci95.high).toBeCloseTo(-0.05616, 4);
    // Narrower than the same margins treated as independent samples.
    const independent = proportionDifference(22, 50, 32, 50);
    expect(ab.ci95.high - ab.ci95.low).toBeLessThan(independent.ci95.high - independent.ci95.low);
  });

  it('counts the table from two lists of outcomes', () => {
    const a = [true, true, false, false, true, false];
    const b = [true, false, true, true, true, false];
    // both: games 0 and 4; A only: 1; B only: 2 and 3; neither: 5.
    expect(pairedYesNo(a, b)).toEqual(pairedProportions(2, 1, 2, 1));
    expect(() => pairedYesNo([true], [true, false])).toThrow(/1 outcomes under A but 2 under B/);
  });
});

describe('numbers per game', () => {
  it('the paired t interval matches SciPy ttest_rel', () => {
    const t = pairedMeanDifference([1, 2, 3, 4, 5], [2, 4, 3, 7, 6]);
    expect(t.diff).toBeCloseTo(1.4, 14);
    expect(t.ci95.low).toBeCloseTo(-0.015714776982272305, 9);
    expect(t.ci95.high).toBeCloseTo(2.815714776982272, 9);
    expect(t.p).toBeCloseTo(0.05160595781117475, 12);
    expect(t.n).toBe(5);
  });

  it('identical values give no difference, a constant shift a certain one', () => {
    expect(pairedMeanDifference([3, 5, 8], [3, 5, 8])).toMatchObject({ diff: 0, ci95: { low: 0, high: 0 }, p: 1 });
    expect(pairedMeanDifference([3, 5, 8], [4, 6, 9])).toMatchObject({ diff: 1, p: 0 });
    expect(pairedMeanDifference([3], [9]).p).toBe(1);
  });

  it("Welch's interval matches SciPy ttest_ind_from_stats (equal_var=False)", () => {
    const w = welchDifference({ mean: 10, sd: 2, n: 12 }, { mean: 12, sd: 3.5, n: 9 });
    expect(w.diff).toBe(2);
    expect(w.p).toBeCloseTo(0.15062513555063417, 12);
    // Welch–Satterthwaite df = 11.87998…; 2 ± t(0.975, df) · se.
    expect(w.ci95.low).toBeCloseTo(-0.8393597456879549, 9);
    expect(w.ci95.high).toBeCloseTo(4.839359745687955, 9);
    expect(welchDifference({ mean: 1, sd: 0, n: 1 }, { mean: 2, sd: 1, n: 5 }).p).toBe(1);
  });

  it("independent proportions: Newcombe's (1998) example 56/70 vs 48/80, interval 0.0524 to 0.3339", () => {
    const d = independentProportions(48, 80, 56, 70);
    expect(d.diff).toBeCloseTo(0.2, 14);
    expect(d.ci95.low).toBeCloseTo(0.0524, 4);
    expect(d.ci95.high).toBeCloseTo(0.3339, 4);
    // Pooled z test: p = 0.375, z = 0.15 / √(0.375 · 0.625 · 0.02) for 30/100 vs 45/100.
    const z = 0.15 / Math.sqrt(0.375 * 0.625 * 0.02);
    expect(independentProportions(30, 100, 45, 100).p).toBeCloseTo(normalTwoSidedP(z), 14);
    expect(independentProportions(30, 100, 45, 100).p).toBeCloseTo(0.028459, 5);
  });
});

describe("Holm's step-down correction", () => {
  it('adjusts by hand-computed factors and keeps the order', () => {
    // Sorted: 0.005·4 = 0.02, 0.01·3 = 0.03, 0.03·2 = 0.06, 0.04·1 = 0.04 → raised to 0.06 (monotone).
    expect(holmAdjust([0.01, 0.04, 0.03, 0.005])).toEqual([0.03, 0.06, 0.06, 0.02].map((x) => expect.closeTo(x, 14)));
    expect(holmAdjust([0.5, 0.9])).toEqual([1, 1]);
    expect(holmAdjust([])).toEqual([]);
  });
});

describe('the paired bootstrap (the balance)', () => {
  /** The mean of the drawn games' values. */
  const meanOf = (xs: number[]) => (games: Uint32Array | null) => {
    if (!games) return xs.reduce((a, x) => a + x, 0) / xs.length;
    let sum = 0;
    for (const i of games) sum += xs[i];
    return sum / games.length;
  };

  it('identical figures give no difference; a constant one is certain', () => {
    expect(pairedBootstrap(30, () => 0, 1)).toMatchObject({ method: 'bootstrap', diff: 0, ci95: { low: 0, high: 0 }, p: 1, n: 30 });
    expect(pairedBootstrap(30, () => 0.5, 1)).toMatchObject({ diff: 0.5, ci95: { low: 0.5, high: 0.5 }, p: 0 });
  });

  it('for a mean of paired differences it agrees with the paired t interval, and repeats with its seed', () => {
    // 200 differences from a fixed sequence (no randomness in the data): d_i = sin(i) + 0.1.
    const d = Array.from({ length: 200 }, (_, i) => Math.sin(i) + 0.1);
    const boot = pairedBootstrap(d.length, meanOf(d), 'seed');
    const t = pairedMeanDifference(d.map(() => 0), d);
    expect(boot.diff).toBeCloseTo(t.diff, 12);
    // The bootstrap standard error of a mean is s/√n up to resampling noise (1,000 resamples: a few per cent).
    const width = t.ci95.high - t.ci95.low;
    expect(Math.abs(boot.ci95.high - boot.ci95.low - width)).toBeLessThan(0.1 * width);
    expect(pairedBootstrap(d.length, meanOf(d), 'seed')).toEqual(boot);
  });

  it('draws the same games for both sides (the pairs are kept), and fewer resamples for big batches', () => {
    // B's figure equals A's plus 1 in every game: any resample that shows both sides the same games differs by exactly 1.
    const a = Array.from({ length: 50 }, (_, i) => (i * 37) % 11);
    const b = a.map((x) => x + 1);
    const r = pairedBootstrap(a.length, (games) => meanOf(b)(games) - meanOf(a)(games), 3);
    expect(r.ci95.low).toBeCloseTo(1, 12);
    expect(r.ci95.high).toBeCloseTo(1, 12);
    expect(bootstrapResamples(100)).toBe(1000);
    expect(bootstrapResamples(10_000)).toBe(200);
    expect(bootstrapResamples(4_000)).toBe(500);
  });
});

describe('ratios over all games (delta method)', () => {
  it('with every denominator 1 it is the paired t interval of the numerators', () => {
    const a = [1, 2, 3, 4, 5];
    const b = [2, 4, 3, 7, 6];
    const ones = a.map(() => 1);
    const r = pairedRatioDifference(a, ones, b, ones);
    const t = pairedMeanDifference(a, b);
    expect(r.method).toBe('ratio');
    expect(r.diff).toBeCloseTo(t.diff, 14);
    expect(r.ci95.low).toBeCloseTo(t.ci95.low, 12);
    expect(r.ci95.high).toBeCloseTo(t.ci95.high, 12);
    expect(r.p).toBeCloseTo(t.p, 12);
  });

  it('compares Σ num / Σ den, and identical games give no difference', () => {
    // A: 10 actions in 5 turns and 30 in 10 (ratio 40/15); B: 12 in 5 and 30 in 10 (42/15).
    const r = pairedRatioDifference([10, 30], [5, 10], [12, 30], [5, 10]);
    expect(r.diff).toBeCloseTo(42 / 15 - 40 / 15, 14);
    expect(pairedRatioDifference([10, 30, 7], [5, 10, 2], [10, 30, 7], [5, 10, 2])).toMatchObject({ diff: 0, p: 1, ci95: { low: 0, high: 0 } });
    expect(() => pairedRatioDifference([1], [1, 2], [1], [1])).toThrow(/one value per game/);
  });
});
