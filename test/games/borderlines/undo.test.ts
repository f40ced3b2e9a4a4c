/**
 * Which steps may be taken back (src/games/borderlines/undo.ts). As in test/engine/undo.test.ts, a
 * step called undoable must reveal nothing: replayed on any state a viewer thinks possible, it shows
 * that viewer the same thing.
 */
import { describe, expect, it } from 'vitest';
import { Rng, stableHash, stepUndoable, type Seat, type Viewer } from '../../../src/engine/index.ts';
import { advance, borderlines, borderlinesActions, cardId, fresh, net, P, turnOf, withCard } from './helpers.ts';
import type { BorderlinesState } from './helpers.ts';

function undoableStep(s: BorderlinesState, seat: number, action: number) {
  const r = borderlines.apply(s, seat, action);
  if (!r.ok) throw new Error(r.error.message);
  return { after: r.state as BorderlinesState, undoable: stepUndoable(borderlines, s, r.state, seat, action, r.events) };
}

describe('Borderlines: taking back a step', () => {
  it('choosing, selling, paying and each road of a move may be taken back; the roulette, aid played and the end of an action may not', () => {
    const code = borderlinesActions.encode;
    const s = turnOf(0);
    s.city[P('aleppo')][0] = 1;
    s.city[P('izmir')][0] = 1;
    s.aidHeld[0] = [net.aidCards.indexOf('money')];
    expect(undoableStep(s, 0, code({ kind: 'playAid', aid: 'money' })).undoable).toBe(false);
    let r = undoableStep(s, 0, code({ kind: 'choose', slot: 0 }));
    expect(r.undoable).toBe(true);
    r = undoableStep(r.after, 0, code({ kind: 'sell' }));
    expect(r.undoable).toBe(true);
    r = undoableStep(r.after, 0, code({ kind: 'pay' }));
    expect(r.undoable).toBe(true);
    const moving = withCard(s, cardId(1, 4, true));
    r = undoableStep(moving, 0, code({ kind: 'walk', from: P('aleppo'), to: P('gaziantep') }));
    expect(r.undoable).toBe(true);
    expect(undoableStep(moving, 0, code({ kind: 'boat', from: P('izmir'), to: P('lesbos') })).undoable).toBe(false);
    expect(undoableStep(moving, 0, code({ kind: 'finish' })).undoable).toBe(false);
    // Buying nothing hands the turn on and may be taken back; at the end of a round it may not.
    expect(undoableStep(s, 0, code({ kind: 'pass' })).undoable).toBe(true);
    const last = advance(fresh(2), (x) => x.phase === 'action' && x.turnsTaken === 3).state;
    expect(undoableStep(last, last.turn, code({ kind: 'pass' })).undoable).toBe(false);
  });

  it('a step called undoable reveals nothing to anyone', () => {
    let undoable = 0;
    let steps = 0;
    for (const seed of [3, 4]) {
      let state = borderlines.setup({ players: 4, seed }) as BorderlinesState;
      const moves = new Rng(`undo-honesty/borderlines/${seed}`);
      while (!borderlines.isOver(state)) {
        const seat = moves.pick(borderlines.activeSeats(state)) as Seat;
        const action = moves.pick(borderlines.legalActions(state, seat));
        const r = undoableStep(state, seat, action);
        steps++;
        if (r.undoable) {
          undoable++;
          const viewers: Viewer[] = [0, 1, 2, 3, 'spectator'];
          for (const viewer of viewers) {
            const knower = viewer === 'spectator' ? seat : viewer;
            const seen = borderlines.view(r.after, viewer);
            for (let k = 0; k < 2; k++) {
              const sample = borderlines.determinize(borderlines.view(state, knower), knower, new Rng(`${seed}/${steps}/${k}`));
              if (!borderlines.legalActions(sample, seat).includes(action)) continue;
              const again = borderlines.apply(sample, seat, action);
              if (!again.ok) continue;
              expect(stableHash(borderlines.view(again.state, viewer))).toBe(stableHash(seen));
            }
          }
        }
        state = r.after;
      }
    }
    expect(undoable).toBeGreaterThan(20);
    expect(undoable).toBeLessThan(steps);
  });
});
