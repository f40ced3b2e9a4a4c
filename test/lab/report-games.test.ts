/**
 * The report on every catalogue game (small runs, this thread): the JSON has every section, filled
 * from the contract alone, and the game's own figures match the games' outcomes.
 */
import { describe, expect, it } from 'vitest';
import { getGame, listGames } from '../../src/games/all.ts';
import { playBatch } from '../../src/lab/index.ts';
import { buildReport, labReport, type LabReport } from '../../src/lab/report/index.ts';

const GAMES = ['refugee', 'borderlines', 'emigration', 'displacement'];

describe('the report of every game', () => {
  it('covers the four games of the catalogue', () => {
    expect(listGames().map((g) => g.id).sort()).toEqual([...GAMES].sort());
  });

  for (const id of GAMES) {
    it(`${id}: every section, in JSON`, async () => {
      const game = getGame(id);
      const players = game.minPlayers;
      const report = JSON.parse(JSON.stringify(await labReport({
        game: id, games: 20, players, bots: ['heuristic:1', 'random'], seed: 3, workers: 0,
      }))) as LabReport;
      expect(report.format).toBe('crossings-lab-report/1');
      expect(report.run).toMatchObject({ games: 20, planned: 20, partial: false, players, estimates: true });
      expect(report.findings.length).toBeGreaterThan(0);
      // Who wins.
      const o = report.outcomes;
      expect(o.bySeat).toHaveLength(players);
      expect(o.bySeat.reduce((a, s) => a + s.played, 0)).toBe(20 * players);
      expect(o.byBot.map((b) => b.bot).sort()).toEqual(['heuristic:1', 'random']);
      expect(o.balance.value).toBeGreaterThanOrEqual(0);
      expect(o.balance.value).toBeLessThanOrEqual(1);
      // The first mover is whoever moved first: #refugee, Emigration and Borderlines roll for it; Displacement's oldest player, seat 1, starts (DP-R7).
      expect(o.firstPlayer.games).toBe(20);
      expect(o.firstPlayer.advantage).toBeCloseTo(o.firstPlayer.rate - o.fairShare, 12);
      if (id === 'displacement') expect(o.firstPlayer.seat1Started).toBe(20);
      else expect(o.firstPlayer.seat1Started).toBeLessThan(20);
      expect(o.completion).toBeCloseTo(1 - o.timeouts / 20, 12);
      // Pace.
      expect(report.pace.length.histogram.reduce((a, h) => a + h.count, 0)).toBe(20);
      expect(report.pace.branchingByTenth).toHaveLength(10);
      expect(report.pace.branching).toBeGreaterThanOrEqual(1);
      expect(report.pace.decisionsPerTurn).toBeGreaterThanOrEqual(1);
      // Every game here has an evaluation: tension is measured on the games with one winner.
      expect(report.tension.measured).toBe(true);
      if (report.tension.measured) {
        expect(report.tension.games + report.tension.skipped).toBe(20);
        expect(report.tension.decidedAtHistogram.reduce((a, b) => a + b, 0)).toBe(report.tension.games);
      }
      // Scores and the game's own figures, labelled in the game's words.
      expect(report.scores.bySeat).toHaveLength(players);
      const catalogue = game.catalogue?.figures ?? {};
      const first = Object.keys(catalogue)[0];
      expect(report.figures.keys.find((k) => k.key === first)?.label).toBe(catalogue[first].label);
      expect(report.figures.bySeat).toHaveLength(players);
      // Moves: every declared kind is listed, played or not.
      expect(report.plays.available).toBe(true);
      const labels = report.plays.rows.map((r) => r.label);
      for (const kind of game.actionKinds ?? []) expect(labels).toContain(kind);
    });
  }

  it('aggregates Outcome.stats exactly as the games reported them', async () => {
    const batch = await playBatch({ game: 'emigration', games: 30, players: 3, bots: ['heuristic:1', 'random'], seed: 8, workers: 0, trace: 'moves' });
    const report = buildReport(batch.game, {
      players: 3, seed: 8, bots: ['heuristic:1', 'random'], options: {}, content: null, planned: 30, seconds: 0, workers: 0, estimates: false,
    }, batch.summaries);
    const finished = batch.summaries.filter((g) => g.stats);
    for (let seat = 0; seat < 3; seat++) {
      const entered = finished.filter((g) => g.stats![seat].entered === true).length;
      const assurance = finished.reduce((a, g) => a + (g.stats![seat].assurance as number), 0);
      expect(report.figures.bySeat[seat].values.entered).toMatchObject({ kind: 'boolean', n: finished.length, share: entered / finished.length });
      const v = report.figures.bySeat[seat].values.assurance;
      expect(v.kind).toBe('number');
      if (v.kind === 'number') expect(v.mean).toBeCloseTo(assurance / finished.length, 12);
    }
    expect(report.tension).toEqual({ measured: false, reason: 'not measured: move-by-move estimates were switched off (--no-estimates)' });
  });
});
