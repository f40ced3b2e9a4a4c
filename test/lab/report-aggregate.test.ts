/**
 * The report's figures from known summaries (src/lab/report/aggregate-report.ts and friends): win
 * rates, fair share, first-player advantage, balance, outcomes, the game's own figures, the moves'
 * flags and what stands out.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/engine/index.ts';
import type { GameSummary } from '../../src/lab/index.ts';
import {
  buildReport, DOMINANT_MIN_WINS, normalQuantile, proportionDifference, type RunParams,
} from '../../src/lab/report/index.ts';

/** Just what the report reads of a game. */
const fakeGame = (over: Partial<AnyGame> = {}): AnyGame => ({
  id: 'fake', title: 'Fake', actionKinds: ['move', 'strong', 'rare'], actionToStruct: () => null,
  catalogue: { length: '', variants: [], figures: { points: { label: 'Points', help: 'Points at the end.' }, crossed: { label: 'Crossed', help: 'Whether the player crossed.' } } },
  ...over,
} as unknown as AnyGame);

const run = (players: number, planned: number, bots = ['a']): RunParams => ({
  players, seed: 1, bots, options: {}, content: null, planned, seconds: 1, workers: 0, estimates: false,
});

let nextIndex = 0;
function game(players: number, winners: number[], extra: Partial<GameSummary> = {}): GameSummary {
  return {
    index: nextIndex++, seed: 0, lineup: Array<string>(players).fill('a'), winners, tie: false, finished: true, length: 10,
    endReason: 'done', scores: Array.from({ length: players }, (_, s) => (winners.includes(s) ? 5 : s)), ranks: Array<number>(players).fill(1),
    ...extra,
  };
}

describe('who wins', () => {
  it('fair share, first-player advantage and balance on known summaries', () => {
    // 3 seats, 10 games: seat 1 wins 6, seat 2 wins 3, seat 3 wins 1.
    const games = [...Array<number>(6).fill(0), 1, 1, 1, 2].map((w) => game(3, [w]));
    const r = buildReport(fakeGame(), run(3, 10), games);
    const o = r.outcomes;
    expect(o.fairShare).toBeCloseTo(1 / 3, 12);
    expect(o.bySeat.map((s) => s.rate)).toEqual([0.6, 0.3, 0.1]);
    // Summaries without a first mover count seat 1 as the one who started.
    expect(o.firstPlayer.advantage).toBeCloseTo(0.6 - 1 / 3, 12);
    expect(o.firstPlayer.ci95.low).toBeLessThan(o.firstPlayer.advantage);
    expect(o.balance.value).toBeCloseTo(1 - (0.6 - 0.1), 12);
    expect([o.balance.highSeat, o.balance.lowSeat]).toEqual([0, 2]);
    expect(o.completion).toBe(1);
    // Scores: the winner has 5; margin = 5 − the best other score.
    expect(r.scores.winnerGap.n).toBe(10);
  });

  it('counts ties, shared losses and timeouts; the fair share follows the wins actually handed out', () => {
    const games = [
      game(2, [0]), game(2, [1]),
      game(2, [], { tie: true }),
      game(2, []),
      game(2, [], { finished: false, endReason: 'Action limit reached (the game did not end)', scores: null, ranks: null, stats: null }),
    ];
    const r = buildReport(fakeGame(), run(2, 5), games);
    expect(r.outcomes.ties).toBe(1);
    expect(r.outcomes.noWinner).toBe(1);
    expect(r.outcomes.timeouts).toBe(1);
    expect(r.outcomes.completion).toBeCloseTo(0.8, 12);
    expect(r.outcomes.fairShare).toBeCloseTo(2 / 10, 12);
    expect(r.findings.map((f) => f.title)).toContain('Unfinished games');
    expect(r.findings.map((f) => f.title)).toContain('Many games without a single winner');
  });

  it('flags a seat gap beyond noise, and not a fair split', () => {
    const lopsided = Array.from({ length: 100 }, (_, i) => game(2, [i < 80 ? 0 : 1]));
    const bad = buildReport(fakeGame(), run(2, 100), lopsided);
    expect(bad.outcomes.bySeat.map((s) => s.beyondNoise)).toEqual([true, true]);
    expect(bad.findings[0]).toMatchObject({ level: 'warning', title: 'A seat is favoured' });
    expect(bad.findings[0].text).toMatch(/seat 1 wins 80\.0%/);
    expect(bad.outcomes.balance.gap.significant).toBe(true);

    const even = Array.from({ length: 100 }, (_, i) => game(2, [i % 2]));
    const fine = buildReport(fakeGame(), run(2, 100), even);
    expect(fine.outcomes.bySeat.some((s) => s.beyondNoise)).toBe(false);
    expect(fine.outcomes.balance.value).toBe(1);
    expect(fine.findings.map((f) => f.title)).toContain('No seat favoured beyond chance');
  });

  it('marks a report of fewer games than planned as partial, first among the findings', () => {
    const r = buildReport(fakeGame(), run(2, 50), [game(2, [0]), game(2, [1])]);
    expect(r.run).toMatchObject({ games: 2, planned: 50, partial: true });
    expect(r.findings[0].title).toBe('Partial report');
    expect(r.findings[0].text).toMatch(/2 games of 50/);
  });
});

