import { pick } from '../../../src/engine/lang.ts';
import { describe, expect, it } from 'vitest';
import { refugee } from '../../../src/games/refugee/index.ts';
import type { RefugeeState } from '../../../src/games/refugee/types.ts';
import { act, actionRound, blank, C, enc, giveAction, giveVetting, K, L, legal, passAll, place, refugeesOf, vettingIds, zoneIds } from './helpers.ts';

const [na0, na1, na2, na3] = refugeesOf('north-america');
const [as0, as1, as2, as3] = refugeesOf('asia');
const [me0, me1] = refugeesOf('middle-east');
const three = (v: number) => vettingIds(v, null).slice(0, 3);
const find = (s: RefugeeState, id: number) => s.inPlay.find((r) => r.id === id);
const chooseActions = (s: RefugeeState, seat: number) => legal(s, seat).filter((a) => a >= L.choose && a < L.choose + L.nr);

describe('#refugee action round', () => {
  it('RF-R15 RF-D9 RF-D19: clockwise from the current player; play several cards, answer earlier ones, end when all pass in succession', () => {
    const s = actionRound(blank(3), 1);
    place(s, na0, 0);
    place(s, na1, 2);
    giveAction(s, 1, K.outbreak, 2);
    giveAction(s, 0, K.inoculation);
    giveAction(s, 2, K.court);
    expect(refugee.activeSeats(s)).toEqual([1]);
    let t = act(s, 1, enc.play(L, K.outbreak, 0));
    expect(refugee.activeSeats(t)).toEqual([1]); // keeps priority after playing
    t = act(t, 1, enc.play(L, K.outbreak, 2));
    expect(t.stack).toHaveLength(2);
    // Seat 1 has no card left, so it passes automatically (RF-D19).
    expect(refugee.activeSeats(t)).toEqual([2]);
    t = act(t, 2, 0);
    expect(refugee.activeSeats(t)).toEqual([0]);
    expect(legal(t, 0)).toEqual([0, enc.play(L, K.inoculation, 0), enc.play(L, K.inoculation, 1)]);
    t = act(t, 0, enc.play(L, K.inoculation, 1)); // answers an earlier card: the pass count restarts
    // Seat 0 is now empty-handed (auto pass), seat 1 too: priority reaches seat 2 again.
    expect(t.passes).toBe(2);
    expect(refugee.activeSeats(t)).toEqual([2]);
    t = act(t, 2, enc.play(L, K.court, 2)); // an answer to the answer
    // Seat 2, then 0 and 1, all empty-handed: three passes in succession end the round; a new turn begins.
    expect(t.stack).toEqual([]);
    expect(t.turn).toBe(s.turn + 1);
    expect(t.actionDiscard).toHaveLength(4);
  });

  it('RF-R16: the card\'s player chooses its targets unless the card says otherwise', () => {
    const s = actionRound(blank(3));
    place(s, na0, 1);
    place(s, na1, 2);
    giveAction(s, 0, K.instability);
    giveAction(s, 0, K.outbreak); // a second card keeps seat 0 in the round
    const plays = legal(s, 0).filter((a) => a !== 0 && (a < L.play[K.outbreak] || a >= L.play[K.outbreak] + L.radix[K.outbreak]));
    // Seat 0 names both the refugee and the destination: every (refugee, other country) pair.
    expect(plays).toEqual([
      enc.play(L, K.instability, na0, 0), enc.play(L, K.instability, na0, 2),
      enc.play(L, K.instability, na1, 0), enc.play(L, K.instability, na1, 1),
    ].sort((a, b) => a - b));
    const t = act(s, 0, enc.play(L, K.instability, na1, 1));
    expect(t.phase).toBe('action');
    expect(refugee.activeSeats(t)).toEqual([0]); // no one else is asked anything
    const u = passAll(t);
    expect(find(u, na1)!.zone).toBe(1);
  });

  it('RF-R17 RF-D18: Open Borders — each player chooses one of their own refugees to flee to the target country', () => {
    const s = actionRound(blank(4));
    place(s, na0, 0, three(2)); // fully vetted: will be accepted by the target
    place(s, na1, 0);
    place(s, as0, 1);
    place(s, as1, 1);
    place(s, me0, 3);
    place(s, me1, 2);
    giveAction(s, 0, K.openBorders);
    giveAction(s, 0, K.outbreak); // a spare card keeps seat 0 in the round
    let t = act(s, 0, enc.play(L, K.openBorders, 2));
    expect(t.phase).toBe('choose');
    // Clockwise from the card's player: seat 0, then 1, then 3 (the target does not send to itself).
    expect(refugee.activeSeats(t)).toEqual([0]);
    expect(chooseActions(t, 0)).toEqual([enc.choose(L, na0), enc.choose(L, na1)].sort((a, b) => a - b));
    t = act(t, 0, enc.choose(L, na0));
    expect(refugee.activeSeats(t)).toEqual([1]);
    expect(chooseActions(t, 1)).toEqual([enc.choose(L, as0), enc.choose(L, as1)].sort((a, b) => a - b));
    t = act(t, 1, enc.choose(L, as1));
    expect(refugee.activeSeats(t)).toEqual([3]);
    t = act(t, 3, enc.choose(L, me0));
    expect(t.phase).toBe('action');
    expect(refugee.activeSeats(t)).toEqual([0]);
    expect([na0, as1, me0].map((id) => find(t, id)!.fleeTo)).toEqual([2, 2, 2]);
    const u = passAll(t);
    expect(find(u, as1)!.zone).toBe(2);
    expect(find(u, me0)!.zone).toBe(2);
    expect(find(u, na0)).toBeUndefined();
    expect(u.accepted[2]).toEqual([na0]); // it fled fully vetted, so the target country accepts it
    expect(u.scores[2]).toBe(6);
    expect(find(u, na1)!.zone).toBe(0);
    expect(find(u, as0)!.zone).toBe(1);
    // RF-D25: the debrief counts who sent refugees away and who took them in.
    expect(u.sentAway).toEqual([1, 1, 0, 1]);
    expect(u.arrived).toEqual([0, 0, 3, 0]);
  });

  it('RF-R18: War — the player controlling the target country chooses the two refugees', () => {
    const s = actionRound(blank(3));
    place(s, as0, 1, [vettingIds(-4)[0]]);
    place(s, as1, 1, [vettingIds(4)[0]]);
    place(s, as2, 1, [vettingIds(-3)[0]]);
    place(s, na0, 0);
    giveAction(s, 0, K.war);
    giveAction(s, 0, K.outbreak);
    // Seat 0 names the target country and the destination, never which refugees.
    expect(legal(s, 0)).toContain(enc.play(L, K.war, 1, 2));
    expect(legal(s, 0)).not.toContain(enc.play(L, K.war, 1, 1));
    let t = act(s, 0, enc.play(L, K.war, 1, 2));
    expect(refugee.activeSeats(t)).toEqual([1]);
    expect(chooseActions(t, 1)).toEqual([as0, as1, as2].map((id) => enc.choose(L, id)));
    t = act(t, 1, enc.choose(L, as0));
    expect(refugee.activeSeats(t)).toEqual([1]);
    expect(chooseActions(t, 1)).toEqual([as1, as2].map((id) => enc.choose(L, id)));
    t = act(t, 1, enc.choose(L, as2));
    expect(refugee.activeSeats(t)).toEqual([0]);
    const u = passAll(t);
    expect(zoneIds(u, 2)).toEqual(expect.arrayContaining([as0, as2]));
    expect(find(u, as1)!.zone).toBe(1);
    // With a single refugee in the target country, only one is chosen.
    const w = actionRound(blank(2));
    place(w, me0, 1);
    giveAction(w, 0, K.war);
    giveAction(w, 0, K.outbreak);
    let x = act(w, 0, enc.play(L, K.war, 1, 0));
    x = act(x, 1, enc.choose(L, me0));
    expect(x.phase).toBe('action');
  });

  it('RF-R19: a refugee made to flee is in the Fleeing Zone and can no longer be targeted in a Country Zone', () => {
    const s = actionRound(blank(2));
    place(s, na0, 1, [vettingIds(1)[0]]);
    place(s, na1, 1);
    giveAction(s, 0, K.instability);
    giveAction(s, 1, K.instability);
    giveAction(s, 1, K.asylum);
    giveAction(s, 1, K.altFacts);
    giveAction(s, 1, K.war);
    let t = act(s, 0, enc.play(L, K.instability, na0, 0));
    expect(find(t, na0)!.fleeTo).toBe(0);
    expect(refugee.activeSeats(t)).toEqual([1]); // seat 0 is out of cards: automatic pass
    const seat1 = legal(t, 1);
    expect(seat1).not.toContain(enc.play(L, K.asylum, na0));
    expect(seat1).not.toContain(enc.play(L, K.instability, na0, 0));
    expect(seat1).not.toContain(enc.play(L, K.altFacts, find(t, na0)!.vetting[0]));
    expect(seat1).toContain(enc.play(L, K.asylum, na1));
    // War on seat 1: only the refugee still in its Country Zone may be chosen.
    t = act(t, 1, enc.play(L, K.war, 1, 0));
    expect(chooseActions(t, 1)).toEqual([enc.choose(L, na1)]);
  });

  it('RF-R20: an answer resolves before the card it answers (last played, first resolved)', () => {
    const s = actionRound(blank(3));
    place(s, as0, 1);
    place(s, as1, 1, three(1));
    giveAction(s, 0, K.naturalDisaster);
    giveAction(s, 0, K.outbreak);
    giveAction(s, 1, K.shelter);
    giveAction(s, 1, K.outbreak);
    giveAction(s, 2, K.court);
    let t = act(s, 0, enc.play(L, K.naturalDisaster, 1));
    expect(find(t, as0)!.fleeTo).toBe(2); // next country clockwise from seat 1
    expect(find(t, as1)!.fleeTo).toBe(-1); // fully vetted refugees stay
    t = act(t, 0, 0);
    t = act(t, 1, enc.play(L, K.shelter, 0));
    // Shelter alone: the disaster is cancelled and the refugee returns to its zone.
    const sheltered = passAll(refugee.clone(t) as RefugeeState);
    expect(find(sheltered, as0)!.zone).toBe(1);
    expect(find(sheltered, as0)!.fleeTo).toBe(-1);
    // Court on Shelter resolves first, so Shelter is cancelled and the disaster happens.
    t = act(t, 1, 0);
    t = act(t, 2, enc.play(L, K.court, 1));
    const u = passAll(t);
    expect(find(u, as0)!.zone).toBe(2);
    expect(u.accepted[1]).toEqual([as1]);
  });
});

