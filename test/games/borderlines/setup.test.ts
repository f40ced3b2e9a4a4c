import { describe, expect, it } from 'vitest';
import { borderlines, DEFAULT_CONTENT, fresh, net, view } from './helpers.ts';

const C = DEFAULT_CONTENT;

describe('Borderlines: the game and its setup', () => {
  it('BL-R1: four families of 24 people, six rounds; exactly four players', () => {
    expect([borderlines.minPlayers, borderlines.maxPlayers]).toEqual([4, 4]);
    expect(() => borderlines.setup({ players: 3, seed: 1 })).toThrow(RangeError);
    expect(net.familySize).toBe(24);
    expect(C.schedule).toHaveLength(6);
    expect(C.families).toHaveLength(4);
  });

  it('BL-R2: the components — 96 people, 12 black-market cards (4 START), 6 war cards, 8 zone cards, 6 camps, 8 border tokens (5 A, 3 B), 10 aid cards, 20 houses, one roulette', () => {
    expect(4 * net.familySize).toBe(96);
    expect(C.blackMarket).toHaveLength(12);
    expect(C.blackMarket.filter((c) => c.start)).toHaveLength(4);
    expect(C.warCards).toHaveLength(6);
    expect(net.zonePlaces).toHaveLength(8);
    expect(C.campCards).toHaveLength(6);
    expect(C.borderTokens).toHaveLength(8);
    expect(C.borderTokens.filter((t) => t.group === 'A')).toHaveLength(5);
    expect(C.borderTokens.filter((t) => t.group === 'B')).toHaveLength(3);
    expect(net.aidCards).toHaveLength(10);
    expect(4 * C.rules.houses).toBe(20);
    expect(C.roulette.length).toBeGreaterThan(0);
  });

  it('BL-R3: each zone holds 12 people, 3 of each family; nobody is anywhere else', () => {
    const s = fresh(7);
    for (let p = 0; p < net.n; p++) {
      expect(s.city[p]).toEqual(net.isZone[p] ? [3, 3, 3, 3] : [0, 0, 0, 0]);
      expect(s.camp[p]).toEqual([0, 0, 0, 0]);
    }
  });

  it('BL-R4: the four START cards lie on the market, in an order that varies with the seed', () => {
    const starts = C.blackMarket.flatMap((c, id) => (c.start ? [id] : []));
    const orders = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const s = fresh(seed);
      expect([...s.market].sort()).toEqual(starts);
      orders.add(s.market.join());
    }
    expect(orders.size).toBeGreaterThan(5);
  });

  it('BL-R5: five houses and $40 each', () => {
    const s = fresh(2);
    expect(s.houses).toEqual([5, 5, 5, 5]);
    expect(s.money).toEqual([40, 40, 40, 40]);
  });

  it('BL-R6 / BL-D5: the starter card goes to a random player, who acts first', () => {
    const starters = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const s = fresh(seed);
      starters.add(s.starter);
      expect(s.turn).toBe(s.starter);
    }
    expect([...starters].sort()).toEqual([0, 1, 2, 3]);
  });

  it('BL-R7 / BL-D27: the eight border tokens lie face down on the eight crossings, letters showing, at random', () => {
    const layouts = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const s = fresh(seed);
      expect(s.borders).toHaveLength(C.crossings.length);
      expect(s.borders.every((b) => !b.shown)).toBe(true);
      expect(s.borders.filter((b) => b.group === 'A')).toHaveLength(5);
      expect(s.borders.filter((b) => b.closed)).toHaveLength(4);
      layouts.add(s.borders.map((b) => `${b.group}${b.closed ? 'x' : 'o'}`).join());
      const v = view(s, 0);
      expect(v.borders.map((b) => b.group)).toEqual(s.borders.map((b) => b.group));
      expect(v.borders.every((b) => b.closed === null)).toBe(true);
    }
    expect(layouts.size).toBeGreaterThan(10);
  });

  it('BL-D41: round 1\'s events have happened when the first player sees the table', () => {
    const s = fresh(4);
    expect(s.round).toBe(1);
    expect(s.war).toHaveLength(1);
    expect(s.camps).toHaveLength(1);
    expect(s.phase).toBe('action');
  });

  it('setup is deterministic, and the default content passed as JSON sets up the same game', () => {
    const content = JSON.parse(JSON.stringify(C)) as typeof C;
    expect(borderlines.setup({ players: 4, seed: 9, content })).toEqual(fresh(9, {}));
    expect(fresh(9)).toEqual(fresh(9));
  });
});
