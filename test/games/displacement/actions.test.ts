/**
 * Words and structure of actions, the heuristic and taking back (DP-D17).
 */
import { describe, expect, it } from 'vitest';
import { Rng, stableHash, stepUndoable, type Viewer } from '../../../src/engine/index.ts';
import { act, code, displacement, fresh, legalKinds, rigged } from './helpers.ts';
import type { DisplacementState } from './helpers.ts';

describe('describeAction and actionToStruct', () => {
  it('texts are distinct for a seat\'s legal actions, humane, and decode to structs and back', () => {
    for (let seed = 1; seed <= 6; seed++) {
      let s = fresh(4, seed);
      const rng = new Rng(`text/${seed}`);
      while (!displacement.isOver(s)) {
        const seat = s.current;
        const v = displacement.view(s, seat);
        const legal = displacement.legalActions(s, seat);
        const texts = legal.map((a) => displacement.describeAction(v, seat, a));
        expect(new Set(texts).size).toBe(texts.length);
        for (const t of texts) expect(t).not.toMatch(/\bpins?\b/i);
        for (const a of legal) expect(displacement.structToAction!(v, seat, displacement.actionToStruct!(v, seat, a)!)).toBe(a);
        s = act(s, seat, rng.pick(legal)).state;
      }
    }
  });

  it('DP-R19: the hand-over names the receiving nation', () => {
    const s = rigged({ card: 'heatwave', regions: ['taiga', 'desert', 'steppe', 'coastal-plain'], tokens: [0, 5, 5, 5] });
    expect(displacement.describeAction(displacement.view(s, 0), 0, code({ kind: 'give', to: 1 }))).toBe('Hand a displaced person over to Nation 2 (Desert)');
    expect(legalKinds(s, 0)).toContain('give 1');
  });
});

describe('heuristic', () => {
  it('evaluate stays in [0, 1], and a win is 1', () => {
    const s = fresh(3, 2);
    for (let n = 0; n < 3; n++) {
      const e = displacement.evaluate!(s, n);
      expect(e).toBeGreaterThanOrEqual(0);
      expect(e).toBeLessThanOrEqual(1);
    }
    const won = rigged({ card: 'tech-innovation-1', tokens: [13, 5, 5, 5], goals: ['entrepreneurial', 'metropolitan', 'humanitarian', 'metropolitan'] });
    expect(displacement.evaluate!(won, 0)).toBe(1);
    expect(displacement.evaluate!(won, 1)).toBe(0);
  });
});

function undoableStep(s: DisplacementState, seat: number, action: number) {
  const r = displacement.apply(s, seat, action);
  if (!r.ok) throw new Error(r.error.message);
  return { after: r.state as DisplacementState, undoable: stepUndoable(displacement, s, r.state, seat, action, r.events) };
}

describe('taking back a step', () => {
  it('DP-D17: blocking, facing, buying, housing and handing over may be taken back; shelter and the end of a turn draw a card and may not', () => {
    const s = rigged({ card: 'forest-fire', regions: ['taiga', 'desert', 'steppe', 'coastal-plain'], tokens: [5, 5, 5, 5] });
    expect(undoableStep(s, 0, code({ kind: 'block' })).undoable).toBe(true);
    const faced = undoableStep(s, 0, code({ kind: 'accept' }));
    expect(faced.undoable).toBe(true);
    const bought = undoableStep(faced.after, 0, code({ kind: 'buy' }));
    expect(bought.undoable).toBe(true);
    expect(undoableStep(bought.after, 0, code({ kind: 'house' })).undoable).toBe(true);
    expect(undoableStep(bought.after, 0, code({ kind: 'give', to: 1 })).undoable).toBe(true);
    // Shelter is offered here only by choice (DP-D13: the nation could buy a community).
    expect(undoableStep({ ...faced.after, variants: ['shelterByChoice'] }, 0, code({ kind: 'shelter' })).undoable).toBe(false);
  });

  it('DP-D17: a step called undoable reveals nothing to anyone', () => {
    let undoable = 0;
    let steps = 0;
    for (const seed of [3, 4, 5]) {
      let state = fresh(4, seed);
      const moves = new Rng(`undo-honesty/displacement/${seed}`);
      while (!displacement.isOver(state)) {
        const seat = state.current;
        const action = moves.pick(displacement.legalActions(state, seat));
        const r = undoableStep(state, seat, action);
        steps++;
        if (r.undoable) {
          undoable++;
          const viewers: Viewer[] = [0, 1, 2, 3, 'spectator'];
          for (const viewer of viewers) {
            const knower = viewer === 'spectator' ? seat : viewer;
            const seen = displacement.view(r.after, viewer);
            for (let k = 0; k < 2; k++) {
              const sample = displacement.determinize(displacement.view(state, knower), knower, new Rng(`${seed}/${steps}/${k}`));
              if (!displacement.legalActions(sample, seat).includes(action)) continue;
              const again = displacement.apply(sample, seat, action);
              if (!again.ok) continue;
              expect(stableHash(displacement.view(again.state, viewer))).toBe(stableHash(seen));
            }
          }
        }
        state = r.after;
      }
    }
    expect(undoable).toBeGreaterThan(10);
    expect(undoable).toBeLessThan(steps);
  });
});
