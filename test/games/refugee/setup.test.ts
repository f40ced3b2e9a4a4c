import { describe, expect, it } from 'vitest';
import { refugee } from '../../../src/games/refugee/index.ts';
import { rollForFirst } from '../../../src/games/refugee/setup.ts';
import { seedRng } from '../../../src/engine/index.ts';
import type { RefugeeState } from '../../../src/games/refugee/types.ts';
import { C, L } from './helpers.ts';

const setup = (players: number, seed: number) => refugee.setup({ players, seed }) as RefugeeState;

describe('#refugee setup', () => {
  it('RF-R1: takes 2 to 4 players', () => {
    for (const p of [2, 3, 4]) expect(setup(p, 1).players).toBe(p);
    expect(() => refugee.setup({ players: 1, seed: 1 })).toThrow(RangeError);
    expect(() => refugee.setup({ players: 5, seed: 1 })).toThrow(RangeError);
  });

  it('RF-R2: three shuffled decks of 40 refugees, 40 action and 80 vetting cards', () => {
    expect([L.nr, L.na, L.nv]).toEqual([40, 40, 80]);
    const a = setup(2, 1);
    const b = setup(2, 2);
    expect(a.refugeeDeck).not.toEqual(b.refugeeDeck);
    expect(a.vettingDeck).not.toEqual(b.vettingDeck);
    // Every card exists exactly once across decks, hands and table (before the first roll draws).
    const s = setup(4, 3);
    const vetting = [...s.vettingDeck, ...s.vettingUsed, ...s.vettingHands.flat(), ...s.inPlay.flatMap((r) => r.vetting)];
    expect(vetting.sort((x, y) => x - y)).toEqual([...Array(80).keys()]);
    const actions = [...s.actionDeck, ...s.actionDiscard, ...s.actionHands.flat()];
    expect(actions.sort((x, y) => x - y)).toEqual([...Array(40).keys()]);
    const refugees = [...s.refugeeDeck, ...s.inPlay.map((r) => r.id)];
    expect(refugees.sort((x, y) => x - y)).toEqual([...Array(40).keys()]);
  });

  it('RF-R3 RF-D22: the highest roll (marks 1, bolts ½) goes first; tied players re-roll', () => {
    let reRolls = 0;
    for (let seed = 0; seed < 200; seed++) {
      const s = setup(4, seed);
      const rows = s.firstRoll;
      rows.forEach((row, i) => {
        const rolled = row.flatMap((v, seat) => (v >= 0 ? [seat] : []));
        const best = Math.max(...row);
        const top = rolled.filter((seat) => row[seat] === best);
        if (i < rows.length - 1) {
          expect(top.length).toBeGreaterThan(1);
          // Only the tied seats roll in the next round.
          expect(rows[i + 1].flatMap((v, seat) => (v >= 0 ? [seat] : []))).toEqual(top);
        } else {
          expect(top).toEqual([s.current]);
        }
      });
      if (rows.length > 1) reRolls++;
    }
    expect(reRolls).toBeGreaterThan(10);
    // Values are 2× (marks + bolts/2), taken from the die faces.
    const allowed = new Set(C.die.map((f) => 2 * f.marks + f.bolts));
    const { rounds } = rollForFirst(seedRng(9), C, 3);
    for (const v of rounds.flat()) if (v >= 0) expect(allowed.has(v)).toBe(true);
  });

  it('RF-R3: a bolt is worth half a mark: 2 bolts tie 1 mark, and lose to 1 mark + 1 bolt', () => {
    const content = { ...C, die: [{ marks: 0, bolts: 2 }, { marks: 1, bolts: 0 }, { marks: 1, bolts: 1 }, { marks: 1, bolts: 1 }, { marks: 1, bolts: 1 }, { marks: 1, bolts: 1 }] };
    for (let seed = 0; seed < 50; seed++) {
      const { rounds, first } = rollForFirst(seedRng(seed), content, 2);
      const last = rounds[rounds.length - 1];
      expect(last[first]).toBe(Math.max(...last));
      for (const row of rounds.slice(0, -1)) expect(row[0]).toBe(row[1]);
      expect(new Set(rounds.flat())).not.toContain(5);
    }
  });

  it('RF-R4: each player gets 5 vetting and 1 action card, and one refugee face up in their zone', () => {
    for (const p of [2, 3, 4]) {
      for (let seed = 0; seed < 20; seed++) {
        const s = setup(p, seed);
        // The first player may already have rolled and drawn (their turn has started).
        for (let seat = 0; seat < p; seat++) {
          const own = s.inPlay.filter((r) => r.zone === seat);
          if (seat !== s.current || s.phase === 'cycle') {
            expect(s.vettingHands[seat]).toHaveLength(5);
            expect(s.actionHands[seat]).toHaveLength(1);
            expect(own).toHaveLength(1);
          } else {
            expect(own.length).toBe(2);
          }
          expect(own.every((r) => r.vetting.length === 0 && r.fleeTo === -1)).toBe(true);
        }
        expect(s.accepted.flat()).toEqual([]);
      }
    }
  });
});
