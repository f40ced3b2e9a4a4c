import { describe, expect, it } from 'vitest';
import { pick } from '../../../src/engine/index.ts';
import { defaultContent } from '../../../src/games/emigration/data/index.ts';
import { emigration, fresh } from './helpers.ts';

describe('Emigration setup', () => {
  it('EM-R1: takes 2–6 players and a competitive or cooperative mode', () => {
    for (let n = 2; n <= 6; n++) expect(fresh(n).players).toBe(n);
    expect(() => emigration.setup({ players: 1, seed: 1 })).toThrow(/2–6 players/);
    expect(() => emigration.setup({ players: 7, seed: 1 })).toThrow(/2–6 players/);
    expect(fresh(2, 1, { mode: 'cooperative' }).mode).toBe('cooperative');
    expect(() => emigration.setup({ players: 2, seed: 1, options: { mode: 'solo' as never } })).toThrow(/mode/);
  });

  it('EM-R8 / EM-R3: one Passport and one Ticket per player in the public supply', () => {
    for (let n = 2; n <= 6; n++) {
      const s = fresh(n);
      const kinds = s.supply.map((id) => s.cards[id].kind);
      expect(kinds.filter((k) => k === 'passport')).toHaveLength(n);
      expect(kinds.filter((k) => k === 'ticket')).toHaveLength(n);
    }
  });

  it('EM-R9 / EM-R10 / EM-R6: a nationality, a destination of another country, a career; money from the nationality', () => {
    for (let seed = 0; seed < 50; seed++) {
      const s = fresh(6, seed);
      s.seats.forEach((seat, p) => {
        expect(seat.destination.id).not.toBe(seat.nationality.country);
        expect(s.money[p]).toBe(seat.nationality.start);
      });
      expect(new Set(s.seats.map((x) => x.nationality.id)).size).toBe(6);
      expect(new Set(s.seats.map((x) => x.destination.id)).size).toBe(6);
      expect(new Set(s.seats.map((x) => x.career.id)).size).toBe(6);
    }
    expect(defaultContent.nationalities.find((n) => pick(n.name) === 'French')?.start).toBe(5);
  });

  it('EM-R11: the card-count table, 2 removed unseen, 14 dealt to each player', () => {
    const table: Record<number, [number, number, number]> = { 2: [7, 8, 8], 3: [10, 12, 12], 4: [13, 16, 16], 5: [16, 20, 20], 6: [19, 24, 24] };
    for (let n = 2; n <= 6; n++) {
      const s = fresh(n, n * 11);
      const [each, life, paydays] = table[n];
      const count = (k: string) => s.cards.filter((c) => c.kind === k).length;
      expect([count('document'), count('connection'), count('life'), count('payday')]).toEqual([each, each, life, paydays]);
      expect(s.removed).toHaveLength(2);
      s.layout.forEach((row) => expect(row).toHaveLength(14));
      const dealt = [...s.layout.flat(), ...s.removed];
      expect(new Set(dealt).size).toBe(2 * each + life + paydays);
    }
  });

  it('EM-R11: layouts are arranged at random (seeds differ), and the same seed deals the same', () => {
    expect(fresh(4, 1).layout).toEqual(fresh(4, 1).layout);
    expect(fresh(4, 1).layout).not.toEqual(fresh(4, 2).layout);
  });

  it('EM-R12 / EM-D15: life packs of four; 2 players use Augustine and Socrates; packs can be chosen', () => {
    const s = fresh(2);
    expect(new Set(s.cards.filter((c) => c.kind === 'life').map((c) => c.pack))).toEqual(new Set(['Augustine', 'Socrates']));
    const t = fresh(2, 1, { lifePacks: ['Rumi', 'Hypatia'] });
    expect(new Set(t.cards.filter((c) => c.kind === 'life').map((c) => c.pack))).toEqual(new Set(['Rumi', 'Hypatia']));
    expect(() => fresh(2, 1, { lifePacks: ['Rumi'] })).toThrow(/2 life packs/);
    expect(() => fresh(2, 1, { lifePacks: ['Rumi', 'Plato'] })).toThrow(/Unknown life packs: Plato/);
  });

  it('EM-R17 / EM-D9: five lanes with their tokens shuffled; lane 5 is 3, 9 and 11', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const s = fresh(3, seed);
      expect(s.lanes).toHaveLength(5);
      s.lanes.forEach((lane, i) => expect([...lane].sort((a, b) => a - b)).toEqual([...defaultContent.lanes[i]].sort((a, b) => a - b)));
      orders.add(s.lanes[4].join(','));
    }
    expect([...defaultContent.lanes[4]].sort((a, b) => a - b)).toEqual([3, 9, 11]);
    for (const lane of defaultContent.lanes.slice(0, 4)) for (const t of lane) expect([6, 7]).toContain(t);
    expect(orders.size).toBe(6); // all orders of 3 tokens occur
  });

  it('EM-R18 / EM-D3: the highest roll starts; tied highest rollers roll again', () => {
    let sawTie = false;
    for (let seed = 0; seed < 200; seed++) {
      const s = fresh(4, seed);
      const last = s.firstRolls[s.firstRolls.length - 1];
      expect(last[s.firstPlayer]).toBe(Math.max(...last));
      expect(last.filter((r) => r === last[s.firstPlayer])).toHaveLength(1);
      expect(s.turn).toBe(s.firstPlayer);
      if (s.firstRolls.length > 1) {
        sawTie = true;
        const prev = s.firstRolls[s.firstRolls.length - 2];
        const best = Math.max(...prev);
        // Only the tied players rolled again.
        last.forEach((r, p) => expect(r > 0).toBe(prev[p] === best));
      }
    }
    expect(sawTie).toBe(true);
  });
});
