import { describe, expect, it } from 'vitest';
import { A, act, blankPrep, cardsOfKind, destination, emigration, EMPTY, expectIllegal, giveStash, givePapers, legal, toBorder, type EmigrationState } from './helpers.ts';

function borderTable(players: number, last: number, setup?: (s: EmigrationState) => void): EmigrationState {
  const s = blankPrep(players, last);
  s.seats = s.seats.map((x) => ({ ...x, destination: destination('brazil') })); // Brazil has no penalties
  s.money = Array(players).fill(0);
  setup?.(s);
  return toBorder(s, last);
}

describe('Emigration: end of Phase 1', () => {
  it('EM-R30 / EM-R46 / EM-D1: Phase 1 ends when no card is available; Phase 2 continues with the next player', () => {
    const s = borderTable(3, 1);
    expect(s.phase).toBe('border');
    expect(s.turn).toBe(2);
    const t = borderTable(3, 2);
    expect(t.turn).toBe(0);
  });

  it('EM-R30: covered cards keep Phase 1 going until they are uncovered and taken', () => {
    const s = emigration.setup({ players: 2, seed: 9 }) as EmigrationState;
    expect(s.phase).toBe('prep');
    // Empty all but one face-down back-row card: it flips and stays available.
    for (let slot = 2; slot < 14; slot++) { s.discard.push(s.layout[0][slot]); s.layout[0][slot] = EMPTY; }
    for (let slot = 0; slot < 14; slot++) { if (s.layout[1][slot] !== EMPTY) s.discard.push(s.layout[1][slot]); s.layout[1][slot] = EMPTY; }
    s.discard.push(s.layout[0][1]);
    s.layout[0][1] = EMPTY;
    s.discard.push(...s.supply);
    s.supply = [];
    s.turn = 1;
    s.money = [0, 5];
    const id = s.layout[0][0];
    s.faceUp[0][0] = true;
    const kind = s.cards[id].kind;
    const a = kind === 'document' || kind === 'connection' ? A.DISCARD + id : A.ACTIVATE + id;
    let r = act(s, 1, a).state;
    if (r.pendingFog) r = act(r, 1, A.FOG_DECLINE).state;
    expect(r.phase).toBe('border');
  });

  it('EM-D2: a Passport still upside down when Phase 1 ends goes to its owner\'s stash', () => {
    const s = blankPrep(2, 0);
    const passport = cardsOfKind(s, 'passport')[0];
    s.supply = [passport];
    const r = act(s, 0, A.BUY_SKIP + passport).state;
    expect(r.phase).toBe('border');
    expect(r.stash[0]).toContain(passport);
    expect(r.skipCard[0]).toBe(EMPTY);
  });
});

describe('Emigration Phase 2: withdraw and cross', () => {
  it('EM-R31 / EM-R32: trades at the destination rates are optional and repeatable; then a lane must be chosen', () => {
    const s = borderTable(2, 1, (t) => { t.money = [13, 0]; });
    expect(s.turn).toBe(0);
    // Brazil: 6 money → 2 assurance.
    expect(legal(s)).toEqual([A.TRADE_MONEY, A.CROSS, A.CROSS + 1, A.CROSS + 2, A.CROSS + 3, A.CROSS + 4]);
    const a = act(s, 0, A.TRADE_MONEY).state;
    const b = act(a, 0, A.TRADE_MONEY).state;
    expect([b.money[0], b.assurance[0]]).toEqual([1, 4]);
    expect(legal(b)).not.toContain(A.TRADE_MONEY);
    expect(b.turn).toBe(0);
  });

  it('EM-R33: money on pay raise slots cannot be traded', () => {
    const s = borderTable(2, 1, (t) => { t.money = [5, 0]; t.raises = [2, 0]; });
    expect(legal(s)).not.toContain(A.TRADE_MONEY);
  });

  it('EM-R34 / EM-D16: Bosnia and Herzegovina — fewer than 2 Documents loses 2 assurance; the total never goes below 0', () => {
    const s = borderTable(2, 1, (t) => {
      t.seats[0] = { ...t.seats[0], destination: destination('bih') };
      t.assurance = [5, 0];
      giveStash(t, 0, cardsOfKind(t, 'document')[0]);
    });
    expect(s.assurance[0]).toBe(3);
    expect(s.borderAdjust[0]).toBe(-2);
    const t = borderTable(2, 1, (u) => { u.seats[0] = { ...u.seats[0], destination: destination('bih') }; u.assurance = [1, 0]; });
    expect(t.assurance[0]).toBe(-1);
    const crossed = act(t, 0, A.CROSS + 4).state;
    expect(crossed.assurance[0]).toBe(0);
  });

  it('EM-R35 / EM-R2: the top token is paid from assurance; without a Passport and a Ticket nobody enters', () => {
    const s = borderTable(2, 1, (t) => {
      t.lanes[0] = [6, 7, 7];
      t.assurance = [10, 10];
      givePapers(t, 0);
      giveStash(t, 1, cardsOfKind(t, 'passport')[1]); // Passport but no Ticket
    });
    const a = act(s, 0, A.CROSS).state;
    expect(a.crossings[0]).toEqual({ lane: 0, token: 7, entered: true, paid: 7 });
    expect(a.assurance[0]).toBe(3);
    const b = act(a, 1, A.CROSS).state;
    expect(b.crossings[1]).toEqual({ lane: 0, token: 7, entered: false, paid: 0 });
    expect(b.assurance[1]).toBe(10);
  });

  it('EM-R36: a player who cannot enter must still take a token (there is no other way to end the turn)', () => {
    const s = borderTable(2, 1);
    expect(legal(s).every((a) => a >= A.CROSS && a < A.CROSS + 5)).toBe(true);
    const a = act(s, 0, A.CROSS + 4).state;
    expect(a.lanes[4]).toHaveLength(2);
    expect(a.crossings[0]?.entered).toBe(false);
  });

  it('EM-R37: a lane with no tokens cannot be chosen', () => {
    const s = borderTable(2, 1, (t) => { t.lanes[2] = []; });
    expect(legal(s)).not.toContain(A.CROSS + 2);
    expectIllegal(s, A.CROSS + 2);
  });

  it('EM-R38: the game ends when every player has attempted to cross', () => {
    let s = borderTable(3, 0);
    for (const seat of [1, 2]) {
      s = act(s, seat, A.CROSS + 4).state;
      expect(emigration.outcome(s)).toBeNull();
    }
    s = act(s, 0, A.CROSS + 4).state;
    expect(s.phase).toBe('over');
    expect(emigration.outcome(s)).not.toBeNull();
    expect(emigration.activeSeats(s)).toEqual([]);
  });
});

