/**
 * The rulebook's worked examples, set up as the rulebook describes them.
 */
import { describe, expect, it } from 'vitest';
import { A, act, blankPrep, cardsOfKind, destination, emigration, giveStash, givePapers, legal, placeFront, toBorder } from './helpers.ts';

describe('Emigration: the rulebook\'s worked examples', () => {
  it('EM-R51 / EM-D11: trade-in — 17 money, 1 Document, 3 Connections: +4 for 16 money, −3, +4 for 3 Connections = +5', () => {
    const s = blankPrep(2, 1);
    s.seats[0] = { ...s.seats[0], destination: destination('canada') };
    giveStash(s, 0, cardsOfKind(s, 'document')[0]);
    for (const id of cardsOfKind(s, 'connection').slice(0, 3)) giveStash(s, 0, id);
    s.money = [17, 0];
    let b = toBorder(s, 1);
    expect(b.turn).toBe(0);
    for (let i = 0; i < 4; i++) b = act(b, 0, A.TRADE_MONEY).state;
    expect(legal(b)).not.toContain(A.TRADE_MONEY); // 1 money left: less than a set
    b = act(b, 0, A.TRADE_CONNECTIONS).state;
    expect(b.money[0]).toBe(1);
    expect(b.assurance[0]).toBe(5);
    expect(b.borderAdjust[0]).toBe(-3);
  });

  it('EM-R52: crossing — you (7) and Ivy (4) enter, Lee (6) does not; Ivy wins competitively, both win cooperatively', () => {
    for (const mode of ['competitive', 'cooperative'] as const) {
      const s = blankPrep(3, 2);
      s.mode = mode;
      s.seats = s.seats.map((x) => ({ ...x, destination: destination('brazil') }));
      [0, 1, 2].forEach((p) => givePapers(s, p));
      s.money = [0, 0, 0];
      let b = toBorder(s, 2);
      b.assurance = [7, 6, 4];
      b.lanes[0] = [6, 7, 7];
      b.lanes[4] = [9, 11, 3];
      b = act(b, 0, A.CROSS + 0).state; // You: lane 1 shows 7
      expect(b.crossings[0]).toMatchObject({ token: 7, entered: true });
      expect(b.assurance[0]).toBe(0);
      expect(b.lanes[0]).toEqual([6, 7]); // "the 6 and the 7"
      b = act(b, 1, A.CROSS + 0).state; // Lee: next token 7
      expect(b.crossings[1]).toMatchObject({ token: 7, entered: false });
      b = act(b, 2, A.CROSS + 4).state; // Ivy: lane 5 shows 3
      expect(b.crossings[2]).toMatchObject({ token: 3, entered: true });
      expect(b.assurance[2]).toBe(1);
      const o = emigration.outcome(b)!;
      expect(o.winners).toEqual(mode === 'competitive' ? [2] : [0, 2]);
    }
  });

  it('EM-R53 / EM-R41 / EM-D8: scalping — Ivy pays you 3 for your extra Ticket and cannot skip a turn for it', () => {
    const s = blankPrep(2, 1);
    const [t1, t2] = cardsOfKind(s, 'ticket');
    giveStash(s, 0, t1);
    giveStash(s, 0, t2);
    placeFront(s, 0, cardsOfKind(s, 'payday')[0]);
    s.money = [0, 3];
    expect(legal(s, 1)).toContain(A.SCALP + t2);
    expect(legal(s, 1)).not.toContain(A.BUY_SKIP + t2);
    expect(legal(s, 1)).not.toContain(A.SCALP + t1); // only one extra, and only the extra
    const r = act(s, 1, A.SCALP + t2).state;
    expect(r.money).toEqual([3, 0]);
    expect(r.stash[1]).toContain(t2);
    expect(r.stash[0]).toEqual([t1]);
    // Without an extra there is nothing to scalp.
    expect(legal(r, 0).some((a) => a >= A.SCALP && a < A.SCALP + 1000)).toBe(false);
    // Not enough money: no scalp.
    const poor = structuredClone(s);
    poor.money = [0, 2];
    expect(legal(poor, 1)).not.toContain(A.SCALP + t2);
  });
});
