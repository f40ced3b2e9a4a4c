import { describe, expect, it } from 'vitest';
import { aggregate, lengthStats, lineupFor, wilson, type GameSummary } from '../../src/lab/index.ts';

describe('wilson', () => {
  it('matches published 95% intervals', () => {
    // Reference values: Newcombe (1998), Statistics in Medicine 17:857, table I (method 3, Wilson score).
    const cases: Array<[number, number, number, number]> = [
      [81, 263, 0.2553, 0.3662],
      [15, 148, 0.0624, 0.1605],
      [0, 20, 0, 0.1611],
      [1, 29, 0.0061, 0.1718],
    ];
    for (const [x, n, low, high] of cases) {
      const ci = wilson(x, n);
      expect(ci.low).toBeCloseTo(low, 4);
      expect(ci.high).toBeCloseTo(high, 4);
    }
  });

  it('stays inside [0, 1], narrows with n, and contains the estimate', () => {
    expect(wilson(10, 10).high).toBe(1);
    expect(wilson(0, 10).low).toBe(0);
    const small = wilson(5, 10);
    const large = wilson(500, 1000);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    for (const [x, n] of [[3, 7], [50, 51], [1, 2]]) {
      const ci = wilson(x, n);
      expect(ci.low).toBeLessThanOrEqual(x / n);
      expect(ci.high).toBeGreaterThanOrEqual(x / n);
    }
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
    expect(() => wilson(5, 4)).toThrow(RangeError);
  });
});

describe('lengthStats', () => {
  it('computes mean, sd, quantiles and a histogram that accounts for every game', () => {
    const xs = [10, 12, 12, 13, 20, 31, 40];
    const s = lengthStats(xs, 4);
    expect(s.mean).toBeCloseTo(138 / 7, 10);
    expect(s.min).toBe(10);
    expect(s.max).toBe(40);
    expect(s.median).toBe(13);
    expect(s.sd).toBeCloseTo(Math.sqrt(xs.reduce((a, x) => a + (x - 138 / 7) ** 2, 0) / 6), 10);
    expect(s.histogram.reduce((a, h) => a + h.count, 0)).toBe(7);
    expect(s.histogram[0]).toEqual({ from: 10, to: 17, count: 4 });
    expect(s.histogram.at(-1)!.to).toBe(40);
  });
});

describe('lineupFor', () => {
  it('cycles the bot list over the seats and rotates it game by game', () => {
    expect(lineupFor(['a', 'b'], 3, 0)).toEqual(['a', 'b', 'a']);
    expect(lineupFor(['a', 'b'], 3, 1)).toEqual(['b', 'a', 'a']);
    expect(lineupFor(['a', 'b', 'c'], 3, 2)).toEqual(['c', 'a', 'b']);
  });

  it('over P consecutive games every bot holds every seat equally often', () => {
    const P = 4;
    const count = new Map<string, number>();
    for (let i = 0; i < P * 5; i++) lineupFor(['x', 'y', 'z', 'w'], P, i).forEach((b, seat) => count.set(`${b}@${seat}`, (count.get(`${b}@${seat}`) ?? 0) + 1));
    expect(new Set(count.values())).toEqual(new Set([5]));
    expect(count.size).toBe(16);
  });
});

describe('aggregate', () => {
  const game = (index: number, lineup: string[], winners: number[], extra: Partial<GameSummary> = {}): GameSummary => ({
    index, seed: index, lineup, winners, tie: false, finished: true, length: 10 + index, endReason: winners.length ? 'won' : 'lost',
    scores: lineup.map((_, s) => (winners.includes(s) ? 1 : 0)), ranks: lineup.map((_, s) => (winners.includes(s) ? 1 : 2)), ...extra,
  });
  const header = { game: 'g', players: 2, seed: 1, bots: ['A', 'B'], options: {} };
  const games = [
    game(0, ['A', 'B'], [0]),
    game(1, ['B', 'A'], [1]),
    game(2, ['A', 'B'], [1]),
    game(3, ['B', 'A'], [], { tie: true, endReason: 'tie', ranks: [1, 1], scores: [0, 0] }),
    game(4, ['A', 'B'], [], { finished: false, endReason: 'limit', scores: null, ranks: null }),
    game(5, ['B', 'A'], []),
  ];

  it('counts wins by seat and by bot, ties, shared losses and unfinished games', () => {
    const r = aggregate(header, games);
    expect(r.games).toBe(6);
    expect(r.bySeat.map((s) => s.wins)).toEqual([1, 2]);
    expect(r.byBot.find((b) => b.bot === 'A')).toMatchObject({ wins: 2, played: 6 });
    expect(r.byBot.find((b) => b.bot === 'B')).toMatchObject({ wins: 1, played: 6 });
    expect(r.byBot.find((b) => b.bot === 'A')!.rate).toBeCloseTo(2 / 6, 10);
    expect(r.byBot.find((b) => b.bot === 'A')!.ci95).toEqual(wilson(2, 6));
    expect([r.ties, r.noWinner, r.unfinished]).toEqual([1, 1, 1]);
    expect(r.endReasons).toEqual([{ reason: 'won', count: 3 }, { reason: 'limit', count: 1 }, { reason: 'lost', count: 1 }, { reason: 'tie', count: 1 }]);
    expect(r.length.mean).toBeCloseTo(12.5, 10);
    // Unfinished games have no scores: the means use the five scored games only.
    expect(r.byBot.find((b) => b.bot === 'A')!.meanRank).toBeCloseTo((1 + 1 + 2 + 1 + 2) / 5, 10);
  });

  it('does not depend on the order the summaries arrive in', () => {
    expect(aggregate(header, [...games].reverse())).toEqual(aggregate(header, games));
  });
});
