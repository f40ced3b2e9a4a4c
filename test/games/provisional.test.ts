/**
 * Every game ranks a position stopped before its end (`provisionalOutcome`, a workshop's End play,
 * docs/workshop.md): checked per game on real positions, seeded random games stopped part-way, against
 * the decision that defines it. A provisional ranking never names a winner or a tie.
 */
import { describe, expect, it } from 'vitest';
import { competitionRanks, Rng, type AnyGame, type Outcome } from '../../src/engine/index.ts';
import { getGame } from '../../src/games/all.ts';
import { familyScore } from '../../src/games/borderlines/index.ts';
import type { BorderlinesState } from '../../src/games/borderlines/types.ts';
import type { EmigrationState } from '../../src/games/emigration/types.ts';
import type { RefugeeState } from '../../src/games/refugee/types.ts';
import type { DisplacementState } from '../../src/games/displacement/types.ts';
import { goalProgress } from '../../src/games/displacement/outcome.ts';
import { contentOf } from '../../src/games/displacement/content.ts';

/** A seeded random game of `players`, stopped after `fraction` of its (estimated) length. */
function stopped<S>(game: AnyGame, players: number, seed: number, steps: number): S {
  const rng = new Rng(seed);
  let state = game.setup({ players, seed });
  for (let i = 0; i < steps && !game.isOver(state); i++) {
    const seat = game.activeSeats(state)[0];
    const legal = game.legalActions(state, seat);
    const r = game.apply(state, seat, legal[rng.int(legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state as S;
}

function common(o: Outcome, players: number): void {
  expect(o.winners).toEqual([]);
  expect(o.tie).toBe(false);
  expect(o.scores).toHaveLength(players);
  expect(o.ranks).toHaveLength(players);
  expect(o.stats).toHaveLength(players);
  expect(o.reasonTexts?.['zh-Hant']).toBeTruthy();
}

const STOPS = [5, 40, 150];

describe('provisional ranking when play stops before the end', () => {
  it('BL-D44: Borderlines ranks families by BL-R51 points as they stand, then money (BL-R52)', () => {
    const game = getGame('borderlines')!;
    for (const steps of STOPS) {
      const s = stopped<BorderlinesState>(game, 4, steps, steps);
      expect(game.isOver(s)).toBe(false);
      const o = game.provisionalOutcome!(s);
      common(o, 4);
      const points = [0, 1, 2, 3].map((f) => familyScore(s, f).points);
      expect(o.scores).toEqual(points);
      expect(o.ranks).toEqual(competitionRanks(points.map((p, f) => p * 1e6 + s.money[f])));
      expect(o.stats.map((x) => x.alive)).toEqual([0, 1, 2, 3].map((f) => familyScore(s, f).alive));
    }
  });

  it('EM-D31: Emigration ranks entered, then still to cross, then refused; by assurance then money', () => {
    const game = getGame('emigration')!;
    for (const [players, steps] of [[3, 10], [4, 120], [2, 400], [3, 700]] as const) {
      const s = stopped<EmigrationState>(game, players, steps, steps);
      if (game.isOver(s)) continue;
      const o = game.provisionalOutcome!(s);
      common(o, players);
      expect(o.scores).toEqual(s.assurance);
      // Nobody still to cross reads as refused: their border figures are left out.
      for (let p = 0; p < players; p++) if (s.crossings[p] === null) expect(o.stats[p].entered).toBeUndefined();
      const group = (p: number) => (s.crossings[p] === null ? 1 : s.crossings[p]!.entered ? 2 : 0);
      for (let a = 0; a < players; a++) {
        for (let b = 0; b < players; b++) {
          if (group(a) > group(b)) expect(o.ranks[a]).toBeLessThan(o.ranks[b]);
          if (group(a) === group(b) && s.assurance[a] > s.assurance[b]) expect(o.ranks[a]).toBeLessThan(o.ranks[b]);
        }
      }
    }
  });

  it('EM-D31: a finished Emigration game keeps its final outcome (EM-D21)', () => {
    const game = getGame('emigration')!;
    const s = stopped<EmigrationState>(game, 2, 3, 100_000);
    expect(game.isOver(s)).toBe(true);
    expect(game.provisionalOutcome!(s)).toEqual(game.outcome(s));
  });

  it('RF-D34: #refugee ranks countries by points, then refugees accepted, eliminated last', () => {
    const game = getGame('refugee')!;
    for (const steps of STOPS) {
      const s = stopped<RefugeeState>(game, 3, steps, steps);
      expect(game.isOver(s)).toBe(false);
      const o = game.provisionalOutcome!(s);
      common(o, 3);
      expect(o.stats.map((x) => x.points)).toEqual(s.scores);
      const key = (i: number) => (s.out[i] ? -1e9 : s.scores[i] * 1e3 + s.accepted[i].length);
      for (let a = 0; a < 3; a++) for (let b = 0; b < 3; b++) if (key(a) > key(b)) expect(o.ranks[a]).toBeLessThan(o.ranks[b]);
    }
  });

  it('DP-D33: Displacement ranks nations by progress toward their own goals, 0..99 until met', () => {
    const game = getGame('displacement')!;
    let checked = 0;
    for (const steps of [3, 8, 15, 25, 40]) {
      const s = stopped<DisplacementState>(game, 4, steps, steps);
      // A crisis can end a random game early; the positions still in play are checked.
      if (game.isOver(s)) continue;
      checked++;
      const o = game.provisionalOutcome!(s);
      common(o, 4);
      const r = contentOf(s).rules;
      const progress = [0, 1, 2, 3].map((n) => goalProgress(s, n));
      expect(o.scores).toEqual(progress);
      expect(o.ranks).toEqual(competitionRanks(progress));
      for (let n = 0; n < 4; n++) {
        expect(progress[n]).toBeGreaterThanOrEqual(0);
        expect(progress[n]).toBeLessThanOrEqual(99);
        const goal = contentOf(s).goals[s.goal[n]].goal;
        if (goal === 'entrepreneurial') expect(progress[n]).toBe(Math.floor((100 * s.tokens[n]) / r.entrepreneurialTokens));
      }
    }
    expect(checked).toBeGreaterThanOrEqual(2);
  });

  it('every registered game declares a provisional ranking and says what its score measures', async () => {
    const { listGames } = await import('../../src/games/all.ts');
    for (const game of listGames()) {
      expect(typeof game.provisionalOutcome, game.id).toBe('function');
      expect(game.catalogue?.provisional?.label, game.id).toBeTruthy();
    }
  });
});
