/**
 * Invariants over many seeded random games (fast-check picks the seeds): every card is in exactly one
 * place, scores are the sum of accepted vetting scores, the Fleeing Zone is empty outside the action
 * round, and eliminated countries hold nothing. Checked after every action.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { refugee } from '../../../src/games/refugee/index.ts';
import { Rng } from '../../../src/engine/index.ts';
import type { RefugeeState } from '../../../src/games/refugee/types.ts';
import { K } from './helpers.ts';

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const range = (n: number) => [...Array(n).keys()];

function check(s: RefugeeState, ctx: string): void {
  const vetting = [...s.vettingDeck, ...s.vettingUsed, ...s.vettingHands.flat(), ...s.inPlay.flatMap((r) => r.vetting),
    ...s.stack.filter((e) => e.kind === K.fakeNews).map((e) => e.vetting)];
  expect(sorted(vetting), `${ctx}: vetting cards`).toEqual(range(80));
  expect(sorted([...s.actionDeck, ...s.actionDiscard, ...s.actionHands.flat(), ...s.stack.map((e) => e.card)]), `${ctx}: action cards`).toEqual(range(40));
  expect(sorted([...s.refugeeDeck, ...s.inPlay.map((r) => r.id), ...s.accepted.flat()]), `${ctx}: refugees`).toEqual(range(40));
  s.scores.forEach((p, i) => expect(p, `${ctx}: score of seat ${i}`).toBe(s.acceptedValues[i].reduce((a, b) => a + b, 0)));
  for (const r of s.inPlay) {
    expect(r.vetting.length, `${ctx}: vetting on ${r.id}`).toBeLessThanOrEqual(4);
    // A game that ends mid-Resolution (RF-R24) may leave refugees in the Fleeing Zone.
    if (s.phase !== 'action' && s.phase !== 'choose' && s.phase !== 'over') expect(r.fleeTo, `${ctx}: Fleeing Zone outside the action round`).toBe(-1);
    expect(s.out[r.zone], `${ctx}: refugee in an eliminated country`).toBe(false);
  }
  s.vettingHands.forEach((h, i) => expect(h.length, `${ctx}: vetting hand of seat ${i}`).toBeLessThanOrEqual(i === s.current ? 8 : 5));
  s.out.forEach((o, i) => { if (o) expect(s.vettingHands[i].length + s.actionHands[i].length, `${ctx}: eliminated seat ${i} holds cards`).toBe(0); });
  if (s.phase !== 'action' && s.phase !== 'choose' && s.phase !== 'over') expect(s.stack, `${ctx}: stack outside the action round`).toEqual([]);
}

describe('#refugee invariants', () => {
  it('RF-R2 RF-R11 RF-R13 RF-R19: cards are conserved and the table stays consistent in random games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (players, seed) => {
        const s = refugee.setup({ players, seed }) as RefugeeState;
        const rng = new Rng(seed);
        for (let step = 0; !refugee.isOver(s); step++) {
          check(s, `${players}p seed ${seed} step ${step}`);
          const seat = refugee.activeSeats(s)[0];
          refugee.applyInPlace(s, seat, rng.pick(refugee.legalActions(s, seat)));
        }
        check(s, `${players}p seed ${seed} end`);
      }),
      { numRuns: 20, seed: 20261122 },
    );
  });
});
