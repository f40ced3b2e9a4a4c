import { describe, expect, it } from 'vitest';
import { refugee } from '../../../src/games/refugee/index.ts';
import { continueVetting, rollAndDraw } from '../../../src/games/refugee/flow.ts';
import { drawAction } from '../../../src/games/refugee/state.ts';
import { Rng } from '../../../src/engine/index.ts';
import type { RefugeeState } from '../../../src/games/refugee/types.ts';
import { act, actionRound, blank, enc, giveAction, giveVetting, K, L, legal, passAll, place, refugeesOf, vettingIds, zoneIds } from './helpers.ts';

const A = refugeesOf('asia');
const M = refugeesOf('middle-east');

function playRandom(s: RefugeeState, seed: number): RefugeeState {
  const rng = new Rng(seed);
  for (let i = 0; i < 200_000 && !refugee.isOver(s); i++) {
    const seat = refugee.activeSeats(s)[0];
    refugee.applyInPlace(s, seat, rng.pick(refugee.legalActions(s, seat)));
  }
  return s;
}

describe('#refugee decisions', () => {
  it('RF-D13: an empty action deck is refilled from the shuffled discards', () => {
    const s = blank(2);
    s.actionDeck = [];
    s.actionDiscard = [4, 9];
    expect(drawAction(s, 0, null)).toBe(true);
    expect(s.actionDiscard).toEqual([]);
    expect([...s.actionDeck, ...s.actionHands[0]].sort((a, b) => a - b)).toEqual([4, 9]);
  });

  it('RF-D15: the turn limit ends the game, scored by points', () => {
    const s = playRandom(refugee.setup({ players: 3, seed: 4, options: { maxTurns: 6 } }) as RefugeeState, 4);
    expect(s.endReason).toBe('turns');
    expect(s.turn).toBe(6);
    const o = refugee.outcome(s)!;
    expect(o.scores).toEqual(s.scores);
    expect(o.reason).toMatch(/turn limit/);
  });

  it('RF-D16: the earlier edition\'s target score (an option) ends the game at once', () => {
    const s = actionRound(blank(2));
    s.options = { ...s.options, targetScore: 5 };
    place(s, A[0], 0, vettingIds(2, null).slice(0, 3));
    const t = passAll(s);
    expect(t.endReason).toBe('target');
    expect(refugee.outcome(t)!.winners).toEqual([0]);
    expect(refugee.parseOptions({}).targetScore).toBeNull();
  });

  it('RF-D21: a player owing more vetting plays than cards in hand stops when the hand is empty', () => {
    const s = blank(2);
    place(s, A[0], 1);
    giveVetting(s, 0, [vettingIds(1)[0]]);
    giveAction(s, 0, K.outbreak);
    s.owe = 3;
    continueVetting(s, null);
    expect(s.phase).toBe('vetting');
    const t = act(s, 0, legal(s, 0)[0]);
    expect(t.phase).toBe('action');
    expect(t.owe).toBe(0);
    // The obligation is what was drawn: with no vetting card left anywhere, nothing is owed.
    const u = blank(2);
    place(u, A[1], 1);
    u.vettingDeck = [];
    giveAction(u, 0, K.outbreak);
    rollAndDraw(u, null);
    expect(u.owe).toBe(0);
    expect(u.phase).toBe('action');
  });

  it('RF-D24: Open Borders may target your own country; War may target yours, never toward itself', () => {
    const s = actionRound(blank(3));
    place(s, A[0], 1);
    place(s, A[1], 2);
    place(s, M[0], 0);
    place(s, M[1], 0);
    giveAction(s, 0, K.openBorders);
    giveAction(s, 0, K.war);
    giveAction(s, 0, K.outbreak);
    expect(legal(s, 0)).toContain(enc.play(L, K.openBorders, 0));
    expect(legal(s, 0)).toContain(enc.play(L, K.war, 0, 1));
    expect(legal(s, 0)).not.toContain(enc.play(L, K.war, 0, 0));
    let t = act(s, 0, enc.play(L, K.openBorders, 0));
    expect(refugee.activeSeats(t)).toEqual([1]); // seat 0 is the target, so it does not choose
    t = act(t, 1, enc.choose(L, A[0]));
    t = act(t, 2, enc.choose(L, A[1]));
    t = act(t, 0, enc.play(L, K.war, 0, 2));
    expect(refugee.activeSeats(t)).toEqual([0]); // seat 0 controls the target, so it chooses
    t = act(t, 0, enc.choose(L, M[0]));
    t = act(t, 0, enc.choose(L, M[1]));
    const u = passAll(t);
    expect(zoneIds(u, 0)).toEqual(expect.arrayContaining([A[0], A[1]]));
    expect(zoneIds(u, 2)).toEqual(expect.arrayContaining([M[0], M[1]]));
  });

  it('RF-D20: a refugee granted asylum that is made to flee is accepted where it arrives', () => {
    const s = actionRound(blank(2));
    place(s, A[0], 0, [vettingIds(3, null)[0]]);
    giveAction(s, 0, K.asylum);
    giveAction(s, 0, K.outbreak);
    giveAction(s, 1, K.instability);
    let t = act(s, 0, enc.play(L, K.asylum, A[0]));
    t = act(t, 0, 0);
    t = act(t, 1, enc.play(L, K.instability, A[0], 1));
    const u = passAll(t);
    expect(u.accepted[1]).toEqual([A[0]]);
    expect(u.scores[1]).toBe(3);
  });

  it('RF-D15: random games of every size end well inside the turn limit, by the rulebook\'s own ends', () => {
    const reasons = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const s = playRandom(refugee.setup({ players: 2 + (seed % 3), seed }) as RefugeeState, seed);
      expect(s.phase).toBe('over');
      expect(s.turn).toBeLessThan(150);
      reasons.add(s.endReason!);
    }
    expect(reasons.has('accepted')).toBe(true);
    expect(reasons.has('turns')).toBe(false);
  });

  it('RF-D20: a refugee fleeing into a country under Outbreak arrives but is not accepted this turn', () => {
    const s = actionRound(blank(2));
    place(s, A[0], 0, vettingIds(2, null).slice(0, 3));
    giveAction(s, 0, K.instability);
    giveAction(s, 0, K.outbreak, 2);
    let t = act(s, 0, enc.play(L, K.instability, A[0], 1));
    t = act(t, 0, enc.play(L, K.outbreak, 1));
    const u = passAll(act(t, 0, 0));
    expect(u.accepted[1]).toEqual([]);
    expect(zoneIds(u, 1)).toContain(A[0]);
  });

  it('RF-D15 RF-D16 RF-R28: options are validated; bad ones are refused with a clear error', () => {
    expect(refugee.parseOptions({})).toEqual({ acceptToEnd: 8, eliminationScore: -20, targetScore: null, maxTurns: 200 });
    expect(() => refugee.parseOptions({ eliminationScore: 5 })).toThrow(/eliminationScore/);
    expect(() => refugee.parseOptions({ maxTurns: 0 })).toThrow(/maxTurns/);
    expect(() => refugee.parseOptions({ colour: 'red' })).toThrow();
    const s = refugee.setup({ players: 2, seed: 1, options: { acceptToEnd: 3 } }) as RefugeeState;
    expect(playRandom(s, 1).accepted.some((a) => a.length === 3)).toBe(true);
  });
});
