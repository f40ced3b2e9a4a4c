import { describe, expect, it } from 'vitest';
import { refugee } from '../../../src/games/refugee/index.ts';
import { endTurn, resolution } from '../../../src/games/refugee/flow.ts';
import { resolveStack } from '../../../src/games/refugee/cards.ts';
import type { RefugeeState } from '../../../src/games/refugee/types.ts';
import type { GameEvent } from '../../../src/engine/index.ts';
import { act, actionRound, blank, enc, giveAction, K, L, passAll, place, refugeesOf, vettingIds } from './helpers.ts';

const R = refugeesOf('middle-east');
const A = refugeesOf('asia');
const nullCards = (v: number, n = 3) => vettingIds(v, null).slice(0, n);
const emptyFx = () => ({ targeted: new Set<number>(), asylum: new Set<number>(), outbreak: new Set<number>() });

function resolveNow(s: RefugeeState): GameEvent[] {
  const events: GameEvent[] = [];
  resolution(s, resolveStack(s, events), events);
  return events;
}

describe('#refugee resolution', () => {
  it('RF-R21 RF-R22 RF-D5: fully vetted untargeted refugees are accepted clockwise from the current player, scores updated', () => {
    const s = blank(3);
    s.current = 1;
    place(s, R[0], 0, nullCards(1)); // +3
    place(s, R[1], 1, nullCards(2)); // +6
    place(s, R[2], 2, nullCards(-1)); // -3
    place(s, R[3], 2, nullCards(0, 2)); // not fully vetted: stays
    const events = resolveNow(s);
    const order = events.filter((e) => e.kind === 'accepted').map((e) => (e.data as { seat: number }).seat);
    expect(order).toEqual([1, 2, 0]);
    expect(s.scores).toEqual([3, 6, -3]);
    expect(s.accepted).toEqual([[R[0]], [R[1]], [R[2]]]);
    expect(s.inPlay.map((r) => r.id)).toEqual([R[3]]);
    expect(s.vettingUsed).toHaveLength(9); // the accepted refugees' vetting cards are used
  });

  it('RF-R22 RF-R23: targeted refugees resolve after the untargeted ones, one at a time', () => {
    const s = actionRound(blank(2));
    place(s, A[0], 0, nullCards(1)); // fully vetted, will be redirected to seat 1
    place(s, A[1], 1, nullCards(2)); // fully vetted, untargeted
    giveAction(s, 0, K.instability);
    giveAction(s, 0, K.outbreak); // keeps the round open so we can resolve it by hand
    let t = act(s, 0, enc.play(L, K.instability, A[0], 1));
    const events: GameEvent[] = [];
    t = refugee.clone(t) as RefugeeState;
    resolution(t, resolveStack(t, events), events);
    const accepted = events.filter((e) => e.kind === 'accepted').map((e) => (e.data as { refugee: number }).refugee);
    expect(accepted).toEqual([A[1], A[0]]);
    const fled = events.findIndex((e) => e.kind === 'fled');
    expect(fled).toBeGreaterThan(events.findIndex((e) => e.kind === 'accepted'));
    expect(t.accepted[1]).toEqual([A[1], A[0]]);
    expect(t.scores).toEqual([0, 9]);
  });

  it('RF-R24: the game ends the moment a player has accepted 8, before the rest resolves', () => {
    const s = blank(2);
    s.accepted[1] = [A[4], A[5], A[6], A[7], A[8], A[9], R[9]];
    s.acceptedValues[1] = [0, 0, 0, 0, 0, 0, 0];
    s.current = 1;
    place(s, R[0], 1, nullCards(1));
    place(s, R[1], 0, nullCards(4, 1).concat(nullCards(3, 2)));
    resolution(s, emptyFx(), null);
    expect(s.phase).toBe('over');
    expect(s.endReason).toBe('accepted');
    expect(s.ender).toBe(1);
    expect(s.accepted[0]).toEqual([]); // seat 0's refugee was never resolved
    expect(refugee.outcome(s)!.reason).toBe('A country accepted 8 refugees');
  });

  it('RF-R25: after resolution the next player clockwise starts their turn', () => {
    const s = actionRound(blank(3), 2);
    const t = passAll(s);
    expect(t.current).toBe(0);
    expect(t.turn).toBe(1);
    expect(t.lastRoll).toBeGreaterThanOrEqual(0);
  });

  it('RF-R26: most points wins; a tie goes to more refugees accepted; else a tie', () => {
    const s = blank(3);
    s.phase = 'over';
    s.endReason = 'accepted';
    s.scores = [10, 12, 12];
    s.accepted = [[0, 1, 2, 3, 4, 5, 6, 7], [8, 9, 10], [11, 12, 13, 14]];
    let o = refugee.outcome(s)!;
    expect(o.winners).toEqual([2]);
    expect(o.ranks).toEqual([3, 2, 1]);
    s.accepted[1] = [8, 9, 10, 15];
    o = refugee.outcome(s)!;
    expect(o.winners).toEqual([]);
    expect(o.tie).toBe(true);
    expect(o.ranks).toEqual([3, 1, 1]);
    s.scores = [13, 12, 12];
    expect(refugee.outcome(s)!.winners).toEqual([0]);
  });

  it('RF-R27 RF-D14: an exhausted refugee deck with no refugee in play ends the game; most refugees accepted wins', () => {
    const s = actionRound(blank(2));
    s.refugeeDeck = [];
    s.scores = [30, -2];
    s.accepted = [[0, 1], [2, 3, 4, 5]];
    place(s, A[0], 0, nullCards(0)); // the last refugee in play is accepted now
    const t = passAll(s);
    expect(t.phase).toBe('over');
    expect(t.endReason).toBe('deck');
    const o = refugee.outcome(t)!;
    expect(o.winners).toEqual([1]); // 4 accepted beat 3, whatever the points
    expect(o.scores).toEqual([3, 4]);
    expect(o.stats[0].points).toBe(30);
    // RF-D14: equal acceptances are broken by points.
    const u = refugee.clone(t) as RefugeeState;
    u.accepted[0].push(6);
    expect(refugee.outcome(u)!.winners).toEqual([0]);
    // With refugees still in play (or in the deck) the game goes on.
    const w = actionRound(blank(2));
    w.refugeeDeck = [];
    place(w, A[0], 0, nullCards(0, 2));
    expect(passAll(w).phase).not.toBe('over');
  });

  it('RF-R28 RF-D23: a country at -20 or lower is eliminated; redirecting undesirable refugees can win the game', () => {
    // 3 players: seat 0 sends a -12 refugee to seat 2, already at -10.
    const s = actionRound(blank(3));
    s.scores = [0, 4, -10];
    place(s, R[0], 0, [...vettingIds(-4, null), vettingIds(-3, null)[0]]); // -11
    giveAction(s, 0, K.outbreak);
    place(s, R[1], 2, nullCards(0, 1));
    giveAction(s, 0, K.instability);
    const t = passAll(act(s, 0, enc.play(L, K.instability, R[0], 2)));
    expect(t.scores[2]).toBe(-21);
    expect(t.out).toEqual([false, false, true]);
    expect(t.eliminationOrder).toEqual([2]);
    expect(t.inPlay.find((r) => r.id === R[1])!.zone).toBe(0); // its refugees move on clockwise
    expect(t.vettingHands[2]).toEqual([]);
    expect(t.phase).not.toBe('over');
    // Eliminated countries take no turns and are never targets.
    const u = refugee.clone(t) as RefugeeState;
    u.current = 1;
    endTurn(u, null);
    expect(u.current).toBe(0);
    const o = { ...u, phase: 'over' as const, endReason: 'accepted' as const };
    expect(refugee.outcome(o)!.ranks[2]).toBe(3);
    // 2 players: the elimination ends the game and the other country wins.
    const w = actionRound(blank(2));
    w.scores = [5, -18];
    place(w, A[0], 1, nullCards(-1));
    const x = passAll(w);
    expect(x.phase).toBe('over');
    expect(x.endReason).toBe('last-standing');
    expect(refugee.outcome(x)!.winners).toEqual([0]);
    // The option switches elimination off.
    const y = refugee.setup({ players: 2, seed: 1, options: { eliminationScore: null } }) as RefugeeState;
    expect(y.options.eliminationScore).toBeNull();
  });
});
