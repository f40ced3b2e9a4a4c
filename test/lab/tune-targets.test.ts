/**
 * Targets read off a lab report and goals (src/lab/tune/targets.ts), from known game summaries, and
 * NTBEA (ntbea.ts) on a known noisy function.
 */
import { describe, expect, it } from 'vitest';
import { Rng, type AnyGame } from '../../src/engine/index.ts';
import type { GameSummary } from '../../src/lab/index.ts';
import { buildReport } from '../../src/lab/report/index.ts';
import { ntbea } from '../../src/lab/tune/ntbea.ts';
import { checkStatTargets, reportedStatKeys } from '../../src/lab/tune/stat-keys.ts';
import { goalMiss, parseGoal, readTarget, TargetError } from '../../src/lab/tune/targets.ts';
import { noiseNotes } from '../../src/lab/tune/tune.ts';

const fakeGame = { id: 'fake', title: 'Fake', actionKinds: [], catalogue: { length: '', variants: [], figures: {} } } as unknown as AnyGame;

let index = 0;
function game(winners: number[], length: number, stats: Array<Record<string, number | boolean>>, tie = false): GameSummary {
  return {
    index: index++, seed: 0, lineup: ['a', 'a'], winners, tie, finished: true, length, endReason: 'done',
    scores: [0, 0], ranks: [1, 1], stats,
  };
}

/** Two seats, 10 games: seat 1 wins 7, seat 2 wins 3; lengths 10..19; one figure per seat. */
function report() {
  const games = Array.from({ length: 10 }, (_, i) => game(i < 7 ? [0] : [1], 10 + i, [{ sent: 2, lost: i === 0 }, { sent: 4, lost: false }]));
  return buildReport(fakeGame, { players: 2, seed: 1, bots: ['a'], options: {}, content: null, planned: 10, seconds: 1, workers: 0, estimates: false }, games);
}

describe('targets', () => {
  it('reads each target with an interval that holds the value', () => {
    const r = report();
    const gap = readTarget(r, 'seat-gap');
    expect(gap.value).toBeCloseTo(0.2, 10);
    expect(gap.ci95.low).toBeLessThanOrEqual(0.2);
    expect(gap.ci95.high).toBeGreaterThan(0.2);
    expect(readTarget(r, 'first-player').value).toBeCloseTo(0.2, 10);
    expect(readTarget(r, 'balance').value).toBeCloseTo(0.6, 10);
    expect(readTarget(r, 'ties').value).toBe(0);
    const len = readTarget(r, 'mean-length');
    expect(len.value).toBeCloseTo(14.5, 10);
    expect(len.ci95.low).toBeLessThan(14.5);
    expect(len.ci95.high).toBeGreaterThan(14.5);
    // The figure pooled over both seats: (2·10 + 4·10) / 20 = 3, and the pooled spread is 1.
    const sent = readTarget(r, 'stat:sent');
    expect(sent.value).toBeCloseTo(3, 10);
    expect(sent.ci95.high - sent.value).toBeCloseTo(1.959963984540054 * Math.sqrt(20 / 19) / Math.sqrt(20), 6);
    expect(readTarget(r, 'stat:lost').value).toBeCloseTo(1 / 20, 10);
  });

  it('refuses unknown targets and figures, naming the ones there are', () => {
    const r = report();
    expect(() => readTarget(r, 'fun')).toThrow(/unknown target "fun"/);
    expect(() => readTarget(r, 'stat:none')).toThrow(/no figure "none"; its figures: stat:sent, stat:lost/);
  });

  it('parses goals and measures how far a value misses them, in points', () => {
    const gap = parseGoal('seat-gap<=0.03');
    expect(gap).toMatchObject({ target: 'seat-gap', min: -Infinity, max: 0.03 });
    expect(goalMiss(gap, 0.02)).toBe(0);
    expect(goalMiss(gap, 0.08)).toBeCloseTo(5, 10);
    const len = parseGoal('mean-length=40..80');
    expect(goalMiss(len, 60)).toBe(0);
    expect(goalMiss(len, 88)).toBeCloseTo(10, 10);
    expect(goalMiss(len, 30)).toBeCloseTo(25, 10);
    expect(goalMiss(parseGoal('balance>=0.9'), 0.85)).toBeCloseTo(5, 10);
    expect(() => parseGoal('seat-gap<0.03')).toThrow(TargetError);
    expect(() => parseGoal('mean-length=40')).toThrow(/needs a range a\.\.b/);
    expect(() => parseGoal('mean-length=80..40')).toThrow(/ends before it starts/);
    expect(() => parseGoal('luck<=1')).toThrow(/unknown target/);
    expect(() => parseGoal('ties<=lots')).toThrow(/"lots" is not a number/);
  });
});

