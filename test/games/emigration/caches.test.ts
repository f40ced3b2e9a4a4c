/**
 * What the rules keep or share for speed (docs/lab.md, Speed) must never show: the AVAILABLE-slot cache
 * after the rules update it in place, the layouts a view shows (shared between views and re-checked
 * against the state), and the card table matches of one content share.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { isAvailable } from '../../../src/games/emigration/board.ts';
import { HIDDEN, type EmigrationView } from '../../../src/games/emigration/types.ts';
import { A, emigration, EMPTY, fresh, type EmigrationState } from './helpers.ts';

/** The AVAILABLE slots of a layout worked out from scratch (EM-R13). */
function availableSlots(s: EmigrationState, owner: number): number[] {
  return s.layout[owner].flatMap((_, slot) => (isAvailable(s, owner, slot) ? [slot] : []));
}

describe('Emigration: caches and shared parts', () => {
  it('EM-R13 / EM-R15: after every action the AVAILABLE-slot cache is what the layout shows, and no uncovered card lies face down', () => {
    let checked = 0;
    for (let g = 0; g < 30; g++) {
      const players = 2 + (g % 5);
      const s = fresh(players, 500 + g);
      const rng = new Rng(g);
      while (s.phase === 'prep') {
        emigration.applyInPlace(s, s.turn, rng.pick(emigration.legalActions(s, s.turn)));
        // While a Mental Fog choice waits, the layout it came from is revealed only when the turn ends (EM-D20).
        if (s.pendingFog || s.phase !== 'prep') continue;
        for (let p = 0; p < players; p++) {
          expect(s.open[p]).toEqual(availableSlots(s, p));
          s.layout[p].forEach((id, slot) => {
            const uncovered = s.layoutSpec[slot].coveredBy.every((c) => s.layout[p][c] === EMPTY);
            if (id !== EMPTY && uncovered) expect(s.faceUp[p][slot]).toBe(true);
          });
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('EM-R5 / EM-D18: a view shows the layouts as the state holds them now, even a state changed in place after an earlier view', () => {
    const s = fresh(4, 9);
    const shown = (v: EmigrationView, st: EmigrationState) => v.layout.every((row, p) => row.every((id, slot) =>
      id === (st.layout[p][slot] !== EMPTY && !st.faceUp[p][slot] ? HIDDEN : st.layout[p][slot])));
    const rng = new Rng(4);
    for (let k = 0; k < 60 && s.phase === 'prep'; k++) {
      const before = emigration.view(s, 0) as EmigrationView;
      const copy = JSON.stringify(before.layout);
      emigration.applyInPlace(s, s.turn, rng.pick(emigration.legalActions(s, s.turn)));
      const after = emigration.view(s, 1) as EmigrationView;
      expect(shown(after, s)).toBe(true);
      // The earlier view is never changed by a later one.
      expect(JSON.stringify(before.layout)).toBe(copy);
    }
    // Every viewer of one state gets the same layouts (a spectator too), so the server walks them once a move.
    const views = [0, 1, 'spectator' as const].map((v) => emigration.view(s, v) as EmigrationView);
    expect(views[1].layout).toBe(views[0].layout);
    expect(views[2].layout).toBe(views[0].layout);
  });

  it('EM-R8 / EM-R11: matches of one content and player count share the card table, never the deck or the supply', () => {
    const a = fresh(3, 1);
    const b = fresh(3, 2);
    expect(b.cards).toBe(a.cards);
    expect(b.supply).not.toBe(a.supply);
    expect(b.supply).toEqual(a.supply);
    const passport = a.supply.find((id) => a.cards[id].kind === 'passport')!;
    a.turn = 0;
    a.money[0] = 10;
    emigration.applyInPlace(a, 0, A.BUY + passport);
    expect(a.supply).not.toContain(passport);
    expect(b.supply).toContain(passport);
    // Another player count has its own table (more Passports and Tickets, more cards).
    expect(fresh(4, 1).cards).not.toBe(a.cards);
  });
});
