/**
 * What the rules remember for speed between legal lists (walks.ts; docs/performance.md, "Borderlines
 * rules") must never show: a state stepped in place lists what a fresh copy of it lists, and a state
 * edited by hand between two lists (no step) is looked at afresh.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { borderlines, fresh, type BorderlinesState } from './helpers.ts';

describe('Borderlines: what the rules keep for speed', () => {
  it('BL-R27 / BL-R31: in random games played in place, every legal list is that of the same game played by `apply` (fresh states)', () => {
    let walkLists = 0;
    for (let g = 0; g < 40; g++) {
      const options: Record<string, 'on' | 'off'> = g % 2 === 0 ? {} : { mayPass: 'on' };
      // In place first (the lists may use what the rules keep), then by `apply`, each state new.
      const inPlace: number[][] = [];
      const s = fresh(700 + g, options);
      let rng = new Rng(g);
      while (!borderlines.isOver(s)) {
        const seat = borderlines.activeSeats(s)[0];
        const legal = borderlines.legalActions(s, seat);
        inPlace.push(legal);
        if (s.stage === 'move' && s.walker === null && s.peopleLeft > 0) walkLists++;
        borderlines.applyInPlace(s, seat, rng.pick(legal));
      }
      let t = fresh(700 + g, options);
      rng = new Rng(g);
      for (const listed of inPlace) {
        const seat = borderlines.activeSeats(t)[0];
        const legal = borderlines.legalActions(borderlines.clone(t), seat);
        expect(listed).toEqual(legal);
        const r = borderlines.apply(t, seat, rng.pick(legal));
        if (!r.ok) throw new Error(r.error.message);
        t = r.state as BorderlinesState;
      }
      expect(borderlines.isOver(t)).toBe(true);
    }
    expect(walkLists).toBeGreaterThan(1000);
  });

  it('BL-R27: a person put on the board by hand between two walk lists of one action is offered a walk', () => {
    const s = fresh(3, {});
    const rng = new Rng(3);
    // Play in place until a family has walked once and may still walk (a later walk list of its action).
    let edited: BorderlinesState | null = null;
    for (let i = 0; i < 2000 && !borderlines.isOver(s); i++) {
      const seat = borderlines.activeSeats(s)[0];
      const legal = borderlines.legalActions(s, seat);
      const walked = s.phase === 'action' && s.stage === 'move' && s.walker === null && s.arriving === null && s.peopleLeft > 0 && s.movedAt.some((m) => m > 0);
      if (walked) { edited = s; break; }
      borderlines.applyInPlace(s, seat, rng.pick(legal));
    }
    expect(edited).not.toBeNull();
    const seat = s.turn;
    expect(borderlines.legalActions(s, seat).length).toBeGreaterThan(0);
    const empty = s.city.findIndex((row, p) => row[seat] + s.camp[p][seat] === 0);
    s.city[empty][seat] += 1;
    expect(borderlines.legalActions(s, seat)).toEqual(borderlines.legalActions(borderlines.clone(s), seat));
  });
});
