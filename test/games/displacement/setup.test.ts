/**
 * Setting up (DP-R1..DP-R7, DP-D2, DP-D8, DP-D9).
 */
import { describe, expect, it } from 'vitest';
import { C, displacement, fresh } from './helpers.ts';

describe('setup', () => {
  it('DP-R1 / DP-R2 / DP-D1 / DP-D2: 2–6 nations, each with its own region card and goal card, dealt at random', () => {
    expect(() => displacement.setup({ players: 1, seed: 1 })).toThrow(RangeError);
    expect(() => displacement.setup({ players: 7, seed: 1 })).toThrow(RangeError);
    const deals = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      const s = fresh(6, seed);
      expect(new Set(s.region).size).toBe(6);
      expect(new Set(s.goal).size).toBe(6);
      deals.add(`${s.region.join()}|${s.goal.join()}`);
    }
    expect(deals.size).toBeGreaterThan(5);
  });

  it('DP-R3 / DP-R4 / DP-R5 / DP-D8: five tokens, three full communities from the top-left start square, three displaced people', () => {
    // A seed whose first card waits for an answer: nothing has happened yet.
    let s = fresh(4, 1);
    for (let seed = 2; s.phase !== 'respond'; seed++) s = fresh(4, seed);
    expect(s.tokens).toEqual([5, 5, 5, 5]);
    for (let n = 0; n < 4; n++) {
      expect(s.grid[n]).toHaveLength(16);
      expect(s.grid[n].slice(0, 3)).toEqual([[n, n, n], [n, n, n], [n, n, n]]);
      expect(s.grid[n].slice(3).every((x) => x === null)).toBe(true);
      expect(s.displaced[n]).toEqual([n, n, n]);
    }
  });

  it('DP-R6 / DP-R7 / DP-D9: a community costs 3; seat 0, the oldest, draws first as the game begins', () => {
    expect(C.rules.communityCost).toBe(3);
    const s = fresh(5, 4);
    expect(s.current).toBe(0);
    expect(s.round).toBe(1);
    expect(s.scenario).toBeGreaterThanOrEqual(0);
    expect(s.deck.length).toBe(C.scenarios.length - 1);
    expect(displacement.activeSeats(s)).toEqual([0]);
  });

  it('setup is deterministic from its seed', () => {
    expect(fresh(3, 'x')).toEqual(fresh(3, 'x'));
  });
});
