/**
 * The generic contract checks (test/conformance/checks.ts) on #refugee directly, so they run
 * even before the game is registered, with every deep check on a few seeds of each player count.
 */
import { describe, expect, it } from 'vitest';
import { playAndCheck } from '../../conformance/checks.ts';
import { refugee } from '../../../src/games/refugee/index.ts';

describe('#refugee meets the game contract', () => {
  it.each([2, 3, 4])('RF-R29: %i players: seeded random games pass every contract check (views hide hands and decks)', (players) => {
    for (const seed of [11]) {
      const r = playAndCheck({ game: refugee, players, seed, sampleEvery: 15, corruptPerStep: 2 });
      expect(r.steps).toBeGreaterThan(20);
      expect(r.varyingDeterminizations).toBeGreaterThan(0);
    }
  });
});
