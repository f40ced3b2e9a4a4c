import { describe, expect, it } from 'vitest';
import { refugee } from '../../../src/games/refugee/index.ts';
import { createHeuristicBot } from '../../../src/bots/heuristic.ts';
import { Rng } from '../../../src/engine/index.ts';
import type { RefugeeState } from '../../../src/games/refugee/types.ts';
import { act, actionRound, blank, C, enc, giveAction, giveVetting, K, L, place, refugeesOf, vettingIds } from './helpers.ts';

const A = refugeesOf('asia');
const ev = (s: RefugeeState, seat: number) => refugee.evaluate!(s, seat);

describe('#refugee heuristic (RF-D17)', () => {
  it('RF-D17: values good vetting on your own refugees and bad vetting on rivals\' refugees', () => {
    const s = blank(2);
    place(s, A[0], 0);
    place(s, A[1], 1);
    const good = vettingIds(4, null)[0];
    const bad = vettingIds(-4, null)[0];
    giveVetting(s, 0, [good, bad]);
    giveAction(s, 0, K.outbreak); // keeps the turn in the action round after vetting
    s.phase = 'vetting';
    s.owe = 1;
    const value = (v: number, r: number) => ev(act(s, 0, enc.vet(L, v, r)), 0);
    expect(value(good, A[0])).toBeGreaterThan(value(good, A[1]));
    expect(value(bad, A[1])).toBeGreaterThan(value(bad, A[0]));
    for (const x of [value(good, A[0]), value(bad, A[0])]) expect(x > 0 && x < 1).toBe(true);
  });

  it('RF-D17: sees through the stack: redirecting an undesirable refugee to a rival raises the value', () => {
    const s = actionRound(blank(2));
    place(s, A[0], 0, vettingIds(-3, null).slice(0, 3));
    giveAction(s, 0, K.instability);
    giveAction(s, 0, K.outbreak);
    const before = ev(s, 0);
    const after = ev(act(s, 0, enc.play(L, K.instability, A[0], 1)), 0);
    expect(after).toBeGreaterThan(before + 0.2);
    expect(ev(act(s, 0, enc.play(L, K.instability, A[0], 1)), 1)).toBeLessThan(ev(s, 1));
  });

  it('RF-D17: the heuristic bot beats the random bot', () => {
    const bot = createHeuristicBot({ determinizations: 2 });
    let wins = 0;
    for (let g = 0; g < 8; g++) {
      let s = refugee.setup({ players: 2, seed: 500 + g }) as RefugeeState;
      const hseat = g % 2;
      const rng = new Rng(g);
      while (!refugee.isOver(s)) {
        const seat = refugee.activeSeats(s)[0];
        const legal = refugee.legalActions(s, seat);
        const a = seat === hseat ? bot.chooseAction(refugee.view(s, seat), seat, legal, refugee, rng) : rng.pick(legal);
        s = act(s, seat, a);
      }
      if (refugee.outcome(s)!.winners.includes(hseat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(6);
    void C;
  });
});
