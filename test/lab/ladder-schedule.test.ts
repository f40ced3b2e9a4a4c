/**
 * The ladder's round-robin schedule is balanced: every spec sits in every seat equally often, every
 * pair of specs meets equally often, and with 2 players every pair plays both seat orders.
 */
import { describe, expect, it } from 'vitest';
import { balanceOf, checkSpecs, combinations, ladderTables, schedule } from '../../src/lab/ladder/index.ts';

const SPECS = ['a', 'b', 'c', 'd', 'e'];
const binomial = (n: number, r: number): number => (r === 0 ? 1 : (binomial(n, r - 1) * (n - r + 1)) / r);

describe('ladder schedule', () => {
  it('lists every r-combination once', () => {
    expect(combinations(['a', 'b', 'c', 'd'], 2)).toEqual([['a', 'b'], ['a', 'c'], ['a', 'd'], ['b', 'c'], ['b', 'd'], ['c', 'd']]);
    expect(combinations(['a', 'b'], 0)).toEqual([[]]);
  });

  for (let k = 2; k <= 5; k++) {
    for (let p = 2; p <= 6; p++) {
      it(`${k} specs at ${p}-seat tables: every seat and every pair equally often`, () => {
        const specs = SPECS.slice(0, k);
        const tables = ladderTables(specs, p);
        expect(tables).toHaveLength(binomial(k, p % k));
        for (const t of tables) expect(t).toHaveLength(p);
        const games = schedule(tables, 2 * p);
        expect(games).toHaveLength(tables.length * 2 * p);
        const { seatGames, meetings } = balanceOf(specs, games, p);
        const seatCounts = specs.flatMap((s) => seatGames[s]);
        expect(new Set(seatCounts).size).toBe(1);
        expect(seatCounts[0]).toBeGreaterThan(0);
        const pairCounts = specs.flatMap((a) => specs.filter((b) => b !== a).map((b) => meetings[a][b]));
        expect(new Set(pairCounts).size).toBe(1);
        expect(pairCounts[0]).toBeGreaterThan(0);
      });
    }
  }

  it('with 2 players, plays every pair in both seat orders, one pairing per table', () => {
    const tables = ladderTables(['random', 'heuristic', 'ismcts:easy'], 2);
    expect(tables).toEqual([['random', 'heuristic'], ['random', 'ismcts:easy'], ['heuristic', 'ismcts:easy']]);
    const orders = new Set(schedule(tables, 2).map((g) => g.seats.join(' v ')));
    expect(orders).toEqual(new Set(['random v heuristic', 'heuristic v random', 'random v ismcts:easy', 'ismcts:easy v random', 'heuristic v ismcts:easy', 'ismcts:easy v heuristic']));
  });

  it('interleaves the tables: game 0 of every table comes first', () => {
    const games = schedule(ladderTables(['a', 'b', 'c'], 2), 4);
    expect(games.slice(0, 3).map((g) => [g.table, g.index])).toEqual([[0, 0], [1, 0], [2, 0]]);
  });

  it('rejects a repeated spec, a single spec and a one-seat table', () => {
    expect(() => checkSpecs(['random', 'random'])).toThrow(/listed twice/);
    expect(() => ladderTables(['random'], 2)).toThrow(/at least two bot specs/);
    expect(() => ladderTables(['a', 'b'], 1)).toThrow(/at least 2 players/);
  });
});
