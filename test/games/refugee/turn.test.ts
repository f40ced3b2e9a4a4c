import { describe, expect, it } from 'vitest';
import { refugee } from '../../../src/games/refugee/index.ts';
import { continueVetting, rollAndDraw, startTurn } from '../../../src/games/refugee/flow.ts';
import { drawVetting, vettingScore } from '../../../src/games/refugee/state.ts';
import type { RefugeeState } from '../../../src/games/refugee/types.ts';
import { act, actionIds, blank, C, enc, giveAction, giveVetting, K, L, legal, place, refugeesOf, vettingIds } from './helpers.ts';

/** A blank game whose next roll shows `face` (we only need its marks and bolts). */
function withFace(s: RefugeeState, marks: number, bolts: number): RefugeeState {
  // Find a seed-free way: try rng states until the next roll lands on a face with these counts.
  const face = C.die.findIndex((f) => f.marks === marks && f.bolts === bolts);
  for (let i = 0; ; i++) {
    const t = refugee.clone(s) as RefugeeState;
    t.rng = [i + 1, 7, 11, 13];
    const probe = refugee.clone(t) as RefugeeState;
    probe.vettingHands[probe.current] = [];
    probe.owe = 0;
    rollAndDraw(probe, null);
    if (probe.lastRoll === face) return t;
  }
}