describe('noise notes', () => {
  it('warns when a batch cannot resolve a win-rate goal, and only then', () => {
    const goals = [parseGoal('seat-gap<=0.03'), parseGoal('mean-length=40..80')];
    // 4 seats, 40 games: ±1.96·√(0.25·0.75/40) = ±13.4 points, far wider than 3; about 801 games would do.
    const notes = noiseNotes(goals, 40, 4);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/±13\.4 points.*seat-gap<=0\.03.*about 801 games/);
    expect(noiseNotes(goals, 1000, 4)).toEqual([]);
  });
});

describe('NTBEA', () => {
  /** −((a−7)² + (b−3)²)/20 plus Gaussian-like noise of sd 0.1: the optimum is (7, 3) on an 11×11 grid. */
  const noisy = (seed: number) => {
    const noise = new Rng(`noise:${seed}`);
    return ([a, b]: number[]) => {
      let u = 0;
      for (let i = 0; i < 12; i++) u += noise.float();
      return -((a - 7) ** 2 + (b - 3) ** 2) / 20 + 0.1 * (u - 6);
    };
  };

  it('finds the optimum of a noisy function within 100 of its 121 points, from a far corner', async () => {
    const found: number[][] = [];
    for (let seed = 0; seed < 10; seed++) {
      const r = await ntbea({ sizes: [11, 11], budget: 100, seed, start: [0, 10], evaluate: noisy(seed) });
      expect(r.evaluations).toBe(100);
      found.push(r.best);
    }
    // Every run ends next to the optimum; most on it (a seeded, deterministic check).
    for (const [a, b] of found) expect(Math.max(Math.abs(a - 7), Math.abs(b - 3))).toBeLessThanOrEqual(1);
    expect(found.filter(([a, b]) => a === 7 && b === 3).length).toBeGreaterThanOrEqual(5);
  });

  it('does better than the start and keeps within the grid', async () => {
    const r = await ntbea({ sizes: [5, 1, 4], budget: 30, seed: 3, start: [0, 0, 0], evaluate: ([a, , c]) => a + c });
    expect(r.best).toEqual([4, 0, 3]);
    for (const s of r.history) expect(s.point[1]).toBe(0);
  });

  it('refuses an empty grid, a bad budget and a start off the grid', async () => {
    await expect(ntbea({ sizes: [], budget: 5, seed: 1, evaluate: () => 0 })).rejects.toThrow(/at least one value/);
    await expect(ntbea({ sizes: [3], budget: 0, seed: 1, evaluate: () => 0 })).rejects.toThrow(/budget/);
    await expect(ntbea({ sizes: [3], budget: 2, seed: 1, start: [3], evaluate: () => 0 })).rejects.toThrow(/not a point of the grid/);
  });
});

describe('stat: targets are checked against the figures a game reports', () => {
  it('learns the keys from one random game and refuses an unknown one with the known ones', async () => {
    const { findGame } = await import('../../src/lab/catalogue.ts');
    const game = await findGame('displacement');
    const probe = { game, players: 3, seed: 1 };
    const keys = reportedStatKeys(probe);
    expect(keys).toContain('housedNow');
    expect(() => checkStatTargets(['seat-gap', 'stat:housedNow'], probe)).not.toThrow();
    expect(() => checkStatTargets(['stat:housednow'], probe)).toThrow(TargetError);
    expect(() => checkStatTargets(['stat:housednow'], probe)).toThrow(/its figures: .*stat:housedNow/);
  });

  it('leaves text figures out (Emigration\'s destination): they cannot be a target', async () => {
    const { findGame } = await import('../../src/lab/catalogue.ts');
    const game = await findGame('emigration');
    const probe = { game, players: 2, seed: 3 };
    const keys = reportedStatKeys(probe);
    expect(keys).toContain('entered');
    expect(keys).not.toContain('destination');
    expect(() => checkStatTargets(['stat:destination'], probe)).toThrow(TargetError);
  });

  it('says the probe games did not end, rather than "no such figure", when none reaches its end', async () => {
    const { findGame } = await import('../../src/lab/catalogue.ts');
    const real = await findGame('displacement');
    // The same game with an action limit no game can end within.
    const game = Object.assign(Object.create(Object.getPrototypeOf(real) as object) as AnyGame, real, { maxActions: () => 3 });
    const probe = { game, players: 3, seed: 1 };
    expect(() => checkStatTargets(['stat:housedNow'], probe)).toThrow(/5 random games .* reached the limit of 3 actions without ending/);
    expect(() => checkStatTargets(['seat-gap'], probe)).not.toThrow();
  });
});
