import { describe, expect, it } from 'vitest';
import { pick } from '../../../src/engine/index.ts';
import { defaultContent } from '../../../src/games/emigration/data/index.ts';
import { A, act, blankPrep, cardsOfKind, EMPTY, expectIllegal, giveStash, legal, placeFront, rigDie, type EmigrationState } from './helpers.ts';

/** An empty Phase 1 table (2 players use Augustine and Socrates, 3 add Hippocrates) kept going by a spare Payday. */
function table(players = 2): EmigrationState {
  const s = blankPrep(players, 0);
  s.money = Array(players).fill(5);
  placeFront(s, players - 1, cardsOfKind(s, 'payday')[0], 4);
  return s;
}

const idOf = (s: EmigrationState, name: string, nth = 0) => s.cards.filter((c) => c.name === name)[nth].id;

describe('Emigration: life cards', () => {
  it('EM-R42: seven packs of four life cards; every card has a name, words and an effect', () => {
    expect(defaultContent.lifePacks).toHaveLength(7);
    for (const pack of defaultContent.lifePacks) {
      expect(pack.cards).toHaveLength(4);
      for (const c of pack.cards) expect(pick(c.text).length).toBeGreaterThan(10);
    }
  });

  it('EM-R43: Pandemic then Economic Stimulus — the first activation loses the roll for everyone, the second gains', () => {
    const s = table();
    const first = idOf(s, '1st: Pandemic / 2nd: Economic Stimulus', 0);
    const second = idOf(s, '1st: Pandemic / 2nd: Economic Stimulus', 1);
    placeFront(s, 0, first, 0);
    placeFront(s, 0, second, 1);
    s.money = [5, 2];
    rigDie(s, 3);
    const a = act(s, 0, A.ACTIVATE + first).state;
    expect(a.money).toEqual([2, 0]); // never below 0
    a.turn = 0;
    rigDie(a, 4);
    const b = act(a, 0, A.ACTIVATE + second).state;
    expect(b.money).toEqual([6, 4]);
  });

  it('EM-R44: Join Elite Society — the richest player has 9, so the activating player takes 4', () => {
    const s = table(3);
    const elite = idOf(s, 'Join Elite Society');
    placeFront(s, 0, elite);
    s.money = [1, 3, 9];
    expect(act(s, 0, A.ACTIVATE + elite).state.money).toEqual([5, 3, 9]);
  });

  it('EM-R45 / EM-D20: Mental Fog — lose 1, then discard any life card in a stash or face up in a layout, or none', () => {
    const s = table();
    const fog = idOf(s, 'Mental Fog');
    const kept = idOf(s, 'Community Mentor');
    const faceUpLife = idOf(s, 'Rent Increase');
    const hidden = idOf(s, 'Family Savings');
    placeFront(s, 0, fog, 0);
    giveStash(s, 1, kept);
    placeFront(s, 1, faceUpLife, 0);
    // A face-down life card in a covered slot cannot be chosen.
    s.layout[1][0] = hidden;
    s.faceUp[1][0] = false;
    s.layout[1][2] = cardsOfKind(s, 'document')[0];
    s.money = [3, 3];
    const a = act(s, 0, A.ACTIVATE + fog).state;
    expect(a.money[0]).toBe(2);
    expect(a.pendingFog).toBe(true);
    expect(a.turn).toBe(0);
    expect(legal(a)).toEqual([A.FOG_DECLINE, A.FOG_DISCARD + kept, A.FOG_DISCARD + faceUpLife].sort((x, y) => x - y));
    expectIllegal(a, A.FOG_DISCARD + hidden);
    const b = act(a, 0, A.FOG_DISCARD + kept).state;
    expect(b.stash[1]).not.toContain(kept);
    expect(b.discard).toContain(kept);
    expect(b.money[1]).toBe(3); // nobody is paid for a Mental Fog discard
    expect(b.turn).toBe(1);
    const c = act(a, 0, A.FOG_DISCARD + faceUpLife).state;
    expect(c.layout[1]).not.toContain(faceUpLife);
    const d = act(a, 0, A.FOG_DECLINE).state;
    expect(d.stash[1]).toContain(kept);
    expect(d.layout[1][0]).not.toBe(EMPTY);
  });

  it('EM-R7: holding a Passport and a Ticket gives 1 assurance token, once', () => {
    const s = blankPrep(2, 0);
    const [p1] = cardsOfKind(s, 'passport');
    const [t1, t2] = cardsOfKind(s, 'ticket');
    s.supply = [p1, t1, t2];
    s.money = [20, 20];
    placeFront(s, 1, cardsOfKind(s, 'payday')[0], 4);
    let r = act(s, 0, A.BUY + p1).state;
    expect(r.assurance[0]).toBe(0);
    r.turn = 0;
    r = act(r, 0, A.BUY + t1).state;
    expect(r.assurance[0]).toBe(1);
    r.turn = 0;
    r = act(r, 0, A.BUY + t2).state;
    expect(r.assurance[0]).toBe(1);
  });

  it('EM-R4 / EM-R3: used Paydays, Life cards and discarded cards all go to the one discard pile', () => {
    const s = blankPrep(2, 0);
    placeFront(s, 1, cardsOfKind(s, 'payday')[1], 4);
    const pay = cardsOfKind(s, 'payday')[0];
    const doc = cardsOfKind(s, 'document')[0];
    const life = idOf(s, 'Rent Increase');
    placeFront(s, 0, pay, 0);
    placeFront(s, 0, doc, 1);
    placeFront(s, 0, life, 2);
    let r = act(s, 0, A.ACTIVATE + pay).state;
    r.turn = 0;
    r = act(r, 0, A.DISCARD + doc).state;
    r.turn = 0;
    r = act(r, 0, A.ACTIVATE + life).state;
    expect(r.discard.slice(-3)).toEqual([pay, doc, life]);
  });
});