describe('#refugee turn: Cycle, Roll & Draw, Vetting', () => {
  it('RF-R5: an empty vetting deck is refilled by shuffling the used vetting cards', () => {
    const s = blank(2);
    s.vettingDeck = [];
    s.vettingUsed = [3, 5, 7, 9];
    expect(drawVetting(s, 1, null)).toBe(true);
    expect(s.vettingHands[1]).toHaveLength(1);
    expect([3, 5, 7, 9]).toContain(s.vettingHands[1][0]);
    expect(s.vettingUsed).toEqual([]);
    expect([...s.vettingDeck, ...s.vettingHands[1]].sort((a, b) => a - b)).toEqual([3, 5, 7, 9]);
    s.vettingDeck = [];
    expect(drawVetting(s, 1, null)).toBe(false); // nothing left anywhere (RF-D21)
  });

  it('RF-R6: a player holding a Cycle card may discard it at the start of the turn and draw a new action card', () => {
    const s = blank(2);
    const [shelter] = giveAction(s, 0, K.shelter);
    giveAction(s, 0, K.war); // War has no Cycle
    startTurn(s, null);
    expect(s.phase).toBe('cycle');
    expect(legal(s, 0)).toEqual([0, enc.cycle(L, K.shelter)]);
    const t = act(s, 0, enc.cycle(L, K.shelter));
    expect(t.actionDiscard).toContain(shelter);
    expect(t.actionHands[0]).not.toContain(shelter);
    expect(t.lastRoll).toBeGreaterThanOrEqual(0); // the roll follows at once
    // Without a Cycle card there is no Cycle decision: the turn goes straight to the roll.
    const u = blank(2);
    giveAction(u, 0, K.war);
    startTurn(u, null);
    expect(u.phase).not.toBe('cycle');
    expect(u.lastRoll).toBeGreaterThanOrEqual(0);
    expect(C.actionKinds.filter((k) => k.cycle).map((k) => k.kind)).toEqual(['shelter', 'inoculation', 'fake-news', 'closed-borders']);
  });

  it('RF-R7 RF-R9: the roll draws one vetting card per white mark and one action card per bolt', () => {
    for (const [marks, bolts] of C.die.map((f) => [f.marks, f.bolts])) {
      const s = withFace(blank(2), marks, bolts);
      place(s, refugeesOf('asia')[0], 0);
      place(s, refugeesOf('asia')[1], 0);
      place(s, refugeesOf('asia')[2], 0);
      rollAndDraw(s, null);
      expect(C.die[s.lastRoll]).toEqual({ marks, bolts });
      expect(s.vettingHands[0]).toHaveLength(marks);
      expect(s.actionHands[0]).toHaveLength(bolts);
      expect(s.owe).toBe(marks);
    }
  });

  it('RF-R8: a refugee is drawn only when fewer than 3 are in the zone (more than 3 may still arrive)', () => {
    const s = blank(2);
    const ids = refugeesOf('middle-east');
    place(s, ids[0], 0);
    place(s, ids[1], 0);
    rollAndDraw(s, null);
    expect(s.inPlay.filter((r) => r.zone === 0)).toHaveLength(3);
    expect(s.refugeeDeck).toHaveLength(37);
    const t = blank(2);
    for (const id of ids.slice(0, 4)) place(t, id, 0); // 4 refugees: more than 3 is allowed
    rollAndDraw(t, null);
    expect(t.inPlay.filter((r) => r.zone === 0)).toHaveLength(4);
    expect(t.refugeeDeck).toHaveLength(36);
  });

  it('RF-R10: the player must play exactly as many vetting cards as marks rolled', () => {
    const s = withFace(blank(2), 3, 0);
    place(s, refugeesOf('asia')[0], 1);
    place(s, refugeesOf('asia')[1], 0);
    giveAction(s, 0, K.outbreak); // holds the turn in the action round afterwards
    rollAndDraw(s, null);
    expect(s.phase).toBe('vetting');
    let t = s;
    for (let i = 0; i < 3; i++) {
      expect(t.phase).toBe('vetting');
      expect(legal(t, 0)).not.toContain(0); // no pass while vetting is owed
      t = act(t, 0, legal(t, 0)[0]);
    }
    expect(t.phase).not.toBe('vetting');
    expect(t.inPlay.reduce((n, r) => n + r.vetting.length, 0)).toBe(3);
    expect(t.vettingHands[0]).toHaveLength(0);
  });

  it('RF-R11: vetting goes on any refugee, own or opponent\'s, with fewer than 3 vetting cards', () => {
    const s = blank(3);
    const [a, b, c] = refugeesOf('north-america');
    const full = [vettingIds(1)[0], vettingIds(2)[0], vettingIds(3)[0]];
    place(s, a, 0);
    place(s, b, 2, [vettingIds(0)[0]]);
    place(s, c, 1, full);
    const card = vettingIds(-2)[0];
    giveVetting(s, 0, [card]);
    s.phase = 'vetting';
    s.owe = 1;
    expect(legal(s, 0)).toEqual([enc.vet(L, card, a), enc.vet(L, card, b)].sort((x, y) => x - y));
    expect(refugee.apply(s, 0, enc.vet(L, card, c)).ok).toBe(false); // the fully vetted one refuses a 4th
  });

  it('RF-R12: each vetting card matching the refugee\'s region colour adds +1', () => {
    const r = { id: refugeesOf('asia')[0], vetting: [vettingIds(2, 'asia')[0], vettingIds(-1, 'asia')[0], vettingIds(0, 'asia')[0]] };
    expect(vettingScore(C, r)).toBe(2 - 1 + 0 + 3);
    const other = { id: refugeesOf('middle-east')[0], vetting: r.vetting };
    expect(vettingScore(C, other)).toBe(1); // no bonus on a refugee of another region
    const neutral = { id: r.id, vetting: [vettingIds(2, null)[0]] };
    expect(vettingScore(C, neutral)).toBe(2);
  });

  it('RF-R13: with no refugee left to vet, the player stops and discards down to 5', () => {
    const s = blank(2);
    place(s, refugeesOf('asia')[0], 0, vettingIds(1).slice(0, 3));
    giveVetting(s, 0, [...vettingIds(2).slice(0, 5), ...vettingIds(-1).slice(0, 3)]);
    giveAction(s, 0, K.outbreak);
    s.owe = 3;
    s.phase = 'vetting';
    continueVetting(s, null);
    expect(s.phase).toBe('discard');
    expect(s.owe).toBe(0);
    let t = s;
    t = act(t, 0, legal(t, 0)[0]);
    t = act(t, 0, legal(t, 0)[0]);
    expect(t.phase).toBe('discard');
    t = act(t, 0, legal(t, 0)[0]);
    expect(t.vettingHands[0]).toHaveLength(5);
    expect(t.vettingUsed).toHaveLength(3);
    expect(t.phase).toBe('action');
    // With 5 or fewer cards nothing is discarded.
    const u = blank(2);
    place(u, refugeesOf('asia')[0], 0, vettingIds(1).slice(0, 3));
    giveVetting(u, 0, vettingIds(2).slice(0, 4));
    u.owe = 2;
    continueVetting(u, null);
    expect(u.vettingHands[0]).toHaveLength(4);
    expect(u.phase).not.toBe('discard');
  });

  it('RF-R14: no action card may be played while vetting cards are owed', () => {
    const s = withFace(blank(2), 2, 0);
    place(s, refugeesOf('asia')[0], 1);
    giveAction(s, 0, K.instability);
    rollAndDraw(s, null);
    expect(s.phase).toBe('vetting');
    const plays = legal(s, 0).filter((a) => a >= L.play[0]);
    expect(plays).toEqual([]);
    let t = act(s, 0, legal(s, 0)[0]);
    t = act(t, 0, legal(t, 0)[0]);
    expect(t.phase).toBe('action');
    expect(legal(t, 0).some((a) => a >= L.play[K.instability] && a < L.play[K.instability] + L.radix[K.instability])).toBe(true);
    expect(actionIds(K.instability)).toContain(t.actionHands[0][0]);
  });
});