describe('Emigration: winning', () => {
  function finish(assurance: number[], money: number[], mode: 'competitive' | 'cooperative' = 'competitive', papers = [true, true, true]) {
    let s = borderTable(3, 2, (t) => {
      t.mode = mode;
      t.lanes = [[6, 6, 6], [6, 6, 6], [6, 6, 6], [6, 6, 6], [3, 3, 3]];
      papers.forEach((has, p) => { if (has) givePapers(t, p); });
    });
    s.assurance = assurance.map((a) => a + 3);
    s.money = money;
    for (const seat of [0, 1, 2]) s = act(s, seat, A.CROSS + 4).state;
    return emigration.outcome(s)!;
  }

  it('EM-R39: the player who entered with the most assurance wins', () => {
    const o = finish([5, 2, 1], [0, 9, 9]);
    expect(o.winners).toEqual([0]);
    expect(o.ranks).toEqual([1, 2, 3]);
    expect(o.tie).toBe(false);
  });

  it('EM-R39: a player who did not enter cannot win, however many tokens they hold', () => {
    const o = finish([9, 2, 1], [0, 0, 0], 'competitive', [false, true, true]);
    expect(o.winners).toEqual([1]);
    expect(o.ranks[0]).toBe(3);
  });

  it('EM-R39: tied assurance is broken by money; tied money too means no winner', () => {
    const byMoney = finish([4, 4, 1], [2, 3, 0]);
    expect(byMoney.winners).toEqual([1]);
    expect(byMoney.reason).toBe('Won on money after a tie on assurance tokens');
    expect(finish([5, 4, 1], [0, 3, 0]).reason).toBe('Won with the most assurance tokens among players who entered');
    const tie = finish([4, 4, 1], [3, 3, 0]);
    expect(tie.winners).toEqual([]);
    expect(tie.tie).toBe(true);
    expect(tie.ranks).toEqual([1, 1, 3]);
    expect(tie.reason).toMatch(/joy is in the journey/);
  });

  it('EM-R40: cooperative — every player who entered wins', () => {
    const o = finish([0, 2, 1], [0, 0, 0], 'cooperative', [true, false, true]);
    expect(o.winners).toEqual([0, 2]);
  });
});

describe('Emigration: the Phase 1 safety limit', () => {
  it('EM-D5: ordinary play never reaches the limit (random play uses well under half of it)', async () => {
    const { prepTurnLimit } = await import('../../../src/games/emigration/step.ts');
    const { Rng } = await import('../../../src/engine/index.ts');
    let most = 0;
    for (let g = 0; g < 500; g++) {
      const players = 2 + (g % 5);
      const s = emigration.setup({ players, seed: g }) as EmigrationState;
      const rng = new Rng(g);
      while (s.phase === 'prep') emigration.applyInPlace(s, s.turn, rng.pick(emigration.legalActions(s, s.turn)));
      most = Math.max(most, s.prepTurns / prepTurnLimit(players));
    }
    expect(most).toBeLessThan(0.5);
  });
});