describe('the game\'s own figures (Outcome.stats)', () => {
  it('means numbers, shares booleans, counts texts, per seat and per bot, with the catalogue\'s labels', () => {
    const stats = (p0: number, c0: boolean, p1: number, c1: boolean) => [
      { points: p0, crossed: c0, lane: 'north', bought: 1 },
      { points: p1, crossed: c1, lane: 'south', bought: 3 },
    ];
    const games = [
      game(2, [0], { lineup: ['x', 'y'], stats: stats(4, true, 2, false) }),
      game(2, [1], { lineup: ['y', 'x'], stats: stats(6, true, 8, true) }),
      game(2, [0], { lineup: ['x', 'y'], stats: stats(2, false, 0, false) }),
      game(2, [], { finished: false, scores: null, ranks: null, stats: null }),
    ];
    const f = buildReport(fakeGame(), run(2, 4, ['x', 'y']), games).figures;
    expect(f.games).toBe(3);
    expect(f.keys.map((k) => [k.key, k.label, k.kind])).toEqual([
      ['points', 'Points', 'number'], ['crossed', 'Crossed', 'boolean'], ['lane', 'lane', 'text'], ['bought', 'bought', 'number'],
    ]);
    expect(f.bySeat[0].values.points).toMatchObject({ kind: 'number', n: 3, mean: 4 });
    expect(f.bySeat[0].values.crossed).toMatchObject({ kind: 'boolean', n: 3, share: 2 / 3 });
    expect(f.bySeat[1].values.lane).toEqual({ kind: 'text', n: 3, top: [{ value: 'south', share: 1 }] });
    // Bot x held seat 1 in games 1 and 3 and seat 2 in game 2: points 4, 8, 2.
    const x = f.byBot.find((b) => b.bot === 'x')!;
    expect(x.values.points).toMatchObject({ n: 3, mean: 14 / 3 });
    expect(x.values.crossed).toMatchObject({ share: 2 / 3 });
  });
});

describe('moves played', () => {
  function playsGames(n: number) {
    // Two seats; the winner alternates. The winner always plays "strong"; the loser does in one game of four.
    return Array.from({ length: n }, (_, i) => {
      const w = i % 2;
      const plays = [0, 1].map((s): Record<string, number> => (s === w ? { move: 3, strong: 1 } : i % 4 === 0 ? { move: 2, strong: 1 } : { move: 2 }));
      return game(2, [w], { plays });
    });
  }

  it('flags a declared move never played and a dominant one, and compares the players who play them', () => {
    const r = buildReport(fakeGame(), run(2, 40), playsGames(40));
    const row = (label: string) => r.plays.rows.find((p) => p.label === label)!;
    expect(row('rare').flags).toEqual(['never played']);
    expect(row('rare').total).toBe(0);
    expect(row('strong').flags).toEqual(['dominant']);
    expect(row('strong').winnersShare).toBe(1);
    expect(row('strong').withIt).toMatchObject({ wins: 40, played: 50, rate: 0.8 });
    expect(row('strong').withoutIt).toMatchObject({ wins: 0, played: 30, rate: 0 });
    expect(row('strong').difference.significant).toBe(true);
    // Played in every seat-game: its players win exactly the fair share, so it is not dominant.
    expect(row('move').flags).toEqual([]);
    expect(row('move').share).toBe(1);
    const titles = r.findings.map((f) => f.title);
    expect(titles).toContain('A move nobody played');
    expect(titles).toContain('A dominant move');
  });

  it('calls nothing dominant on too few wins', () => {
    const r = buildReport(fakeGame(), run(2, DOMINANT_MIN_WINS - 1), playsGames(DOMINANT_MIN_WINS - 1));
    expect(r.plays.rows.find((p) => p.label === 'strong')!.flags).toEqual([]);
  });

  it('says so for a game without action structs', () => {
    const r = buildReport(fakeGame({ actionToStruct: undefined }), run(2, 2), [game(2, [0]), game(2, [1])]);
    expect(r.plays.available).toBe(false);
    expect(r.plays.rows).toEqual([]);
  });
});

describe('statistics', () => {
  it('normal quantile', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963985, 8);
    expect(normalQuantile(0.5)).toBeCloseTo(0, 12);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232306, 8);
  });

  it('difference of two proportions: Newcombe\'s worked example (56/70 vs 48/80)', () => {
    // Newcombe (1998), Statistics in Medicine 17:873, method 10: 0.0524 to 0.3339.
    const d = proportionDifference(56, 70, 48, 80);
    expect(d.diff).toBeCloseTo(0.2, 12);
    expect(d.ci95.low).toBeCloseTo(0.0524, 3);
    expect(d.ci95.high).toBeCloseTo(0.3339, 3);
    expect(d.significant).toBe(true);
  });
});

describe('a dominant move that one bot plays and another does not', () => {
  it('warns that the link with winning may be the stronger bot\'s', () => {
    // Bot "good" always plays "skip" and wins; bot "weak" never plays it and never wins.
    const games = Array.from({ length: 40 }, (_, i) => {
      const lineup = i % 2 ? ['good', 'weak'] : ['weak', 'good'];
      const good = lineup.indexOf('good');
      const plays = lineup.map((b): Record<string, number> => (b === 'good' ? { move: 1, skip: 1 } : { move: 1 }));
      return game(2, [good], { lineup, plays });
    });
    const r = buildReport(fakeGame({ actionKinds: ['move', 'skip'] }), run(2, 40, ['good', 'weak']), games);
    const skip = r.plays.rows.find((p) => p.label === 'skip')!;
    expect(skip.flags).toEqual(['dominant']);
    expect(skip.byBot).toEqual([{ bot: 'weak', share: 0 }, { bot: 'good', share: 1 }]);
    const finding = r.findings.find((f) => f.title === 'A dominant move')!;
    expect(finding.text).toMatch(/The bots play “skip” unequally \(weak in 0% of its seat-games, good in 100% of its seat-games\)/);
  });
});