describe('#refugee action cards (RF-D6)', () => {
  it('RF-D20: Outbreak holds every acceptance into its country this turn; Inoculation cancels it', () => {
    const s = actionRound(blank(2));
    place(s, na0, 1, three(2));
    giveAction(s, 0, K.outbreak);
    const held = passAll(act(s, 0, enc.play(L, K.outbreak, 1)));
    expect(held.accepted[1]).toEqual([]);
    expect(find(held, na0)!.zone).toBe(1);
    const s2 = actionRound(blank(2));
    place(s2, na0, 1, three(2));
    giveAction(s2, 0, K.outbreak, 2);
    giveAction(s2, 1, K.inoculation);
    let t = act(s2, 0, enc.play(L, K.outbreak, 1));
    t = act(t, 0, 0);
    t = act(t, 1, enc.play(L, K.inoculation, 0));
    expect(t.stack).toHaveLength(2);
    const u = passAll(t);
    expect(u.accepted[1]).toEqual([na0]);
    expect(u.scores[1]).toBe(6);
  });

  it('Grant of Asylum accepts a refugee that is not fully vetted, with its score so far', () => {
    const s = actionRound(blank(2));
    place(s, as0, 1, [vettingIds(-3, null)[0]]);
    giveAction(s, 0, K.asylum);
    const u = passAll(act(s, 0, enc.play(L, K.asylum, as0)));
    expect(u.accepted[1]).toEqual([as0]);
    expect(u.scores[1]).toBe(-3);
  });

  it('Fake News puts a 4th vetting card from hand on a refugee, never a 5th', () => {
    const s = actionRound(blank(2));
    place(s, as0, 1, three(1));
    const bad = vettingIds(-4, null)[0];
    giveVetting(s, 0, [bad]);
    giveAction(s, 0, K.fakeNews, 2);
    const t = act(s, 0, enc.play(L, K.fakeNews, as0, bad));
    expect(t.vettingHands[0]).toEqual([]);
    expect(legal(t, 0)).toEqual([0]); // no vetting card left to put with the second Fake News
    const u = passAll(t);
    expect(u.accepted[1]).toEqual([as0]);
    expect(u.scores[1]).toBe(3 - 4);
    const w = actionRound(blank(2));
    place(w, as0, 1, [...three(1), vettingIds(0, null)[0]]);
    giveVetting(w, 0, [bad]);
    giveAction(w, 0, K.fakeNews);
    expect(legal(w, 0)).toEqual([0]);
  });

  it('Alternative Facts removes a vetting card, so the refugee is not accepted this turn', () => {
    const s = actionRound(blank(2));
    const cards = C.vetting.flatMap((c, i) => (pick(c.name) === 'Untreated injury' ? [i] : []));
    expect(cards).toHaveLength(3);
    place(s, me0, 1, cards);
    giveAction(s, 0, K.altFacts);
    // Identical copies on one refugee are one choice.
    expect(legal(s, 0)).toEqual([0, enc.play(L, K.altFacts, Math.min(...cards))]);
    const u = passAll(act(s, 0, enc.play(L, K.altFacts, cards[0])));
    expect(u.accepted[1]).toEqual([]);
    expect(find(u, me0)!.vetting).toHaveLength(2);
    expect(u.vettingUsed).toContain(cards[0]);
  });

  it('Closed Borders answers only cards that send refugees into your own country', () => {
    const s = actionRound(blank(3));
    place(s, na0, 2);
    place(s, na1, 0);
    giveAction(s, 0, K.instability, 3);
    giveAction(s, 1, K.closedBorders);
    let t = act(s, 0, enc.play(L, K.instability, na0, 0)); // toward seat 0
    t = act(t, 0, enc.play(L, K.instability, na1, 1)); // toward seat 1
    t = act(t, 0, 0);
    expect(legal(t, 1)).toEqual([0, enc.play(L, K.closedBorders, 1)]);
    t = act(t, 1, enc.play(L, K.closedBorders, 1));
    const u = passAll(t);
    expect(find(u, na0)!.zone).toBe(0);
    expect(find(u, na1)!.zone).toBe(0); // the redirect into seat 1 was refused
  });

  it('RF-D7 RF-D8: every kind has its printed text, count and Cycle flag; 40 cards in all', () => {
    expect(C.actionKinds.map((k) => pick(k.title))).toEqual([
      'Natural Disaster', 'Shelter', 'Outbreak', 'Inoculation', 'Immigration Court', 'Grant of Asylum',
      'War', 'Political Instability', 'Fake News', 'Alternative Facts', 'Open Borders', 'Closed Borders',
    ]);
    expect(C.actionKinds.reduce((n, k) => n + k.copies, 0)).toBe(40);
    for (const k of C.actionKinds) expect(k.copies).toBeGreaterThan(0);
    void [na2, na3, as3];
  });
});
