/**
 * The report's per-game trace metrics (src/lab/report/metrics.ts) on hand-made traces, and the
 * recorder on real games: estimating positions must not change the games played.
 */
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/all.ts';
import { BatchRunner } from '../../src/lab/index.ts';
import { branchingByTenth, leaderOf, tensionOf, turnsOf } from '../../src/lab/report/index.ts';

describe('leader, lead changes, drama and decisiveness', () => {
  it('names the one seat with the best estimate, or none when the best is shared', () => {
    expect(leaderOf([0.2, 0.5, 0.3])).toBe(1);
    expect(leaderOf([0.5, 0.5, 0.1])).toBeNull();
    expect(leaderOf([0.1, 0.5, 0.5])).toBeNull();
  });

  it('counts lead changes and measures drama and the point the winner led for good', () => {
    // Seat 3 (index 2) wins. Positions: no leader, seat 1 leads, seat 2 leads, then seat 3 to the end.
    const rows = [
      [0.5, 0.5, 0.5],
      [0.6, 0.4, 0.5], // winner behind by 0.1
      [0.4, 0.7, 0.5], // lead change 1; winner behind by 0.2
      [0.3, 0.4, 0.8], // lead change 2; the winner leads from here on
      [0.2, 0.3, 0.9],
    ];
    const t = tensionOf(rows, 2);
    expect(t.positions).toBe(5);
    expect(t.leadChanges).toBe(2);
    expect(t.drama).toBeCloseTo(0.15, 12);
    expect(t.behindShare).toBeCloseTo(0.4, 12);
    expect(t.decidedAt).toBeCloseTo(3 / 5, 12);
  });

  it('a position without a single leader neither changes the lead nor breaks the run', () => {
    const rows = [[0.6, 0.4], [0.5, 0.5], [0.7, 0.3], [0.4, 0.6]];
    // Leaders: 0, none, 0, 1: one change (0 → 1), not two.
    expect(tensionOf(rows, 1).leadChanges).toBe(1);
    // Seat 1 leads only at the last position: decided at 3/4.
    expect(tensionOf(rows, 1).decidedAt).toBeCloseTo(0.75, 12);
  });

  it('a wire-to-wire winner has no drama and the game was decided at the start', () => {
    const t = tensionOf([[0.6, 0.4], [0.7, 0.2], [0.9, 0.1]], 0);
    expect(t).toEqual({ positions: 3, leadChanges: 0, drama: 0, behindShare: 0, decidedAt: 0 });
  });

  it('a winner that never led before the end: decided at 1 (by the last action)', () => {
    const t = tensionOf([[0.6, 0.4], [0.8, 0.2]], 1);
    expect(t.decidedAt).toBe(1);
    expect(t.drama).toBeCloseTo(0.4, 12); // (0.2 + 0.6) / 2
  });
});

describe('branching by tenth and turns', () => {
  it('averages legal-move counts by tenth of the game', () => {
    const counts = Array.from({ length: 20 }, (_, k) => k); // tenth i holds k = 2i and 2i + 1
    expect(branchingByTenth(counts)).toEqual(Array.from({ length: 10 }, (_, i) => 2 * i + 0.5));
    // A game shorter than ten actions leaves tenths empty.
    expect(branchingByTenth([4, 4, 4, 4, 9])).toEqual([4, null, 4, null, 4, null, 4, null, 9, null]);
  });

  it('counts a turn per run of actions by one seat', () => {
    expect(turnsOf([0, 0, 1, 1, 1, 0, 2])).toBe(4);
    expect(turnsOf([])).toBe(0);
  });
});

describe('the trace recorder in the batch runner', () => {
  it('measures every action and leaves the games exactly as without it', () => {
    const game = getGame('emigration');
    const spec = { gameId: 'emigration', players: 3, bots: ['heuristic:1', 'random'], seed: 11, options: {}, keepRecords: false };
    const plain = new BatchRunner(game, spec);
    const traced = new BatchRunner(game, { ...spec, trace: 'estimates' as const });
    for (let i = 0; i < 4; i++) {
      const a = plain.run(i).summary;
      const { trace, ...b } = traced.run(i).summary;
      expect(b).toEqual(a);
      expect(trace!.actions).toBe(a.length);
      expect(trace!.turns).toBeGreaterThan(0);
      expect(trace!.turns).toBeLessThanOrEqual(a.length);
      expect(trace!.legalSum).toBeGreaterThanOrEqual(a.length);
      expect(trace!.branching).toHaveLength(10);
      if (a.winners.length === 1) {
        expect(trace!.tension!.positions).toBe(a.length);
        expect(trace!.tension!.decidedAt).toBeGreaterThanOrEqual(0);
        expect(trace!.tension!.decidedAt).toBeLessThanOrEqual(1);
      } else {
        expect(trace!.tension).toBeNull();
      }
    }
    // Without estimates only the cheap part is measured.
    const moves = new BatchRunner(game, { ...spec, trace: 'moves' as const }).run(0).summary.trace!;
    expect(moves.tension).toBeUndefined();
  });

  it('keeps the game\'s own figures (Outcome.stats) in every finished game\'s summary', () => {
    const game = getGame('emigration');
    const s = new BatchRunner(game, { gameId: 'emigration', players: 2, bots: ['random'], seed: 2, options: {}, keepRecords: false }).run(0).summary;
    expect(s.finished).toBe(true);
    expect(s.stats).toHaveLength(2);
    expect(typeof s.stats![0].entered).toBe('boolean');
  });
});
