/**
 * The generic contract checks (test/conformance/checks.ts) on Displacement directly — it is not
 * registered in src/games/all.ts yet (that comes with its board) — for 2, 4 and 6 nations.
 */
import { describe, expect, it } from 'vitest';
import { playAndCheck } from '../../conformance/checks.ts';
import { maxActionsFor } from '../../../src/games/displacement/index.ts';
import { act, displacement, displacementActions, fresh } from './helpers.ts';
import { Rng } from '../../../src/engine/index.ts';

describe('Displacement meets the game contract', () => {
  it.each([[2, 11], [2, 12], [3, 13], [4, 14], [4, 15], [5, 16], [6, 17], [6, 18]])('DP-D20: %i nations, seeded random game %i passes every contract check (views hide goals and the deck order)', (players, seed) => {
    const r = playAndCheck({ game: displacement, players, seed, sampleEvery: 9, corruptPerStep: 3 });
    expect(r.steps).toBeGreaterThan(5);
    expect(r.varyingDeterminizations).toBeGreaterThan(0);
  });

  it('declares its actions\' structure, and the catalogue entry', () => {
    expect(displacement.actionKinds).toEqual(['block', 'accept', 'buy', 'house', 'shelter', 'give', 'end']);
    expect(displacementActions.end).toBeLessThan(64);
    expect(displacement.id).toBe('displacement');
    expect(displacement.minPlayers).toBe(2);
    expect(displacement.maxPlayers).toBe(6);
    expect(displacement.catalogue?.length).toMatch(/minutes/);
  });

  it('DP-D24: maxActions is a bound from the content limits, far above real games', () => {
    const lengths: number[] = [];
    for (let seed = 1; seed <= 20; seed++) {
      const players = 2 + (seed % 5);
      let s = fresh(players, seed);
      const rng = new Rng(`len/${seed}`);
      let n = 0;
      while (!displacement.isOver(s)) {
        const seat = displacement.activeSeats(s)[0];
        s = act(s, seat, rng.pick(displacement.legalActions(s, seat))).state;
        n++;
      }
      lengths.push(n);
    }
    expect(Math.max(...lengths)).toBeLessThan(maxActionsFor(2) / 100);
    expect(maxActionsFor(6)).toBeLessThan(5_000_000);
  });
});
